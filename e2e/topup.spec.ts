// "Nạp kim cương" by ID (src/pages/TopUp): from the home page, the header and the account menu, on a
// 360 px phone in Chrome and in Zalo's web view. The public user call is the one request it makes.
import type { Page, Request } from '@playwright/test';
import { USER_AGENTS as UA } from '../__tests__/support/userAgents';
import type { User } from '../src/api/contract';
import { routes, userByUidRequest } from '../src/lib/routes';
import { seed } from '../src/mocks/seed';
import { apiData } from './apiData';
import { signInAs } from './auth';
import { expect, test, waitForPage } from './fixtures';

test.use({ viewport: { width: 360, height: 800 } });

/** The API calls the page makes from now on. */
const watchApi = (page: Page) => {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/v1/')) seen.push(request);
  });
  return seen;
};

const userOf = (page: Page, uid: string) => apiData<User>(page.request, userByUidRequest(uid));

const idField = (page: Page) => page.getByLabel(/^ID người nhận/);
const search = (page: Page) => page.getByRole('button', { name: 'Tìm người nhận' });

for (const [browser, userAgent] of [
  ['Chrome', UA.chromeAndroid],
  ['Zalo', UA.zaloAndroid],
] as const) {
  test.describe(`in ${browser}`, () => {
    test.use({ userAgent });

    test('from the home page: an ID typed, the receiver shown from the API, then on to the bank page', async ({ page }) => {
      // Someone with a picture: the avatar shown is the API's.
      const receiver = await userOf(page, seed.users.poor);
      expect(receiver.avatar_url).toBeTruthy();
      await page.goto(routes.home.href());
      await waitForPage(page);
      await page.locator('#main').getByRole('link', { name: 'Nạp kim cương' }).click();
      await expect(page).toHaveURL(routes.topUp.href());
      await expect(page.getByRole('heading', { level: 1, name: 'Nạp kim cương' })).toBeVisible();

      const api = watchApi(page);
      await idField(page).fill(receiver.uid);
      await idField(page).press('Enter');
      const found = page.locator('.topup__found');
      await expect(found.getByRole('heading', { name: 'Nạp cho người này?' })).toBeFocused();
      await expect(found.getByText(receiver.name, { exact: true })).toBeVisible();
      await expect(found.getByText(`ID ${receiver.uid}`)).toBeVisible();
      const avatar = found.locator('img');
      await expect(avatar).toHaveAttribute('src', receiver.avatar_url!);
      // Only the public call, with no session.
      expect(api.map((request) => `${request.method()} ${new URL(request.url()).pathname}`)).toEqual([`GET /v1/users/uid/${receiver.uid}`]);
      expect(await api[0]!.headerValue('authorization')).toBeNull();

      await expect(found.getByRole('link', { name: 'Nạp bằng thẻ' })).toHaveAttribute('href', routes.recharge.href(receiver.uid));
      await found.getByRole('link', { name: 'Chuyển khoản ngân hàng' }).click();
      await expect(page).toHaveURL(routes.rechargeBank.href(receiver.uid));
      await expect(page.locator('#main').getByText(receiver.name).first()).toBeVisible();
    });

    test('an unknown ID is said next to the field; a malformed one sends nothing', async ({ page }) => {
      await page.goto(routes.topUp.href());
      await waitForPage(page);
      const api = watchApi(page);

      for (const typed of ['12 34', '../users/owner', 'khôi']) {
        await idField(page).fill(typed);
        await search(page).click();
        await expect(page.locator('.field__error')).toBeVisible();
        await expect(idField(page)).toHaveAttribute('aria-invalid', 'true');
        await expect(idField(page)).toHaveValue(typed);
      }
      expect(api).toEqual([]);

      await idField(page).fill(seed.users.unknown);
      await search(page).click();
      await expect(page.locator('.field__error')).toHaveText(`Không tìm thấy tài khoản nào có ID “${seed.users.unknown}”. Hãy kiểm tra lại ID.`);
      await expect(page.getByRole('button', { name: 'Thử lại' })).toHaveCount(0);
      expect(api.map((request) => new URL(request.url()).pathname)).toEqual([`/v1/users/uid/${seed.users.unknown}`]);
    });
  });
}

test('the header links to it on a 360 px phone, named in full for screen readers', async ({ page }) => {
  await page.goto(routes.terms.href());
  await waitForPage(page);
  const link = page.getByRole('banner').getByRole('link', { name: 'Nạp kim cương theo ID' });
  await expect(link).toBeVisible();
  await expect(link).toBeInViewport();
  await link.click();
  await expect(page).toHaveURL(routes.topUp.href());
});

test('signed in: the account menu links to it, and one tap offers one’s own ID', async ({ page }) => {
  await signInAs(page, seed.users.owner);
  const owner = await userOf(page, seed.users.owner);
  await page.goto(routes.transactionHistory.href());
  await waitForPage(page);
  await page
    .getByRole('banner')
    .getByRole('button', { name: new RegExp(owner.name) })
    .click();
  await page.getByRole('banner').getByRole('link', { name: 'Nạp kim cương', exact: true }).click();
  await expect(page).toHaveURL(routes.topUp.href());
  await page.getByRole('button', { name: `Nạp cho chính tôi (ID ${owner.uid})` }).click();
  const found = page.locator('.topup__found');
  await expect(found.getByText(owner.name)).toBeVisible();
  await expect(found.getByText('(bạn)')).toBeVisible();
  await expect(idField(page)).toHaveValue(owner.uid);
});

test('a server fault with an English note is said in Vietnamese, with "Thử lại" that works', async ({ page }) => {
  let faulty = true;
  await page.route('**/v1/users/uid/**', (route) =>
    faulty
      ? route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message: 'Internal', code: 'INTERNAL' }) })
      : route.fallback(),
  );
  await page.goto(routes.topUp.href());
  await waitForPage(page);
  await idField(page).fill(seed.users.other);
  await search(page).click();
  const alert = page.locator('#main').getByRole('alert');
  await expect(alert).toContainText('Máy chủ đang gặp sự cố. Hãy thử lại sau ít phút.', { timeout: 15_000 });
  await expect(page.locator('#main')).not.toContainText('Internal');
  faulty = false;
  await alert.getByRole('button', { name: 'Thử lại' }).click();
  await expect(page.locator('.topup__found').getByText(`ID ${seed.users.other}`)).toBeVisible();
});
