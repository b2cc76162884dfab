import type { APIRequestContext } from '@playwright/test';
import type { KaraokeEvent, Page, Recording, RecordingCard, Room, User } from '../src/api/contract';
import type { Fault } from '../src/mocks/middleware';
import { eventRequest, recordingRequest, roomRequest, routeList, routes, userByUidRequest, type RouteKey, type Routes } from '../src/lib/routes';
import { seed } from '../src/mocks/seed';
import { apiData } from './apiData';
import { ROUTE_ITEMS } from './routeItems';
import { BRAND_SUFFIX, expect, hydrated, test, watchHydration } from './fixtures';

// The share pages through the production server (src/server/), with the sandbox API: their HTML
// carries the page (its text and its link-preview tags) and the state it was rendered from, and the
// browser takes it over without asking the API again or drawing it afresh. What the page says is read
// from the API here, never assumed from the sandbox's seed.

const data = apiData;

type SharePageKey = { [K in RouteKey]: Routes[K]['kind'] extends 'share' ? K : never }[RouteKey];

/** What a share page's HTML must say without JavaScript, read from the API: its title, who sings or hosts, its og:type. */
type ItemText = (request: APIRequestContext, item: string) => Promise<{ title: string; who: string; ogType: string }>;

/** Each share route's text, type-checked complete: a new share route does not compile without its own. */
const TEXT: { [K in SharePageKey]: ItemText } = {
  recording: async (request, uid) => {
    const r = await data<Recording>(request, recordingRequest(uid));
    return { title: r.title, who: r.owner.name, ogType: r.media_type === 'video' ? 'video.other' : 'music.song' };
  },
  room: async (request, id) => {
    const r = await data<Room>(request, roomRequest(id));
    return { title: r.name, who: r.owner.name, ogType: 'website' };
  },
  event: async (request, slug) => {
    const e = await data<KaraokeEvent>(request, eventRequest(slug));
    return { title: e.title, who: e.title, ogType: 'website' };
  },
  recharge: async (request, uid) => {
    const u = await data<User>(request, userByUidRequest(uid));
    return { title: 'Nạp kim cương', who: u.name, ogType: 'website' };
  },
};

interface ShareCase {
  name: string;
  path: string;
  text: (request: APIRequestContext) => Promise<{ title: string; who: string; ogType: string }>;
  /** The item's own GET (the route's first request), which the browser must not send again. */
  detail: string;
}

/** Every share route of the table (src/lib/routes.ts) on each of its sandbox items (e2e/routeItems.ts). */
const CASES: ShareCase[] = routeList
  .filter((route): route is Routes[SharePageKey] => route.kind === 'share')
  .flatMap((route) =>
    ROUTE_ITEMS[route.key].map((item) => ({
      name: `${route.key} ${item}`,
      path: route.href(item),
      text: (request: APIRequestContext) => TEXT[route.key](request, item),
      detail: route.first(item).url,
    })),
  );

/** The contents of `<meta property|name=…>` tags (React writes quotes; the shell's minifier drops some). */
const metaContent = (html: string, property: string) =>
  [...html.matchAll(/<meta\s+(?:property|name)=("[^"]*"|[^\s>]+)\s+content=("[^"]*"|[^\s>]+)/g)]
    .filter(([, name]) => name!.replace(/"/g, '') === property)
    .map(([, , content]) => content!.replace(/^"|"$/g, ''));

for (const share of CASES) {
  test.describe(share.name, () => {
    test('its HTML shows the page to a reader without JavaScript', async ({ browser, request }) => {
      const { title, who } = await share.text(request);
      const context = await browser.newContext({ javaScriptEnabled: false, locale: 'vi-VN' });
      const page = await context.newPage();
      const response = await page.goto(share.path);
      expect(response?.status()).toBe(200);
      await expect(page.locator('#main h1')).toContainText(title);
      await expect(page.locator('#main')).toContainText(who);
      await context.close();
    });

    test("a link fetcher gets the item's own preview tags, one of each", async ({ request }) => {
      const { title, ogType } = await share.text(request);
      const response = await request.get(share.path, { headers: { 'User-Agent': 'facebookexternalhit/1.1' } });
      const html = await response.text();
      // (The whole head: its JSON-LD is a script among the tags.)
      const head = html.slice(0, html.indexOf('</head>'));
      for (const property of ['og:type', 'og:title', 'og:description', 'og:url', 'og:image', 'og:locale', 'og:site_name']) {
        expect(metaContent(head, property), property).toHaveLength(1);
      }
      // A recording plays in X's card (share-cards.spec.ts reads the rest).
      expect(metaContent(head, 'twitter:card')).toEqual([ogType === 'website' ? 'summary_large_image' : 'player']);
      expect(metaContent(head, 'og:type')).toEqual([ogType]);
      expect(metaContent(head, 'og:title')[0]).toContain(title);
      expect(metaContent(head, 'og:url')[0]).toMatch(/^https:\/\/[^?]+$/);
      expect(metaContent(head, 'og:image')[0]).toMatch(/^https:\/\//);
      expect(Number(metaContent(head, 'og:image:width')[0])).toBeGreaterThan(0);
      expect(Number(metaContent(head, 'og:image:height')[0])).toBeGreaterThan(0);
      expect(head.match(/<title>/g)).toHaveLength(1);
      expect(head).toMatch(/<title>[^<]* \| Hát Vui<\/title>/);
      if (ogType !== 'website') {
        const kind = ogType === 'music.song' ? 'audio' : 'video';
        expect(metaContent(head, `og:${kind}`)[0]).toMatch(/^https:\/\//);
        expect(metaContent(head, `og:${kind}:type`)[0]).toMatch(new RegExp(`^(audio|video)/`));
      }
    });

    test('the browser takes the HTML over: the same nodes, no new request for the item, no hydration error', async ({ page }) => {
      const messages = watchHydration(page);
      const asked: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname === `/v1${share.detail}`) asked.push(request.url());
      });
      // Marks the server's heading before the app's code runs: hydration keeps that very node.
      await page.addInitScript(() => {
        document.addEventListener('DOMContentLoaded', () => {
          const h1 = document.querySelector('#main h1');
          if (h1) (h1 as unknown as { fromServer: boolean }).fromServer = true;
        });
      });
      await page.goto(share.path);
      await hydrated(page);
      await expect(page).toHaveTitle(BRAND_SUFFIX);
      // Let the page settle (its queries would have been sent by now).
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate(() => (document.querySelector('#main h1') as unknown as { fromServer?: boolean }).fromServer)).toBe(true);
      expect(asked).toEqual([]);
      expect(messages).toEqual([]);
    });
  });
}

test('an unknown item answers 404 with its not-found page, kept out of search results', async ({ request, page }) => {
  const response = await request.get(routes.recording.href(seed.recordings.unknown.uid));
  expect(response.status()).toBe(404);
  const html = await response.text();
  expect(metaContent(html, 'robots')).toEqual(['noindex']);
  await page.goto(routes.recording.href(seed.recordings.unknown.uid));
  await expect(page.getByRole('heading', { level: 1, name: 'Không tìm thấy bản thu' })).toBeVisible();
});

test('the query string is not part of the page: a tracking link gets the same page, rendered in the browser over it', async ({ page }) => {
  const messages = watchHydration(page);
  await page.goto(`${routes.recording.href(seed.recordings.audio.uid)}?fbclid=abc&utm_source=zalo`);
  await hydrated(page);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Đăng nhập', exact: true })).toHaveAttribute(
    'href',
    routes.login.href(`${routes.recording.href(seed.recordings.audio.uid)}?fbclid=abc&utm_source=zalo`),
  );
  expect(messages).toEqual([]);
});

test.describe('an API that fails the server', () => {
  // Each test breaks the detail of its own event entry (the sandbox's POST /sandbox/faults), so the
  // tests running beside it are not touched.
  const entryOf = async (request: APIRequestContext, index: number) => {
    const event = await data<KaraokeEvent>(request, eventRequest(seed.events.running));
    const page = await data<Page<RecordingCard>>(request, { url: `/events/recordings/${event.id}`, params: { is_platform: 3, page: 1 } });
    const entry = page.items[index]!;
    return { entry, path: routes.recording.href(entry.uid), api: `/v1/recordings/detail-by-uid/${entry.uid}` };
  };
  const setFault = async (request: APIRequestContext, api: string, fault: Fault | null) =>
    expect((await request.post('/sandbox/faults', { data: { path: api, fault } })).ok()).toBe(true);

  for (const [index, fault] of (['down', 'garbage', 'slow'] as const).entries()) {
    test(`${fault}: the visitor gets the app shell (200), and the page is drawn in the browser`, async ({ page, request }) => {
      const { entry, path, api } = await entryOf(request, index);
      await setFault(request, api, fault);
      try {
        const response = await request.get(path);
        expect(response.status()).toBe(200);
        expect(await response.text()).toMatch(/<div id="?root"?><\/div>/);
        await page.goto(path);
        if (fault === 'slow') {
          // Too slow for the server, not for a visitor who waits: the browser shows it when it comes.
          await expect(page.getByRole('heading', { level: 1, name: entry.title })).toBeVisible({ timeout: 15_000 });
        } else {
          const alert = page.locator('#main').getByRole('alert');
          await expect(alert).toContainText('Không tải được bản thu', { timeout: 15_000 });
          await setFault(request, api, null);
          await alert.getByRole('button', { name: 'Thử lại' }).click();
          await expect(page.getByRole('heading', { level: 1, name: entry.title })).toBeVisible();
        }
      } finally {
        await setFault(request, api, null);
      }
    });
  }
});
