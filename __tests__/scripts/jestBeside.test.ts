import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { JEST_NICE_BESIDE_ALONE, jestPidFileOf, lowerJest } from '../../scripts/jestBeside';

/** Whether this kernel schedules sessions as groups (then the group's nice can be set). */
const autogroupOn = () => {
  try {
    return fs.readFileSync('/proc/sys/kernel/sched_autogroup_enabled', 'utf8').trim() === '1';
  } catch {
    return false;
  }
};
const niceOf = (pid: number | 'self') => fs.readFileSync(`/proc/${pid}/autogroup`, 'utf8').trim().split(/\s+/)[2];

const children: ChildProcess[] = [];
/** A stand-in for npm test's jest step: a process in a session of its own, or in this one. */
const stepProcess = (ownSession: boolean) => {
  const child = spawn('sleep', ['30'], { detached: ownSession, stdio: 'ignore' });
  children.push(child);
  return child.pid!;
};
afterEach(() => children.splice(0).forEach((child) => child.kill('SIGKILL')));

test('the tests that run alone lower the priority of a jest in a session of its own', () => {
  const jestDoneFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'jest-beside-')), 'jest-done');
  // npm test has not written the pid yet (or a browser test run without npm test): they wait instead.
  expect(lowerJest(jestDoneFile)).toBe(false);

  const pid = stepProcess(true);
  fs.writeFileSync(jestPidFileOf(jestDoneFile), String(pid));
  const ownBefore = fs.existsSync('/proc/self/autogroup') ? niceOf('self') : undefined;
  expect(lowerJest(jestDoneFile)).toBe(autogroupOn());
  if (autogroupOn()) {
    expect(niceOf(pid)).toBe(String(JEST_NICE_BESIDE_ALONE));
    expect(niceOf('self')).toBe(ownBefore);
  }
});

test('a jest in the tests’ own scheduling group is not lowered: the tests would be lowered with it', () => {
  const jestDoneFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'jest-beside-')), 'jest-done');
  const pid = stepProcess(false);
  fs.writeFileSync(jestPidFileOf(jestDoneFile), String(pid));
  const ownBefore = fs.existsSync('/proc/self/autogroup') ? niceOf('self') : undefined;
  expect(lowerJest(jestDoneFile)).toBe(false);
  if (ownBefore !== undefined) expect(niceOf('self')).toBe(ownBefore);
});
