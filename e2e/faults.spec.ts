import type { Page, Route } from '@playwright/test';
import { ERROR_COLOR } from '../src/lib/config';
import { routes } from '../src/lib/routes';
import { seed } from '../src/mocks/seed';
import { signInAs } from './auth';
import { scriptOf } from './chunks';
import { expect, servedAsShell, test } from './fixtures';

// Every data page and form against the faults a phone on mobile data meets: the API answering 500 or
// 404, a body that is not JSON, the network failing, a time-out, going offline. Each must end in a
// Vietnamese message with a "Thử lại" that works once the fault is gone, with the loading bar red and
// then hidden, and no page error (the fixture fails the test on any).

type Fault = 'http500' | 'http404' | 'notJson' | 'network';

const answer = (fault: Fault) => (route: Route) => {
  switch (fault) {
    case 'http500':
      return route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Máy chủ gặp sự cố.","code":"INTERNAL"}' });
    case 'http404':
      return route.fulfill({ status: 404, contentType: 'application/json', body: '{"message":"Không tìm thấy.","code":"NOT_FOUND"}' });
    case 'notJson':
      return route.fulfill({ status: 200, contentType: 'text/html', body: '<html><body>Bad gateway</body></html>' });
    case 'network':
      return route.abort('failed');
  }
};

const EXPECTED_TEXT: Record<Fault, RegExp> = {
  http500: /Máy chủ gặp sự cố/,
  http404: /Không tìm thấy/,
  notJson: /không đọc được/,
  network: /Không kết nối được máy chủ/,
};

interface DataPage {
  name: string;
  path: string;
  /** The call the page cannot show anything without. */
  api: string;
  /** Something only the loaded page shows. */
  loaded: (page: Page) => ReturnType<Page['getByRole']>;
  account?: boolean;
  /** What the page says when its data does not exist, where that is not a plain "not found". */
  notFoundText?: RegExp;
}

const dataPages: DataPage[] = [
  {
    name: 'recording',
    path: routes.recording.href(seed.recordings.audio.uid),
    api: '**/v1/recordings/detail-by-uid/**',
    loaded: (page) => page.getByRole('heading', { level: 1, name: 'Bèo dạt mây trôi' }),
  },
  {
    name: 'room',
    path: routes.room.href(seed.rooms.live),
    api: '**/v1/rooms/detail/**',
    loaded: (page) => page.locator('#main h1:not(.visually-hidden)'),
  },
  {
    name: 'event',
    path: routes.event.href(seed.events.running),
    api: '**/v1/events/detail/**',
    loaded: (page) => page.locator('#main h1:not(.visually-hidden)'),
  },
  {
    name: 'recharge receiver',
    path: routes.recharge.href(seed.users.other),
    api: '**/v1/users/uid/**',
    loaded: (page) => page.getByText(`ID ${seed.users.other}`, { exact: false }).first(),
  },
  {
    name: 'transaction history',
    path: routes.transactionHistory.href(),
    api: '**/v1/diamonds/transaction-history**',
    loaded: (page) => page.getByRole('navigation', { name: 'Phân trang' }),
    account: true,
  },
  {
    name: 'year in review',
    path: routes.lookback2022.href(),
    api: '**/v1/my/lookback2022',
    loaded: (page) => page.getByRole('heading', { level: 2 }).first(),
    account: true,
    notFoundText: /Chưa có dữ liệu năm 2022/,
  },
];

/** A colour as the browser reports it painted: rgb(r, g, b). */
const rgb = (hex: string) => `rgb(${[1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)).join(', ')})`;

/**
 * Records how the loading bar looks on screen, frame by frame, so a short-lived look is not missed: the
 * colour painted (getComputedStyle) and whether it spans the page, part of it, or is not to be seen.
 * Frame by frame while it can be seen; once it cannot, until the page changes again (a bar shows only
 * after a change to its element): a sample every frame for the whole test kept the page drawing 60
 * frames a second, in software here.
 */
async function recordBar(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __barLooks: string[] }).__barLooks = seen;
    let sampling = false;
    const sample = () => {
      const fill = document.querySelector('.top-loading-bar__fill');
      let look = 'hidden';
      if (fill?.parentElement) {
        const style = getComputedStyle(fill);
        const width = fill.getBoundingClientRect().width;
        const opacity = Number(style.opacity);
        const full = width >= fill.parentElement.getBoundingClientRect().width - 0.5 && opacity === 1;
        if (width > 0 && opacity > 0) look = `${full ? 'full' : 'part'} ${style.backgroundColor}`;
        if (seen[seen.length - 1] !== look) seen.push(look);
      }
      sampling = look !== 'hidden';
      if (sampling) requestAnimationFrame(sample);
    };
    new MutationObserver(() => {
      if (!sampling) {
        sampling = true;
        requestAnimationFrame(sample);
      }
    }).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  });
}

/**
 * The bar was painted red (DESIGN.md: red for errors), stayed red until it went away, and went away.
 * (Whether a sampled frame caught it at exactly full width depends on the machine's load: the bar
 * animates to full width and fades at once, so only its colour is asserted.)
 */
async function expectBarRedThenHidden(page: Page) {
  const looks = () => page.evaluate(() => (window as unknown as { __barLooks: string[] }).__barLooks);
  const red = rgb(ERROR_COLOR);
  const paintedRed = (look: string) => look !== 'hidden' && look.endsWith(red);
  await expect.poll(async () => (await looks()).some(paintedRed), { timeout: 15_000 }).toBe(true);
  await expect.poll(async () => (await looks()).at(-1)).toBe('hidden');
  const seen = await looks();
  const afterRed = seen.slice(seen.findIndex(paintedRed));
  // Once red, never the brand colour again before it is gone.
  expect(afterRed.filter((look) => look !== 'hidden' && !look.endsWith(red))).toEqual([]);
}

/** The faults a "Thử lại" answers, met one after another on one page, as a bad connection serves them. */
const RETRIED = ['http500', 'network', 'notJson'] as const;

/** A data page's test starts signed in where the page needs an account, served as the shell, its bar recorded. */
async function prepare(page: Page, account: boolean | undefined) {
  if (account) await signInAs(page, seed.users.owner);
  await servedAsShell(page);
  await recordBar(page);
}

for (const [index, data] of dataPages.entries()) {
  test.describe(data.name, () => {
    // One page load for the three (the faults tests were a page load each, with the browser's cache off
    // under a route: issue 38): each explained in turn, its "Thử lại" asking again and meeting the next,
    // until the last is gone. The first is met as the page loads, with the loading bar red; each page
    // starts with another, so that every fault is met on load on two pages. (A retry that fails at once
    // shows no bar: the bar shows work that takes a while, and the message says what happened.)
    const faults = RETRIED.map((_, k) => RETRIED[(k + index) % RETRIED.length]!);
    test(`${faults.join(', ')} in turn: each explained, "Thử lại" asks again, and works once they are gone`, async ({ page }) => {
      await prepare(page, data.account);
      let fault: Fault | undefined = faults[0];
      await page.route(data.api, (route) => (fault ? answer(fault)(route) : route.fallback()));
      await page.goto(data.path);
      for (const [i, now] of faults.entries()) {
        await expect(page.locator('#main').getByText(EXPECTED_TEXT[now]).first(), now).toBeVisible({ timeout: 15_000 });
        if (i === 0) await expectBarRedThenHidden(page);
        fault = faults[i + 1];
        await page.locator('#main').getByRole('button', { name: 'Thử lại' }).first().click();
      }
      await expect(data.loaded(page)).toBeVisible();
    });

    test('http404: explained, with the way home and no "Thử lại", and the page once it is there', async ({ page }) => {
      await prepare(page, data.account);
      let faulty = true;
      await page.route(data.api, (route) => (faulty ? answer('http404')(route) : route.fallback()));
      await page.goto(data.path);
      await expect(
        page
          .locator('#main')
          .getByText(data.notFoundText ?? EXPECTED_TEXT.http404)
          .first(),
      ).toBeVisible({ timeout: 15_000 });
      await expectBarRedThenHidden(page);
      faulty = false;
      // A definitive answer: the way home, never "Thử lại", which would only ask again.
      await expect(page.locator('#main').getByRole('button', { name: 'Thử lại' })).toHaveCount(0);
      await expect(page.locator('#main').getByRole('link', { name: 'Về trang chủ' }).first()).toBeVisible();
      await page.reload();
      await expect(data.loaded(page)).toBeVisible();
    });

    test('offline: says so, shows the banner, and Thử lại works back online', async ({ page, context }) => {
      await prepare(page, data.account);
      let offline = true;
      // The connection drops while the page's data is on its way, once its code has loaded (the request
      // itself may have left earlier: the entry sends a shared page's first GET at once), the loading
      // bar's too: it is fetched as the load starts, and offline it could not arrive to be drawn red (a
      // CI run beside stress-ng dropped the connection before it had).
      await page.route(data.api, async (route) => {
        if (!offline) return route.fallback();
        await page.locator('#main').waitFor();
        await page.locator('.top-loading-bar__fill').waitFor({ state: 'attached' });
        await context.setOffline(true);
        return route.abort('internetdisconnected');
      });
      await page.goto(data.path);
      await expect(
        page
          .locator('#main')
          .getByText(/Bạn đang ngoại tuyến/)
          .first(),
      ).toBeVisible({ timeout: 15_000 });
      await expect(page.locator('.offline-banner')).toBeVisible();
      await expectBarRedThenHidden(page);
      offline = false;
      await context.setOffline(false);
      await expect(page.locator('.offline-banner')).toHaveCount(0);
      await page.locator('#main').getByRole('button', { name: 'Thử lại' }).first().click();
      await expect(data.loaded(page)).toBeVisible({ timeout: 15_000 });
    });
  });
}

test('an API note in English is never shown: a 500 {message: "Internal"} says the Vietnamese message for its status', async ({ page }) => {
  await servedAsShell(page);
  let faulty = true;
  await page.route('**/v1/recordings/detail-by-uid/**', (route) =>
    faulty
      ? route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message: 'Internal', code: 'INTERNAL' }) })
      : route.fallback(),
  );
  await page.goto(routes.recording.href(seed.recordings.audio.uid));
  const alert = page.locator('#main').getByRole('alert');
  await expect(alert).toContainText('Máy chủ đang gặp sự cố. Hãy thử lại sau ít phút.', { timeout: 15_000 });
  await expect(page.locator('#main')).not.toContainText('Internal');
  faulty = false;
  await alert.getByRole('button', { name: 'Thử lại' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Bèo dạt mây trôi' })).toBeVisible();
});

test("a page the app draws asks for the loading bar's code before its first render, so a connection lost at once is still painted red", async ({
  page,
}) => {
  // Before, the code was asked for by the bar's first effect, after the page's data request had gone
  // out: the offline test above then saw no red bar whenever the connection dropped first.
  await servedAsShell(page);
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (!document.getElementById('main')) return;
      (window as unknown as { __mainAt: number }).__mainAt = performance.now();
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  const bar = scriptOf('node_modules/react-top-loading-bar/dist/index.mjs');
  await page.goto(routes.room.href(seed.rooms.live));
  await page.locator('#main').waitFor();
  const { askedAt, mainAt } = await page.evaluate(
    (file) => ({
      askedAt: performance.getEntriesByType('resource').find((entry) => entry.name.endsWith(file))?.startTime,
      mainAt: (window as unknown as { __mainAt: number }).__mainAt,
    }),
    bar,
  );
  expect(askedAt, "the loading bar's code was asked for").toBeDefined();
  expect(askedAt!).toBeLessThan(mainAt);
});

test('a time-out is explained, and Thử lại works once the API answers again', async ({ page }) => {
  test.slow();
  let hang = true;
  await page.clock.install();
  await servedAsShell(page);
  await page.route('**/v1/recordings/detail-by-uid/**', (route) => (hang ? undefined : route.fallback()));
  await page.goto(routes.recording.href(seed.recordings.audio.uid));
  // The page is waiting for its data (the app starts in short tasks after the load event).
  await expect(page.locator('#main').getByText('Đang tải bản thu…')).toBeVisible();
  // 15 s per attempt, three attempts with back-off in between.
  for (let i = 0; i < 6; i += 1) await page.clock.runFor(16_000);
  await expect(
    page
      .locator('#main')
      .getByText(/phản hồi quá lâu/)
      .first(),
  ).toBeVisible();
  hang = false;
  await page.locator('#main').getByRole('button', { name: 'Thử lại' }).first().click();
  await page.clock.runFor(1000);
  await expect(page.getByRole('heading', { level: 1, name: 'Bèo dạt mây trôi' })).toBeVisible();
});

test.describe('forms keep what was typed through a failed send', () => {
  test('a transfer: a broken server leaves the outcome unknown, checked with the same key until it is done', async ({ page }) => {
    await signInAs(page, '100006');
    const keys: string[] = [];
    let faulty: Fault | null = 'http500';
    await page.route('**/v1/diamonds/transfer', (route) => {
      keys.push(route.request().headers()['idempotency-key'] ?? '');
      return faulty ? answer(faulty)(route) : route.fallback();
    });
    await page.goto(routes.transfer.href(seed.users.other));
    const amount = page.getByLabel('Số kim cương muốn chuyển');
    await amount.fill('1');
    // A note of this run's own: on a sandbox a run before this one used, its transfer of the same amount
    // to the same person within the history's clock margin would rightly be taken for this one's.
    await page.getByLabel(/^Lời nhắn/).fill(`Cảm ơn bạn\nđã hát tặng mình (${Date.now().toString(36)})`);
    await page.getByRole('button', { name: 'Chuyển kim cương' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Chuyển 1 kim cương' }).click();
    // A 5xx may come after the server acted: never "not done", but checked (repeats, then the history).
    await expect(page.getByRole('heading', { name: 'Chưa rõ kết quả' })).toBeVisible();
    await expect(page.locator('#main').getByText(new RegExp(`Chưa kiểm tra được: ${EXPECTED_TEXT.http500.source}`))).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('button', { name: 'Quay lại' })).toHaveCount(0);

    faulty = 'network';
    await page.getByRole('button', { name: 'Kiểm tra lại' }).click();
    await expect(page.locator('#main').getByText(new RegExp(`Chưa kiểm tra được: ${EXPECTED_TEXT.network.source}`))).toBeVisible({ timeout: 15_000 });

    faulty = null;
    await page.getByRole('button', { name: 'Kiểm tra lại' }).click();
    await expect(page.getByRole('heading', { name: /thành công/i }).first()).toBeVisible();
    // Every try of one confirmation carried one key, so the server could never have charged twice.
    expect(keys.length).toBeGreaterThanOrEqual(3);
    expect(new Set(keys).size).toBe(1);
  });

  test('a report: every fault keeps the form filled, and Thử lại sends it', async ({ page }) => {
    await signInAs(page);
    let faulty: Fault | null = null;
    await page.route('**/v1/users/report-content', (route) => (faulty ? answer(faulty)(route) : route.fallback()));
    await page.goto(routes.reportViolation.href({ type: 'room', id: seed.rooms.live }));
    await page.getByRole('radio', { name: /^Spam/ }).check();
    const description = page.getByLabel(/^Mô tả/);
    await description.fill('Phòng liên tục gửi\nđường dẫn quảng cáo.');
    const email = page.getByLabel(/^Email liên hệ/);
    await email.fill('ban@gmail.com');
    for (const fault of ['http500', 'notJson', 'network'] as const) {
      faulty = fault;
      await page
        .getByRole('button', { name: /Gửi báo cáo|Thử lại/ })
        .first()
        .click();
      await expect(page.locator('#main').getByText(EXPECTED_TEXT[fault]).first()).toBeVisible({ timeout: 15_000 });
      await expect(description).toHaveValue('Phòng liên tục gửi\nđường dẫn quảng cáo.');
      await expect(email).toHaveValue('ban@gmail.com');
      await expect(page.getByRole('radio', { name: /^Spam/ })).toBeChecked();
    }
    faulty = null;
    await page.getByRole('button', { name: 'Thử lại' }).first().click();
    await expect(page.getByText(/Mã báo cáo #\d+/)).toBeVisible();
  });
});
