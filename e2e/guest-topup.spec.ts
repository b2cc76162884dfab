import type { Page, Request } from '@playwright/test';
import type { User } from '../src/api/contract';
import { DEFAULT_BANK, findBank, type ReceivingBank } from '../src/features/diamonds/lib/banks';
import { vietQrPayload } from '../src/features/diamonds/lib/vietqr';
import { routes } from '../src/lib/routes';
import { seed } from '../src/mocks/seed';
import { USER_AGENTS as UA } from '../__tests__/support/userAgents';
import { signInAs } from './auth';
import { expect, test, waitForPage } from './fixtures';
import { playAddress, useUpGuestAllowance } from './guestOrders';
import { expectNoViolations } from './axe';
import { asInAppBrowser } from './inAppBrowser';
import { decodeQrImage } from './qrImage';

// A bank top-up by someone with no account, from a link shared in a chat: inside Zalo's (and Facebook's)
// in-app browser on a 360 px phone, and in Chrome. No sign-in, no way out to another browser: the order
// (QR, account, amount, memo, bank-app links) on the page, kept on the device across a reload; the
// payer's own order followed to "Đã cộng kim cương" when they come back from the bank app; the guest
// limit's 429 said in Vietnamese.

const PHONE = { viewport: { width: 360, height: 800 }, isMobile: true, hasTouch: true } as const;
const PENDING_TITLE = 'Lệnh nạp đã tạo: hãy chuyển khoản';

/** The receiver as the public user call (CONTRACT.md) gives them. */
async function receiverOf(page: Page, uid: string): Promise<User> {
  const response = await page.request.get(`/v1/users/uid/${uid}?is_platform=3`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: User }).data;
}

/** The ways out of an app's browser (OpenInBrowser): Chrome's intent, Safari's scheme, the sign-in hint. */
async function expectNoWayOut(page: Page) {
  await expect(page.locator('a[href*="package=com.android.chrome"], a[href^="x-safari-"]')).toHaveCount(0);
  await expect(page.getByText(/Google không cho đăng nhập/)).toHaveCount(0);
}

/** The QR image in `scope`, decoded as the browser painted it. */
async function decodeQr(page: Page, scope = page.locator('body')) {
  const qr = scope.getByRole('img', { name: /^Mã VietQR/ });
  await expect(qr).toBeVisible();
  return decodeQrImage(qr);
}

interface Order {
  price_vnd: number;
  diamonds: number;
  transfer_content: string;
  bank_id?: string;
}

/** Chooses a package, creates the order and returns the request that carried it and its body. */
async function createOrder(page: Page, pkg: RegExp, path: '/v1/diamonds/manual' | '/v1/diamonds/manual-by-bank' = '/v1/diamonds/manual') {
  await page.getByRole('radio', { name: pkg }).check();
  const sent = page.waitForRequest((request) => new URL(request.url()).pathname === path && request.method() === 'POST');
  await page.getByRole('button', { name: 'Tạo lệnh chuyển khoản' }).click();
  const request = await sent;
  const response = await request.response();
  expect(response?.status()).toBe(200);
  return { request, order: request.postDataJSON() as Order };
}

/** The bank-app links and the QR image carry exactly the order's account, amount and memo. */
async function expectTransferOf(page: Page, order: Order, bank: ReceivingBank) {
  const links = page.getByRole('region', { name: 'Mở ứng dụng ngân hàng' }).first().getByRole('link');
  expect(await links.count()).toBeGreaterThanOrEqual(5);
  for (const href of await links.evaluateAll((all) => all.map((link) => link.getAttribute('href')!))) {
    const url = new URL(href);
    expect(url.origin).toBe('https://dl.vietqr.io');
    expect(url.searchParams.get('ba')).toBe(`${bank.accountNumber}@${bank.vietQrCode}`);
    expect(url.searchParams.get('am')).toBe(String(order.price_vnd));
    expect(url.searchParams.get('tn')).toBe(order.transfer_content);
  }
  expect(await decodeQr(page)).toBe(
    vietQrPayload({ bin: bank.bin, accountNumber: bank.accountNumber, amountVnd: order.price_vnd, memo: order.transfer_content }),
  );
}

/** Headers as the sandbox received them: no Authorization, an Idempotency-Key. */
async function expectGuestRequest(request: Request) {
  const headers = await request.allHeaders();
  expect(headers.authorization).toBeUndefined();
  expect(headers['idempotency-key']).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i);
}

test.describe('a guest bank order in Zalo on Android', () => {
  test.use({ ...PHONE, userAgent: UA.zaloAndroid });

  test('orders with no sign-in and no way out, the POST without Authorization; the order and its QR come back after a reload', async ({ page }) => {
    await asInAppBrowser(page);
    await playAddress(page);
    const visited: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
    });
    const receiver = await receiverOf(page, seed.users.other);
    await page.goto(routes.rechargeBank.href(receiver.uid));
    await waitForPage(page);
    await expect(page.getByText(receiver.name).first()).toBeVisible();
    await expectNoWayOut(page);

    const { request, order } = await createOrder(page, /^2\.500 kim cương/);
    await expectGuestRequest(request);
    await expect(page.getByRole('heading', { name: PENDING_TITLE })).toBeVisible();
    await expectTransferOf(page, order, DEFAULT_BANK);
    await expectNoWayOut(page);

    // Back from the bank app to a reloaded page: the order is shown again, and kept under "Lệnh nạp của bạn".
    await page.reload();
    await waitForPage(page);
    await expect(page.getByRole('heading', { name: PENDING_TITLE })).toBeVisible();
    const list = page.getByRole('region', { name: 'Lệnh nạp của bạn' });
    const kept = list.getByRole('listitem').filter({ hasText: order.transfer_content });
    await expect(kept).toHaveCount(1);
    await expect(kept).toContainText(receiver.name);
    // A guest cannot read the receiver's history: the page says what happens next, and when.
    await expect(kept.getByText(/không xem được trạng thái/)).toBeVisible();
    await expect(kept.getByText(/hết hạn sau 24 giờ/)).toBeVisible();
    // Its QR re-opened from the list is the same transfer.
    await kept.getByText('Xem lại mã QR và thông tin chuyển khoản').click();
    expect(await decodeQr(page, kept)).toBe(
      vietQrPayload({ bin: DEFAULT_BANK.bin, accountNumber: DEFAULT_BANK.accountNumber, amountVnd: order.price_vnd, memo: order.transfer_content }),
    );

    await expectNoViolations(page);

    // The statement credits it: a guest order is an order like any other.
    const credited = await page.request.post('/sandbox/bank-statement', { data: { content: order.transfer_content, amount_vnd: order.price_vnd } });
    expect(credited.status()).toBe(200);
    expect(visited.some((path) => path.startsWith(routes.login.path))).toBe(false);
  });
});

for (const [name, userAgent] of [
  ['Facebook on iOS', UA.facebookIos],
  ['Chrome on Android', UA.chromeAndroid],
] as const) {
  test.describe(`a guest bank order in ${name}`, () => {
    test.use({ ...PHONE, userAgent });

    test('chooses a bank and gets the order there, with no sign-in and no Authorization', async ({ page }) => {
      await playAddress(page);
      const bank = findBank('tcb')!;
      await page.goto(routes.rechargeBankId.href(seed.users.other));
      await waitForPage(page);
      await page.getByRole('button', { name: 'Tạo lệnh chuyển khoản' }).click();
      // Nothing chosen yet: the error is read at the choices.
      const group = page.getByRole('radiogroup', { name: /Chọn ngân hàng nhận/ });
      await expect(group).toHaveAttribute('aria-invalid', 'true');
      await expect(group).toHaveAccessibleDescription(/Hãy chọn một ngân hàng\./);
      await expect(page.getByRole('radio', { name: new RegExp(bank.shortName) })).toHaveAccessibleDescription(/Hãy chọn một ngân hàng\./);
      await expectNoViolations(page);
      await page.getByRole('radio', { name: new RegExp(bank.shortName) }).check();
      await expect(group).not.toHaveAttribute('aria-invalid', 'true');
      const { request, order } = await createOrder(page, /^1\.000 kim cương/, '/v1/diamonds/manual-by-bank');
      await expectGuestRequest(request);
      expect(order.bank_id).toBe(bank.id);
      await expect(page.getByRole('heading', { name: PENDING_TITLE })).toBeVisible();
      await expectTransferOf(page, order, bank);
      await expectNoWayOut(page);
      await expect(page).not.toHaveURL(/\/login/);
    });
  });
}

test.describe('the payer’s own order, followed', () => {
  test.use({ ...PHONE, userAgent: UA.zaloAndroid });

  test('is not looked up while the page is hidden, is re-checked at once on coming back, and shows "Đã cộng kim cương" within 5 s', async ({
    page,
  }) => {
    // The page's visibility as the test sets it (a headless page is always visible): hidden while the
    // payer is in the bank app, visible again when they come back.
    // The page also notes the visibility at each look-up it starts: a request event reaches this test
    // some time after the page sent it (later still on a busy machine), so its arrival cannot say
    // whether the page was hidden when it left.
    const LOOKUP_PATH = '/v1/diamonds/transaction-history';
    await page.addInitScript((lookupPath) => {
      let state: DocumentVisibilityState = 'visible';
      Object.defineProperty(Document.prototype, 'visibilityState', { configurable: true, get: () => state });
      Object.defineProperty(Document.prototype, 'hidden', { configurable: true, get: () => state === 'hidden' });
      const own = window as unknown as { setVisibility: (next: DocumentVisibilityState) => void; lookupsWhile: DocumentVisibilityState[] };
      own.setVisibility = (next) => {
        state = next;
        document.dispatchEvent(new Event('visibilitychange'));
      };
      own.lookupsWhile = [];
      const send = window.fetch.bind(window);
      window.fetch = (input, init) => {
        const url = new URL(input instanceof Request ? input.url : String(input), location.href);
        if (url.pathname === lookupPath) own.lookupsWhile.push(state);
        return send(input, init);
      };
    }, LOOKUP_PATH);
    const lookupsWhileHidden = () =>
      page.evaluate(() => (window as unknown as { lookupsWhile: string[] }).lookupsWhile.filter((state) => state === 'hidden').length);
    const setVisibility = (state: 'hidden' | 'visible') =>
      page.evaluate((next) => (window as unknown as { setVisibility: (s: string) => void }).setVisibility(next), state);
    // The page's timers run on a clock the test can stop: with it stopped on the way back, only a look-up
    // made because the page became visible (not one that was due anyway) can show the credit.
    await page.clock.install();
    await signInAs(page, seed.users.owner);
    const lookups: number[] = [];
    let onTheirWay = 0;
    const isLookup = (request: Request) => new URL(request.url()).pathname === LOOKUP_PATH;
    page.on('request', (request) => {
      if (!isLookup(request)) return;
      lookups.push(Date.now());
      onTheirWay += 1;
    });
    const landed = (request: Request) => {
      if (isLookup(request)) onTheirWay -= 1;
    };
    page.on('requestfinished', landed);
    page.on('requestfailed', landed);
    await page.goto(routes.rechargeBank.href(seed.users.owner));
    await waitForPage(page);
    const { request, order } = await createOrder(page, /^100 kim cương/);
    expect((await request.allHeaders()).authorization).toMatch(/^Bearer /);
    await expect(page.getByRole('heading', { name: PENDING_TITLE })).toBeVisible();
    // Followed while visible.
    await expect.poll(() => lookups.length, { timeout: 6_000 }).toBeGreaterThan(0);

    // Off to the bank app: the money arrives meanwhile. The page's timers stop first and the look-up on
    // its way lands, so that none that left before can bring the credit (what coming back must do).
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 5_000));
    await expect.poll(() => onTheirWay).toBe(0);
    await setVisibility('hidden');
    const credited = await page.request.post('/sandbox/bank-statement', { data: { content: order.transfer_content, amount_vnd: order.price_vnd } });
    expect(credited.status()).toBe(200);
    // Seven seconds of the page's timers, at once (it has no reason to wait in real time).
    await page.clock.runFor(7_000);
    expect(await lookupsWhileHidden()).toBe(0);
    await expect(page.getByRole('heading', { name: PENDING_TITLE })).toBeVisible();

    // Back: looked up within a second with the page's clock stopped, so no timer can have done it (only
    // coming back did), then said within five once the clock runs again (the store notifies on a frame).
    // A little ahead, so the page's clock is never already past it (a busy machine); no follow-up timer runs while hidden.
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 5_000));
    const shownAt = Date.now();
    await setVisibility('visible');
    await expect.poll(() => lookups.filter((at) => at >= shownAt).length, { timeout: 1_000 }).toBeGreaterThan(0);
    await page.clock.resume();
    await expect(page.getByRole('heading', { name: 'Đã cộng kim cương' })).toBeVisible({ timeout: Math.max(1, 5_000 - (Date.now() - shownAt)) });
    const kept = page.getByRole('region', { name: 'Lệnh nạp của bạn' }).getByRole('listitem').filter({ hasText: order.transfer_content });
    await expect(kept.getByText('Đã cộng kim cương')).toBeVisible();
  });
});

test.describe('the guest limit', () => {
  test.use({ ...PHONE, userAgent: UA.zaloAndroid });

  test('a 429 says in Vietnamese how long to wait, with a way to try again', async ({ page }) => {
    await useUpGuestAllowance(page);
    await page.goto(routes.rechargeBank.href(seed.users.other));
    await waitForPage(page);
    await page.getByRole('radio', { name: /^250 kim cương/ }).check();
    const answered = page.waitForResponse((response) => new URL(response.url()).pathname === '/v1/diamonds/manual');
    await page.getByRole('button', { name: 'Tạo lệnh chuyển khoản' }).click();
    const response = await answered;
    expect(response.status()).toBe(429);
    const waitS = Number(response.headers()['retry-after']);
    expect(waitS).toBeGreaterThan(0);
    await expect(page.getByRole('heading', { name: 'Hãy đợi một lúc rồi tạo lệnh' })).toBeVisible();
    await expect(page.getByText(/vừa tạo nhiều lệnh nạp/)).toContainText(`khoảng\u00a0${Math.ceil(waitS / 60)}\u00a0phút`);
    await expect(page.getByRole('button', { name: 'Thử lại' })).toBeVisible();
    await expectNoWayOut(page);
  });
});
