// npm test runs jest and lint beside the browser tests (scripts/test.ts), each in a session of its own,
// which Linux schedules as a group of its own (autogroup). The browser tests that run alone
// (playwright.config.ts ALONE_PROJECTS) lower jest's group's priority when they start, instead of
// waiting for jest to end with one core idle (issue 38, docs/testing.md). Beside a group at nice 10 a
// busy group gets about 90 % of a contended core, and jest still takes what these tests leave idle. Nice
// 19 (98 %) starved jest when another process kept a core busy besides: its group got ~1 % of the
// machine for the alone tests' two minutes, and a test's four-second wait for a render ran out
// (Lookback2022Page, a clean-clone CI beside stress-ng). At 10 it gets about a tenth of a core there,
// while stress-ng, a far larger load, is what those tests already run beside and pass.
// Lint ran in npm test's own group, niced: nice orders a group's own processes only, so it took the
// whole group's share whenever the browser tests' workers waited, and while the attack of
// hostile.spec.ts ran the attacked periods' p95 came out at twice the quiet ones' (ESLint from scratch
// after a lockfile change, jest still running, beside stress-ng). Its group is now at nice 10 throughout.
import fs from 'node:fs';

/** The nice value of jest's group while the tests that run alone run, and of lint's throughout. */
export const SIDE_GROUP_NICE = 10;

/** Where npm test writes the pid of jest's session leader: beside the file written once jest has ended. */
export const jestPidFileOf = (jestDoneFile: string) => `${jestDoneFile}.pid`;
/** Where npm test writes the pid of lint's session leader. */
export const lintPidFileOf = (jestDoneFile: string) => `${jestDoneFile}.lint.pid`;
/** While this file exists, jest waits before its next test file (__tests__/support/holdReporter.js). */
export const jestHoldFileOf = (jestDoneFile: string) => `${jestDoneFile}.hold`;

/** Whether this kernel schedules each session as a group of its own (a setting: it may be off, or absent). */
export const autogroupEnabled = () => {
  try {
    return fs.readFileSync('/proc/sys/kernel/sched_autogroup_enabled', 'utf8').trim() === '1';
  } catch {
    return false;
  }
};

/** `/autogroup-2734 nice 0` → its group's name and nice value. */
export const autogroupOf = (pid: number | 'self') => {
  const [group, , nice] = fs.readFileSync(`/proc/${pid}/autogroup`, 'utf8').trim().split(/\s+/);
  return { group, nice: Number(nice) };
};

/**
 * Sets the nice value of the scheduling group of `pid` (its session's). False where that cannot be done
 * or would do nothing: autogroup off (a kernel setting) or absent, no such process, or `pid` in this
 * process's own group (this process would be set with it).
 */
export function setGroupNice(pid: number, nice: number): boolean {
  try {
    if (!autogroupEnabled()) return false;
    if (!Number.isInteger(pid) || pid <= 1 || autogroupOf(pid).group === autogroupOf('self').group) return false;
    fs.writeFileSync(`/proc/${pid}/autogroup`, String(nice));
    return autogroupOf(pid).nice === nice;
  } catch {
    return false;
  }
}

/** The pid written to `file`, or NaN where there is none yet. */
const pidIn = (file: string) => {
  try {
    return Number(fs.readFileSync(file, 'utf8'));
  } catch {
    return NaN;
  }
};

/**
 * Lowers jest's scheduling group to SIDE_GROUP_NICE. False where that cannot be done (no pid written
 * yet, autogroup off, jest in this process's own group): then the caller waits for jest instead.
 */
export const lowerJest = (jestDoneFile: string) => setGroupNice(pidIn(jestPidFileOf(jestDoneFile)), SIDE_GROUP_NICE);

/** Sends `signal` to the process group of lint's session (its every process); false if there is none. */
const signalLint = (jestDoneFile: string, signal: 'SIGSTOP' | 'SIGCONT') => {
  const pid = pidIn(lintPidFileOf(jestDoneFile));
  if (!Number.isInteger(pid) || pid <= 1) return false;
  try {
    process.kill(-pid, signal);
    return true;
  } catch {
    return false;
  }
};

/** Lets jest and lint go on (idempotent): what holdSideWork returns, and npm test's own safety net. */
export function releaseSideWork(jestDoneFile: string) {
  fs.rmSync(jestHoldFileOf(jestDoneFile), { force: true });
  signalLint(jestDoneFile, 'SIGCONT');
}

/**
 * Holds npm test's side work while a test compares answer times (e2e/hostile.spec.ts's attack): lint's
 * processes are stopped (SIGSTOP: nothing of lint's depends on the clock), and jest waits before its next
 * test file. At nice 10 both still took a tenth of a contended core each, unevenly: beside a lint run
 * from scratch the attacked periods' p95 came out at 2.2 times the quiet ones' (the same run's jest
 * still at work), against 1.0–1.2 with neither. Resolves once jest waits or has ended (or after
 * `limitMs`, its current file still running), to the function that lets both go on.
 */
export async function holdSideWork(jestDoneFile: string, limitMs = 20_000): Promise<() => void> {
  fs.writeFileSync(jestHoldFileOf(jestDoneFile), '');
  signalLint(jestDoneFile, 'SIGSTOP');
  const until = Date.now() + limitMs;
  while (Date.now() < until && !fs.existsSync(`${jestHoldFileOf(jestDoneFile)}.held`) && !fs.existsSync(jestDoneFile)) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return () => releaseSideWork(jestDoneFile);
}
