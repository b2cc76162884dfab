import type { APIRequestContext } from '@playwright/test';
import type { KaraokeEvent, Page, Recording, RecordingCard, Room, User } from '../src/api/contract';
import type { Fault } from '../src/mocks/middleware';
import { eventRequest, recordingRequest, roomRequest, routes, userByUidRequest } from '../src/lib/routes';
import { seed } from '../src/mocks/seed';
import { apiData } from './apiData';
import { BRAND_SUFFIX, expect, hydrated, test, watchHydration } from './fixtures';

// The share pages through the production server (src/server/), with the sandbox API: their HTML
// carries the page (its text and its link-preview tags) and the state it was rendered from, and the
// browser takes it over without asking the API again or drawing it afresh. What the page says is read
// from the API here, never assumed from the sandbox's seed.

const data = apiData;

interface ShareCase {
  name: string;
  path: string;
  /** What its HTML must say without JavaScript: the title, and who sings or hosts. */
  text: (request: APIRequestContext) => Promise<{ title: string; who: string; ogType: string }>;
  /** The item's own GET, which the browser must not send again. */
  detail: RegExp;
}

const recordingCase = (name: string, uid: string): ShareCase => ({
  name,
  path: routes.recording.href(uid),
  text: async (request) => {
    const r = await data<Recording>(request, recordingRequest(uid));
    return { title: r.title, who: r.owner.name, ogType: r.media_type === 'video' ? 'video.other' : 'music.song' };
  },
  detail: /\/v1\/recordings\/detail-by-uid\//,
});

const CASES: ShareCase[] = [
  recordingCase('a recording', seed.recordings.audio.uid),
  recordingCase('a video recording', seed.recordings.video.uid),
  {
    name: 'a room',
    path: routes.room.href(seed.rooms.live),
    text: async (request) => {
      const r = await data<Room>(request, roomRequest(seed.rooms.live));
      return { title: r.name, who: r.owner.name, ogType: 'website' };
    },
    detail: /\/v1\/rooms\/detail\//,
  },
  {
    name: 'an event',
    path: routes.event.href(seed.events.running),
    text: async (request) => {
      const e = await data<KaraokeEvent>(request, eventRequest(seed.events.running));
      return { title: e.title, who: e.title, ogType: 'website' };
    },
    detail: /\/v1\/events\//,
  },
  {
    name: 'a top-up for a user id',
    path: routes.recharge.href(seed.users.other),
    text: async (request) => {
      const u = await data<User>(request, userByUidRequest(seed.users.other));
      return { title: 'Nạp kim cương', who: u.name, ogType: 'website' };
    },
    detail: /\/v1\/users\/uid\//,
  },
];

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
        if (share.detail.test(request.url())) asked.push(request.url());
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
      expect(await page.evaluate(() => (document.querySelector('#main h1') as unknown as { fromServer?: boolean }).fromServer)).toBe(
        true,
      );
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
