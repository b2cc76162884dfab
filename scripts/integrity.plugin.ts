// Subresource Integrity for every script and stylesheet the build's pages load, wherever they are
// served from (a CDN in front): a file altered on the way does not run. The HTML is the root of trust
// (it is never cached by anyone but revalidated), so it carries the hashes:
//
// - its own `<script src>` and `<link rel="preload" as="script">` tags get `integrity`, and #root's
//   data-preload list (src/main.tsx preloads the route's code) a data-preload-integrity list;
// - the chunks webpack loads later (a page's code, its stylesheet) find theirs in a JSON data block of
//   the page (INTEGRITY_ID), read by the chunk loaders when they create the tag.
//
// The files are served from the site's own origin (a CDN in front keeps that origin), so the requests
// need no CORS mode (`crossorigin`): a CDN on a host of its own would need output.crossOriginLoading
// and the attribute. SHA-256: the block is in every HTML file, and the precache counts three of them.
//
// Why not webpack-subresource-integrity: it keeps the hashes of every lazily loaded chunk in the
// chunk that loads it, and every page is loaded by the app's router, so ~2.2 KB of hashes (gzipped)
// would join the JavaScript the landing page runs first, whose budget has no room (scripts/size-check.ts).
// Here the entry gains a few dozen bytes of loader code.
//
// It runs once the real content hashes are final (the files' names and contents no longer change) and
// before the service worker's precache list is made, on every HTML file of the build.
import { createHash } from 'node:crypto';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import type { Compiler } from 'webpack';

/** The id of the data block with the lazily loaded chunks' hashes. */
export const INTEGRITY_ID = 'hv-integrity';

const NAME = 'IntegrityPlugin';
/** Where a CSS chunk's hash is in the data block: under "c" + its chunk id (a script's: its id). */
const CSS_KEY = 'c';

/** The SRI value of a file's bytes. */
export const integrityOf = (content: string | Buffer) => `sha256-${createHash('sha256').update(content).digest('base64')}`;

/** Loader code: the hash of `key` from the page's data block, set on `tag` (empty, no check, when absent). */
const setIntegrity = (tag: string, key: string) =>
  `${tag}.integrity = (JSON.parse(document.getElementById(${JSON.stringify(INTEGRITY_ID)}).textContent)[${key}]) || "";`;

const SCRIPT_TAG = /<script\b[^>]*\bsrc="?([^"\s>]+)"?[^>]*>/g;
const SCRIPT_PRELOAD = /<link\b(?=[^>]*\brel="?preload"?[\s>])(?=[^>]*\bas="?script"?[\s>])[^>]*\bhref="?([^"\s>]+)"?[^>]*>/g;
const DATA_PRELOAD = /\bdata-preload="([^"]*)"/;

/** `html` with integrity on its own script tags and preloads, and the data block before </head>. */
export function withIntegrity(html: string, integrity: (url: string) => string | undefined, block: string): string {
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
  if (!html.includes('</head>')) throw new Error(`${NAME}: an HTML file without </head>`);
  return html
    .replace(SCRIPT_TAG, attribute)
    .replace(SCRIPT_PRELOAD, attribute)
    .replace(DATA_PRELOAD, (list, urls: string) => `${list} data-preload-integrity="${hashes(urls)}"`)
    .replace('</head>', () => `${block}</head>`);
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
          // The chunks' hashes, for their loaders.
          const chunks: Record<string, string> = {};
          for (const chunk of compilation.chunks) {
            if (chunk.id === null) continue;
            for (const file of chunk.files) {
              if (file.endsWith('.js')) chunks[String(chunk.id)] = sri(file)!;
              else if (file.endsWith('.css')) chunks[`${CSS_KEY}${chunk.id}`] = sri(file)!;
            }
          }
          const block = `<script type="application/json" id="${INTEGRITY_ID}">${JSON.stringify(chunks)}</script>`;
          const integrity = (url: string) => (url.startsWith(publicPath) ? sri(url.slice(publicPath.length)) : undefined);
          for (const asset of compilation.getAssets()) {
            if (!this.options.htmlFiles(asset.name)) continue;
            const html = asset.source.source().toString();
            compilation.updateAsset(asset.name, new webpack.sources.RawSource(withIntegrity(html, integrity, block)));
          }
        },
      );
    });
  }
}
