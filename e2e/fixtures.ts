import fs from 'node:fs';
import path from 'node:path';
import { test as base, expect, type Page, type Request } from '@playwright/test';
import { AFTER_JEST_ENV, ALONE_PROJECTS, THIS_MACHINE } from '../playwright.config';
import { APP_SHELL } from '../src/lib/prerendered';
import { matchRoute } from '../src/lib/routeMatch';
import { shareRoutes } from '../src/lib/routes';
import { lowerJest, SIDE_GROUP_NICE } from '../scripts/sideSteps';

/** Resolves once `file` (AFTER_JEST_ENV's) exists: told by the folder's watcher, not a poll. */
const jestDone = (file: string) =>
  new Promise<void>((resolve) => {
    // Watching first, then looking: a file written between the two is still seen.
    const watcher = fs.watch(path.dirname(file), () => settle());
    const settle = () => {
      if (!fs.existsSync(file)) return;
      watcher.close();
      resolve();
    };
    settle();
  });

/** A URL of a host other than this machine's. */
const isOutside = (url: string) => {
  const { protocol, hostname } = new URL(url);
  return /^(https?|wss?):$/.test(protocol) && !THIS_MACHINE.includes(hostname);
};

/**
 * Every browser test: no request may leave this machine (Chromium resolves no other host,
 * playwright.config.ts OUTSIDE_HOSTS_UNRESOLVED; each asked for is recorded), and any uncaught page error
 * fails the test. The worker of a project that runs alone first lowers jest's priority where Linux
 * allows (scripts/sideSteps.ts), or else waits for jest to end (a fixture of the worker, with a limit of
 * its own: no test's time is spent on it).
 */
export const test = base.extend<{ pageErrors: Error[]; outsideRequests: string[] }, { afterJest: void }>({
  afterJest: [
    // Playwright reads a fixture's dependencies from its first parameter's pattern: this one has none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, workerInfo) => {
      const jestDoneFile = process.env[AFTER_JEST_ENV];
      if (ALONE_PROJECTS.includes(workerInfo.project.name) && jestDoneFile && !fs.existsSync(jestDoneFile)) {
        if (lowerJest(jestDoneFile)) {
          console.log(`[${workerInfo.project.name}] jest still runs, its group at nice ${SIDE_GROUP_NICE}: it takes what these tests leave idle`);
        } else {
          const started = Date.now();
          await jestDone(jestDoneFile);
          // Where npm test's critical path runs: a wait here is jest's time, not the browser tests'.
          console.log(`[${workerInfo.project.name}] waited ${((Date.now() - started) / 1000).toFixed(1)} s for jest to end`);
        }
      }
      await use();
    },
    { scope: 'worker', auto: true, timeout: 30 * 60_000 },
  ],
  outsideRequests: async ({ context }, use) => {
    const seen: string[] = [];
    const note = (request: Request) => {
      if (isOutside(request.url())) seen.push(request.url());
    };
    context.on('request', note);
    await use(seen);
    context.off('request', note);
  },
  pageErrors: async ({ page }, use) => {
    const errors: Error[] = [];
    page.on('pageerror', (error) => errors.push(error));
    await use(errors);
    expect(errors, 'uncaught errors in the page').toEqual([]);
  },
  page: async ({ page, outsideRequests: _outside }, use) => {
    await use(page);
  },
});

export { expect };

export const BRAND_SUFFIX = / \| Hát Vui$/;

/** How many CSS px the page is wider than the screen: above 0, it scrolls sideways on a phone. */
export const sidewaysOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/**
 * A test lock (Playwright's `lock`): held by the tests that go through the shared nginx (playwright.config.ts'
 * nginxURL) to the production server behind it, and by e2e/nginx.spec.ts, which stops that server. The nginx
 * project runs beside the phone project (it is queued first): without the lock a phone test could meet
 * the server stopped and get the app shell where it expects a rendered page.
 */
export const SHARED_NGINX_SERVER = 'the production server behind the shared nginx';

/**
 * Playwright's built-in lock that runs a test when no other runs: for the tests that put load on servers
 * of their own and require answers within the servers' deadlines (no bare shell, percentiles). Beside
 * the phone tests on a loaded machine, hostile.spec.ts and rehearsal.spec.ts got the bare shell.
 */
export const ALONE = '-exclusive-';

/**
 * A walk's time limit: a start plus a budget per item walked. A walk over the route table or the event
 * slugs grows with them, so a fixed limit (even `test.slow()`'s) is a failure waiting for the next page
 * or a busier machine; per item, 8 s is several times what one page takes on a loaded 2-core machine.
 */
export const budgetWalk = (items: number, perItemMs = 8_000) => test.setTimeout(30_000 + items * perItemMs);

/**
 * `ms` of the page's timers at once (on `page.clock`, installed before), then one round trip to the page,
 * by which a request those timers started has been seen: what a fixed sleep of `ms` waited for, at once.
 */
export async function runPageTimers(page: Page, ms: number) {
  await page.clock.runFor(ms);
  await page.evaluate(() => document.readyState);
}

/**
 * Moves the app to `path` as a back or forward would (a render, not a page load), and waits for that
 * page's own heading (the one before is marked, or has another text); waitForPage then waits for the
 * loading bar.
 */
export async function openInApp(page: Page, path: string) {
  const before = await page.locator('#main h1').evaluate((heading) => {
    heading.setAttribute('data-walked', '');
    return heading.textContent;
  });
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page.waitForFunction((previous) => {
    const heading = document.querySelector('#main h1');
    return !!heading && (!heading.hasAttribute('data-walked') || heading.textContent !== previous);
  }, before);
}

/** Waits for the page's own heading, then for the loading bar to have finished. */
export async function waitForPage(page: Page) {
  await expect(page.locator('#main h1')).toBeVisible();
  await expect(page.locator('.top-loading-bar')).toHaveAttribute('data-state', /idle|done/);
  // A prerendered page shows all that before the app has taken it over: wait until React owns it, so
  // that a click is the app's (a client-side navigation), not a plain link's.
  await hydrated(page);
}

/** Waits until React has taken over #root (its fiber keys appear on the elements it owns). */
export const hydrated = (page: Page) =>
  page.waitForFunction(() => {
    const h1 = document.querySelector('#main h1');
    return !!h1 && Object.keys(h1).some((key) => key.startsWith('__reactFiber'));
  });

/**
 * Serves the server-rendered pages (the route table's share routes, src/lib/routes.ts) as the bare app shell, as
 * the server does when the API fails it, and as the service worker and a static host always do: the
 * page then asks the API itself, in the browser, where the test's `page.route` can make it misbehave.
 */
export async function servedAsShell(page: Page) {
  const isServerRendered = (url: URL) => shareRoutes.some(({ path }) => matchRoute(path, url.pathname, true) !== undefined);
  await page.route(isServerRendered, async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const response = await route.fetch({ url: new URL(`/${APP_SHELL}`, route.request().url()).toString() });
    return route.fulfill({ response });
  });
}

/** React's hydration complaints in the console (a mismatch, or a page rendered afresh instead). */
export const watchHydration = (page: Page) => {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (['error', 'warning'].includes(message.type()) && /hydrat|#418|#423|#425|did not match/i.test(message.text())) {
      messages.push(message.text());
    }
  });
  return messages;
};
