import { renderHook } from '@testing-library/react';
import { FOLLOW, followDelay, useFollowSchedule } from '../../../../src/features/diamonds/lib/useFollowSchedule';

// The schedule a payer's own pending order is looked up on: never while hidden, at once on coming back.
let visibility: DocumentVisibilityState = 'visible';
const setVisibility = (state: DocumentVisibilityState) => {
  visibility = state;
  document.dispatchEvent(new Event('visibilitychange'));
};

beforeAll(() => {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
});
beforeEach(() => {
  visibility = 'visible';
  jest.useFakeTimers();
});
afterEach(() => jest.useRealTimers());

it('asks often in the first 15 minutes (so a credit shows within 5 s), then less often', () => {
  expect(followDelay(0)).toBeLessThanOrEqual(4_000);
  expect(followDelay(FOLLOW.FAST_FOR_MS - 1)).toBe(FOLLOW.FAST_MS);
  expect(followDelay(FOLLOW.FAST_FOR_MS)).toBeGreaterThanOrEqual(30_000);
  expect(followDelay(FOLLOW.FAST_FOR_MS)).toBeLessThanOrEqual(60_000);
});

it('checks on schedule while visible, never while hidden, and at once when visible again', () => {
  const check = jest.fn<void, [boolean, AbortSignal]>();
  renderHook(() => useFollowSchedule(true, Date.now(), check));
  jest.advanceTimersByTime(FOLLOW.FAST_MS);
  expect(check).toHaveBeenCalledTimes(1);
  setVisibility('hidden');
  jest.advanceTimersByTime(10 * FOLLOW.FAST_MS);
  expect(check).toHaveBeenCalledTimes(1);
  setVisibility('visible');
  expect(check).toHaveBeenCalledTimes(2);
  jest.advanceTimersByTime(FOLLOW.FAST_MS);
  expect(check).toHaveBeenCalledTimes(3);
  // Told which call answers a return (it must not be answered by a look-up that left before).
  expect(check.mock.calls.map(([returned]) => returned)).toEqual([false, true, false]);
});

it('the signal it hands out ends when the following stops', () => {
  const check = jest.fn<void, [boolean, AbortSignal]>();
  const { unmount } = renderHook(() => useFollowSchedule(true, Date.now(), check));
  setVisibility('visible');
  const signal = check.mock.calls[0]![1];
  expect(signal.aborted).toBe(false);
  unmount();
  expect(signal.aborted).toBe(true);
});

it('checks at once on a page restored from the back/forward cache', () => {
  const check = jest.fn<void, [boolean, AbortSignal]>();
  renderHook(() => useFollowSchedule(true, Date.now(), check));
  window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
  expect(check).toHaveBeenCalledTimes(1);
  window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: false }));
  expect(check).toHaveBeenCalledTimes(1);
});

it('an old order is asked for every SLOW_MS; nothing at all when not active, or once unmounted', () => {
  const check = jest.fn<void, [boolean, AbortSignal]>();
  const { rerender, unmount } = renderHook(({ active }) => useFollowSchedule(active, Date.now() - FOLLOW.FAST_FOR_MS, check), {
    initialProps: { active: false },
  });
  jest.advanceTimersByTime(FOLLOW.SLOW_MS * 2);
  expect(check).not.toHaveBeenCalled();
  rerender({ active: true });
  jest.advanceTimersByTime(FOLLOW.SLOW_MS - 1);
  expect(check).not.toHaveBeenCalled();
  jest.advanceTimersByTime(1);
  expect(check).toHaveBeenCalledTimes(1);
  unmount();
  jest.advanceTimersByTime(FOLLOW.SLOW_MS * 2);
  setVisibility('visible');
  expect(check).toHaveBeenCalledTimes(1);
});
