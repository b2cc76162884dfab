/**
 * @jest-environment node
 */
// The bench's calibration (scripts/bench/calibration.ts, cpuTime.ts): a trace shrunk to processor time
// keeps every event inside its task, in proportion, and the slowdown follows the host's index.
import { describe, expect, it } from '@jest/globals';
import { multiplierFor, TARGET_BENCHMARK_INDEX } from '../../scripts/bench/calibration';
import { benchmarkTask, toProcessorTime } from '../../scripts/bench/cpuTime';

const thread = (pid: number, tid: number, name: string) => ({ ph: 'M', name: 'thread_name', pid, tid, ts: 0, args: { name } });
const task = (ts: number, dur: number, tdur: number | undefined, tid = 1, name = 'RunTask') => ({ ph: 'X', name, pid: 1, tid, ts, dur, tdur });

describe('the bench calibration', () => {
  it('simulates a host of the target index at 1x and one twice as fast at 2x', () => {
    expect(multiplierFor(TARGET_BENCHMARK_INDEX)).toBe(1);
    expect(multiplierFor(2 * TARGET_BENCHMARK_INDEX)).toBe(2);
  });

  it('shrinks each main-thread task to its processor time, what it contains in proportion', () => {
    const outer = task(1000, 400, 100);
    const inner = task(1200, 200, 50, 1, 'FunctionCall');
    const mark = { ph: 'R', name: 'largestContentfulPaint::Candidate', pid: 1, tid: 1, ts: 1300 };
    const after = task(2000, 100, 100);
    const otherThread = task(1000, 400, 10, 2);
    const events = [thread(1, 1, 'CrRendererMain'), thread(1, 2, 'Compositor'), outer, inner, mark, after, otherThread];

    const share = toProcessorTime(events);

    expect(outer).toMatchObject({ ts: 1000, dur: 100 });
    // 200 µs into a task shrunk to a quarter: 50 µs in, a quarter as long.
    expect(inner).toMatchObject({ ts: 1050, dur: 50 });
    expect(mark.ts).toBe(1075);
    // A task that never waited is left as it is, and so is every other thread.
    expect(after).toMatchObject({ ts: 2000, dur: 100 });
    expect(otherThread).toMatchObject({ ts: 1000, dur: 400 });
    expect(share).toBeCloseTo(200 / 500);
  });

  it('leaves a trace without processor times alone', () => {
    const untimed = task(0, 300, undefined);
    expect(toProcessorTime([thread(1, 1, 'CrRendererMain'), untimed])).toBe(1);
    expect(untimed).toMatchObject({ ts: 0, dur: 300 });
  });

  it("finds the benchmark's task: the longest on a renderer's main thread", () => {
    const events = [thread(1, 1, 'CrRendererMain'), task(0, 5, 5), task(10, 1000, 400), task(0, 5000, 5000, 3)];
    expect(benchmarkTask(events)).toEqual({ wall: 1000, processor: 400 });
  });
});
