import type { Page } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import { E2E_DIST_DIR } from '../playwright.config';
import { paths } from '../src/lib/paths';
import { SESSION_KEY } from '../src/features/auth/sessionKey';
import { seed } from '../src/mocks/seed';
import { expect, test, waitForPage } from './fixtures';
import { blockGoogle, stubGoogle } from './googleStub';

const googleButton = (page: Page) =>
  page.getByRole('button', { name: 'Đăng nhập bằng Google' });

test('sign in with Google, return to next, survive a reload, sign out', async ({ page }) => {
  await stubGoogle(page, { accessToken: seed.googleTokens.owner });
  const next = paths.transactionHistory.href({ page: 2 });
  await page.goto(next);
  // A page that needs an account sends the visitor to sign in first.
  await expect(page).toHaveURL(`${paths.login.path}?next=${encodeURIComponent(next)}`);
  await googleButton(page).click();
  await expect(page).toHaveURL(next);

  // What the app asked Google for.
  const asked = await page.evaluate(() => (window as unknown as { __googleRequests: unknown[] }).__googleRequests);
  expect(asked).toEqual([{ scope: 'profile email', prompt: 'select_account', client_id: expect.any(String) }]);

  const header = page.getByRole('banner');
  await expect(header.getByRole('button', { name: /Nguyễn Thu Trang/ })).toBeVisible();

  // The session lives in sessionStorage only, and never in the URL.
  const stored = await page.evaluate((key) => ({ session: sessionStorage.getItem(key), local: localStorage.length }), SESSION_KEY);
  expect(JSON.parse(stored.session!)).toMatchObject({ token: expect.any(String) });
  expect(stored.local).toBe(0);
  expect(page.url()).not.toContain(JSON.parse(stored.session!).token);

  await page.reload();
  await waitForPage(page);
  await expect(page).toHaveURL(next);
  await expect(header.getByRole('button', { name: /Nguyễn Thu Trang/ })).toBeVisible();

  await header.getByRole('button', { name: /Nguyễn Thu Trang/ }).click();
  await header.getByRole('button', { name: 'Đăng xuất' }).click();
  // Signed out on a page that needs an account: off to sign in again.
  await expect(page).toHaveURL(new RegExp(`${paths.login.path}\\?next=`));
  expect(await page.evaluate((key) => sessionStorage.getItem(key), SESSION_KEY)).toBeNull();
  await page.reload();
  await expect(googleButton(page)).toBeVisible();
});

test('a next pointing at another site is refused', async ({ page }) => {
  await stubGoogle(page);
  await page.goto(`${paths.login.path}?next=${encodeURIComponent('//evil.example/steal')}`);
  await googleButton(page).click();
  await expect(page).toHaveURL('/');
  await expect(page.locator('#features')).toBeAttached();
});

test('a refused Google account is explained, and nothing is stored', async ({ page }) => {
  await stubGoogle(page, { accessToken: seed.googleTokens.invalid });
  await page.goto(paths.login.href());
  await googleButton(page).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Đăng nhập chưa thành công' })).toBeVisible();
  expect(await page.evaluate((key) => sessionStorage.getItem(key), SESSION_KEY)).toBeNull();
});

test('without Google’s script the button stays disabled and the page says why', async ({ page }) => {
  await blockGoogle(page);
  await page.goto(paths.login.href());
  await expect(page.getByText('Không tải được dịch vụ đăng nhập của Google', { exact: false })).toBeVisible();
  await expect(page.getByRole('button', { name: /Google/ }).first()).toBeDisabled();
});

test('no other page loads Google’s script', async ({ page }) => {
  const google: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('accounts.google.com')) google.push(request.url());
  });
  await page.goto(paths.home.href());
  await waitForPage(page);
  await page.goto(paths.recharge.href(seed.users.other));
  await waitForPage(page);
  expect(google).toEqual([]);
});

test('the sandbox sign-in is compiled out of a build with a Google client id', async ({ page }) => {
  const assets = path.join(E2E_DIST_DIR, 'assets');
  const files = fs.readdirSync(assets).filter((f) => f.endsWith('.js'));
  expect(files.length).toBeGreaterThan(5);
  expect(files.filter((f) => f.startsWith('sandbox-sign-in'))).toEqual([]);
  for (const file of files) {
    expect(fs.readFileSync(path.join(assets, file), 'utf8'), file).not.toContain('Đăng nhập thử');
  }
  await page.goto(paths.login.href());
  await expect(page.getByRole('button', { name: /Google/ })).toBeAttached();
  await expect(page.getByText('Đăng nhập thử')).toHaveCount(0);
});
