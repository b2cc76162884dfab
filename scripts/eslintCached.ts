// `npm run lint`'s ESLint: `eslint .`, but a file is linted again only if it, or a file it imports
// (directly or not, type-only imports included), changed since it was last linted clean (issue 38:
// ESLint was 55–70 processor-seconds of every run, for a commit that changed a few files).
//
// Why not ESLint's own --cache: it keys each file by its own content, and the type-aware rules read
// other files' types. A function made async in one file leaves a floating promise in another that did
// not change, which ESLint's cache would still call clean (typescript-eslint advises against it). Here
// a file's key is its content with the content of everything it imports, resolved as TypeScript
// resolves them, and of what any file may see without importing it: the .d.ts files, a file that
// declares a global or a module, the configs (ESLint's, TypeScript's) and package-lock.json (every
// package's types and every plugin). Only files linted without a single message are kept: one with a
// warning is linted and shown again every run.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import ts from 'typescript';

const ROOT = path.resolve(__dirname, '..');
const CACHE_FILE = path.join(ROOT, 'node_modules/.cache/eslint-closure/cache.json');
const LINTED = /\.(?:[cm]?js|jsx|tsx?)$/;
/** What a file anywhere may change without being imported: ambient declarations. */
const AMBIENT = /\.d\.ts$/;
const DECLARES = /\bdeclare\s+(?:global\b|module\s+['"])/;
const WORLD_FILES = ['eslint.config.mjs', 'tsconfig.json', 'package-lock.json', 'package.json', 'scripts/eslintCached.ts'];

interface Cache {
  world: string;
  /** Each file linted clean, by its path from the root: its key then. */
  clean: Record<string, string>;
}

const sha = (...parts: string[]) => {
  const hash = crypto.createHash('sha256');
  for (const part of parts) hash.update(part).update('\0');
  return hash.digest('hex');
};

/** The files `eslint .` lints: those of a linted kind, under no ignored folder. */
async function lintedFiles(eslint: ESLint, dir = ROOT): Promise<string[]> {
  const files: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.name === '.git' || entry.name === 'node_modules') continue;
    if (entry.isDirectory()) {
      // A folder the config ignores (its global `ignores`) ignores whatever is in it.
      if (!(await eslint.isPathIgnored(path.join(file, '__eslint_probe__.js')))) files.push(...(await lintedFiles(eslint, file)));
    } else if (entry.isFile() && LINTED.test(entry.name) && !(await eslint.isPathIgnored(file))) {
      files.push(file);
    }
  }
  return files;
}

/** Each file's imports among this checkout's own files (packages are keyed by the lockfile). */
export function importGraph(files: readonly string[], read: (file: string) => string, options: ts.CompilerOptions): Map<string, string[]> {
  const resolveOptions = { ...options, allowJs: true };
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const { importedFiles, referencedFiles } = ts.preProcessFile(read(file), true, true);
    const imports = importedFiles
      .map(({ fileName }) => ts.resolveModuleName(fileName, file, resolveOptions, ts.sys).resolvedModule?.resolvedFileName)
      .filter((resolved): resolved is string => !!resolved && !resolved.includes(`${path.sep}node_modules${path.sep}`));
    const references = referencedFiles.map(({ fileName }) => path.resolve(path.dirname(file), fileName));
    graph.set(file, [...new Set([...imports, ...references].map((resolved) => path.resolve(resolved)))]);
  }
  return graph;
}

/**
 * Each file's key: the world's, the rules that apply to it (`rulesOf`), its own content and the content
 * of every file it reaches through `graph`, by path. `contentOf` says what a file holds ('' for one that
 * no longer exists).
 */
export function closureKeys(
  files: readonly string[],
  graph: ReadonlyMap<string, readonly string[]>,
  contentOf: (file: string) => string,
  world: string,
  rulesOf: (file: string) => string = () => '',
) {
  // Each file's content hashed once: a file shared by many closures (the route table, the store) is in
  // hundreds of them.
  const hashes = new Map<string, string>();
  const hashOf = (file: string) => {
    if (!hashes.has(file)) hashes.set(file, sha(contentOf(file)));
    return hashes.get(file)!;
  };
  const keys = new Map<string, string>();
  for (const file of files) {
    const reached = new Set([file]);
    const queue = [file];
    while (queue.length) {
      for (const next of graph.get(queue.pop()!) ?? []) {
        if (reached.has(next)) continue;
        reached.add(next);
        queue.push(next);
      }
    }
    keys.set(
      file,
      sha(world, rulesOf(file), ...[...reached].sort().flatMap((reachedFile) => [path.relative(ROOT, reachedFile), hashOf(reachedFile)])),
    );
  }
  return keys;
}

/**
 * What every file's lint may read without importing it: the configs, the lockfile, this script, Node's
 * version, and among `files` the .d.ts files and any that declares a global or a module.
 */
export function worldKey(files: readonly string[], contentOf: (file: string) => string) {
  const ambient = files.filter((file) => AMBIENT.test(file) || DECLARES.test(contentOf(file)));
  return sha(
    process.version,
    ...[...WORLD_FILES.map((file) => path.join(ROOT, file)), ...ambient].flatMap((file) => [path.relative(ROOT, file), sha(contentOf(file))]),
  );
}

const readCache = (world: string): Cache => {
  try {
    const cache = JSON.parse(fs.readFileSync(CACHE_FILE, 'utf8')) as Cache;
    if (cache.world === world && cache.clean && typeof cache.clean === 'object') return cache;
  } catch {
    // None yet, or unreadable: lint everything.
  }
  return { world, clean: {} };
};

const writeCache = (cache: Cache) => {
  fs.mkdirSync(path.dirname(CACHE_FILE), { recursive: true });
  // Another run may write at the same time: each writes whole, and the last one stays.
  const temporary = `${CACHE_FILE}.${process.pid}`;
  fs.writeFileSync(temporary, JSON.stringify(cache));
  fs.renameSync(temporary, CACHE_FILE);
};

async function main() {
  const eslint = new ESLint({ cwd: ROOT });
  const files = await lintedFiles(eslint);
  const contents = new Map<string, string>();
  const contentOf = (file: string) => {
    if (!contents.has(file)) contents.set(file, fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '');
    return contents.get(file)!;
  };
  const world = worldKey(files, contentOf);
  const { options } = ts.parseJsonConfigFileContent(
    ts.readConfigFile(path.join(ROOT, 'tsconfig.json'), (file) => ts.sys.readFile(file)).config,
    ts.sys,
    ROOT,
  );
  // The rules and their options as the config gives them for each file: the config reads the file
  // system too (its feature boundaries list src/features' folders).
  const rules = new Map<string, string>();
  for (const file of files)
    rules.set(file, sha(JSON.stringify(((await eslint.calculateConfigForFile(file)) as { rules?: unknown } | undefined)?.rules ?? null)));
  const keys = closureKeys(files, importGraph(files, contentOf, options), contentOf, world, (file) => rules.get(file)!);

  const cache = readCache(world);
  const stale = files.filter((file) => cache.clean[path.relative(ROOT, file)] !== keys.get(file));
  const results = stale.length ? await eslint.lintFiles(stale) : [];
  const clean: Record<string, string> = {};
  for (const file of files) {
    const relative = path.relative(ROOT, file);
    if (cache.clean[relative] === keys.get(file)) clean[relative] = keys.get(file)!;
  }
  for (const result of results) {
    if (result.messages.length === 0 && keys.has(result.filePath)) clean[path.relative(ROOT, result.filePath)] = keys.get(result.filePath)!;
  }
  writeCache({ world, clean });

  const output = await (await eslint.loadFormatter('stylish')).format(results);
  if (output) console.log(output);
  console.log(`eslint: ${files.length} files, ${files.length - stale.length} unchanged with all they import since linted clean`);
  process.exitCode = results.some((result) => result.errorCount > 0 || result.fatalErrorCount > 0) ? 1 : 0;
}

if (require.main === module) void main();
