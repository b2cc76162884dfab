// npm test runs jest beside the browser tests (scripts/test.ts). Jest runs in a session of its own, and
// Linux schedules each session as a group of its own (autogroup): the browser tests that run alone
// (playwright.config.ts ALONE_PROJECTS) lower that group's priority when they start, instead of waiting
// for jest to end with one core idle (issue 38, docs/testing.md). Beside a group at nice 10 a busy group
// gets about 90 % of a contended core, and jest still takes what these tests leave idle. Nice 19 (98 %)
// starved jest when another process kept a core busy besides: its group got ~1 % of the machine for the
// alone tests' two minutes, and a test's four-second wait for a render ran out (Lookback2022Page, a
// clean-clone CI beside stress-ng). At 10 it gets about a tenth of a core there, while stress-ng, a far
// larger load, is what those tests already run beside and pass.
import fs from 'node:fs';

/** The nice value of jest's group while the tests that run alone run. */
export const JEST_NICE_BESIDE_ALONE = 10;

/** Where npm test writes the pid of jest's session leader: beside the file written once jest has ended. */
export const jestPidFileOf = (jestDoneFile: string) => `${jestDoneFile}.pid`;

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
 * Lowers jest's scheduling group to JEST_NICE_BESIDE_ALONE. False where that cannot be done or would do
 * nothing: no pid written yet, autogroup off (a kernel setting) or absent, or jest in this process's own
 * group (this process would be lowered with it). Then the caller waits for jest instead.
 */
export function lowerJest(jestDoneFile: string): boolean {
  try {
    if (!autogroupEnabled()) return false;
    const pid = Number(fs.readFileSync(jestPidFileOf(jestDoneFile), 'utf8'));
    if (!Number.isInteger(pid) || pid <= 1 || autogroupOf(pid).group === autogroupOf('self').group) return false;
    fs.writeFileSync(`/proc/${pid}/autogroup`, String(JEST_NICE_BESIDE_ALONE));
    return autogroupOf(pid).nice === JEST_NICE_BESIDE_ALONE;
  } catch {
    return false;
  }
}
