// Path parameters are ids (src/lib/routeMatch.ts): letters, digits, `-` and `_`. Anything else is the
// not-found page, from the server and in the browser, and the API is asked nothing about it. And a path
// the route table does not know is no page: 404 with the not-found page, from nginx and the server.
import type { Page } from '@playwright/test';
import { baseURL as serverURL, nginxURL } from '../playwright.config';
import { rawGet } from '../scripts/serverBuild';
import { routeList, routes } from '../src/lib/routes';
import { expect, hydrated, servedAsShell, SHARED_NGINX_SERVER, test, waitForPage, watchHydration } from './fixtures';
import { pagesOf } from './routeItems';

/** Every /v1/ request the page makes from now on. */
function watchApi(page: Page) {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/v1/')) asked.push(request.url());
  });
  return asked;
}

const notFound = (page: Page) => expect(page.getByRole('heading', { level: 1, name: 'Không tìm thấy trang' })).toBeVisible();

// `..` itself never reaches a page: the browser resolves it before it asks (/transfer/.. is /).
const BAD_SHARED = [routes.recording.href('a.b'), routes.room.href('a b'), routes.event.href('../'), routes.recharge.href('a/b')];
const BAD_OTHERS = [routes.transfer.href('a.b'), routes.rechargeBank.href('../'), routes.rechargeBankId.href('x y')];

test('a shared link whose id is not one: 404 from the server, the not-found page, no API call', async ({ page }) => {
  const asked = watchApi(page);
  const hydration = watchHydration(page);
  for (const href of BAD_SHARED) {
    const response = await page.goto(href);
    expect({ href, status: response?.status() }).toEqual({ href, status: 404 });
    await notFound(page);
    // The browser takes the server's not-found page over as it is.
    await hydrated(page);
  }
  expect(asked).toEqual([]);
  expect(hydration).toEqual([]);
});

test('the same links drawn in the browser (a static host, a service worker), and the app’s other routes', async ({ page }) => {
  await servedAsShell(page);
  const asked = watchApi(page);
  for (const href of [...BAD_SHARED, ...BAD_OTHERS]) {
    await page.goto(href);
    await notFound(page);
  }
  expect(asked).toEqual([]);
});

// The paths of the report, and others no route has: a search engine or a link preview must not take
// them for pages.
const NO_PAGES = ['/khong-co-trang-nay', '/recording/a/b', '/events', '/v1foo/x', '/healthz/x', '/transfer/a.b', '/terms/x', '/icons/'];

test('a path the route table does not know: 404 and the not-found page, from nginx and the server alike', { lock: SHARED_NGINX_SERVER }, async () => {
  for (const origin of [nginxURL, serverURL]) {
    for (const pathname of NO_PAGES) {
      const { status, body, headers } = await rawGet(origin, pathname);
      expect({ origin, pathname, status }).toEqual({ origin, pathname, status: 404 });
      expect(body).toMatch(/<h1[^>]*>Không tìm thấy trang<\/h1>/);
      expect(body).toMatch(/<meta name="?robots"? content="?noindex/);
      expect({ pathname, cache: headers['cache-control'] }).toEqual({ pathname, cache: 'no-cache' });
    }
  }
});

test('the pages of the table, and the files beside them, answer as before', { lock: SHARED_NGINX_SERVER }, async () => {
  // Each route on its usual item (the drawn ones are the app shell, the share pages rendered with the sandbox's).
  const pages = pagesOf(routeList).flatMap((path) => (path === '/' ? [path] : [path, `${path}/`]));
  const files = ['/sw.js', '/manifest.webmanifest', '/favicon.svg', '/robots.txt', '/og-image.png', '/.well-known/assetlinks.json', '/TERMS'];
  for (const origin of [nginxURL, serverURL]) {
    for (const pathname of [...pages, ...files]) {
      const { status } = await rawGet(origin, pathname);
      expect({ origin, pathname, status }).toEqual({ origin, pathname, status: 200 });
    }
  }
});

test('a visitor on a path that is no page sees the not-found page, and the app takes it over', { lock: SHARED_NGINX_SERVER }, async ({ page }) => {
  for (const origin of [nginxURL, serverURL]) {
    const response = await page.goto(`${origin}/khong-co-trang-nay`);
    expect({ origin, status: response?.status() }).toEqual({ origin, status: 404 });
    await waitForPage(page);
    await notFound(page);
    await page
      .locator('#main')
      .getByRole('link', { name: /trang chủ/i })
      .first()
      .click();
    await expect(page).toHaveURL(`${origin}/`);
    await expect(page.locator('#features')).toBeAttached();
  }
});
