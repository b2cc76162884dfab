import { test as base, expect, type Page } from '@playwright/test';

/**
 * Every browser test: no request may leave this machine (outside hosts are answered 503 here and
 * recorded), and any uncaught page error fails the test.
 */
export const test = base.extend<{ pageErrors: Error[]; outsideRequests: string[] }>({
  outsideRequests: async ({ context }, use) => {
    const seen: string[] = [];
    await context.route(/^https?:\/\/(?!localhost[:/]|127\.0\.0\.1[:/])/, (route) => {
      seen.push(route.request().url());
      return route.fulfill({ status: 503, body: '' });
    });
    await use(seen);
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
