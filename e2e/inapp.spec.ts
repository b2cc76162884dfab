import type { Browser, BrowserContext, Page } from '@playwright/test';
import { DEFAULT_BANK } from '../src/features/diamonds/lib/banks';
import { vietQrPayload } from '../src/features/diamonds/lib/vietqr';
import { APP_STORE_URL } from '../src/lib/config';
import { formatCount, formatVnd } from '../src/lib/format';
import { routes } from '../src/lib/routes';
import { seed } from '../src/mocks/seed';
import { USER_AGENTS as UA } from '../__tests__/support/userAgents';
import { signInAs } from './auth';
import { expect, test, waitForPage } from './fixtures';
import { stubGoogle } from './googleStub';
import { expectNoViolations } from './axe';
import { asInAppBrowser } from './inAppBrowser';
import { decodeQrImage } from './qrImage';

// The site as a new visitor meets it inside Zalo's and Facebook's in-app browsers (their real user
// agents, no Web Share, no popups), on the phone they pay with: sign-in by a jump to the phone's
// browser that keeps their choices, the bank app opened with the order, the QR code kept as an image,
// the app or its store, sharing. A computer's Chrome sees none of it.

/** Chrome's intent grammar: `intent://HOST/PATH?QUERY#Intent;scheme=…;package=…;S.key=value;end`. */
function readIntent(href: string) {
  const match = /^intent:\/\/([^#]*)#Intent;(.*);end$/.exec(href);
  if (!match) throw new Error(`not an intent: ${href}`);
  const extras = Object.fromEntries(match[2]!.split(';').map((part) => part.split('=') as [string, string]));
  return { target: match[1]!, extras };
}

/** A page in a browser of the phone's own (Chrome on Android: Pixel 7's user agent, Web Share as it is). */
async function inChrome(browser: Browser, baseURL: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL,
    userAgent: UA.chromeAndroid,
    locale: 'vi-VN',
    viewport: { width: 412, height: 839 },
    isMobile: true,
    hasTouch: true,
  });
  await context.route(/^https?:\/\/(?!localhost[:/]|127\.0\.0\.1[:/])/, (route) => route.fulfill({ status: 503, body: '' }));
  return { context, page: await context.newPage() };
}

test.describe('in Zalo on Android', () => {
  test.use({ userAgent: UA.zaloAndroid });
  test.beforeEach(({ page }) => asInAppBrowser(page));

  test('a top-up asks for no Google button but one tap to Chrome, which opens the same choice', async ({
    page,
    browser,
    baseURL,
    outsideRequests,
  }) => {
    const receiver = seed.users.other;
    await page.goto(routes.recharge.href(receiver));
    await waitForPage(page);
    await expect(page.getByText(/Google không cho đăng nhập trong Zalo/)).toBeVisible();
    await page.getByRole('radio', { name: /^1\.000 kim cương/ }).check();
    await page.getByRole('button', { name: 'Nạp kim cương' }).click();
    await expect(page).toHaveURL(/\/login\?next=/);
    await waitForPage(page);

    await expect(page.getByRole('button', { name: /Google/ })).toHaveCount(0);
    const open = page.getByRole('link', { name: 'Mở bằng Chrome để đăng nhập' });
    const { target, extras } = readIntent((await open.getAttribute('href'))!);
    expect(extras).toMatchObject({ package: 'com.android.chrome' });
    const opened = `${extras.scheme}://${target}`;
    expect(opened).toBe(page.url());
    expect(decodeURIComponent(extras['S.browser_fallback_url']!)).toBe(page.url());
    const next = new URL(opened).searchParams.get('next')!;
    expect(next).toBe(`${routes.recharge.href(receiver)}?goi=goi-1000`);
    expect(outsideRequests.filter((url) => url.includes('google'))).toEqual([]);
    await page.getByText('Nút không mở được Chrome?').click();
    await expectNoViolations(page);

    // In Chrome: sign in with Google there, and the same receiver and package are waiting, to confirm.
    const chrome = await inChrome(browser, baseURL!);
    try {
      await stubGoogle(chrome.page, { code: seed.googleCodes.owner });
      await chrome.page.goto(opened);
      await chrome.page.getByRole('button', { name: 'Đăng nhập bằng Google' }).click();
      await expect(chrome.page).toHaveURL(next);
      await expect(chrome.page.getByRole('radio', { name: /^1\.000 kim cương/ })).toBeChecked();
      await chrome.page.getByRole('button', { name: 'Nạp kim cương' }).click();
      const dialog = chrome.page.getByRole('dialog');
      await expect(dialog).toContainText(`(ID ${receiver}) sẽ nhận ${formatCount(1070)} kim cương`);
      await expect(dialog.getByRole('button', { name: `Nạp ${formatVnd(200_000)}` })).toBeVisible();
    } finally {
      await chrome.context.close();
    }
  });

  test('a tampered choice in the URL only pre-fills what the person still confirms', async ({ page }) => {
    await page.goto(`${routes.recharge.href(seed.users.other)}?goi=tuy-chon&so=999999999`);
    await waitForPage(page);
    await expect(page.getByRole('radio', { name: /^Số khác/ })).toBeChecked();
    await expect(page.getByText('Nhập số kim cương hợp lệ để xem giá.')).toBeVisible();
    await page.getByRole('button', { name: 'Nạp kim cương' }).click();
    await expect(page).toHaveURL(routes.recharge.href(seed.users.other) + '?goi=tuy-chon&so=999999999');
    await expect(page.getByRole('alert').filter({ hasText: 'Mỗi lần nạp tối đa' })).toBeVisible();
  });

  test('a bank order opens the bank apps with its account, amount and memo, and its QR image decodes to the order', async ({ page }) => {
    // As e2e/diamonds.spec.ts does: an order moves no money, and the receiver's balance is never compared.
    await signInAs(page);
    await page.goto(routes.rechargeBank.href(seed.users.other));
    await waitForPage(page);
    await page.getByRole('radio', { name: /^2\.500 kim cương/ }).check();
    const created = page.waitForResponse((response) => new URL(response.url()).pathname === '/v1/diamonds/manual');
    await page.getByRole('button', { name: 'Tạo lệnh chuyển khoản' }).click();
    const response = await created;
    expect(response.ok()).toBe(true);
    const order = response.request().postDataJSON() as { price_vnd: number; transfer_content: string };
    await expect(page.getByRole('heading', { name: 'Lệnh nạp đã tạo: hãy chuyển khoản' })).toBeVisible();

    const apps = page.getByRole('region', { name: 'Mở ứng dụng ngân hàng' });
    const links = apps.getByRole('link');
    expect(await links.count()).toBeGreaterThanOrEqual(5);
    for (const href of await links.evaluateAll((all) => all.map((link) => link.getAttribute('href')!))) {
      const url = new URL(href);
      expect(url.origin).toBe('https://dl.vietqr.io');
      expect(url.searchParams.get('ba')).toBe(`${DEFAULT_BANK.accountNumber}@${DEFAULT_BANK.vietQrCode}`);
      expect(url.searchParams.get('am')).toBe(String(order.price_vnd));
      expect(url.searchParams.get('tn')).toBe(order.transfer_content);
    }

    // The image as the browser painted it, read back through a canvas and decoded.
    const qr = page.getByRole('img', { name: /^Mã VietQR/ });
    await expect(qr).toBeVisible();
    expect(await qr.evaluate((img) => img.tagName)).toBe('IMG');
    expect(await qr.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    const decoded = await decodeQrImage(qr);
    expect(decoded).toBe(
      vietQrPayload({ bin: DEFAULT_BANK.bin, accountNumber: DEFAULT_BANK.accountNumber, amountVnd: order.price_vnd, memo: order.transfer_content }),
    );
    // No download link (a dead end in a web view): the long press instead.
    await expect(page.getByRole('link', { name: 'Lưu ảnh mã QR' })).toHaveCount(0);
    await expect(page.getByText(/Nhấn giữ ảnh mã QR để lưu vào máy/)).toBeVisible();
    await expectNoViolations(page);
  });

  test('shares to Facebook by its sharer and to Zalo by a copied link, each naming its target', async ({ page, context, baseURL }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    const path = routes.recording.href(seed.recordings.audio.uid);
    await page.goto(path);
    await waitForPage(page);
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
    await page.getByRole('button', { name: 'Chia sẻ' }).click();
    const targets = page.getByRole('list', { name: 'Chia sẻ qua' });
    const facebook = new URL((await targets.getByRole('link', { name: 'Facebook' }).getAttribute('href'))!);
    expect(`${facebook.origin}${facebook.pathname}`).toBe('https://www.facebook.com/sharer/sharer.php');
    expect(facebook.searchParams.get('u')).toBe(`${canonical}?utm_source=facebook`);
    await targets.getByRole('button', { name: /^Zalo/ }).click();
    await expect(page.getByRole('status').filter({ hasText: 'mở Zalo và dán' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${canonical}?utm_source=zalo`);
    await expectNoViolations(page);
  });
});

test.describe('"Mở trong ứng dụng"', () => {
  const path = routes.recording.href(seed.recordings.audio.uid);
  const openInApp = (page: Page) => page.getByRole('link', { name: 'Mở trong ứng dụng' }).first();

  test.describe('in Facebook on Android', () => {
    test.use({ userAgent: UA.facebookAndroid });
    test('is an intent for the app, falling back to the Play Store with the page as install referrer', async ({ page }) => {
      await asInAppBrowser(page);
      await page.goto(path);
      await waitForPage(page);
      await expect(openInApp(page)).toHaveAttribute('href', /^intent:/);
      const { target, extras } = readIntent((await openInApp(page).getAttribute('href'))!);
      expect(target).toBe(path.slice(1));
      expect(extras).toMatchObject({ scheme: 'hatvui', package: 'vn.hatvui.app' });
      const store = new URL(decodeURIComponent(extras['S.browser_fallback_url']!));
      expect(`${store.origin}${store.pathname}`).toBe('https://play.google.com/store/apps/details');
      expect(store.searchParams.get('id')).toBe('vn.hatvui.app');
      expect(new URLSearchParams(store.searchParams.get('referrer')!).get('path')).toBe(path);
    });
  });

  for (const [app, userAgent] of [
    ['Zalo', UA.zaloIos],
    ['Facebook', UA.facebookIos],
  ] as const) {
    test.describe(`in ${app} on iOS`, () => {
      test.use({ userAgent });
      test('says what it does: the App Store (nothing opens the app from this web view), and how to reach the app', async ({ page }) => {
        await asInAppBrowser(page);
        await page.goto(path);
        await waitForPage(page);
        await expect(page.getByRole('link', { name: 'Mở trong ứng dụng' })).toHaveCount(0);
        const store = page.getByRole('link', { name: 'Tải ứng dụng trên App Store' }).first();
        await expect(store).toHaveAttribute('href', APP_STORE_URL);
        await expect(page.getByText(/Đã có ứng dụng\? Mở trang này bằng Safari/).first()).toBeVisible();
        await expectNoViolations(page);
      });
    });
  }

  test.describe('in Safari on iOS', () => {
    test.use({ userAgent: UA.safariIos });
    test('tries the app’s scheme, then the App Store', async ({ page, outsideRequests }) => {
      await page.goto(path);
      await waitForPage(page);
      await expect(openInApp(page)).toHaveAttribute('href', `hatvui:/${path}`);
      await openInApp(page).click();
      await expect.poll(() => outsideRequests).toContain(APP_STORE_URL);
    });
  });
});

test.describe('signing in elsewhere in an in-app browser', () => {
  test.describe('in Facebook on iOS 16', () => {
    test.use({ userAgent: UA.facebookIos });
    test('a page that needs an account explains two steps with the link to copy, and shows no Google button', async ({ page, context, baseURL }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
      await asInAppBrowser(page);
      await page.goto(routes.transactionHistory.href({ page: 2 }));
      await expect(page).toHaveURL(/\/login\?next=/);
      await waitForPage(page);
      await expect(page.getByRole('button', { name: /Google/ })).toHaveCount(0);
      await expect(page.getByRole('link', { name: /Mở bằng (Chrome|Safari)/ })).toHaveCount(0);
      await expect(page.getByRole('heading', { name: 'Hai bước để đăng nhập' })).toBeVisible();
      await page.getByRole('button', { name: 'Sao chép liên kết' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Đã sao chép liên kết.' })).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
      await expectNoViolations(page);
    });
  });

  test.describe('in Zalo on iOS 17', () => {
    test.use({ userAgent: UA.zaloIos });
    test("offers Safari's own link to the same page, and the two steps if it does not open", async ({ page }) => {
      await asInAppBrowser(page);
      await page.goto(routes.login.href(routes.transfer.href(seed.users.other)));
      await waitForPage(page);
      await expect(page.getByRole('link', { name: 'Mở bằng Safari để đăng nhập' })).toHaveAttribute('href', `x-safari-${page.url()}`);
      await expect(page.getByRole('heading', { name: 'Nếu nút không mở được Safari' })).toBeVisible();
    });
  });
});

test.describe('a computer’s Chrome', () => {
  test.use({ userAgent: UA.chromeWindows, viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false });
  test('sees none of the escape hatches', async ({ page }) => {
    await stubGoogle(page);
    await page.goto(routes.login.href(routes.transfer.href(seed.users.other)));
    await waitForPage(page);
    await expect(page.getByRole('button', { name: 'Đăng nhập bằng Google' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Mở bằng/ })).toHaveCount(0);

    await page.goto(routes.recording.href(seed.recordings.audio.uid));
    await waitForPage(page);
    await expect(page.getByRole('link', { name: 'Mở trong ứng dụng' }).first()).toHaveAttribute('href', /^hatvui:/);
    await page.getByRole('button', { name: 'Chia sẻ' }).click();
    await expect(page.getByRole('list', { name: 'Chia sẻ qua' })).toHaveCount(0);

    await signInAs(page);
    await page.goto(routes.rechargeBank.href(seed.users.other));
    await waitForPage(page);
    await page.getByRole('button', { name: 'Tạo lệnh chuyển khoản' }).click();
    await expect(page.getByRole('heading', { name: 'Lệnh nạp đã tạo: hãy chuyển khoản' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Mở ứng dụng ngân hàng' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Lưu ảnh mã QR' })).toBeVisible();
  });
});
