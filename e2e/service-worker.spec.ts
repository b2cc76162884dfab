// The service worker over https (it registers only there, src/lib/serviceWorker.ts): a first visit
// registers it at load without fetching any script for it (Lighthouse counts every script a page
// fetches while it measures), and a repeat visit is answered by it. The browser tests' build, through
// a TLS proxy of this file's own (E2E_PORT + 85, a self-signed certificate, which Chromium accepts for
// a service worker only with --ignore-certificate-errors).
import https from 'node:https';
import type { Page } from '@playwright/test';
import config, { baseURL, E2E_PORT } from '../playwright.config';
import { passOn, selfSignedCertificate } from '../scripts/localServers';
import { routes } from '../src/lib/routes';
import { expect, test, waitForPage } from './fixtures';

const PORT = E2E_PORT + 85;
const origin = `https://localhost:${PORT}`;
const launchOptions = config.use?.launchOptions ?? {};

test.use({ ignoreHTTPSErrors: true, launchOptions: { ...launchOptions, args: [...(launchOptions.args ?? []), '--ignore-certificate-errors'] } });
test.describe.configure({ mode: 'serial' });

let proxy: https.Server;

test.beforeAll(async () => {
  proxy = https.createServer(selfSignedCertificate('localhost'), (request, response) => passOn(request, response, E2E_PORT, 'localhost'));
  await new Promise<void>((resolve) => proxy.listen(PORT, '127.0.0.1', resolve));
});

test.afterAll(() => new Promise((resolve) => proxy.close(resolve)));

/** The page's own scripts fetched so far (service worker's aside), by path. */
const scriptsOf = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name))
      .filter((url) => url.origin === location.origin && url.pathname.endsWith('.js') && url.pathname !== '/sw.js')
      .map((url) => url.pathname)
      .sort(),
  );

/**
 * Once everything the load fetches has come: after load, the page fetches nothing more until someone
 * is there (src/lib/someoneThere.ts: a touch, a key, a scroll, or 10 s), so the network falling quiet
 * (no request for 500 ms, Playwright's `networkidle`) is the end of it.
 */
const loadFetchesDone = (page: Page) => page.waitForLoadState('networkidle');

test('over https a first visit registers the service worker at load and fetches no script for it; a repeat visit is answered by it', async ({
  page,
}) => {
  // The same page over plain http, where nothing registers: the scripts the page needs by itself.
  await page.goto(`${baseURL}${routes.home.href()}`);
  await waitForPage(page);
  await loadFetchesDone(page);
  const own = await scriptsOf(page);

  await page.goto(`${origin}${routes.home.href()}`);
  await waitForPage(page);
  expect(await page.evaluate(() => navigator.serviceWorker.ready.then((registration) => registration.active?.scriptURL))).toBe(`${origin}/sw.js`);
  await loadFetchesDone(page);
  expect(await scriptsOf(page)).toEqual(own);

  await page.reload();
  await waitForPage(page);
  const served = await page.evaluate(() => ({
    controlled: navigator.serviceWorker.controller !== null,
    byWorker: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).workerStart > 0,
  }));
  expect(served).toEqual({ controlled: true, byWorker: true });
});
