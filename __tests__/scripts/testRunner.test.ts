/**
 * @jest-environment node
 */
import net from 'node:net';
import { childrenCpuSeconds, machineBusySeconds, runProcess, runSteps, stopServers, timeTable } from '../../scripts/test';

test("npm test's closing table names each step's time and result, and what a failure left unrun", () => {
  const table = timeTable(
    [
      { name: 'typecheck', seconds: 41.26, code: 0 },
      { name: 'lint', seconds: 55, code: 0 },
      { name: 'jest', seconds: 150.04, code: 1 },
    ],
    ['browser tests'],
    206.3,
  );
  const rows = table.split('\n').map((line) =>
    line
      .split('|')
      .map((cell) => cell.trim())
      .filter(Boolean),
  );
  expect(rows[0]).toEqual(['step', 'seconds', 'result']);
  expect(rows.slice(2)).toEqual([
    ['typecheck', '41.3', 'passed'],
    ['lint', '55.0', 'passed'],
    ['jest', '150.0', 'failed (1)'],
    ['browser tests', 'not run'],
    ['total (wall)', '206.3'],
  ]);
  // A table: every line as wide as the header.
  expect(new Set(table.split('\n').map((line) => line.length)).size).toBe(1);
});

test('the table adds the processor time of the steps when it is known', () => {
  const table = timeTable([{ name: 'jest', seconds: 10, code: 0 }], [], 10.5, 19.25);
  const rows = table.split('\n').map((line) =>
    line
      .split('|')
      .map((cell) => cell.trim())
      .filter(Boolean),
  );
  expect(rows.at(-1)).toEqual(['processor time of its reaped children', '19.3']);
  const both = timeTable([{ name: 'jest', seconds: 10, code: 0 }], [], 10.5, 19.25, 20.5).split('\n');
  expect(both.at(-1)).toMatch(/^\| machine busy, all processes and cores \| +20\.5 \| +\|$/);
});

test("the children's processor time is read from /proc/self/stat's cutime and cstime, whatever the command's name", () => {
  // pid (comm) state ppid … utime stime cutime cstime …: a name with a space and a parenthesis in it.
  const stat = '4242 (npm test) x) S 1 4242 4242 0 -1 4194560 100 200 0 0 7 3 1234 567 20 0 1 0 9 0 0';
  expect(childrenCpuSeconds(stat)).toBeCloseTo(18.01, 5);
  expect(childrenCpuSeconds('')).toBeUndefined();
});

describe("npm test's order", () => {
  const STEPS = [
    { name: 'typecheck' },
    { name: 'lint' },
    { name: 'builds' },
    { name: 'jest', stoppedBy: ['typecheck'] },
    { name: 'browser tests', after: ['typecheck', 'builds'] },
  ];
  /**
   * Steps that end after `ms[name]` ms of a fake clock, failing those in `failing`, or at once when told
   * to stop (code 128, as a signal's); logs starts, ends and stops.
   */
  const fakeRun = (ms: Record<string, number>, failing: string[] = []) => {
    const log: string[] = [];
    const start = ({ name }: { name: string }, stop: AbortSignal) => {
      log.push(`start ${name}`);
      return new Promise<{ name: string; seconds: number; code: number }>((resolve) => {
        const timer = setTimeout(() => {
          log.push(`end ${name}`);
          resolve({ name, seconds: ms[name]! / 1000, code: failing.includes(name) ? 1 : 0 });
        }, ms[name]);
        stop.addEventListener('abort', () => {
          clearTimeout(timer);
          log.push(`stop ${name}: ${String(stop.reason)}`);
          resolve({ name, seconds: 0, code: 128 });
        });
      });
    };
    return { log, start };
  };

  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  test('jest starts with the type check; the browser tests once it and the builds have passed, lint or not', async () => {
    const { log, start } = fakeRun({ typecheck: 10, lint: 50, builds: 30, jest: 40, 'browser tests': 60 });
    const done = runSteps(STEPS, start);
    await jest.runAllTimersAsync();
    const { timings, skipped } = await done;
    expect(log).toEqual([
      'start typecheck',
      'start lint',
      'start builds',
      'start jest',
      'end typecheck',
      'end builds',
      'start browser tests',
      'end jest',
      'end lint',
      'end browser tests',
    ]);
    expect(timings.map(({ name }) => name)).toEqual(['typecheck', 'builds', 'jest', 'lint', 'browser tests']);
    expect(skipped).toEqual([]);
  });

  test('a failed type check stops jest and leaves the browser tests unrun; a failed lint does neither', async () => {
    const typecheckFails = fakeRun({ typecheck: 10, lint: 50, builds: 30, jest: 40, 'browser tests': 60 }, ['typecheck']);
    let done = runSteps(STEPS, typecheckFails.start);
    await jest.runAllTimersAsync();
    const stopped = await done;
    expect(stopped.skipped).toEqual(['browser tests']);
    expect(stopped.timings.find(({ name }) => name === 'jest')?.code).toBe(128);
    expect(typecheckFails.log.slice(0, 6)).toEqual([
      'start typecheck',
      'start lint',
      'start builds',
      'start jest',
      'end typecheck',
      'stop jest: typecheck failed',
    ]);
    expect(typecheckFails.log).not.toContain('end jest');

    const lintFails = fakeRun({ typecheck: 10, lint: 50, builds: 30, jest: 40, 'browser tests': 60 }, ['lint']);
    done = runSteps(STEPS, lintFails.start);
    await jest.runAllTimersAsync();
    const { timings, skipped } = await done;
    expect(skipped).toEqual([]);
    expect(timings.find(({ name }) => name === 'lint')?.code).toBe(1);
    expect(lintFails.log).toContain('end browser tests');
    expect(lintFails.log).toContain('end jest');
  });
});

test("the machine's busy time is /proc/stat's user, nice, system, irq, softirq and steal, not idle or iowait", () => {
  const stat = 'cpu  1000 20 300 90000 500 7 8 5 0 0\ncpu0 500 10 150 45000 250 3 4 2 0 0\nintr 1 2 3\n';
  expect(machineBusySeconds(stat)).toBeCloseTo((1000 + 20 + 300 + 7 + 8 + 5) / 100, 5);
  expect(machineBusySeconds('')).toBeUndefined();
});

describe("a server step (the browser tests' servers)", () => {
  /** A node process that listens on a free port after `delayMs`, or exits with `exitCode` instead. */
  const serverStep = (port: number, { delayMs = 200, exitCode }: { delayMs?: number; exitCode?: number } = {}) => ({
    name: 'server',
    command: process.execPath,
    args: [
      '-e',
      exitCode === undefined
        ? `setTimeout(() => require('http').createServer((q, r) => r.end('ok')).listen(${port}, '127.0.0.1'), ${delayMs})`
        : `setTimeout(() => process.exit(${exitCode}), ${delayMs})`,
    ],
    serves: `http://127.0.0.1:${port}/`,
  });
  const freePort = () =>
    new Promise<number>((resolve) => {
      const probe = net.createServer().listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as net.AddressInfo;
        probe.close(() => resolve(port));
      });
    });

  test('passes once its URL answers, serves on, and is stopped once the run ends', async () => {
    const port = await freePort();
    const timing = await runProcess(serverStep(port), new AbortController().signal);
    expect(timing).toMatchObject({ name: 'server', code: 0 });
    expect(timing.seconds).toBeGreaterThanOrEqual(0.2);
    expect(await (await fetch(`http://127.0.0.1:${port}/`)).text()).toBe('ok');
    await stopServers();
    await expect(fetch(`http://127.0.0.1:${port}/`)).rejects.toThrow();
  });

  test('fails when its process exits before it answers, even with code 0', async () => {
    const port = await freePort();
    expect((await runProcess(serverStep(port, { exitCode: 0 }), new AbortController().signal)).code).toBe(1);
    expect((await runProcess(serverStep(port, { exitCode: 3 }), new AbortController().signal)).code).toBe(3);
  });
});
