// Subresource Integrity for every script and stylesheet the build's pages load, wherever they are
// served from (a CDN in front): a file altered on the way does not run. The HTML is the root of trust
// (it is never cached by anyone but revalidated), so it carries the hashes of what it names, and the
// entry, checked by the HTML, carries the rest:
//
// - the HTML's own `<script src>` and `<link rel="preload" as="script">` tags get `integrity`, #root's
//   data-preload list (src/main.tsx preloads the route's code) a data-preload-integrity list, and the
//   boot script's data-entry (the entry it loads, src/boot.ts) a data-entry-integrity;
// - the chunks webpack loads later (a page's code, its stylesheet) find theirs in a table the entry
//   (webpack's runtime) starts with, read by the chunk loaders when they create the tag. Without the
//   table a loader throws, so a chunk never loads unchecked.
//
// Why the table is in the entry and not in the HTML, where it was until issue 38: it is ~2.7 KB gzipped
// (SHA-256 digests do not compress), which took the landing page's HTML past the 14.6 KB a server sends
// in its first round trip (TCP's initial window of 10 segments): one more round trip before anything is
// painted, and Lighthouse's simulation put the landing page's LCP at 1.20x its static copy's; without the
// table, 1.00x (bench/history.md, 2026-11-28). The entry is deferred, off the first paint's path, and
// changes with every chunk anyway (its table of the chunks' file names). webpack-subresource-integrity
// does the same, but from its own HTML plugin's tags; these pages are prerendered (scripts/prerender.plugin.ts).
//
// The files are served from the site's own origin (a CDN in front keeps that origin), so the requests
// need no CORS mode (`crossorigin`): a CDN on a host of its own would need output.crossOriginLoading
// and the attribute.
//
// It runs once the real content hashes are final (the files' names and contents no longer change), after
// the source maps, and before the service worker's precache list is made.
import { createHash } from 'node:crypto';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import type { Compiler } from 'webpack';

/** Where the entry puts the lazily loaded chunks' hashes (a property of the global object). */
export const INTEGRITY_TABLE = '__hvChunkIntegrity';

const NAME = 'IntegrityPlugin';
/** Where a CSS chunk's hash is in the table: under "c" + its chunk id (a script's: its id). */
const CSS_KEY = 'c';

/** The SRI value of a file's bytes. */
export const integrityOf = (content: string | Buffer) => `sha256-${createHash('sha256').update(content).digest('base64')}`;

/**
 * Loader code: the hash of `key` from the entry's table, set on `tag` (empty, no check, for a file the
 * build has no hash of; no table at all throws).
 */
const setIntegrity = (tag: string, key: string) => `${tag}.integrity = self.${INTEGRITY_TABLE}[${key}] || "";`;

const SCRIPT_TAG = /<script\b[^>]*\bsrc="?([^"\s>]+)"?[^>]*>/g;
const SCRIPT_PRELOAD = /<link\b(?=[^>]*\brel="?preload"?[\s>])(?=[^>]*\bas="?script"?[\s>])[^>]*\bhref="?([^"\s>]+)"?[^>]*>/g;
const DATA_PRELOAD = /\bdata-preload="([^"]*)"/;
const DATA_ENTRY = /\bdata-entry="([^"]*)"/g;

/** `html` with integrity on its own script tags and preloads. */
export function withIntegrity(html: string, integrity: (url: string) => string | undefined): string {
  const attribute = (tag: string, url: string) => {
    if (/\bintegrity=/.test(tag)) return tag;
    const hash = integrity(url);
    if (!hash) return tag;
    return tag.replace(/\s*\/?>$/, (end) => ` integrity="${hash}"${end}`);
  };
  const hashes = (urls: string) =>
    urls
      .split(' ')
      .filter(Boolean)
      .map((url) => integrity(url) ?? '')
      .join(' ');
  return html
    .replace(SCRIPT_TAG, attribute)
    .replace(SCRIPT_PRELOAD, attribute)
    .replace(DATA_PRELOAD, (list, urls: string) => `${list} data-preload-integrity="${hashes(urls)}"`)
    .replace(DATA_ENTRY, (entry, url: string) => `${entry} data-entry-integrity="${hashes(url)}"`);
}

/**
 * `map` (a source map's JSON) for its file with one line put before it: an empty first line of
 * `mappings` (each `;` starts the next generated line), so that every mapping keeps its place.
 */
export function shiftedOneLine(map: string): string {
  const parsed = JSON.parse(map) as { mappings: string };
  return JSON.stringify({ ...parsed, mappings: `;${parsed.mappings}` });
}

export class IntegrityPlugin {
  constructor(private readonly options: { htmlFiles: (file: string) => boolean }) {}

  apply(compiler: Compiler) {
    const { webpack } = compiler;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      webpack.runtime.LoadScriptRuntimeModule.getCompilationHooks(compilation).createScript.tap(NAME, (source) =>
        webpack.Template.asString([source, setIntegrity('script', 'chunkId')]),
      );
      MiniCssExtractPlugin.getCompilationHooks(compilation).beforeTagInsert.tap(NAME, (source, { tag, chunkId }) =>
        webpack.Template.asString([source, setIntegrity(tag, `${JSON.stringify(CSS_KEY)} + ${chunkId}`)]),
      );
      compilation.hooks.processAssets.tap(
        // After the real content hashes (OPTIMIZE_HASH), before the service worker's manifest (OPTIMIZE_TRANSFER).
        { name: NAME, stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_HASH + 10 },
        () => {
          const publicPath = String(compilation.outputOptions.publicPath ?? '/');
          const byUrl = new Map<string, string>();
          const sri = (file: string) => {
            const url = `${publicPath}${file}`;
            let hash = byUrl.get(url);
            if (hash === undefined) {
              const asset = compilation.getAsset(file);
              if (!asset) return undefined;
              hash = integrityOf(asset.source.buffer());
              byUrl.set(url, hash);
            }
            return hash;
          };
          // The chunks' hashes, for their loaders: every chunk but the entries (never loaded by a loader),
          // in every entry that loads chunks (not the boot script, src/boot.ts).
          const chunks: Record<string, string> = {};
          const entryFiles: string[] = [];
          for (const chunk of compilation.chunks) {
            if (chunk.id === null) continue;
            for (const file of chunk.files) {
              if (chunk.hasRuntime()) {
                if (file.endsWith('.js') && chunk.getAllAsyncChunks().size > 0) entryFiles.push(file);
              } else if (file.endsWith('.js')) chunks[String(chunk.id)] = sri(file)!;
              else if (file.endsWith('.css')) chunks[`${CSS_KEY}${chunk.id}`] = sri(file)!;
            }
          }
          // The table first in the entry, before the code that loads the first chunk (and its source map
          // one line on); the entry's own hash, in the HTML, is taken after.
          const table = `self.${INTEGRITY_TABLE}=${JSON.stringify(chunks)};\n`;
          for (const file of entryFiles) {
            compilation.updateAsset(file, (source) => new webpack.sources.ConcatSource(table, source));
            const map = compilation.getAsset(`${file}.map`);
            if (map) compilation.updateAsset(map.name, new webpack.sources.RawSource(shiftedOneLine(map.source.source().toString())));
          }
          const integrity = (url: string) => (url.startsWith(publicPath) ? sri(url.slice(publicPath.length)) : undefined);
          for (const asset of compilation.getAssets()) {
            if (!this.options.htmlFiles(asset.name)) continue;
            const html = asset.source.source().toString();
            compilation.updateAsset(asset.name, new webpack.sources.RawSource(withIntegrity(html, integrity)));
          }
        },
      );
    });
  }
}
