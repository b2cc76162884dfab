import type { Page, Request } from '@playwright/test';
import jsQR from 'jsqr';
import { formatCount } from '../src/lib/format';
import { routes } from '../src/lib/routes';
import { DEFAULT_BANK } from '../src/features/diamonds/lib/banks';
import { hasValidCrc, readTlv } from '../src/features/diamonds/lib/vietqr';
import { seed } from '../src/mocks/seed';
import { balanceOf, signInAs } from './auth';
import { expect, runPageTimers, test, waitForPage } from './fixtures';

// Balances are compared before/after, on users no other spec changes: the sandbox is shared by every
// test running in parallel. Each test here that moves diamonds has its own user.
const TOP_UP_USER = '100004';
const DOUBLE_CLICK_USER = '100005';

/** POSTs to a /v1 path, as the browser sends them. */
function postsTo(page: Page, path: string) {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === path) seen.push(request);
  });
  return seen;
}

test('a top-up raises the balance and shows in the history', async ({ page }) => {
  const session = await signInAs(page, TOP_UP_USER);
  const before = await balanceOf(page.request, session);
  await page.goto(routes.recharge.href(TOP_UP_USER));
  await waitForPage(page);
  await page.getByRole('radio', { name: /^1\.000 kim cương/ }).check();
  await page.getByRole('button', { name: 'Nạp kim cương' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('1.070 kim cương');
  await dialog.getByRole('button', { name: /^Nạp / }).click();

  await expect(page.getByRole('heading', { name: 'Nạp kim cương thành công' })).toBeVisible();
  expect(await balanceOf(page.request, session)).toBe(before + 1070);
  await expect(page.getByText(/Số dư mới/)).toContainText(`${formatCount(before + 1070)} kim cương`);
  // The header's balance follows too (the owner is refetched after any money call).
  await expect(page.getByRole('banner')).toContainText(formatCount(before + 1070));

  await page.getByRole('link', { name: 'Xem lịch sử giao dịch' }).click();
  await waitForPage(page);
  const newest = page.getByRole('list', { name: 'Giao dịch' }).getByRole('listitem').first();
  await expect(newest).toContainText('Nạp kim cương');
  await expect(newest).toContainText('+1.070');
  await expect(newest).toContainText(`Số dư ${formatCount(before + 1070)}`);
  await expect(newest).toContainText('Thành công');
});

test('a double click on confirm sends one request', async ({ page }) => {
  const session = await signInAs(page, DOUBLE_CLICK_USER);
  const before = await balanceOf(page.request, session);
  const posts = postsTo(page, '/v1/diamonds/increase');
  // The page's timers on a clock the test can move (at the real pace until it does).
  await page.clock.install();
  await page.goto(routes.recharge.href(DOUBLE_CLICK_USER));
  await waitForPage(page);
  await page.getByRole('radio', { name: /^100 kim cương/ }).check();
  await page.getByRole('button', { name: 'Nạp kim cương' }).click();
  await page.getByRole('dialog').getByRole('button', { name: /^Nạp / }).dblclick();
  await expect(page.getByRole('heading', { name: 'Nạp kim cương thành công' })).toBeVisible();
  // A second request, had there been one, has left: the second click's came before the first's answer
  // that the heading shows; one a timer would send is made now (300 ms of timers at once); a round trip
  // to the page lets either be seen.
  await runPageTimers(page, 300);
  expect(posts).toHaveLength(1);
  expect(await balanceOf(page.request, session)).toBe(before + 100);
});

test('a transfer above the balance is refused before anything is sent', async ({ page }) => {
  const session = await signInAs(page, seed.users.poor);
  const balance = await balanceOf(page.request, session);
  const posts = postsTo(page, '/v1/diamonds/transfer');
  await page.goto(routes.transfer.href(seed.users.other));
  await waitForPage(page);
  const amount = page.getByLabel('Số kim cương muốn chuyển');
  await amount.fill(String(balance + 1));
  await page.getByRole('button', { name: 'Chuyển kim cương' }).click();
  await expect(amount).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(`Số dư của bạn chỉ có ${formatCount(balance)} kim cương.`)).toBeVisible();
  await expect(page.getByRole('dialog')).toBeHidden();
  expect(posts).toHaveLength(0);
  expect(await balanceOf(page.request, session)).toBe(balance);
});

/** The QR code as the screen shows it: a screenshot of the element, turned into pixels by the browser. */
async function decodeQr(page: Page): Promise<string> {
  const qr = page.getByRole('img', { name: /^Mã VietQR/ });
  await expect(qr).toBeVisible();
  // Centred, so the sticky header never covers part of it in the screenshot.
  await qr.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  const png = (await qr.screenshot({ scale: 'css' })).toString('base64');
  // Decoded to RGBA by the browser (no PNG library here), sent back as base64: fast even for big images.
  const { width, height, rgba } = await page.evaluate(async (base64) => {
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const context = canvas.getContext('2d')!;
    context.drawImage(bitmap, 0, 0);
    const { data } = context.getImageData(0, 0, bitmap.width, bitmap.height);
    let binary = '';
    for (let i = 0; i < data.length; i += 0x8000) binary += String.fromCharCode(...data.subarray(i, i + 0x8000));
    return { width: bitmap.width, height: bitmap.height, rgba: btoa(binary) };
  }, png);
  const pixels = new Uint8ClampedArray(Buffer.from(rgba, 'base64'));
  const code = jsQR(pixels, width, height);
  if (!code) throw new Error('no QR code could be read from the screenshot');
  return code.data;
}

test('a bank order shows a scannable VietQR code with its exact amount and its own memo', async ({ page }) => {
  await signInAs(page);
  await page.goto(routes.rechargeBank.href(seed.users.other));
  await waitForPage(page);
  await page.getByRole('radio', { name: /^2\.500 kim cương/ }).check();
  await page.getByRole('button', { name: 'Tạo lệnh chuyển khoản' }).click();
  await expect(page.getByRole('heading', { name: 'Lệnh nạp đã tạo: hãy chuyển khoản' })).toBeVisible();
  const memo = (await page.locator('.bank-details__row', { hasText: 'Nội dung chuyển khoản' }).locator('.bank-details__value').textContent()) ?? '';
  expect(memo).toMatch(/^HATVUI [A-Z2-9]{8}$/);

  const payload = await decodeQr(page);
  expect(hasValidCrc(payload)).toBe(true);
  const tags = readTlv(payload);
  expect(tags['54']).toBe('500000');
  expect(readTlv(tags['62']!)['08']).toBe(memo);
  expect(readTlv(readTlv(tags['38']!)['01']!)).toEqual({ '00': DEFAULT_BANK.bin, '01': DEFAULT_BANK.accountNumber });
});

test('the transaction history moves between pages in the URL', async ({ page }) => {
  await signInAs(page, seed.users.owner);
  await page.goto(routes.transactionHistory.href());
  await waitForPage(page);
  const rows = page.getByRole('list', { name: 'Giao dịch' }).getByRole('listitem');
  await expect(rows).toHaveCount(seed.perPage);
  const firstOfPageOne = await rows.first().textContent();

  const pager = page.getByRole('navigation', { name: 'Phân trang' });
  await pager.getByRole('link', { name: /Sau/ }).click();
  await expect(page).toHaveURL(/\/transaction-history\?page=2$/);
  await expect(pager.locator('[aria-current="page"]')).toHaveText(/2/);
  await expect(rows).toHaveCount(seed.perPage);
  expect(await rows.first().textContent()).not.toBe(firstOfPageOne);

  await page.getByRole('link', { name: 'Quà tặng' }).click();
  await expect(page).toHaveURL(/\/transaction-history\?filter=gift$/);
  await expect(rows.first()).toContainText(/Tặng quà|Nhận quà/);
  for (const text of await rows.allTextContents()) expect(text).toMatch(/Tặng quà|Nhận quà/);

  await page.reload();
  await waitForPage(page);
  await expect(page.getByRole('link', { name: 'Quà tặng' })).toHaveAttribute('aria-current', 'page');
});
