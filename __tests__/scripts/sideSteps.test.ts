/**
 * @jest-environment node
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {
  autogroupEnabled,
  autogroupOf,
  holdSideWork,
  jestHoldFileOf,
  jestPidFileOf,
  lintPidFileOf,
  lowerJest,
  SIDE_GROUP_NICE,
  setGroupNice,
} from '../../scripts/sideSteps';
import HoldReporter from '../support/holdReporter';
import { tempDir } from '../support/tempDir';

/** A process's group's nice value; undefined where the kernel has no autogroup file. */
const niceOf = (pid: number | 'self') => (fs.existsSync(`/proc/${pid}/autogroup`) ? autogroupOf(pid).nice : undefined);

const children: ChildProcess[] = [];
/** A stand-in for npm test's jest or lint step: a process in a session of its own, or in this one. */
const stepProcess = (ownSession: boolean) => {
  const child = spawn('sleep', ['30'], { detached: ownSession, stdio: 'ignore' });
  children.push(child);
  return child.pid!;
};
afterEach(() => children.splice(0).forEach((child) => child.kill('SIGKILL')));

test('the tests that run alone lower the priority of a jest in a session of its own', () => {
  const jestDoneFile = path.join(tempDir('jest-beside-'), 'jest-done');
  // npm test has not written the pid yet (or a browser test run without npm test): they wait instead.
  expect(lowerJest(jestDoneFile)).toBe(false);

  const pid = stepProcess(true);
  fs.writeFileSync(jestPidFileOf(jestDoneFile), String(pid));
  const ownBefore = niceOf('self');
  expect(lowerJest(jestDoneFile)).toBe(autogroupEnabled());
  if (autogroupEnabled()) {
    expect(niceOf(pid)).toBe(SIDE_GROUP_NICE);
    expect(niceOf('self')).toBe(ownBefore);
  }
});

test('a jest in the tests’ own scheduling group is not lowered: the tests would be lowered with it', () => {
  const jestDoneFile = path.join(tempDir('jest-beside-'), 'jest-done');
  const pid = stepProcess(false);
  fs.writeFileSync(jestPidFileOf(jestDoneFile), String(pid));
  const ownBefore = niceOf('self');
  expect(lowerJest(jestDoneFile)).toBe(false);
  expect(niceOf('self')).toBe(ownBefore);
});

test("lint's group: set apart from the tests' own, never this process's", () => {
  const pid = stepProcess(true);
  const ownBefore = niceOf('self');
  expect(setGroupNice(pid, SIDE_GROUP_NICE)).toBe(autogroupEnabled());
  if (autogroupEnabled()) expect(niceOf(pid)).toBe(SIDE_GROUP_NICE);
  expect(setGroupNice(stepProcess(false), SIDE_GROUP_NICE)).toBe(false);
  expect(niceOf('self')).toBe(ownBefore);
});

/** A process's state letter from /proc (T: stopped by a signal). */
const stateOf = (pid: number) => fs.readFileSync(`/proc/${pid}/stat`, 'utf8').replace(/^.*\) /s, '')[0];
/** Whether a process is stopped, once a signal sent to it has had up to 2 s to arrive. */
const stopped = async (pid: number, expected: boolean) => {
  for (const until = Date.now() + 2_000; Date.now() < until && (stateOf(pid) === 'T') !== expected;) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return stateOf(pid) === 'T';
};

test('a held side work: lint stopped, jest waiting before its next file, and both going on once released', async () => {
  const jestDoneFile = path.join(tempDir('side-work-'), 'jest-done');
  const lint = stepProcess(true);
  fs.writeFileSync(lintPidFileOf(jestDoneFile), String(lint));
  const jestHeld = new HoldReporter();
  process.env.JEST_HOLD_FILE = jestHoldFileOf(jestDoneFile);
  try {
    // Jest between two files, before the hold: it goes straight on.
    await jestHeld.onTestFileStart();
    const holding = holdSideWork(jestDoneFile, 10_000);
    expect(await stopped(lint, true)).toBe(true);
    let nextFile = false;
    const next = jestHeld.onTestFileStart().then(() => (nextFile = true));
    // The hold is in place once jest waits.
    const release = await holding;
    expect(fs.existsSync(`${jestHoldFileOf(jestDoneFile)}.held`)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(nextFile).toBe(false);

    release();
    await next;
    expect(await stopped(lint, false)).toBe(false);
    expect(fs.existsSync(`${jestHoldFileOf(jestDoneFile)}.held`)).toBe(false);
  } finally {
    delete process.env.JEST_HOLD_FILE;
  }
});

test('a hold does not wait for a jest that has ended', async () => {
  const jestDoneFile = path.join(tempDir('side-work-'), 'jest-done');
  fs.writeFileSync(jestDoneFile, '');
  const started = Date.now();
  const release = await holdSideWork(jestDoneFile, 10_000);
  expect(Date.now() - started).toBeLessThan(2_000);
  release();
  expect(fs.existsSync(jestHoldFileOf(jestDoneFile))).toBe(false);
});
