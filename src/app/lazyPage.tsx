import { useEffect, type ComponentType, type ReactElement } from 'react';
import { useLocation } from 'react-router';
import { pageShown, recoverFromChunkError } from '../lib/deployRecovery';
import { progress } from '../lib/progress';

// A route's page, loaded with its code, as React.lazy does, with what React.lazy cannot do: its code can
// be loaded before the first render (so a prerendered or server-rendered page hydrates at once, with
// no suspense and so no mismatch: resolveRoutesFor in src/app/router.tsx), the loading bar waits for
// it, and code a deploy removed reloads the page onto the new version instead of failing
// (src/lib/deployRecovery.ts).

type PageModule = Promise<{ default: ComponentType }>;

/** A route's page, loaded with its code; `preload()` fetches that code ahead of the first render. */
export type LazyPage = (() => ReactElement | null) & { preload: () => Promise<void> };

let loads = 0;

/** What a route does about code that did not load: show its error, or stay on the page on screen. */
export type Recover = (error: unknown) => Promise<'show-error' | 'stay'>;

const NEVER = new Promise<never>(() => undefined);

export const lazyPage = (load: () => PageModule, recover: Recover = recoverFromChunkError): LazyPage => {
  let Loaded: ComponentType | undefined;
  let pending: Promise<void> | undefined;
  // The last failure, the visit (location key) it happened on, and whether the person chose to stay
  // on the page they were on (the navigation is then left pending: the dialog took them back).
  let failure: { error: unknown; visit: string | undefined; stayed: boolean } | undefined;
  let shownFor: string | undefined;
  const preload = () => {
    if (Loaded) return Promise.resolve();
    if (pending) return pending;
    const holder = `route-code-${++loads}`;
    let settled = false;
    pending = load().then(
      (module) => {
        Loaded = module.default;
        settled = true;
        progress.end(holder);
      },
      // A deploy's doing reloads the page (this never settles then), or asks first.
      (error: unknown) =>
        recover(error)
          .catch(() => 'show-error' as const)
          .then((outcome) => {
            pending = undefined;
            failure = { error, visit: shownFor, stayed: outcome === 'stay' };
            settled = true;
            progress.end(holder, outcome === 'show-error');
            throw error;
          }),
    );
    // Not during the render that asked for it: the bar is another component's state.
    queueMicrotask(() => {
      if (!settled) progress.begin(holder);
    });
    return pending;
  };
  /**
   * What rendering the route on `visit` gets while its code is not here: the error of a load that
   * failed on this visit (for the route's error boundary), or the load to wait for. The next visit
   * after a failure starts a fresh load.
   */
  const awaitCode = (visit: string): { error: unknown } | { wait: Promise<void> } => {
    if (failure?.visit === visit) return failure.stayed ? { wait: NEVER } : { error: failure.error };
    failure = undefined;
    shownFor = visit;
    // (Its rejection reaches React through the retry render, as the failure above.)
    return { wait: preload().catch(() => undefined) };
  };
  const Page = () => {
    const { key } = useLocation();
    // Committed: this page is the one on screen, and what is typed from now on is typed on it.
    useEffect(pageShown, [key]);
    // Once loaded (always, for the first page: resolveRoutesFor) it renders at once, as hydration needs.
    if (Loaded) return <Loaded />;
    const outcome = awaitCode(key);
    if ('error' in outcome) throw outcome.error;
    // Suspends the route, and so the navigation (a transition): the page on screen stays until the
    // code is here. This is how React.lazy waits, too.
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- Suspense's protocol: a render suspends by throwing the promise it waits for
    throw outcome.wait;
  };
  return Object.assign(Page, { preload });
};
