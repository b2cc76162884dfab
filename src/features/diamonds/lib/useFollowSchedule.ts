import { useEffect, useRef } from 'react';

/**
 * How often an order whose status the page can read (the payer's own top-up, in their own history) is
 * looked up while the page is visible. In its first FAST_FOR_MS, when a transfer usually arrives, often
 * enough that "Đã cộng kim cương" shows within 5 s of the credit (FAST_MS plus the request's own time);
 * after that, SLOW_MS: the transfer may come hours later and a cheap phone's battery and data matter more.
 */
export const FOLLOW = { FAST_MS: 3_000, FAST_FOR_MS: 15 * 60_000, SLOW_MS: 45_000 } as const;

/** The wait before the next look-up of an order `ageMs` old. */
export const followDelay = (ageMs: number): number => (ageMs < FOLLOW.FAST_FOR_MS ? FOLLOW.FAST_MS : FOLLOW.SLOW_MS);

const hidden = () => document.visibilityState === 'hidden';

/**
 * Calls `check` on the schedule above while `active` and the page is visible, never while it is hidden
 * (the person is in their bank app: nothing to show, and a background tab's timers are throttled anyway),
 * and at once when they come back to it (visibilitychange to visible, or a page restored from the
 * back/forward cache: pageshow persisted), which is when the credit most likely happened. `check` is told
 * whether the person has just `returned`, and gets a signal that ends when the following stops.
 */
export function useFollowSchedule(active: boolean, since: number, check: (returned: boolean, signal: AbortSignal) => void) {
  const checkRef = useRef(check);
  useEffect(() => {
    checkRef.current = check;
  });
  useEffect(() => {
    if (!active) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stopped = new AbortController();
    const plan = () => {
      clearTimeout(timer);
      if (!hidden()) timer = setTimeout(tick, followDelay(Date.now() - since));
    };
    const tick = (returned = false) => {
      if (hidden()) return;
      checkRef.current(returned, stopped.signal);
      plan();
    };
    const onVisibility = () => (hidden() ? clearTimeout(timer) : tick(true));
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) tick(true);
    };
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pageshow', onPageShow);
    plan();
    return () => {
      stopped.abort();
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pageshow', onPageShow);
    };
  }, [active, since]);
}
