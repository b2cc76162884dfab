// The page's first contentful paint, as the entry (src/main.tsx) and the boot script (src/boot.ts) wait
// for it before they load the app's code: told once its frame is on screen (the browser queues the paint
// entry when the frame is presented, not when the main thread paints it).

/** Calls `then` once the first contentful paint is on screen; false, calling nothing, where it cannot be observed. */
export function onFirstContentfulPaint(then: () => void): boolean {
  try {
    const observer = new PerformanceObserver((entries) => {
      if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      then();
    });
    observer.observe({ type: 'paint', buffered: true });
    return true;
  } catch {
    return false;
  }
}
