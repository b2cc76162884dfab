import type { APIRequestContext, Page } from '@playwright/test';
import type { Room } from '../src/api/contract';
import { formatCount } from '../src/lib/format';
import { routes } from '../src/lib/routes';
import { liveRoomUrl } from '../src/lib/livePath';
import { ROOM_POLL_MS } from '../src/server/live/roomHub';
import { USER_AGENTS as UA } from '../__tests__/support/userAgents';
import { expect, test, waitForPage } from './fixtures';
import { expectNoViolations } from './axe';
import { asInAppBrowser } from './inAppBrowser';

// A room page left open follows its room (the production server's stream, src/server/live/, fed by the
// sandbox): the sandbox changes the room as its host's app would (POST /sandbox/rooms/{uid}) and the
// page must show it within 5 s, as a person sees it. Each test makes a room of its own
// (POST /sandbox/rooms), so no other test's page sees it change and the sandbox's counts are its own.

/** What CONTRACT.md promises: a change on screen within 5 s of the API's. */
const WITHIN = { timeout: 5_000 };
/** How much two of the server's polls may be nearer than ROOM_POLL_MS as the sandbox counts them: each request's own time. */
const POLL_SLACK_MS = 1_000;

async function sandboxData<T>(response: Awaited<ReturnType<APIRequestContext['post']>>): Promise<T> {
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

const newRoom = async (request: APIRequestContext) => sandboxData<Room>(await request.post('/sandbox/rooms', { data: {} }));

const changeRoom = async (request: APIRequestContext, uid: string, change: Record<string, unknown>) =>
  sandboxData<Room>(await request.post(`/sandbox/rooms/${uid}`, { data: change }));

const readsOf = async (request: APIRequestContext, uid: string) =>
  (await sandboxData<{ reads: number }>(await request.get(`/sandbox/rooms/${uid}/reads`))).reads;

/** Opens the room's page and waits for its stream to answer (its first state is then on its way). */
async function openFollowing(page: Page, uid: string) {
  const stream = page.waitForResponse((response) => new URL(response.url()).pathname === liveRoomUrl(uid));
  await page.goto(routes.room.href(uid));
  await waitForPage(page);
  expect((await stream).status()).toBe(200);
}

const nowSinging = (page: Page) => page.getByRole('region', { name: 'Đang hát' });
const badge = (page: Page) => page.locator('.live-badge');
const broadcastData = (page: Page) =>
  page
    .locator('script[type="application/ld+json"]')
    .evaluateAll(
      (scripts) => scripts.filter((script) => (JSON.parse(script.textContent ?? '{}') as { '@type'?: string })['@type'] === 'BroadcastEvent').length,
    );

/** The page's EventSources, as an init script records them: how many were opened and how many are still open. */
const recordStreams = (page: Page) =>
  page.addInitScript(() => {
    const Native = window.EventSource;
    const opened: EventSource[] = [];
    (window as unknown as { __streams: () => { opened: number; open: number } }).__streams = () => ({
      opened: opened.length,
      open: opened.filter((source) => source.readyState !== Native.CLOSED).length,
    });
    window.EventSource = class extends Native {
      constructor(url: string | URL, init?: EventSourceInit) {
        super(url, init);
        opened.push(this);
      }
    };
  });
const streamsOf = (page: Page) => page.evaluate(() => (window as unknown as { __streams: () => { opened: number; open: number } }).__streams());

const BROWSERS = [
  { name: 'Chrome on Android', userAgent: undefined, inApp: false },
  { name: 'Zalo on Android', userAgent: UA.zaloAndroid, inApp: true },
  { name: 'Facebook on iOS', userAgent: UA.facebookIos, inApp: true },
];

for (const browser of BROWSERS) {
  test.describe(`in ${browser.name}`, () => {
    if (browser.userAgent) test.use({ userAgent: browser.userAgent });

    test('the page follows the room: a new song, the listener count, then the end, each within 5 s', async ({ page, request }) => {
      if (browser.inApp) await asInAppBrowser(page);
      const room = await newRoom(request);
      await openFollowing(page, room.uid);
      await expect(badge(page)).toHaveText('Đang phát trực tiếp');
      await expect(nowSinging(page)).toContainText(room.current_song!.name);
      expect(await broadcastData(page)).toBe(1);

      await changeRoom(request, room.uid, { current_song: { name: 'Diễm xưa', artist: 'Khánh Ly' } });
      await expect(nowSinging(page)).toContainText('Diễm xưa', WITHIN);
      await expect(nowSinging(page)).toContainText('Khánh Ly');
      await expect(page.getByRole('status').filter({ hasText: 'Đang hát: Diễm xưa – Khánh Ly' })).toBeAttached();

      const online = room.online_count + 1234;
      await changeRoom(request, room.uid, { online_count: online });
      await expect(page.locator('.share-stats')).toContainText(formatCount(online), WITHIN);

      await changeRoom(request, room.uid, { is_live: false, online_count: 0, current_song: null });
      await expect(badge(page)).toHaveText('Đã kết thúc', WITHIN);
      await expect(page.getByRole('heading', { name: 'Buổi phát trực tiếp đã kết thúc' })).toBeVisible();
      await expect(page.getByText('Đang phát trực tiếp')).toHaveCount(0);
      await expect(nowSinging(page)).toHaveCount(0);
      await expect(page.locator('.share-stats')).not.toContainText('Đang trực tuyến');
      await expect(page.getByRole('status').filter({ hasText: 'Buổi phát trực tiếp đã kết thúc.' })).toBeAttached();
      // What is left: the host's page and recordings, in the app.
      await expect(page.getByText(`Xem trang cá nhân và các bản thu của ${room.owner.name}`)).toBeVisible();
      await expect(
        page.getByRole('link', { name: browser.userAgent === UA.facebookIos ? 'Tải ứng dụng trên App Store' : 'Mở trong ứng dụng' }),
      ).toBeVisible();
      // The server wrote a live broadcast into the page; an ended room is none.
      expect(await broadcastData(page)).toBe(0);
      await expectNoViolations(page);
    });
  });
}

test('a room the API no longer knows: the page says it is closed and stops following it', async ({ page, request }) => {
  await recordStreams(page);
  const room = await newRoom(request);
  await openFollowing(page, room.uid);
  await changeRoom(request, room.uid, { closed: true });
  await expect(badge(page)).toHaveText('Đã đóng', WITHIN);
  await expect(page.getByRole('heading', { name: 'Phòng hát đã đóng' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(room.name);
  await expect(page.getByText(/người nghe|Đang trực tuyến/)).toHaveCount(0);
  expect(await streamsOf(page)).toEqual({ opened: 1, open: 0 });
  await expectNoViolations(page);
});

test('three pages on one room cost the API one request per interval, not three', async ({ context, request }) => {
  const room = await newRoom(request);
  const pages = await Promise.all([0, 1, 2].map(() => context.newPage()));
  for (const page of pages) await openFollowing(page, room.uid);
  // The server polls each open room every ROOM_POLL_MS, one poll after another, however many watch:
  // three requests take two intervals at the least. Three pollers, or three pages polling by themselves,
  // would make three within one interval. Timed from before the count is read to the third request
  // seen, so a loaded machine only lengthens it; the slack is the requests' own times varying.
  const started = Date.now();
  const before = await readsOf(request, room.uid);
  await expect
    .poll(async () => (await readsOf(request, room.uid)) - before, { timeout: 3 * ROOM_POLL_MS + 10_000, intervals: [50] })
    .toBeGreaterThanOrEqual(3);
  expect(Date.now() - started).toBeGreaterThanOrEqual(2 * ROOM_POLL_MS - POLL_SLACK_MS);
  // And each page still follows it.
  await changeRoom(request, room.uid, { current_song: { name: 'Hạ trắng', artist: 'Trịnh Công Sơn' } });
  for (const page of pages) await expect(nowSinging(page)).toContainText('Hạ trắng', WITHIN);
});

/**
 * Chromium as a phone has it, with its back/forward cache: Playwright starts every browser with
 * --disable-back-forward-cache, and Debian's headless shell has none, so this test starts the full
 * browser (package chromium, which .ci/run installs) without that switch.
 */
const FULL_CHROMIUM = '/usr/bin/chromium';

test('Back restores the room page from the back/forward cache: its stream closed as the page left, a fresh one on pageshow, and the page follows the room again', async ({
  playwright,
  request,
  baseURL,
}) => {
  const browser = await playwright.chromium.launch({
    executablePath: FULL_CHROMIUM,
    ignoreDefaultArgs: ['--disable-back-forward-cache'],
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update'],
  });
  try {
    const context = await browser.newContext({ baseURL, locale: 'vi-VN', viewport: { width: 412, height: 839 }, isMobile: false });
    const page = await context.newPage();
    // Why Chromium did not restore the page, should it not: the failure then says so.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Page.enable');
    const reasons: { type: string; reason: string }[] = [];
    cdp.on('Page.backForwardCacheNotUsed', (event) => reasons.push(...event.notRestoredExplanations));
    await recordStreams(page);
    await page.addInitScript(() => {
      const shows: boolean[] = [];
      (window as unknown as { __restored: () => boolean }).__restored = () => shows.includes(true);
      window.addEventListener('pageshow', (event) => shows.push(event.persisted));
    });
    const room = await newRoom(request);
    await openFollowing(page, room.uid);
    await expect.poll(() => streamsOf(page)).toEqual({ opened: 1, open: 1 });

    await page.goto(routes.terms.href());
    await waitForPage(page);
    // A page restored from the cache fires no load event: only its pageshow (persisted) says it is back.
    await page.goBack({ waitUntil: 'commit' });
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __restored?: () => boolean }).__restored?.() ?? false), {
        message: `restored from the back/forward cache (Chromium's reasons if not: ${JSON.stringify(reasons)})`,
      })
      .toBe(true);
    expect(reasons).toEqual([]);
    // The same page, not a new one: its first stream was closed when it went into the cache, and the
    // pageshow opened a second.
    await expect.poll(() => streamsOf(page)).toEqual({ opened: 2, open: 1 });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(room.name);
    await changeRoom(request, room.uid, { current_song: { name: 'Cát bụi', artist: 'Trịnh Công Sơn' } });
    await expect(nowSinging(page)).toContainText('Cát bụi', WITHIN);
  } finally {
    await browser.close();
  }
});

test('where the stream is refused (503), the page polls the API and still follows the room', async ({ page, request }) => {
  const room = await newRoom(request);
  let refused = 0;
  await page.route(`**${liveRoomUrl(room.uid)}`, (route) => {
    refused += 1;
    return route.fulfill({ status: 503, headers: { 'Retry-After': '10' }, contentType: 'text/plain', body: 'Quá nhiều kết nối, thử lại sau.' });
  });
  const polls: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().includes(`/v1/rooms/detail/${room.uid}`)) polls.push(sent.url());
  });
  await page.goto(routes.room.href(room.uid));
  await waitForPage(page);
  await expect.poll(() => refused).toBeGreaterThan(0);

  await changeRoom(request, room.uid, { current_song: { name: 'Mưa hồng', artist: 'Trịnh Công Sơn' } });
  await expect(nowSinging(page)).toContainText('Mưa hồng', WITHIN);
  await changeRoom(request, room.uid, { is_live: false });
  await expect(badge(page)).toHaveText('Đã kết thúc', WITHIN);
  expect(polls.length).toBeGreaterThan(0);
  // Asked once, not again and again: the page prefers the stream again only after a while.
  expect(refused).toBe(1);
});
