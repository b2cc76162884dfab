// Axe (WCAG 2.1 AA) on the states a route walk does not reach: the embedded pages, empty lists, not-found
// pages and failed calls. Every route's page as it opens, with its disclosures open, is checked in
// e2e/phone-walk.spec.ts.
import { routeList, routes } from '../src/lib/routes';
import { seed } from '../src/mocks/seed';
import { signInAs } from './auth';
import { axeFindings, expectNoViolations } from './axe';
import { expect, servedAsShell, test, waitForPage } from './fixtures';
import { pagesOf } from './routeItems';

/** Someone no other spec touches, whose history is empty. */
const QUIET_USER = '100007';

test.describe('the check itself', () => {
  test('finds what a page gets wrong, in the page and in a frame of the same origin', async ({ page }) => {
    await page.goto('/');
    await waitForPage(page);
    expect(await axeFindings(page)).toEqual([]);
    await page.evaluate(() => {
      const button = document.createElement('button');
      document.querySelector('main')!.append(button);
      // A frame of the page's own origin: axe must look inside it too.
      const frame = document.createElement('iframe');
      frame.title = 'planted';
      document.querySelector('main')!.append(frame);
      // Built node by node: the page's Trusted Types policy refuses markup from a string.
      const inner = frame.contentDocument!;
      inner.documentElement.lang = 'vi';
      inner.title = 'planted';
      inner.body.append(Object.assign(inner.createElement('img'), { src: '/favicon.ico' }));
    });
    const findings = await axeFindings(page);
    expect(findings).toEqual([expect.stringMatching(/^critical button-name: /), expect.stringMatching(/^critical image-alt: .*iframe.* img/)]);
  });
});

test.describe('loaded', () => {
  test('the embedded pages, on their own (HTML and CSS, no app)', async ({ page }) => {
    for (const path of pagesOf(routeList.filter((route) => route.kind === 'embed'))) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoViolations(page, path);
    }
  });
});

test.describe('empty', () => {
  test('a recording and an event with nothing in them', async ({ page }) => {
    for (const path of [routes.recording.href(seed.recordings.quiet.uid), routes.event.href(seed.events.empty)]) {
      await page.goto(path);
      await waitForPage(page);
      await expectNoViolations(page, path);
    }
  });
  test('transaction history with nothing in it', async ({ page }) => {
    await signInAs(page, QUIET_USER);
    await page.goto(routes.transactionHistory.href());
    await waitForPage(page);
    await expectNoViolations(page);
  });
});

test.describe('not found and failed', () => {
  test('not-found states', async ({ page }) => {
    test.slow();
    for (const path of [
      '/khong-co-trang-nay',
      routes.recording.href(seed.recordings.unknown.uid),
      routes.room.href(seed.rooms.unknown),
      routes.event.href(seed.events.unknown),
      routes.recharge.href(seed.users.unknown),
    ]) {
      await page.goto(path);
      await waitForPage(page);
      await expectNoViolations(page, path);
    }
  });

  for (const path of [
    routes.recording.href(seed.recordings.audio.uid),
    routes.room.href(seed.rooms.live),
    routes.event.href(seed.events.running),
    routes.recharge.href(seed.users.other),
  ]) {
    test(`${path} (the API fails)`, async ({ page }) => {
      await servedAsShell(page);
      await page.route('**/v1/**', (route) =>
        route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Lỗi máy chủ","code":"INTERNAL"}' }),
      );
      await page.goto(path);
      await expect(page.getByRole('button', { name: 'Thử lại' }).first()).toBeVisible({ timeout: 15_000 });
      await expectNoViolations(page);
    });
  }

  test('transaction history (the API fails)', async ({ page }) => {
    await signInAs(page, seed.users.owner);
    await page.route('**/v1/diamonds/transaction-history**', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Lỗi máy chủ","code":"INTERNAL"}' }),
    );
    await page.goto(routes.transactionHistory.href());
    await expect(page.getByRole('button', { name: 'Thử lại' }).first()).toBeVisible({ timeout: 15_000 });
    await expectNoViolations(page);
  });
});
