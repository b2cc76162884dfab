// Build B of the deploy specs (e2e/deploy.spec.ts, e2e/rehearsal.spec.ts): the browser tests' build
// is build A; B is the same source with one more CSS rule in the stylesheet every page inlines (so its
// inline <style> hashes differ, as after a deploy that changed CSS), built with another hash salt (so
// that no hashed file of one is a file of the other: the worst case of a real deploy). Built once per
// run, by whichever spec asks first, in a copy of the working tree; the other waits for it.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { baseURL, E2E_DIST_DIR, E2E_GOOGLE_CLIENT_ID } from '../playwright.config';
import { serverDirFor } from '../scripts/serverBuild';

const repo = path.resolve(__dirname, '..');
export const buildA = path.resolve(repo, E2E_DIST_DIR);
const work = path.resolve(repo, `.e2e-dist/${new URL(baseURL).port}-deploy`);
/** B, in a folder of the same name as A's: the production server finds its site beside it by that name. */
export const buildB = path.join(work, 'b', path.basename(buildA));
/** The rule B adds to src/styles/global.css (inlined into every page). */
export const B_RULE = '.deploy-build-b{outline-offset:1px}';

export const run = (command: string, args: string[], options: { cwd?: string; env?: NodeJS.ProcessEnv } = {}) =>
  new Promise<string>((resolve, reject) => {
    const child = spawn(command, args, { cwd: options.cwd ?? repo, env: { ...process.env, ...options.env } });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(output) : reject(new Error(`${command} ${args.join(' ')}: ${code}\n${output.slice(-3000)}`))));
  });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Whether B was built after A (the browser tests' server builds A first, at every run). */
function fresh() {
  const a = fs.statSync(path.join(buildA, 'sw.js')).mtimeMs;
  const newer = (file: string) => fs.existsSync(file) && fs.statSync(file).mtimeMs > a;
  return newer(path.join(buildB, 'sw.js')) && newer(path.join(serverDirFor(buildB), 'server.js'));
}

/** `nice`: beside the browser tests (a spec asked for B), their workers keep the processor. */
async function build(nice: boolean) {
  const source = path.join(work, 'source');
  fs.rmSync(source, { recursive: true, force: true });
  // The working tree's files as they are now (committed or not); modules resolve from the repository's
  // node_modules, above the copy.
  const files = (await run('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'])).split('\0').filter(Boolean);
  for (const file of files) {
    if (!fs.existsSync(path.join(repo, file))) continue;
    fs.mkdirSync(path.dirname(path.join(source, file)), { recursive: true });
    fs.copyFileSync(path.join(repo, file), path.join(source, file));
  }
  // The webpack config names a file under its own node_modules/.
  fs.symlinkSync(path.join(repo, 'node_modules'), path.join(source, 'node_modules'));
  fs.appendFileSync(path.join(source, 'src/styles/global.css'), `\n${B_RULE}\n`);
  const webpack = [path.join(repo, 'node_modules/.bin/webpack'), '--mode', 'production', '--output-hash-salt', 'deploy-spec-b'];
  const [command, ...args] = nice ? ['nice', '-n', '10', ...webpack] : webpack;
  await run(command!, args, {
    cwd: source,
    env: { DIST_DIR: buildB, GOOGLE_CLIENT_ID: E2E_GOOGLE_CLIENT_ID },
  });
  fs.rmSync(source, { recursive: true, force: true });
}

/** Whether the process that took `lock` has ended (false when its pid is not written yet). */
export function holderGone(lock: string) {
  try {
    const pid = Number(fs.readFileSync(path.join(lock, 'pid'), 'utf8'));
    if (!Number.isInteger(pid) || pid <= 0) return false;
    process.kill(pid, 0);
    return false;
  } catch (error) {
    // ESRCH: no such process. ENOENT: no pid written (yet); EPERM: it exists, under another user.
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
}

/**
 * Build B, built unless a fresh one is there; one spec builds it while the other waits. `nice` unless
 * the tests are waiting for it (npm test builds it before they start).
 */
export async function ensureBuildB({ nice = true }: { nice?: boolean } = {}): Promise<string> {
  const lock = path.join(work, 'b.lock');
  fs.mkdirSync(work, { recursive: true });
  for (;;) {
    if (fresh()) return buildB;
    try {
      fs.mkdirSync(lock);
      fs.writeFileSync(path.join(lock, 'pid'), String(process.pid));
    } catch {
      // Another process builds it. A lock left by one that is gone (a Ctrl-C during npm test's builds)
      // is taken over at once: it made the next npm test wait 10 minutes. One without a holder's pid
      // (just made, or left by an older run) after 10 minutes.
      const since = fs.statSync(lock, { throwIfNoEntry: false })?.mtimeMs;
      if (since !== undefined && (holderGone(lock) || Date.now() - since > 600_000)) fs.rmSync(lock, { recursive: true, force: true });
      await sleep(1000);
      continue;
    }
    try {
      if (!fresh()) await build(nice);
      return buildB;
    } finally {
      fs.rmSync(lock, { recursive: true, force: true });
    }
  }
}

// `ts-node e2e/buildB.ts`: npm test builds B right after A, before the browser tests start, so that
// no test waits for it with a worker idle (scripts/test.ts). Not niced there: the tests wait for it,
// and at nice 10 beside lint and a busy machine's other work it took 80 s instead of 4.
if (require.main === module) {
  ensureBuildB({ nice: false }).catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
