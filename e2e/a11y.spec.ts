import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { routeList, routes } from '../src/lib/routes';
import { seed } from '../src/mocks/seed';
import { signInAs } from './auth';
import { budgetWalk, expect, servedAsShell, test, waitForPage } from './fixtures';
import { stubGoogle } from './googleStub';
import { appRoutes, pagesOf } from './routeItems';

/** Someone no other spec touches, whose history is empty. */
const QUIET_USER = '100007';

async function expectNoViolations(page: Page, where = page.url()) {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const summary = violations.map((v) => `${v.impact} ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expect(summary, where).toEqual([]);
}

/** The pages a signed-out visitor may open: the shell's routes without an account, on every item of e2e/routeItems.ts. */
const publicPages = pagesOf(
  appRoutes.filter((route) => !route.account),
  { every: true },
);

const accountPages = [
  routes.transactionHistory.href(),
  routes.lookback2022.href(),
  routes.transfer.href(seed.users.other),
  routes.uploadVideo.href(),
  routes.uploadYoutube.href(),
  routes.reportViolation.href({ type: 'recording', id: seed.recordings.audio.uid }),
];

/** Pages are checked in groups on one page each: a browser context per route costs more than axe. */
const inGroups = <T>(items: T[], size: number) =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, i * size + size));

test.describe('loaded', () => {
  for (const group of inGroups(publicPages, 5)) {
    test(group.join(' '), async ({ page }) => {
      budgetWalk(group.length);
      await stubGoogle(page);
      for (const path of group) {
        await page.goto(path);
        await waitForPage(page);
        await expectNoViolations(page, path);
      }
    });
  }
  test('the embedded pages, on their own (HTML and CSS, no app)', async ({ page }) => {
    for (const path of pagesOf(routeList.filter((route) => route.kind === 'embed'))) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoViolations(page, path);
    }
  });
  test('pages that need an account (signed in)', async ({ page }) => {
    budgetWalk(accountPages.length);
    await signInAs(page, seed.users.owner);
    for (const path of accountPages) {
      await page.goto(path);
      await waitForPage(page);
      await expectNoViolations(page, path);
    }
  });
  test('the account menu, open', async ({ page }) => {
    await signInAs(page, seed.users.owner);
    await page.goto(routes.terms.href());
    await waitForPage(page);
    await page
      .getByRole('banner')
      .getByRole('button', { name: /mở menu tài khoản/ })
      .click();
    await expectNoViolations(page);
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
