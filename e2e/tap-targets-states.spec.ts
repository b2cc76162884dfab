// Every control is at least 44×44 CSS px at 360 px wide in the states a route only reaches after taps
// (issue 36): phone-walk.spec.ts measures each route as it opens; here, what the money pages show
// next: a guest's bank order (copy buttons, bank-app links, the QR to keep), the kept orders after a
// reload, a refusal and a limit, a receiver found by ID, the confirmation dialogs and the outcome of a
// top-up, a server fault with "Thử lại". The rules and exemptions are those of phone-walk.spec.ts. Each
// state's counts are checked as phone-walk.spec.ts checks every route's.
import type { Page } from '@playwright/test';
import { USER_AGENTS as UA } from '../__tests__/support/userAgents';
import { routes } from '../src/lib/routes';
import { seed } from '../src/mocks/seed';
import { signInAs } from './auth';
import { expect, test, waitForPage } from './fixtures';
import { playAddress, useUpGuestAllowance } from './guestOrders';
import { asInAppBrowser } from './inAppBrowser';
import { phonePageFindings } from './tapTargets';

/** A user only this spec tops up, so no other spec's balance moves. */
const CARD_USER = '100012';

/** What `state` shows that it should not (e2e/tapTargets.ts phonePageFindings), in one list. */
async function measure(page: Page, state: string, { modal = false } = {}) {
  const { smallTargets, partedCounts } = await phonePageFindings(page, state, { modal });
  return [...smallTargets, ...partedCounts];
}

for (const [browser, userAgent] of [
  ['Zalo on Android', UA.zaloAndroid],
  ['Facebook on iOS', UA.facebookIos],
] as const) {
  test.describe(`at 360×800 in ${browser}`, () => {
    test.use({ userAgent, viewport: { width: 360, height: 800 }, isMobile: true, hasTouch: true });
    test.beforeEach(({ page }) => asInAppBrowser(page));

    test('a guest’s bank order, the kept orders after a reload, and the missing bank’s error', async ({ page }) => {
      await playAddress(page);
      const found: string[] = [];
      await page.goto(routes.rechargeBankId.href(seed.users.other));
      await waitForPage(page);
      await page.getByRole('button', { name: 'Tạo lệnh chuyển khoản' }).click();
      await expect(page.getByRole('radiogroup', { name: /Chọn ngân hàng nhận/ })).toHaveAttribute('aria-invalid', 'true');
      found.push(...(await measure(page, 'no bank chosen')));

      await page.goto(routes.rechargeBank.href(seed.users.other));
      await waitForPage(page);
      await page.getByRole('radio', { name: /^1\.000 kim cương/ }).check();
      await page.getByRole('button', { name: 'Tạo lệnh chuyển khoản' }).click();
      await expect(page.getByRole('heading', { name: 'Lệnh nạp đã tạo: hãy chuyển khoản' })).toBeVisible();
      await expect(page.getByRole('img', { name: /^Mã VietQR/ }).first()).toBeVisible();
      found.push(...(await measure(page, 'order made')));

      await page.reload();
      await waitForPage(page);
      await expect(page.getByRole('region', { name: 'Lệnh nạp của bạn' }).getByRole('listitem').first()).toBeVisible();
      found.push(...(await measure(page, 'order kept, after a reload')));
      expect(found).toEqual([]);
    });

    test('the guest limit’s refusal', async ({ page }) => {
      await useUpGuestAllowance(page);
      await page.goto(routes.rechargeBank.href(seed.users.other));
      await waitForPage(page);
      await page.getByRole('button', { name: 'Tạo lệnh chuyển khoản' }).click();
      await expect(page.getByRole('heading', { name: 'Hãy đợi một lúc rồi tạo lệnh' })).toBeVisible();
      expect(await measure(page, 'guest limit')).toEqual([]);
    });

    test('a receiver found by ID, an unknown ID, and a server fault with “Thử lại”', async ({ page }) => {
      await signInAs(page, seed.users.owner);
      const found: string[] = [];
      await page.goto(routes.topUp.href());
      await waitForPage(page);
      const field = page.getByLabel(/^ID người nhận/);
      await field.fill(seed.users.other);
      await page.getByRole('button', { name: 'Tìm người nhận' }).click();
      await expect(page.locator('.topup__found').getByText(`ID ${seed.users.other}`)).toBeVisible();
      found.push(...(await measure(page, 'receiver found')));

      await field.fill(seed.users.unknown);
      await page.getByRole('button', { name: 'Tìm người nhận' }).click();
      await expect(page.locator('.field__error')).toBeVisible();
      found.push(...(await measure(page, 'unknown ID')));

      await page.route('**/v1/users/uid/**', (route) =>
        route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message: 'Internal', code: 'INTERNAL' }) }),
      );
      await field.fill(seed.users.poor);
      await page.getByRole('button', { name: 'Tìm người nhận' }).click();
      await expect(page.locator('#main').getByRole('button', { name: 'Thử lại' })).toBeVisible({ timeout: 15_000 });
      found.push(...(await measure(page, 'server fault')));
      expect(found).toEqual([]);
    });

    test('a card top-up’s confirmation and outcome, and a transfer’s confirmation', async ({ page }) => {
      await signInAs(page, CARD_USER);
      const found: string[] = [];
      await page.goto(routes.recharge.href(CARD_USER));
      await waitForPage(page);
      await page.getByRole('radio', { name: /^100 kim cương/ }).check();
      await page.getByRole('button', { name: 'Nạp kim cương' }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      found.push(...(await measure(page, 'top-up confirmation', { modal: true })));
      await dialog.getByRole('button', { name: /^Nạp / }).click();
      await expect(page.getByRole('heading', { name: 'Nạp kim cương thành công' })).toBeVisible();
      found.push(...(await measure(page, 'top-up done')));

      await page.goto(routes.transfer.href(seed.users.other));
      await waitForPage(page);
      await page.getByLabel('Số kim cương muốn chuyển').fill('1');
      await page.getByRole('button', { name: 'Chuyển kim cương' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      found.push(...(await measure(page, 'transfer confirmation', { modal: true })));
      expect(found).toEqual([]);
    });
  });
}
