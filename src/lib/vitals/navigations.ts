// The in-app navigations of one document, with the time each happened, so that an interaction or a
// layout shift is labelled with the route it happened on, in browsers that do not tell soft
// navigations apart (Chromium 151+ does, unflagged: web-vitals then splits the vitals itself). They
// are watched from the time this chunk is loaded (history.pushState, replaceState and popstate), with
// any soft-navigation entries the browser kept.

export interface Navigation {
  /** performance.now() time of the navigation. */
  time: number;
  pathname: string;
}

const pathnameOf = (url: string) => new URL(url, location.href).pathname;

/**
 * Starts watching; returns the navigations so far, oldest first. `landed`: the page view's own path.
 * A navigation that happened before this chunk came, in a browser without soft-navigation entries,
 * is placed at the time it was loaded: what happened before counts for the page it landed on.
 */
export function watchNavigations(landed: string): () => Navigation[] {
  const watched: Navigation[] = [];
  let current = landed;
  const seen = () => {
    const pathname = location.pathname;
    if (pathname !== current) watched.push({ time: performance.now(), pathname });
    current = pathname;
  };
  seen();
  for (const method of ['pushState', 'replaceState'] as const) {
    const original = history[method].bind(history);
    history[method] = (...args: Parameters<History['pushState']>) => {
      original(...args);
      seen();
    };
  }
  addEventListener('popstate', seen);
  return () => {
    const recorded = (performance.getEntriesByType?.('soft-navigation') ?? []).map((entry) => ({
      time: entry.startTime,
      pathname: pathnameOf(entry.name),
    }));
    // The browser's record has the navigations from before this chunk too; ours, those it does not
    // count as soft navigations (one without an interaction, such as a redirect).
    return [...recorded, ...watched].sort((a, b) => a.time - b.time);
  };
}

/**
 * The path the page was on at `time`: the last navigation's before it, else undefined (the landed
 * page). An interaction at the very time of a navigation is the one that made it, on the page before.
 */
export const pathnameAt = (navigations: readonly Navigation[], time: number): string | undefined =>
  navigations.filter((navigation) => navigation.time < time).at(-1)?.pathname;
