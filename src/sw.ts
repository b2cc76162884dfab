/// <reference lib="webworker" />
// The service worker (production builds only, registered only over https). It precaches the app
// (scripts/size-check.ts keeps that under its budget), answers navigations with the page's prerendered
// HTML or else the app shell (the SPA's history fallback, src/lib/prerendered.ts) except under /v1/,
// and never caches API calls: balances and histories must always be live.
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { APP_SHELL, htmlFileFor } from './lib/prerendered';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };
/** The prerendered pages' paths, from the route table (webpack.config.ts): the worker does not load the table. */
declare const PRERENDERED_PATHS: readonly string[];

const manifest = self.__WB_MANIFEST;
precacheAndRoute(manifest);
cleanupOutdatedCaches();

// The precached pages (src/lib/prerendered.ts; the route table chooses what is precached), each
// answered from the cache; another prerendered page comes from the network, or else the app shell.
const precachedHtml = new Map(
  manifest
    .map((entry) => (typeof entry === 'string' ? entry : entry.url).replace(/^\//, ''))
    .filter((file) => file.endsWith('.html'))
    .map((file) => [file, createHandlerBoundToURL(`/${file}`)]),
);
const appShell = createHandlerBoundToURL(`/${APP_SHELL}`);

registerRoute(
  new NavigationRoute(
    async (options) => {
      const page = precachedHtml.get(htmlFileFor(options.url.pathname, PRERENDERED_PATHS));
      if (page) return page(options);
      try {
        return await fetch(options.request);
      } catch {
        return appShell(options);
      }
    },
    { denylist: [/^\/v1\//] },
  ),
);

// A new version waits until the person accepts "Có phiên bản mới" (the page posts SKIP_WAITING).
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
clientsClaim();
