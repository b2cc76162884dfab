// `npm test`: the type check, lint, jest and the browser tests' two production builds side by side, and
// the browser tests' servers once the first build is made; once the type check, the builds and the
// servers have passed, the browser tests beside them, while lint and jest may still run. A step whose
// steps before it failed is not run, and a failed type check stops jest. It ends with a table of where the time went, so a slower run says which step grew (issue 38). Each step's output goes
// straight to the terminal.
//
// Why this order (docs/testing.md): the type check and lint each keep one core busy for less time than
// the builds take, and the browser tests no longer wait for a build with their workers idle: the first
// build (A, served to every test) and the second (B, the deploy specs' other build, e2e/buildB.ts) are
// made here. Jest (one worker) and the browser tests (three) then share both cores, which neither kept
// busy alone (jest's slowest files, the browser tests' waits). Jest starts with the type check, not after
// it and the builds: it reads none of the builds (its server and deploy tests make stand-ins), and beside
// stress-ng it ended last, some 30 s after the browser tests, once they had shed their own 30 s.
// Jest and lint each run in a session of their own, which Linux schedules as a group of its own: when
// the browser tests that run alone start (deadlines on their servers' answers), they lower jest's group
// to nice 10 (scripts/sideSteps.ts) instead of waiting for jest to end with a core idle (80 s of each
// run); where that cannot be done they wait for it (playwright.config.ts AFTER_JEST_ENV). Lint's group
// is at nice 10 throughout: its result changes nothing the tests run, so nothing waits for it.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { AFTER_JEST_ENV, E2E_BUILD, E2E_BUILT_ENV, E2E_DIST_DIR, E2E_SERVERS_UP_ENV, NGINX_SERVER, PREVIEW_SERVER } from '../playwright.config';
import { jestHoldFileOf, jestPidFileOf, lintPidFileOf, releaseSideWork, SIDE_GROUP_NICE, setGroupNice } from './sideSteps';
import { waitForHttp } from './serverBuild';
import { linkToolCache } from './toolCache';

interface Step {
  name: string;
  command: string;
  args: string[];
  env?: NodeJS.ProcessEnv;
  /** The steps that must have passed before this one starts. */
  after?: string[];
  /** Steps it runs beside whose failure stops it (a failed type check makes its result moot). */
  stoppedBy?: string[];
  /** Run once the step has ended, whatever its result. */
  then?: () => void;
  /** Run in a session of its own (a scheduling group of its own), told its pid once started. */
  ownSession?: (pid: number) => void;
  /**
   * A server: the step has passed once this URL answers, and its process serves on until the run's
   * other steps have ended, then is told to stop (SIGTERM).
   */
  serves?: string;
}

const npmScript = (name: string, script: string, ...args: string[]): Step => ({
  name,
  command: 'npm',
  args: ['run', '--silent', script, ...(args.length ? ['--', ...args] : [])],
});

/** `step` at a lower priority: its processes yield the processor to the rest of this run's. */
const niced = (step: Step, by: number): Step => ({ ...step, command: 'nice', args: ['-n', String(by), step.command, ...step.args] });

const BUILD_A = 'e2e build A';
const BUILD_B = 'e2e build B';
const SERVERS = ['e2e server', 'e2e server behind nginx'];
/** A server of the browser tests, as playwright.config.ts would start it (the build is this run's). */
const server = (name: string, { command, url, env }: { command: string; url: string; env: NodeJS.ProcessEnv }): Step => {
  const [bin, ...args] = command.split(' ');
  return { name, command: bin!, args, env, after: [BUILD_A], serves: url };
};
/** This run's steps; `jestDoneFile` is written once jest has ended (the browser tests that run alone wait for it). */
const stepsOfRun = (jestDoneFile: string): Step[] => [
  npmScript('typecheck', 'typecheck'),
  // Nothing waits for it: its group at nice 10, beside the type check and the builds, which the tests
  // wait for (beside them it took the processor they needed: builds 92 s instead of 8 beside
  // stress-ng), and beside the tests (scripts/sideSteps.ts). Niced itself too, where the kernel has no
  // groups.
  // Its pid is written for the browser test that holds it (scripts/sideSteps.ts holdSideWork), and
  // removed once it has ended (its pid may then be another process's).
  {
    ...niced(npmScript('lint', 'lint'), SIDE_GROUP_NICE),
    ownSession: (pid) => {
      setGroupNice(pid, SIDE_GROUP_NICE);
      fs.writeFileSync(lintPidFileOf(jestDoneFile), String(pid));
    },
    then: () => fs.rmSync(lintPidFileOf(jestDoneFile), { force: true }),
  },
  { name: BUILD_A, command: E2E_BUILD.command, args: E2E_BUILD.args, env: E2E_BUILD.env },
  { name: BUILD_B, command: 'node_modules/.bin/ts-node', args: ['--transpile-only', 'e2e/buildB.ts'], after: [BUILD_A] },
  // The browser tests' servers start beside build B, not after it in the browser tests' own start, where
  // they held back the first test (serve-nginx's start: the sandbox, the server, then nginx).
  server(SERVERS[0]!, PREVIEW_SERVER),
  server(SERVERS[1]!, NGINX_SERVER),
  // One worker: with two beside the browser tests' three, the machine was over-full and jest's renders
  // missed their five-second waits (RechargePage, BankOrder, Lookback2022), for the same wall time.
  {
    ...npmScript('jest', 'test:unit', '--maxWorkers=1'),
    env: { JEST_HOLD_FILE: jestHoldFileOf(jestDoneFile) },
    stoppedBy: ['typecheck'],
    then: () => fs.writeFileSync(jestDoneFile, ''),
    ownSession: (pid) => fs.writeFileSync(jestPidFileOf(jestDoneFile), String(pid)),
  },
  // Build A is this run's, and its servers are up: the browser tests neither build nor start them again.
  {
    ...npmScript('browser tests', 'test:e2e'),
    after: ['typecheck', BUILD_B, ...SERVERS],
    env: { [E2E_BUILT_ENV]: E2E_DIST_DIR, [AFTER_JEST_ENV]: jestDoneFile, [E2E_SERVERS_UP_ENV]: '1' },
    // Whatever became of the test that held jest and lint, they go on.
    then: () => releaseSideWork(jestDoneFile),
  },
];

interface Timing {
  name: string;
  seconds: number;
  code: number | null;
}

/** The steps running in sessions of their own: a Ctrl-C on the terminal reaches only its own session. */
const ownSessions = new Set<number>();
const stopOwnSessions = (signal: NodeJS.Signals) => {
  for (const child of serving) child.kill('SIGTERM');
  for (const pid of ownSessions) {
    try {
      process.kill(-pid, signal);
    } catch {
      // Already gone.
    }
  }
  process.exit(130);
};

/** The browser tests' servers started by this run, told to stop once every step has ended. */
const serving = new Set<ChildProcess>();
/** How long a server may take to answer (Playwright's own limit for the slower of the two). */
const SERVER_START_LIMIT_MS = 300_000;
/** Whether `url` answers (2xx), within a second or two. */
const answers = (url: string) =>
  fetch(url, { signal: AbortSignal.timeout(2_000) }).then(
    (response) => response.ok,
    () => false,
  );

const run = async (step: Step, stop: AbortSignal): Promise<Timing> => {
  // Outside CI, servers already answering there are used, as Playwright uses them (reuseExistingServer).
  if (step.serves && !process.env.CI && (await answers(step.serves))) {
    console.log(`${step.name}: ${step.serves} already answers, and is used`);
    return { name: step.name, seconds: 0, code: 0 };
  }
  return runProcess(step, stop);
};

export const runProcess = ({ name, command, args, env, then, ownSession, serves }: Step, stop: AbortSignal) =>
  new Promise<Timing>((resolve) => {
    const started = performance.now();
    const child = spawn(command, args, {
      // A server's stdout is its access lines: its errors only, as Playwright shows them.
      stdio: serves ? ['ignore', 'ignore', 'inherit'] : 'inherit',
      env: { ...process.env, ...env },
      detached: Boolean(ownSession),
    });
    let ended = false;
    const end = (code: number | null) => {
      if (ended) return;
      ended = true;
      if (child.pid) ownSessions.delete(child.pid);
      then?.();
      resolve({ name, seconds: (performance.now() - started) / 1000, code });
    };
    if (ownSession && child.pid) {
      ownSessions.add(child.pid);
      ownSession(child.pid);
    }
    stop.addEventListener('abort', () => {
      // (Once it has ended, its pid may be another process's.)
      if (child.exitCode !== null || child.signalCode !== null) return;
      console.log(`\n${name} stopped: ${String(stop.reason)}`);
      if (!ownSession || !child.pid) return void child.kill('SIGTERM');
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // Already gone.
      }
    });
    child.once('error', () => end(127));
    // A server that exits before it answers has failed, whatever its code.
    child.once('exit', (code, signal) => end(signal ? 128 : serves && code === 0 ? 1 : code));
    if (serves) {
      serving.add(child);
      // (Its exit before it answers has ended the step already, with the code above.)
      waitForHttp(serves, child, SERVER_START_LIMIT_MS).then(
        () => end(0),
        () => end(124),
      );
    }
  });

/** Stops the servers this run started (SIGTERM: each stops what it started), and waits for them. */
export const stopServers = () =>
  Promise.all(
    [...serving].map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          const kill = setTimeout(() => child.kill('SIGKILL'), 10_000);
          child.once('exit', () => {
            clearTimeout(kill);
            resolve();
          });
          child.kill('SIGTERM');
        }),
    ),
  );

/**
 * The processor time (user + system, seconds) of this process's finished children and theirs, from
 * /proc (fields cutime and cstime, in clock ticks of 1/100 s on Linux); undefined elsewhere.
 */
export function childrenCpuSeconds(stat = fs.existsSync('/proc/self/stat') ? fs.readFileSync('/proc/self/stat', 'utf8') : ''): number | undefined {
  // The command name (field 2) is in parentheses and may hold spaces: count fields after its last ')'.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // Fields 16 and 17 of the line are the 14th and 15th after the name.
  const [cutime, cstime] = [Number(fields[13]), Number(fields[14])];
  return Number.isFinite(cutime) && Number.isFinite(cstime) ? (cutime + cstime) / 100 : undefined;
}

/**
 * The machine's busy processor time (seconds, all cores, every process) from /proc/stat's first line:
 * user, nice, system, irq, softirq and steal (in ticks of 1/100 s); undefined elsewhere. The children's
 * own figure misses what they never reaped: Chromium's renderers, left to init when the browser is
 * closed, were about a third of a run.
 */
export function machineBusySeconds(stat = fs.existsSync('/proc/stat') ? fs.readFileSync('/proc/stat', 'utf8') : ''): number | undefined {
  const line = stat.split('\n').find((text) => text.startsWith('cpu '));
  if (!line) return undefined;
  const [user, nice, system, , , irq, softirq, steal] = line.trim().split(/\s+/).slice(1).map(Number);
  const busy = [user, nice, system, irq, softirq, steal ?? 0];
  return busy.every((ticks) => Number.isFinite(ticks)) ? busy.reduce((sum: number, ticks) => sum + ticks!, 0) / 100 : undefined;
}

export function timeTable(timings: Timing[], skipped: string[], totalSeconds: number, cpuSeconds?: number, busySeconds?: number): string {
  const rows = [
    ...timings.map(({ name, seconds, code }) => [name, seconds.toFixed(1), code === 0 ? 'passed' : `failed (${code})`]),
    ...skipped.map((name) => [name, '', 'not run']),
    ['total (wall)', totalSeconds.toFixed(1), ''],
    ...(cpuSeconds === undefined ? [] : [['processor time of its reaped children', cpuSeconds.toFixed(1), '']]),
    ...(busySeconds === undefined ? [] : [['machine busy, all processes and cores', busySeconds.toFixed(1), '']]),
  ];
  const widths = [0, 1, 2].map((i) => Math.max(...rows.map((row) => row[i]!.length), ['step', 'seconds', 'result'][i]!.length));
  const line = (cells: string[]) => `| ${cells.map((cell, i) => (i === 1 ? cell.padStart(widths[i]!) : cell.padEnd(widths[i]!))).join(' | ')} |`;
  return [line(['step', 'seconds', 'result']), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...rows.map(line)].join('\n');
}

/**
 * Runs each step once its `after` steps have passed, side by side with whatever else may run, and tells
 * it to stop (its signal) if one of its `stoppedBy` steps fails; resolves to the timings in the order the
 * steps ended, and the steps not run because one before them failed.
 */
export async function runSteps<T extends Pick<Step, 'name' | 'after' | 'stoppedBy'>>(
  steps: T[],
  start: (step: T, stop: AbortSignal) => Promise<Timing>,
): Promise<{ timings: Timing[]; skipped: string[] }> {
  const timings: Timing[] = [];
  const skipped: string[] = [];
  const ended = new Map<string, Promise<boolean>>();
  for (const step of steps) {
    const stop = new AbortController();
    for (const name of step.stoppedBy ?? []) {
      const stopper = ended.get(name);
      if (!stopper) throw new Error(`${step.name}: no step ${name} before it to be stopped by`);
      void stopper.then((passed) => {
        if (!passed) stop.abort(`${name} failed`);
      });
    }
    const before = (step.after ?? []).map((name) => ended.get(name) ?? Promise.reject(new Error(`${step.name}: no step ${name} before it`)));
    ended.set(
      step.name,
      Promise.all(before).then(async (passed) => {
        if (!passed.every(Boolean)) {
          skipped.push(step.name);
          return false;
        }
        const timing = await start(step, stop.signal);
        timings.push(timing);
        return timing.code === 0;
      }),
    );
  }
  await Promise.all(ended.values());
  return { timings, skipped };
}

/** What a counter read before and after grew by; undefined where it cannot be read. */
const since = (before: number | undefined, after: number | undefined) => (before === undefined || after === undefined ? undefined : after - before);

async function main() {
  const started = performance.now();
  const cpuBefore = childrenCpuSeconds();
  const busyBefore = machineBusySeconds();
  const jestDoneFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'npm-test-')), 'jest-done');
  // The type check and the builds start from what the last run on this machine left (scripts/toolCache.ts).
  const caches = linkToolCache(path.resolve(__dirname, '..'));
  if (caches) console.log(`The tools' caches: ${caches}`);
  process.once('SIGINT', stopOwnSessions);
  process.once('SIGTERM', stopOwnSessions);
  const { timings, skipped } = await runSteps(stepsOfRun(jestDoneFile), run);
  await stopServers();
  // (Every step has ended: nothing reads jest's files any more.)
  fs.rmSync(path.dirname(jestDoneFile), { recursive: true, force: true });
  const cpu = since(cpuBefore, childrenCpuSeconds());
  const busy = since(busyBefore, machineBusySeconds());
  console.log(`\nWhere npm test's time went:\n${timeTable(timings, skipped, (performance.now() - started) / 1000, cpu, busy)}`);
  process.exit(timings.some(({ code }) => code !== 0) || skipped.length ? 1 : 0);
}

if (require.main === module) void main();
