// Path parameters are ids (src/lib/routes.ts): letters, digits, `-` and `_`. Anything else is the
// not-found page, from the server and in the browser, and the API is asked nothing about it.
import type { Page } from '@playwright/test';
import { routes } from '../src/lib/routes';
import { expect, hydrated, servedAsShell, test, watchHydration } from './fixtures';

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
