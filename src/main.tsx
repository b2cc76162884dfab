// The entry: a few kilobytes that start the app. The app itself (React, the router, the store, the
// shell: the "app" chunk) is loaded from here, so that a prerendered page (scripts/prerender.tsx), or a
// share page the production server rendered (src/server/; both mark #root data-prerendered), paints
// from its HTML and CSS alone, as fast as a static page, and is hydrated right after; every other page
// (the bare app shell) loads it at once.
// The global stylesheets, in cascade order.
import './styles/fonts.css';
import './styles/global.css';
import './styles/layout.css';
import './styles/buttons.css';
import './styles/prose.css';
import './styles/motion.css';
import './styles/shell.css';
import { startTransition, StrictMode } from 'react';
import { sendEarlyRequest, type FirstRequest } from './api/earlyRequest';
import { onFirstContentfulPaint } from './lib/firstPaint';
import { loadingBarCode } from './lib/loadingBarCode';
import { loadLocaleData } from './lib/localeData';
import { registerServiceWorker } from './lib/serviceWorker';
import { someoneThere, watchForSomeone } from './lib/someoneThere';
import { installDefaultPolicy } from './app/trustedTypes';

/** The route table's first requests, written in by the build (webpack.config.ts): the entry loads no route table. */
declare const FIRST_REQUESTS: readonly FirstRequest[];

installDefaultPolicy();

// The app shell carries the landing page's share tags for link previews read without JavaScript; from
// here on each page renders its own, so the static ones go to avoid duplicates. (A prerendered page
// has its own tags instead, which React adopts.)
document.querySelectorAll('[data-static-meta]').forEach((node) => node.remove());

const container = document.getElementById('root')!;
const prerendered = container.dataset.prerendered;

// A shared link's page asks for its data now, while the app's code is still downloading. It formats its
// counts and dates in Vietnamese as soon as that data arrives; the first such format loads the locale's
// data (tens of ms on a phone), so that is done now too, while the network works.
if (prerendered === undefined && sendEarlyRequest(window.location.pathname, FIRST_REQUESTS)) loadLocaleData();

/**
 * A new task: the browser paints and answers input in between, so no step blocks it for long. (A
 * message, as React's scheduler does: unlike a timer it is never clamped, throttled or faked.)
 */
const nextTask = () =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });

/** Resolves once the page has painted its first content (or soon anyway, e.g. in a background tab). */
const afterFirstPaint = () =>
  new Promise<void>((resolve) => {
    setTimeout(resolve, 1500);
    if (!onFirstContentfulPaint(() => void nextTask().then(resolve))) resolve();
  });

/**
 * Fetches the prerendered route's own code alongside the app (the page lists it in data-preload, and
 * each file's integrity in data-preload-integrity, scripts/integrity.plugin.ts: a preload is used only
 * by a request with the same integrity and CORS mode, as the chunk loader's).
 */
const preloadRouteCode = () => {
  const integrity = container.dataset.preloadIntegrity?.split(' ') ?? [];
  container.dataset.preload?.split(' ').forEach((href, i) => {
    if (!href) return;
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'script';
    link.href = href;
    link.integrity = integrity[i] ?? '';
    document.head.append(link);
  });
};

async function start() {
  if (prerendered !== undefined) {
    // Its text is on screen already: the app's code must not compete with that first paint.
    await afterFirstPaint();
    preloadRouteCode();
    // A share page the server rendered formats counts and dates as its route's code is evaluated: the
    // locale's data is loaded meanwhile, not in that task (src/lib/localeData.ts).
    if (container.dataset.server !== undefined) loadLocaleData();
  }
  // The app is one download (the "app" chunk group). Its parts are evaluated each in a task of its own,
  // so that none holds the main thread for long: a prerendered page answers input throughout, and any
  // page can paint and take in its data (src/api/requests.ts) in between.
  const { createRoot, hydrateRoot } = await import(/* webpackChunkName: "app" */ 'react-dom/client');
  if (prerendered === undefined) {
    // A page the app draws itself starts with a load (its data is on its way already): the loading bar's
    // drawing code comes now, while the rest downloads, so that a connection that drops before that
    // first answer is still painted red (src/components/TopLoadingBar.tsx asks no sooner than the first
    // render's effects, after that request may have failed).
    void loadingBarCode().catch(() => undefined);
  }
  await nextTask();
  const { AppRoutes, resolveRoutesFor } = await import(/* webpackChunkName: "app" */ './app/router');
  const { CodeFirstBrowserRouter } = await import(/* webpackChunkName: "app" */ './app/codeFirstRouter');
  // The page's own code (and the store and the API client, if it uses them) downloads while the rest
  // is evaluated.
  const routesResolved = resolveRoutesFor(window.location);
  await nextTask();
  const { isSignedIn } = await import(/* webpackChunkName: "app" */ './features/auth/signedIn');

  // A prerendered (or server-rendered) page's HTML is that URL as a signed-out visitor sees it, without
  // its query (a cache in front ignores it; src/app/store.tsx restores the data it carried). It is
  // hydrated only when that is what this visit shows: the same path, no query (the header's sign-in
  // link carries it) and nobody signed in (the answer the header renders from). Otherwise the app draws
  // over it.
  const hydrate = prerendered === window.location.pathname && window.location.search === '' && !isSignedIn();
  await routesResolved;
  await nextTask();
  const app = (
    <StrictMode>
      <CodeFirstBrowserRouter>
        <AppRoutes />
      </CodeFirstBrowserRouter>
    </StrictMode>
  );
  // As a transition, React renders in small slices and the page keeps answering input meanwhile. A
  // mismatch (the prerendered HTML is not what the app renders) is reported by React as an uncaught
  // error, which the browser tests fail on, and the page is rendered afresh.
  startTransition(() => {
    if (hydrate) hydrateRoot(container, app);
    else createRoot(container).render(app);
  });
}

start().catch(() => {
  // The app's code did not arrive (offline, or a deploy replaced it): a prerendered page stays readable
  // as it is; an empty one says so rather than staying blank.
  if (container.hasChildNodes()) return;
  const message = document.createElement('p');
  message.className = 'container page';
  message.setAttribute('role', 'alert');
  message.textContent = 'Không tải được trang. Hãy kiểm tra kết nối mạng rồi tải lại trang.';
  container.append(message);
});

// The field measurements (src/lib/vitals/) load once someone is there (src/lib/someoneThere.ts):
// web-vitals reads what the browser kept since the start. (A chunk without a name: its name would cost
// the entry bytes.)
void someoneThere.then(() => import('./lib/vitals/start')).catch(() => undefined);

// The service worker (and its precache downloads) waits until the page has loaded: it must not compete
// with what the first visit needs.
const register = () => {
  void registerServiceWorker().catch(() => {
    // No service worker means no offline shell, never a broken page.
  });
  watchForSomeone();
};
if (document.readyState === 'complete') register();
else window.addEventListener('load', register, { once: true });
