import { startTransition, useLayoutEffect, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { Router, UNSAFE_createBrowserHistory } from 'react-router';
import { resolveRoutesFor } from './router';

// The browser's router, drawing an in-app navigation in the same chain of tasks as the tap that made
// it, so that Chromium counts it as a soft navigation (its field vitals then go to the route it went
// to: src/lib/vitals/report.ts). Chromium attributes a DOM change to an interaction only when the task
// making it descends from the interaction's (through promises, timers, posted messages). React's
// updates run in its scheduler's single MessageChannel loop: when unrelated work (a scroll's effects,
// the loading bar) keeps that loop going at the tap, the navigation renders in a message posted by
// that work, and is not the tap's (e2e/vitals.spec.ts missed 1 run in 3). So the page's code is
// awaited from the tap's own chain, and the page is then drawn at once (flushSync), not scheduled.

type Location = Parameters<typeof resolveRoutesFor>[0];

/**
 * The app's router in the browser (src/main.tsx), on the document's history, as react-router's
 * BrowserRouter but for when it draws a new location: once `codeFor` has loaded its routes' code, at
 * once (flushSync), from the promise chain of whatever changed the URL. When that code failed to load
 * (`codeFor` resolves false) the route's own render handles it, as a transition: the page on screen
 * stays while it retries or asks (src/lib/deployRecovery.ts). Only the latest location is drawn.
 */
export function CodeFirstBrowserRouter({
  children,
  codeFor = resolveRoutesFor,
}: {
  children: ReactNode;
  codeFor?: (location: Location) => Promise<boolean>;
}) {
  const [history] = useState(() => UNSAFE_createBrowserHistory({ v5Compat: true }));
  const [state, setState] = useState({ action: history.action, location: history.location });
  useLayoutEffect(() => {
    let latest: unknown;
    return history.listen((update) => {
      latest = update;
      void codeFor(update.location).then((ready) => {
        if (latest === update) (ready ? flushSync : startTransition)(() => setState(update));
      });
    });
  }, [history, codeFor]);
  return (
    <Router location={state.location} navigationType={state.action} navigator={history}>
      {children}
    </Router>
  );
}
