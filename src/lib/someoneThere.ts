// Code that the page on screen does not need is fetched once someone is using it: at the first touch,
// key, scroll or hiding of the page, or SOMEONE_THERE_AFTER_MS after load. A load that nobody uses (a
// lab measure such as Lighthouse, which stops a few seconds after load) fetches none of it, so what it
// counts of the landing page is the page's own code, as scripts/size-check.ts does. In the entry
// (src/main.tsx starts watching); the app's code waits on it too.

/** Longer than a lab measure goes on after load. */
export const SOMEONE_THERE_AFTER_MS = 10_000;

let arrive: (event?: unknown) => void;
/** Resolves once someone is there. */
export const someoneThere = new Promise<unknown>((resolve) => (arrive = resolve));

/** Starts watching for someone; the page has loaded. */
export function watchForSomeone() {
  // Capture: whatever the page's own handlers stop. (Left in place: once resolved, a call does nothing.
  // None of these events can be cancelled to hold up scrolling: `passive` would change nothing.)
  for (const type of ['pointerdown', 'keydown', 'scroll', 'visibilitychange']) addEventListener(type, arrive, true);
  setTimeout(arrive, SOMEONE_THERE_AFTER_MS);
}
