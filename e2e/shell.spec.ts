import { routes } from '../src/lib/routes';
import { EVENT_SLUGS } from '../src/features/event/eventSlugs';
import { BRAND_SUFFIX, budgetWalk, expect, openInApp, test, waitForPage } from './fixtures';

// Every route loads in the shell, with a branded title, its header and footer: checked on each page of
// the phone walks (e2e/phone-walk.spec.ts, every route and item, three browsers, signed out and in),
// which load every page anyway.

// Loading each slug from the address bar is the same code path for every one (the phone walks cover
// it, ssr.spec.ts covers the served HTML): here the app renders every slug, moving between them as a
// back/forward would, which costs a render, not a whole page load, per slug.
test('every event slug loads', async ({ page }) => {
  budgetWalk(EVENT_SLUGS.length, 4_000);
  const [first, ...others] = EVENT_SLUGS;
  await page.goto(routes.event.href(first));
  await waitForPage(page);
  await expect(page, first).toHaveTitle(BRAND_SUFFIX);
  await expect(page.locator('#main').locator('.not-found-state, .error-state'), first).toHaveCount(0);
  for (const slug of others) {
    const href = routes.event.href(slug);
    const shown = page.locator('#main h1');
    const before = await shown.textContent();
    await openInApp(page, href);
    await expect(shown, slug).not.toHaveText(before ?? '');
    await expect(shown, slug).toBeVisible();
    await expect(page.locator('#main').locator('.not-found-state, .error-state'), slug).toHaveCount(0);
    await expect(page, slug).toHaveTitle(BRAND_SUFFIX);
    await expect(page.locator('.top-loading-bar'), slug).toHaveAttribute('data-state', /idle|done/);
  }
});

test('an unknown path shows the not-found page with a way home', async ({ page }) => {
  await page.goto('/khong-co-trang-nay');
  await expect(page.getByRole('heading', { level: 1, name: /Không tìm thấy/ })).toBeVisible();
  await page
    .locator('#main')
    .getByRole('link', { name: /trang chủ/i })
    .first()
    .click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('#features')).toBeAttached();
});

test('the landing header is transparent over the hero and opaque once scrolled', async ({ page }) => {
  await page.goto(routes.home.href());
  await waitForPage(page);
  const header = page.getByRole('banner');
  await expect(header).toHaveAttribute('data-opaque', 'false');
  const transparent = await header.evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(transparent).toBe('rgba(0, 0, 0, 0)');

  await page.mouse.wheel(0, 600);
  await expect(header).toHaveAttribute('data-opaque', 'true');
  await expect.poll(() => header.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(26, 16, 51)');

  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(header).toHaveAttribute('data-opaque', 'false');
});

test('other pages have an opaque header from the start', async ({ page }) => {
  await page.goto(routes.terms.href());
  await waitForPage(page);
  await expect(page.getByRole('banner')).toHaveAttribute('data-opaque', 'true');
});

test('a hash link lands on its section on the same page, and when opened directly', async ({ page }) => {
  await page.goto(routes.home.href());
  await waitForPage(page);
  await page.getByRole('link', { name: 'Tải ứng dụng miễn phí' }).click();
  await expect(page).toHaveURL(/\/#download$/);
  await expect(page.locator('#download')).toBeInViewport();

  await page.goto(`${routes.home.href()}#features`);
  await expect(page.locator('#features')).toBeInViewport();
  const top = await page.locator('#features').evaluate((el) => el.getBoundingClientRect().top);
  expect(top).toBeLessThan(200);
});

test.describe('on a wide screen', () => {
  test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false });

  test('the header links land on the landing page sections from another page', async ({ page }) => {
    await page.goto(routes.terms.href());
    await waitForPage(page);
    await page.getByRole('banner').getByRole('link', { name: 'Tải ứng dụng' }).click();
    await expect(page).toHaveURL(/\/#download$/);
    await expect(page.locator('#download')).toBeInViewport();
    await expect(page.locator('#download')).toBeFocused();
  });
});

test('the table of contents of the terms links to its sections', async ({ page }) => {
  await page.goto(routes.terms.href());
  await waitForPage(page);
  const toc = page.getByRole('navigation', { name: 'Mục lục' });
  const last = toc.getByRole('link').last();
  const hash = await last.getAttribute('href');
  await last.click();
  await expect(page).toHaveURL(new RegExp(`${hash}$`));
  await expect(page.locator(hash!.slice(hash!.indexOf('#')))).toBeInViewport();
});

test('navigating scrolls the new page to the top', async ({ page }) => {
  await page.goto(routes.home.href());
  await waitForPage(page);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.getByRole('contentinfo').getByRole('link', { name: 'Điều khoản sử dụng' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});
