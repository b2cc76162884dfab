import fs from 'node:fs';
import path from 'node:path';
import { E2E_DIST_DIR } from '../playwright.config';

/**
 * The URL path of the built script that holds `module` (a source file, from the repository's root, such
 * as `src/lib/newVersion.ts`), found through the build's source maps: lazy chunks are named by id in
 * production (webpack.config.ts), and the maps beside them list the modules each one holds.
 */
export function scriptOf(module: string, dist = E2E_DIST_DIR): string {
  const assets = path.join(dist, 'assets');
  const holders = fs
    .readdirSync(assets)
    .filter((file) => file.endsWith('.js.map'))
    .filter((file) =>
      (JSON.parse(fs.readFileSync(path.join(assets, file), 'utf8')) as { sources: string[] }).sources.some((source) => source.endsWith(`/${module}`)),
    );
  if (holders.length !== 1) throw new Error(`${module} is in ${holders.length} scripts of ${dist}, not one: ${holders.join(', ')}`);
  return `/assets/${holders[0]!.replace(/\.map$/, '')}`;
}
