// The size budgets of the production build, checked on every production build: webpack runs
// SizeCheckPlugin last, prints the gzipped size of the entry, of every route and of every lazy chunk,
// and fails the build when one of them is over its budget. Sizes are gzip at level 6, what
// deploy/nginx.conf and scripts/preview.ts send; 1 KB = 1000 bytes.
import { gzipSync } from 'node:zlib';
import type { Compilation, Compiler } from 'webpack';
import { chunkOf } from '../src/lib/routes';

export const BUDGETS = {
  /**
   * The JavaScript the landing page fetches by itself, as Lighthouse counts it (every script fetched
   * before its measurement ends, a few seconds after load): the boot script, the entry, the app, the
   * landing route and LOADED_UNPROMPTED; everything else waits for someone to be there (src/lib/someoneThere.ts).
   * React 19 alone is ~70 KB of it, so what the landing page loads is kept lean: the router in
   * declarative mode, and no Redux (it loads with the first page that uses the store). It is what the
   * build measured with react-helmet-async and the share pages' per-item tags in <Head>, rounded up to
   * the next 0.5 KB: anything added to the first bundle must pay for itself. 105.5 KB, from 102.5: the
   * lazily loaded chunks' integrity hashes (2.5 KB) moved from every page's HTML into the entry, which
   * took the landing page's LCP from 1.20x its static copy's to 1.00x (scripts/integrity.plugin.ts).
   * 106 KB, from 105.5: the boot script (0.4 KB, src/boot.ts), which asks for the entry once the page
   * has loaded instead of beside its fonts.
   */
  entryJsGzip: 106_000,
  /** Every other lazily loaded chunk (a route's page, a shared piece such as RTK Query). */
  lazyChunkGzip: 30_000,
  /**
   * What the service worker precaches. 252 KB, from 250: issue 36's counts kept whole
   * (src/lib/counts.ts and components/KeptCounts.tsx: its unit list and a small renderer) are in the
   * precached pages that show text from the API with counts in it (an event's prizes and rules, a
   * transaction's note, a kept order), 1.7 KB over the three of them, and the build stood at 249.9 KB.
   */
  precacheGzip: 252_000,
  /**
   * webpack's own `performance` budgets, before compression (minified code gzips to about a third): the
   * entry point (src/main.tsx and its CSS) is small by design; the largest file is the app's vendor
   * chunk (React and react-router).
   */
  entryPointRawBytes: 60_000,
  assetRawBytes: 300_000,
} as const;

/** The chunks whose code counts as what the landing page fetches by itself, with the entry's. */
export const APP_CHUNK = 'app';
/** The entry a prerendered page loads first, which loads the app's (src/boot.ts). */
export const BOOT_ENTRY = 'boot';
export const LANDING_CHUNK = chunkOf('home');
/**
 * The named chunks the landing page loads on its own before SOMEONE_THERE_AFTER_MS (a timer, an
 * effect), which Lighthouse counts too: none. e2e/vitals.spec.ts fails on any script the page fetches
 * unprompted that this count leaves out.
 */
export const LOADED_UNPROMPTED: readonly string[] = [];

const NAME = 'SizeCheckPlugin';
const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

export const gzipSize = (content: Buffer | string) => gzipSync(content, { level: 6 }).length;

export interface SizeReport {
  lines: string[];
  /** Over a budget: the build fails. */
  failures: string[];
}

/** The figures and the breaches of one compilation. Exported for the tests. */
export function measure(compilation: Compilation): SizeReport {
  const sizeCache = new Map<string, number>();
  const gz = (file: string) => {
    let size = sizeCache.get(file);
    if (size === undefined) {
      const asset = compilation.getAsset(file);
      if (!asset) throw new Error(`${NAME}: ${file} is not in the build`);
      size = gzipSize(asset.source.buffer());
      sizeCache.set(file, size);
    }
    return size;
  };
  const lines: string[] = [];
  const failures: string[] = [];
  const row = (label: string, bytes: number, budget?: number) => {
    const over = budget !== undefined && bytes > budget;
    lines.push(`${label.padEnd(44)} ${kb(bytes).padStart(9)}${budget ? `  (budget ${kb(budget)})` : ''}${over ? '  OVER' : ''}`);
    if (over) failures.push(`${label}: ${bytes} bytes gzipped, budget ${budget}`);
  };
  const js = (files: Iterable<string>) => [...files].filter((file) => file.endsWith('.js'));
  const sum = (files: string[]) => files.reduce((total, file) => total + gz(file), 0);

  const entry = compilation.entrypoints.get('main');
  if (!entry) throw new Error(`${NAME}: no "main" entry point`);
  const group = (name: string) => {
    const found = compilation.namedChunkGroups.get(name);
    if (!found) throw new Error(`${NAME}: no chunk named ${name}`);
    return found;
  };
  const entryJs = js(entry.getFiles());
  const bootJs = js(group(BOOT_ENTRY).getFiles());
  const appJs = js(group(APP_CHUNK).getFiles()).filter((file) => !entryJs.includes(file));
  const baseJs = [...entryJs, ...appJs];
  const landingJs = js(group(LANDING_CHUNK).getFiles()).filter((file) => !baseJs.includes(file));
  const counted = [...bootJs, ...baseJs, ...landingJs];
  const unprompted = LOADED_UNPROMPTED.map((name) => [name, js(group(name).getFiles()).filter((file) => !counted.includes(file))] as const);

  lines.push('Gzipped sizes (level 6):');
  for (const file of bootJs) row(`boot ${file}`, gz(file));
  for (const file of entryJs) row(`  + entry ${file}`, gz(file));
  for (const file of appJs) row(`  + the app ${file}`, gz(file));
  for (const file of landingJs) row(`  + landing route ${file}`, gz(file));
  for (const [name, files] of unprompted) for (const file of files) row(`  + ${name} ${file}`, gz(file));
  const landingTotal = sum([...new Set([...counted, ...unprompted.flatMap(([, files]) => files)])]);
  row('JavaScript the landing page fetches by itself', landingTotal, BUDGETS.entryJsGzip);

  lines.push('Routes (their own JavaScript, beyond the entry and the app):');
  const routeNames = [...compilation.namedChunkGroups.keys()].filter((name) => name !== 'main' && name !== BOOT_ENTRY && name !== APP_CHUNK).sort();
  for (const name of routeNames) {
    row(`  ${name}`, sum(js(group(name).getFiles()).filter((file) => !baseJs.includes(file))));
  }

  lines.push('Lazy chunks (the app excepted):');
  const lazy = [...compilation.chunks].filter((chunk) => !chunk.canBeInitial());
  const lazyJs = [...new Set(lazy.flatMap((chunk) => js(chunk.files)))].filter((file) => !appJs.includes(file));
  for (const file of lazyJs.sort()) row(`  ${file}`, gz(file), BUDGETS.lazyChunkGzip);

  const sw = compilation.getAsset('sw.js');
  if (sw) {
    // InjectManifest wrote the list into sw.js as {'revision':…,'url':'/…'} entries.
    const urls = [
      ...sw.source
        .source()
        .toString()
        .matchAll(/'url':'\/([^']+)'/g),
    ].map((match) => match[1]!);
    if (urls.length === 0) failures.push('sw.js: no precache manifest found');
    row(`Service worker precache (${urls.length} files)`, sum(urls), BUDGETS.precacheGzip);
  }
  return { lines, failures };
}

/** Prints the sizes after every production build and fails it on a breach. */
export class SizeCheckPlugin {
  apply(compiler: Compiler) {
    const { Compilation, WebpackError } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap({ name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const { lines, failures } = measure(compilation);
        console.log(`\n${lines.join('\n')}\n`);
        for (const failure of failures) compilation.errors.push(new WebpackError(`Size budget: ${failure}`));
      });
    });
  }
}
