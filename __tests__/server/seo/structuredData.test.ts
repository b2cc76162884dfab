// The structured data of the server-rendered recording and event pages against Google's property
// tables (googleStructuredData.ts): every required and applicable recommended property, each value of
// the kind the table asks. Data made here as CONTRACT.md describes it, not the sandbox's seed.
import { http as mock, HttpResponse } from 'msw';
import type { KaraokeEvent, Recording } from '../../../src/api/contract';
import { SITE_URL } from '../../../src/lib/config';
import { routes } from '../../../src/lib/routes';
import { server as sandbox } from '../../../src/mocks/node';
import { siteHeaders } from '../../../src/server/headers';
import { readPagesBuild, type PageSite } from '../../../src/server/appPages';
import { shareAnswer } from '../../../src/server/shareAnswer';
import { matchSharePage } from '../../../src/server/shareRender';
import { makeTestBuild, TEST_NGINX_CONF } from '../../support/productionServer';
import { EVENT, expectedOf, VIDEO_OBJECT, type PropertyTable } from './googleStructuredData';

// A share page's first render loads the whole app, and a build is a hundred calls through MSW: seconds on a busy machine.
jest.setTimeout(20_000);

const build = makeTestBuild();
afterAll(() => build.remove());
const pages = readPagesBuild(build.distDir, build.templatesDir);
const site: PageSite = { build: pages, headers: siteHeaders(TEST_NGINX_CONF, { styleHashes: pages.styleHashes }), log: () => undefined };

/** The page's JSON-LD, as a search engine reads it from the server's HTML. */
async function describedAt(pathname: string): Promise<Record<string, unknown>> {
  const { status, html } = await shareAnswer(site, matchSharePage(pathname)!, pathname);
  expect(status).toBe(200);
  const block = new DOMParser().parseFromString(html, 'text/html').querySelector('script[type="application/ld+json"]');
  return JSON.parse(block!.textContent) as Record<string, unknown>;
}

const user = (uid: string, name: string) => ({ uid, name, avatar_url: null, level: 5 });
const VIDEO: Recording = {
  id: 90_001,
  uid: 'vid_A1',
  title: 'Nối vòng tay lớn',
  artist: 'Trịnh Công Sơn',
  lyrics: null,
  media_url: 'https://media.example.vn/r/vid_A1.mp4',
  media_type: 'video',
  cover_url: 'https://media.example.vn/r/vid_A1.jpg',
  duration_s: 3725.4,
  owner: user('u-1', 'Lê Minh'),
  duet_partner: null,
  views_count: 1234,
  likes_count: 56,
  comments_count: 0,
  created_at: '2025-03-04T20:15:00+07:00',
  images: [],
  comments: [],
};
const EVENT_ITEM: KaraokeEvent = {
  id: 777,
  slug: 'tet-vui-khui-li-xi',
  title: 'Tết vui khui lì xì',
  description: 'Hát mừng xuân, nhận lì xì.',
  rules: 'Mỗi người một bản thu.',
  banner_url: 'https://media.example.vn/e/tet.jpg',
  start_at: '2026-01-20T00:00:00+07:00',
  end_at: '2026-02-20T23:59:00+07:00',
  prizes: [],
};

const serve = (recording: Recording) =>
  sandbox.use(
    mock.get('*/v1/recordings/detail-by-uid/:uid', () => HttpResponse.json({ data: recording })),
    mock.get('*/v1/gifts/recording/top', () => HttpResponse.json({ data: [] })),
    mock.get('*/v1/events/detail/:slug', () => HttpResponse.json({ data: EVENT_ITEM })),
    mock.get('*/v1/events/songs/:id', () => HttpResponse.json({ data: [] })),
    mock.get('*/v1/events/recordings/:id', () => HttpResponse.json({ data: { items: [], page: 1, per_page: 15, total: 0 } })),
  );

const ISO_DATE_TIME = /^\d{4}-\d\d-\d\dT\d\d:\d\d(:\d\d(\.\d+)?)?(Z|[+-]\d\d:\d\d)$/;
const absolute = (value: unknown) => typeof value === 'string' && /^https:\/\/[^\s]+$/.test(value);

/** Every property of the table that applies, present and not empty; every one that does not, absent. */
function expectTable(data: Record<string, unknown>, table: PropertyTable) {
  for (const name of expectedOf(table)) expect({ name, present: data[name] !== undefined && data[name] !== '' }).toEqual({ name, present: true });
  for (const name of Object.keys(table.notApplicable)) expect({ name, present: name in data }).toEqual({ name, present: false });
}

describe("a video recording's page", () => {
  it("carries every property of Google's VideoObject table that applies, each of the kind asked", async () => {
    serve(VIDEO);
    const data = await describedAt(routes.recording.href(VIDEO.uid));
    expect(data['@type']).toContain('VideoObject');
    expectTable(data, VIDEO_OBJECT);

    expect(data.name).toBe(VIDEO.title);
    expect(data.description).toEqual(expect.stringContaining(VIDEO.owner.name));
    // The poster the page's player shows, then the drawn card: absolute URLs.
    expect(data.thumbnailUrl).toEqual([VIDEO.cover_url, expect.stringMatching(/\/cards\/recording\/vid_A1\/.+\.jpg$/)]);
    expect((data.thumbnailUrl as unknown[]).every(absolute)).toBe(true);
    expect(data.uploadDate).toMatch(ISO_DATE_TIME);
    expect(new Date(data.uploadDate as string).getTime()).toBe(new Date(VIDEO.created_at).getTime());
    expect(data.duration).toBe('PT1H2M5S');
    expect(data.embedUrl).toBe(`${SITE_URL}${routes.embedRecording.href(VIDEO.uid)}`);
    expect(data.contentUrl).toBe(VIDEO.media_url);
    expect(data.interactionStatistic).toContainEqual({
      '@type': 'InteractionCounter',
      interactionType: 'https://schema.org/WatchAction',
      userInteractionCount: VIDEO.views_count,
    });
  });

  it('names no file that is not public, and still its player', async () => {
    serve({ ...VIDEO, media_url: 'javascript:alert(1)', cover_url: null });
    const data = await describedAt(routes.recording.href(VIDEO.uid));
    expect(data).not.toHaveProperty('contentUrl');
    expect(data.embedUrl).toBe(`${SITE_URL}${routes.embedRecording.href(VIDEO.uid)}`);
    // Without a poster, the card alone.
    expect(data.thumbnailUrl).toEqual([expect.stringMatching(/\/cards\/recording\//)]);
  });
});

describe("an event's page", () => {
  it("carries every property of Google's Event table that applies: online, on its page", async () => {
    serve(VIDEO);
    const data = await describedAt(routes.event.href(EVENT_ITEM.slug));
    expect(data['@type']).toBe('Event');
    expectTable(data, EVENT);

    expect(data.name).toBe(EVENT_ITEM.title);
    expect(data.description).toBe(EVENT_ITEM.description);
    expect(data.startDate).toMatch(ISO_DATE_TIME);
    expect(data.endDate).toMatch(ISO_DATE_TIME);
    expect(new Date(data.startDate as string).getTime()).toBe(new Date(EVENT_ITEM.start_at).getTime());
    expect(new Date(data.endDate as string).getTime()).toBe(new Date(EVENT_ITEM.end_at).getTime());
    expect(data.eventAttendanceMode).toBe('https://schema.org/OnlineEventAttendanceMode');
    expect([
      'https://schema.org/EventScheduled',
      'https://schema.org/EventCancelled',
      'https://schema.org/EventMovedOnline',
      'https://schema.org/EventPostponed',
      'https://schema.org/EventRescheduled',
    ]).toContain(data.eventStatus);
    // An online event's location: a VirtualLocation with its url (required by the table for online events).
    expect(data.location).toEqual({ '@type': 'VirtualLocation', url: `${SITE_URL}${routes.event.href(EVENT_ITEM.slug)}` });
    expect(data.organizer).toEqual({ '@type': 'Organization', name: 'Hát Vui', url: SITE_URL });
    expect(data.image).toEqual([expect.stringMatching(/\/cards\/event\//), EVENT_ITEM.banner_url]);
    expect((data.image as unknown[]).every(absolute)).toBe(true);
  });
});
