// The tools' caches (webpack's filesystem cache, tsc's build info, prettier's), kept outside the checkout
// so that a fresh clone at the same place (CI's) builds and checks from what the last run left. Each tool
// keeps its cache in node_modules/.cache by default, which `npm ci` empties; `npm test` makes that folder a
// link to ~/.cache/karaoke-web/<checkout>/ first (issue 38: the type check and the two builds took 70 s
// of every run before the tests could start, from scratch each time).
//
// Nothing is trusted that changed: webpack checks each module's cached result against its source's
// content and drops the whole cache when its config or anything the config imports changed; tsc's build
// info holds each file's hash; prettier's cache keys each file by its content and the options.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** A checkout's caches unused this long are removed when another checkout's run starts (and webpack's entries within its cache). */
export const UNUSED_FOR_MS = 7 * 24 * 3600 * 1000;

export const toolCacheRoot = (env: NodeJS.ProcessEnv = process.env) =>
  path.join(env.XDG_CACHE_HOME || path.join(os.homedir(), '.cache'), 'karaoke-web');

/** A checkout's name among the caches: a hash of its path, as webpack's and tsc's caches name absolute paths. */
export const checkoutKey = (repo: string) => crypto.createHash('sha256').update(path.resolve(repo)).digest('hex').slice(0, 16);

/** The folder of one checkout's caches. */
export const checkoutCacheDir = (repo: string, root = toolCacheRoot()) => path.join(root, checkoutKey(repo));

/**
 * Makes `repo`/node_modules/.cache a link to the checkout's folder under `root`, unless it already is a
 * folder of its own (a developer's checkout, warm already), and removes other checkouts' folders unused
 * for UNUSED_FOR_MS. Returns where the caches are, or undefined where they could not be linked (the tools
 * then keep theirs in node_modules/.cache, as without this).
 */
export function linkToolCache(repo: string, root = toolCacheRoot(), now = Date.now()): string | undefined {
  const link = path.join(repo, 'node_modules', '.cache');
  const target = checkoutCacheDir(repo, root);
  try {
    fs.mkdirSync(target, { recursive: true });
    // Its time says when the checkout last ran (for the pruning below).
    fs.utimesSync(target, now / 1000, now / 1000);
    const existing = fs.lstatSync(link, { throwIfNoEntry: false });
    if (existing?.isSymbolicLink() && fs.readlinkSync(link) !== target) fs.rmSync(link);
    else if (existing) return existing.isSymbolicLink() ? target : undefined;
    fs.mkdirSync(path.dirname(link), { recursive: true });
    fs.symlinkSync(target, link, 'dir');
  } catch (error) {
    console.warn(`The tools' caches stay in node_modules/.cache: ${(error as Error).message}`);
    return undefined;
  }
  for (const name of fs.readdirSync(root)) {
    const dir = path.join(root, name);
    if (dir === target) continue;
    const stat = fs.statSync(dir, { throwIfNoEntry: false });
    if (stat?.isDirectory() && now - stat.mtimeMs > UNUSED_FOR_MS) fs.rmSync(dir, { recursive: true, force: true });
  }
  return target;
}
