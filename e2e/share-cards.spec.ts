import type { APIRequestContext } from '@playwright/test';
import ogs from 'open-graph-scraper';
import sharp from 'sharp';
import { unfurl } from 'unfurl.js';
import createMetascraper from 'metascraper';
import metascraperAuthor from 'metascraper-author';
import metascraperDate from 'metascraper-date';
import metascraperDescription from 'metascraper-description';
import metascraperImage from 'metascraper-image';
import metascraperLang from 'metascraper-lang';
import metascraperPublisher from 'metascraper-publisher';
import metascraperTitle from 'metascraper-title';
import metascraperUrl from 'metascraper-url';
import type { KaraokeEvent, Recording, Room } from '../src/api/contract';
import { ANDROID_PACKAGE, APP_SCHEME, APP_STORE_ID, SITE_URL } from '../src/lib/config';
import { EMBED_SIZE } from '../src/lib/embed';
import { eventRequest, recordingRequest, roomRequest, routes } from '../src/lib/routes';
import { CARD_HEIGHT, CARD_WIDTH } from '../src/lib/shareCard';
import { seed } from '../src/mocks/seed';
import { IMMUTABLE, LIVE_CARD } from '../src/server/cards/cardRoute';
import { apiData } from './apiData';
import { expect, test } from './fixtures';

// The share pages read as a link fetcher reads them (no JavaScript): open-graph-scraper and metascraper
// parse their HTML, the card each names is fetched and looked at, unfurl.js follows a recording's oEmbed link, and
// the app-link files are fetched as Android and iOS fetch them. The pages' URLs are on SITE_URL (the
// public site); here they are asked of the server under test.

const CRAWLER = { 'User-Agent': 'facebookexternalhit/1.1' };
/** metascraper with the rules a link preview uses (its own bundle of them). */
const metascraper = createMetascraper([
  metascraperAuthor(),
  metascraperDate(),
  metascraperDescription(),
  metascraperImage(),
  metascraperLang(),
  metascraperPublisher(),
  metascraperTitle(),
  metascraperUrl(),
]);
/** A URL on the public site, as the server under test answers it. */
const local = (url: string, baseURL: string) => url.replace(SITE_URL, baseURL);

const data = apiData;

interface ShareCase {
  name: string;
  path: string;
  /** The item's title, who sings or hosts, and for a recording when it was published. */
  item: (request: APIRequestContext) => Promise<{ title: string; who: string[]; published?: string }>;
  /** Whether the page has an author (a recording: its singers). */
  authored: boolean;
  /** The card's Cache-Control, when it is not a card's year (IMMUTABLE). */
  cardKept?: string;
  twitterCard: 'player' | 'summary_large_image';
}

const recording = (name: string, uid: string): ShareCase => ({
  name,
  path: routes.recording.href(uid),
  item: async (request) => {
    const r = await data<Recording>(request, recordingRequest(uid));
    return { title: r.title, who: [r.owner.name, ...(r.duet_partner ? [r.duet_partner.name] : [])], published: r.created_at };
  },
  twitterCard: 'player',
  authored: true,
});

const CASES: ShareCase[] = [
  recording('an audio recording', seed.recordings.audio.uid),
  recording('a video recording', seed.recordings.video.uid),
  recording('a duet', seed.recordings.duet.uid),
  {
    name: 'a live room',
    path: routes.room.href(seed.rooms.live),
    item: async (request) => {
      const r = await data<Room>(request, roomRequest(seed.rooms.live));
      return { title: r.name, who: [r.owner.name] };
    },
    twitterCard: 'summary_large_image',
    authored: false,
    // Its card says LIVE: kept no longer than the room's page (docs/share-cards.md).
    cardKept: LIVE_CARD['Cache-Control'],
  },
  {
    name: 'an event',
    path: routes.event.href(seed.events.running),
    item: async (request) => ({ title: (await data<KaraokeEvent>(request, eventRequest(seed.events.running))).title, who: [] }),
    twitterCard: 'summary_large_image',
    authored: false,
  },
];

for (const share of CASES) {
  test(`${share.name}: a link fetcher reads its title, its card (type, size, text) and the app's links, and gets the card`, async ({
    request,
    baseURL,
  }) => {
    const { title, who, published } = await share.item(request);
    const page = await request.get(share.path, { headers: CRAWLER });
    expect(page.status()).toBe(200);
    const html = await page.text();
    const { result, error } = await ogs({ html });
    expect(result.ogTitle).toContain(title);
    expect(result.ogDescription).toBeTruthy();
    const [image] = result.ogImage ?? [];
    // (open-graph-scraper gives the size as it is written: text)
    expect(image).toMatchObject({ type: 'image/jpeg', width: String(CARD_WIDTH), height: String(CARD_HEIGHT) });
    expect(image!.url).toMatch(new RegExp(`^${SITE_URL}/cards/`));
    expect(error).toBe(false);
    expect(html).toContain(`<meta property="og:image:secure_url" content="${image!.url}"/>`);
    expect(image!.alt).toContain(title);
    for (const name of who) expect(image!.alt).toContain(name);
    expect(result.twitterCard).toBe(share.twitterCard);
    expect(result.twitterImage?.[0]?.url).toBe(image!.url);
    expect(result).toMatchObject({
      alAndroidUrl: `${APP_SCHEME}${share.path.slice(1)}`,
      alAndroidPackage: ANDROID_PACKAGE,
      alIosUrl: `${APP_SCHEME}${share.path.slice(1)}`,
      alIosAppStoreId: APP_STORE_ID,
    });

    // metascraper (as Slack, Discord and many a CMS read a link): the same page, and the singers as a recording's author.
    const meta = await metascraper({ html, url: `${SITE_URL}${share.path}` });
    expect(meta.title).toContain(title);
    expect(meta.description).toBe(result.ogDescription);
    expect(meta.image).toBe(image!.url);
    expect(meta.url).toBe(`${SITE_URL}${share.path}`);
    expect(meta.lang).toBe('vi');
    expect(meta.publisher).toBe('Hát Vui');
    if (share.authored) {
      expect(meta.author).toBe(who.join(', '));
      expect(meta.date).toBe(new Date(published!).toISOString());
    } else {
      expect(meta.author).toBeFalsy();
    }

    const card = await request.get(local(image!.url, baseURL!));
    expect(card.status()).toBe(200);
    expect(card.headers()['content-type']).toBe('image/jpeg');
    expect(card.headers()['cache-control']).toBe(share.cardKept ?? IMMUTABLE);
    const body = await card.body();
    expect(body.length).toBeLessThanOrEqual(300 * 1024);
    expect(await sharp(body).metadata()).toMatchObject({ format: 'jpeg', width: CARD_WIDTH, height: CARD_HEIGHT });
  });
}

test('a recording is a player on X, and its oEmbed (read by unfurl.js) embeds the player with the card as thumbnail', async ({
  request,
  baseURL,
}) => {
  const uid = seed.recordings.audio.uid;
  const r = await data<Recording>(request, recordingRequest(uid));
  // unfurl follows the page's oEmbed link, which names the public site: the server under test answers it.
  const fetchHere = (url: string) => fetch(local(url, baseURL!), { headers: CRAWLER });
  const unfurled = await unfurl(`${baseURL}${routes.recording.href(uid)}`, { oembed: true, fetch: fetchHere });
  expect(unfurled.twitter_card.card).toBe('player');
  expect(unfurled.twitter_card.players?.[0]).toMatchObject({ url: `${SITE_URL}${routes.embedRecording.href(uid)}`, ...EMBED_SIZE.audio });
  expect(unfurled.oEmbed).toMatchObject({
    version: '1.0',
    type: 'rich',
    title: r.title,
    author_name: r.owner.name,
    provider_name: 'Hát Vui',
    width: EMBED_SIZE.audio.width,
    height: EMBED_SIZE.audio.height,
  });
  const oembed = unfurled.oEmbed as { html: string; thumbnails?: { url: string; width: number; height: number }[] };
  expect(oembed.html).toMatch(new RegExp(`^<iframe src="${SITE_URL}${routes.embedRecording.href(uid)}" width="${EMBED_SIZE.audio.width}"`));
  expect(oembed.thumbnails?.[0]).toMatchObject({ width: CARD_WIDTH, height: CARD_HEIGHT });
  expect((await request.get(local(oembed.thumbnails![0]!.url, baseURL!))).headers()['content-type']).toBe('image/jpeg');
});

test("a top-up page keeps the site's image (it names a person) and offers no app link", async ({ request }) => {
  const page = await request.get(routes.recharge.href(seed.users.other), { headers: CRAWLER });
  const { result } = await ogs({ html: await page.text() });
  expect(result.ogImage?.[0]?.url).toBe(`${SITE_URL}/og-image.png`);
  expect(result.twitterCard).toBe('summary_large_image');
  expect(result.alAndroidUrl).toBeUndefined();
  expect(await page.text()).not.toContain('/cards/');
});

test('the app-link files are JSON, with no redirect, naming the share routes and no money page', async ({ request }) => {
  for (const file of ['/.well-known/assetlinks.json', '/.well-known/apple-app-site-association']) {
    const response = await request.get(file, { maxRedirects: 0 });
    expect({ file, status: response.status(), type: response.headers()['content-type'] }).toEqual({
      file,
      status: 200,
      type: 'application/json; charset=utf-8',
    });
    expect(JSON.parse(await response.text())).toBeTruthy();
  }
  const android = (await (await request.get('/.well-known/assetlinks.json')).json()) as { target: { package_name: string } }[];
  expect(android[0]!.target.package_name).toBe(ANDROID_PACKAGE);
  const ios = await (await request.get('/.well-known/apple-app-site-association')).text();
  for (const route of ['/recording/*', '/room/*', '/events/*']) expect(ios).toContain(`"${route}"`);
  for (const money of ['/recharge', '/transfer', '/transaction-history']) expect(ios).not.toContain(money);
});
