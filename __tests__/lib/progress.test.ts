/**
 * @jest-environment node
 */
import { createProgressController, PROGRESS } from '../../src/lib/progress';

describe('the loading bar controller', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('keeps its constants in one place, as SPEC.md §9 gives them', () => {
    expect(PROGRESS).toEqual({ durationMs: 3000, tickMs: 100, finishAbove: 95, hideAfterMs: 500 });
  });

  it('starts at 0, creeps by a random step every 100 ms, and completes once past 95 %', () => {
    const steps = [0.1, 0.9, 0.5];
    let i = 0;
    const bar = createProgressController(() => steps[i++ % steps.length]!);
    bar.begin('req-1');
    expect(bar.getSnapshot()).toEqual({ progress: 0, visible: true, failed: false });

    jest.advanceTimersByTime(PROGRESS.tickMs - 1);
    expect(bar.getSnapshot().progress).toBe(0);
    jest.advanceTimersByTime(1);
    // mean step is 100 / (3000 / 100) = 3.33 %; a random 0.1 gives 0.1 * 2 * 3.33
    expect(bar.getSnapshot().progress).toBeCloseTo(0.6667, 3);
    jest.advanceTimersByTime(PROGRESS.tickMs);
    expect(bar.getSnapshot().progress).toBeCloseTo(0.6667 + 6, 3);

    // With these steps (mean 0.5, so 3.33 % per tick) it passes 95 % after ~29 ticks: about 3000 ms.
    let ticks = 2;
    while (bar.getSnapshot().progress < 100) {
      jest.advanceTimersByTime(PROGRESS.tickMs);
      ticks += 1;
      expect(ticks).toBeLessThan(40);
    }
    expect(ticks * PROGRESS.tickMs).toBeGreaterThanOrEqual(2500);
    expect(ticks * PROGRESS.tickMs).toBeLessThanOrEqual(3100);
    expect(bar.getSnapshot()).toEqual({ progress: 100, visible: true, failed: false });

    jest.advanceTimersByTime(PROGRESS.hideAfterMs - 1);
    expect(bar.getSnapshot().visible).toBe(true);
    jest.advanceTimersByTime(1);
    expect(bar.getSnapshot()).toEqual({ progress: 0, visible: false, failed: false });
  });

  it('completes as soon as the data has loaded, and hides about 500 ms later', () => {
    const bar = createProgressController(() => 0.5);
    bar.begin('req-1');
    jest.advanceTimersByTime(300);
    expect(bar.getSnapshot().progress).toBeCloseTo(10, 5);
    bar.end('req-1');
    expect(bar.getSnapshot()).toEqual({ progress: 100, visible: true, failed: false });
    jest.advanceTimersByTime(PROGRESS.hideAfterMs);
    expect(bar.getSnapshot().visible).toBe(false);
  });

  it('waits for every request the page started', () => {
    const bar = createProgressController(() => 0.5);
    bar.begin('a');
    bar.begin('b');
    bar.end('a');
    jest.advanceTimersByTime(PROGRESS.tickMs);
    expect(bar.getSnapshot().progress).toBeLessThan(100);
    bar.end('b');
    expect(bar.getSnapshot().progress).toBe(100);
  });

  it('turns red when a load failed, then hides', () => {
    const bar = createProgressController(() => 0.5);
    bar.begin('a');
    bar.begin('b');
    bar.end('a', true);
    bar.end('b');
    expect(bar.getSnapshot()).toEqual({ progress: 100, visible: true, failed: true });
    jest.advanceTimersByTime(PROGRESS.hideAfterMs);
    expect(bar.getSnapshot()).toEqual({ progress: 0, visible: false, failed: false });
  });

  it('stays red when the next request starts while the failure is still shown', () => {
    const bar = createProgressController(() => 0.5);
    bar.begin('owner');
    bar.begin('history');
    bar.end('history', true);
    bar.end('owner');
    // The page asks for something else at once (e.g. a refetch): the failure is not painted over.
    bar.begin('next');
    expect(bar.getSnapshot()).toMatchObject({ visible: true, failed: true });
    bar.end('next');
    expect(bar.getSnapshot()).toEqual({ progress: 100, visible: true, failed: true });
    jest.advanceTimersByTime(PROGRESS.hideAfterMs);
    // A load that starts once the bar has gone starts clean.
    bar.begin('later');
    bar.end('later');
    expect(bar.getSnapshot()).toEqual({ progress: 100, visible: true, failed: false });
  });

  it('ignores the end of something it never started', () => {
    const bar = createProgressController(() => 0.5);
    bar.end('never-started', true);
    expect(bar.getSnapshot().visible).toBe(false);
  });

  it('tells its subscribers about every change', () => {
    const bar = createProgressController(() => 0.5);
    const seen: number[] = [];
    const unsubscribe = bar.subscribe(() => seen.push(bar.getSnapshot().progress));
    bar.begin('a');
    jest.advanceTimersByTime(PROGRESS.tickMs * 2);
    unsubscribe();
    jest.advanceTimersByTime(PROGRESS.tickMs * 2);
    expect(seen.map((p) => Math.round(p * 100) / 100)).toEqual([0, 3.33, 6.67]);
  });
});
