import type { Page } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import { E2E_DIST_DIR, E2E_GOOGLE_CLIENT_ID } from '../playwright.config';
import { routes } from '../src/lib/routes';
import { SESSION_KEY } from '../src/features/auth/sessionKey';
import { seed } from '../src/mocks/seed';
import { signInAs } from './auth';
import { expect, test, waitForPage } from './fixtures';
import { blockGoogle, stubGoogle } from './googleStub';

const googleButton = (page: Page) => page.getByRole('button', { name: 'Đăng nhập bằng Google' });

test('sign in with Google’s code flow, return to next, survive a reload, sign out', async ({ page }) => {
  await stubGoogle(page, { code: seed.googleCodes.owner });
  const next = routes.transactionHistory.href({ page: 2 });
  await page.goto(next);
  // A page that needs an account sends the visitor to sign in first.
  await expect(page).toHaveURL(`${routes.login.path}?next=${encodeURIComponent(next)}`);
  const login = page.waitForRequest((request) => request.url().endsWith('/v1/auth/web/login') && request.method() === 'POST');
  await googleButton(page).click();
  await expect(page).toHaveURL(next);

  // What the app asked Google for: a code for this client id, profile and e-mail, the account chooser.
  const asked = await page.evaluate(() => (window as unknown as { __googleRequests: unknown[] }).__googleRequests);
  expect(asked).toEqual([{ client_id: E2E_GOOGLE_CLIENT_ID, scope: 'openid profile email', select_account: true, ux_mode: 'popup' }]);
  // What the server got: Google's answer as it came, the code and the granted scope.
  const body = (await login).postDataJSON() as Record<string, unknown>;
  expect(body).toMatchObject({ code: seed.googleCodes.owner, scope: expect.stringContaining('openid') });
  expect(body).not.toHaveProperty('access_token');

  const header = page.getByRole('banner');
  await expect(header.getByRole('button', { name: /Nguyễn Thu Trang/ })).toBeVisible();

  // The session lives in localStorage (every tab of the site finds it there), and never in the URL.
  const stored = await page.evaluate((key) => ({ session: localStorage.getItem(key), tab: sessionStorage.getItem(key) }), SESSION_KEY);
  expect(JSON.parse(stored.session!)).toMatchObject({ token: expect.any(String) });
  expect(stored.tab).toBeNull();
  expect(page.url()).not.toContain((JSON.parse(stored.session!) as { token: string }).token);

  await page.reload();
  await waitForPage(page);
  await expect(page).toHaveURL(next);
  await expect(header.getByRole('button', { name: /Nguyễn Thu Trang/ })).toBeVisible();

  await header.getByRole('button', { name: /Nguyễn Thu Trang/ }).click();
  await header.getByRole('button', { name: 'Đăng xuất' }).click();
  // Signed out on a page that needs an account: off to sign in again.
  await expect(page).toHaveURL(new RegExp(`${routes.login.path}\\?next=`));
  expect(await page.evaluate((key) => localStorage.getItem(key), SESSION_KEY)).toBeNull();
  await page.reload();
  await expect(googleButton(page)).toBeVisible();
});

test('a link opened in a new tab is signed in too; signing out in one tab signs out the others', async ({ page, context }) => {
  await signInAs(page, seed.users.owner);
  const account = (tab: Page) => tab.getByRole('banner').getByRole('button', { name: /Nguyễn Thu Trang/ });
  const signIn = (tab: Page) => tab.getByRole('banner').getByRole('link', { name: 'Đăng nhập' });
  await page.goto(routes.transactionHistory.href());
  await waitForPage(page);
  await expect(account(page)).toBeVisible();

  // A new tab (as a link with target=_blank, or "open in new tab", makes): no init script, nothing
  // copied from the first tab but what the site's storage holds.
  const second = await context.newPage();
  await second.goto(routes.uploadVideo.href());
  await waitForPage(second);
  await expect(second).toHaveURL(routes.uploadVideo.href());
  await expect(account(second)).toBeVisible();
  // And a page without the store (the landing page's header reads the saved session itself).
  const third = await context.newPage();
  await third.goto(routes.home.href());
  await expect(third.locator('#features')).toBeAttached();
  await expect(signIn(third)).toHaveCount(0);

  await account(second).click();
  await second.getByRole('banner').getByRole('button', { name: 'Đăng xuất' }).click();
  await expect(second).toHaveURL(new RegExp(`${routes.login.path}\\?next=`));

  // The first tab, on a page that needs an account, is sent to sign in; the third shows "Đăng nhập".
  await expect(page).toHaveURL(`${routes.login.path}?next=${encodeURIComponent(routes.transactionHistory.href())}`);
  await expect(account(page)).toHaveCount(0);
  await expect(signIn(third)).toBeVisible();
  await expect(account(third)).toHaveCount(0);
  expect(await page.evaluate((key) => localStorage.getItem(key), SESSION_KEY)).toBeNull();
});

test('a closed popup is taken calmly, and the keyboard signs in on the next try', async ({ page }) => {
  await stubGoogle(page, { outcomes: ['popup_closed'], popupMs: 600 });
  const next = routes.uploadVideo.href();
  await page.goto(routes.login.href(next));
  const button = googleButton(page);
  await button.focus();
  await page.keyboard.press('Enter');
  // While Google's popup is open the button says so, and keeps the focus.
  const waiting = page.getByRole('button', { name: 'Đang chờ bạn chọn tài khoản Google…' });
  await expect(waiting).toHaveAttribute('aria-busy', 'true');
  await expect(waiting).toBeFocused();

  await expect(page.getByRole('status').filter({ hasText: 'Bạn đã đóng cửa sổ của Google' })).toBeVisible();
  await expect(button).toBeFocused();
  await expect(button).not.toHaveAttribute('aria-disabled', 'true');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(next);
  expect(await page.evaluate(() => (window as unknown as { __googleRequests: unknown[] }).__googleRequests)).toHaveLength(2);
});

test('a blocked popup is explained', async ({ page }) => {
  await stubGoogle(page, { outcomes: ['popup_failed_to_open'] });
  await page.goto(routes.login.href());
  await googleButton(page).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Trình duyệt đã chặn cửa sổ đăng nhập của Google' })).toBeVisible();
  await expect(googleButton(page)).toBeEnabled();
});

test('a next pointing at another site is refused', async ({ page }) => {
  await stubGoogle(page);
  await page.goto(`${routes.login.path}?next=${encodeURIComponent('//evil.example/steal')}`);
  await googleButton(page).click();
  await expect(page).toHaveURL('/');
  await expect(page.locator('#features')).toBeAttached();
});

test('a code the server refuses is explained with its reason, and nothing is stored', async ({ page }) => {
  await stubGoogle(page, { code: seed.googleCodes.invalid });
  await page.goto(routes.login.href());
  await googleButton(page).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Đăng nhập chưa thành công: Tài khoản Google không hợp lệ.' })).toBeVisible();
  expect(await page.evaluate((key) => localStorage.getItem(key), SESSION_KEY)).toBeNull();
  await expect(page).toHaveURL(routes.login.href());
});

test('without Google’s script the page says why, and “Thử lại” loads it again', async ({ page }) => {
  await blockGoogle(page);
  const next = routes.lookback2022.href();
  await page.goto(routes.login.href(next));
  await expect(page.getByText('Không tải được dịch vụ đăng nhập của Google', { exact: false })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Không tải được Google' })).toBeDisabled();

  // The network is back.
  await stubGoogle(page);
  await page.getByRole('button', { name: 'Thử lại' }).click();
  await expect(googleButton(page)).toBeFocused();
  await expect(page.getByText('Không tải được dịch vụ đăng nhập của Google', { exact: false })).toHaveCount(0);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(next);
});

test('no other page loads Google’s script', async ({ page }) => {
  const google: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('accounts.google.com')) google.push(request.url());
  });
  await page.goto(routes.home.href());
  await waitForPage(page);
  await page.goto(routes.recharge.href(seed.users.other));
  await waitForPage(page);
  expect(google).toEqual([]);
});

test('the sandbox sign-in is compiled out of a build with a Google client id', async ({ page }) => {
  const assets = path.join(E2E_DIST_DIR, 'assets');
  const files = fs.readdirSync(assets).filter((f) => f.endsWith('.js'));
  expect(files.length).toBeGreaterThan(5);
  for (const file of files) {
    expect(fs.readFileSync(path.join(assets, file), 'utf8'), file).not.toContain('Đăng nhập thử');
  }
  await page.goto(routes.login.href());
  await expect(page.getByRole('button', { name: /Google/ })).toBeAttached();
  await expect(page.getByText('Đăng nhập thử')).toHaveCount(0);
});
