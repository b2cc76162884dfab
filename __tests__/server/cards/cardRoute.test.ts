import sharp from 'sharp';
import { delay, http, HttpResponse } from 'msw';
import type { KaraokeEvent, Recording, Room } from '../../../src/api/contract';
import { routes } from '../../../src/lib/routes';
import { cardPath, eventCard, recordingCard, roomCard } from '../../../src/lib/shareCard';
import { seed } from '../../../src/mocks/db';
import { server as sandbox } from '../../../src/mocks/node';
import { IMAGE_MAX_BYTES } from '../../../src/server/cards/cardDrawer';
import { IMMUTABLE, LIVE_CARD, NOT_KEPT, SHORT_LIVED } from '../../../src/server/cards/cardRoute';
import { payloadOf } from '../../support';
import { serverForTheseTests } from '../../support/productionServer';
import { CARD, getFrom, isCard, SANDBOX_CARDS, serverPerTest } from './cardServers';

// GET /cards/{kind}/{id}/{hash}.jpg on the production server, with the sandbox API: the card a share
// page names (the URL is the page's own, computed from the same payload), and every way it can fail.

jest.setTimeout(30_000);

const site = serverForTheseTests(undefined, { cards: SANDBOX_CARDS });

const recordingOf = (uid: string) => payloadOf<Recording>(`/recordings/detail-by-uid/${uid}?is_platform=3`);
const get = (path: string) => getFrom(site().origin, path);
/** The headers that say no cache keeps an answer (nginx reads X-Accel-Expires). */
const keptBy = (headers: Headers) => ({ 'Cache-Control': headers.get('cache-control'), 'X-Accel-Expires': headers.get('x-accel-expires') });

describe('a card', () => {
  it("is the page's card: a 1200×630 JPEG under 300 KB, kept for a year, that other sites may show", async () => {
    const recording = await recordingOf(seed.recordings.audio.uid);
    const { status, headers, body } = await get(cardPath(recordingCard(recording)));
    expect(status).toBe(200);
    expect(headers.get('content-type')).toBe('image/jpeg');
    expect(headers.get('cache-control')).toBe(IMMUTABLE);
    expect(headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(await isCard(body)).toEqual(CARD);
  });

  it('is drawn for a room and for an event too, an ended room kept as any card', async () => {
    const room = await payloadOf<Room>(`/rooms/detail/${seed.rooms.offline}?is_uid=1`);
    const event = await payloadOf<KaraokeEvent>(`/events/detail/${seed.events.running}`);
    expect(room.is_live).toBe(false);
    for (const path of [cardPath(roomCard(room)), cardPath(eventCard(event))]) {
      const { status, headers, body } = await get(path);
      expect({ path, status, cache: headers.get('cache-control') }).toEqual({ path, status: 200, cache: IMMUTABLE });
      expect(await isCard(body)).toEqual(CARD);
    }
  });

  it("of a live room says LIVE no longer than the room's page may be kept: half in nginx, half after it, no CDN", async () => {
    const room = await payloadOf<Room>(`/rooms/detail/${seed.rooms.live}?is_uid=1`);
    expect(room.is_live).toBe(true);
    const { status, headers, body } = await get(cardPath(roomCard(room)));
    expect(status).toBe(200);
    expect(await isCard(body)).toEqual(CARD);
    expect(keptBy(headers)).toEqual({ ...LIVE_CARD });
    expect(LIVE_CARD).toEqual({ 'Cache-Control': 'public, max-age=30, s-maxage=0', 'X-Accel-Expires': '30' });
    // nginx's copy, then the browser's: together never more than the page's own time in the caches.
    const page = routes.room.cache;
    expect(page).toEqual({ scope: 'shared', seconds: 60 });
    const kept = Number(headers.get('x-accel-expires')) + Number(/max-age=(\d+)/.exec(headers.get('cache-control')!)![1]);
    expect(kept).toBeLessThanOrEqual(page.scope === 'shared' ? page.seconds : 0);
  });

  it('under an older hash, is the current card, kept by no cache', async () => {
    const recording = await recordingOf(seed.recordings.duet.uid);
    const current = await get(cardPath(recordingCard(recording)));
    const old = await get(cardPath(recordingCard({ ...recording, title: 'Tên cũ', likes_count: 1 })));
    expect(old.status).toBe(200);
    expect(keptBy(old.headers)).toEqual(NOT_KEPT);
    expect(old.body.equals(current.body)).toBe(true);
  });

  it('is a 404 (never HTML) for an unknown item, kind, id or file name, and the API is asked only for a real id', async () => {
    const asked: string[] = [];
    sandbox.events.on('request:start', ({ request }) => asked.push(new URL(request.url).pathname));
    for (const path of [
      `/cards/recording/${seed.recordings.unknown.uid}/abc.jpg`,
      `/cards/room/${seed.rooms.unknown}/abc.jpg`,
      `/cards/event/${seed.events.unknown}/abc.jpg`,
      `/cards/user/${seed.users.owner}/abc.jpg`,
      `/cards/recording/..%2Fx/abc.jpg`,
      `/cards/recording/${seed.recordings.audio.uid}/abc.png`,
      `/cards/recording/${seed.recordings.audio.uid}/abc`,
    ]) {
      const { status, headers } = await get(path);
      expect({ path, status, type: headers.get('content-type') }).toEqual({ path, status: 404, type: 'text/plain; charset=utf-8' });
    }
    sandbox.events.removeAllListeners();
    expect(asked.filter((path) => path.startsWith('/v1/')).sort()).toEqual(
      [
        `/v1/events/detail/${seed.events.unknown}`,
        `/v1/recordings/detail-by-uid/${seed.recordings.unknown.uid}`,
        `/v1/rooms/detail/${seed.rooms.unknown}`,
      ].sort(),
    );
  });
});

describe('a cover that cannot be had', () => {
  const own = serverPerTest();
  const get = (path: string) => getFrom(own().origin, path);
  const coverRoute = '*/sandbox/img/:file';
  const cases: [string, Parameters<typeof http.get>[1]][] = [
    ['missing', () => new HttpResponse('Not found', { status: 404 })],
    ['broken', () => new HttpResponse('<html>not a picture</html>', { headers: { 'Content-Type': 'image/jpeg' } })],
    [
      'never answered',
      async () => {
        await delay('infinite');
        return new HttpResponse(null);
      },
    ],
    [
      'said to be huge',
      () => new HttpResponse(new Uint8Array(16), { headers: { 'Content-Type': 'image/jpeg', 'Content-Length': String(IMAGE_MAX_BYTES + 1) } }),
    ],
    [
      'huge, and never saying so',
      () => {
        const chunk = new Uint8Array(256 * 1024);
        let sent = 0;
        const stream = new ReadableStream({
          pull(controller) {
            sent += chunk.length;
            if (sent > IMAGE_MAX_BYTES * 2) controller.close();
            else controller.enqueue(chunk);
          },
        });
        return new HttpResponse(stream, { headers: { 'Content-Type': 'image/jpeg' } });
      },
    ],
  ];

  it.each(cases)('%s: gives the card without it, drawn again later', async (_name, answer) => {
    const recording = await recordingOf(seed.recordings.audio.uid);
    // The whole card from the file's server: this test's own has drawn nothing yet.
    const whole = await getFrom(site().origin, cardPath(recordingCard(recording)));
    sandbox.use(http.get(coverRoute, answer));
    const { status, headers, body } = await get(cardPath(recordingCard(recording)));
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toBe(SHORT_LIVED);
    expect(await isCard(body)).toEqual(CARD);
    expect(body.equals(whole.body)).toBe(false);
  });

  it('a photo that is all detail still makes a card under 300 KB', async () => {
    const noise = Buffer.alloc(1200 * 630 * 3);
    for (let i = 0; i < noise.length; i += 1) noise[i] = (i * 7919) % 251;
    const photo = await sharp(noise, { raw: { width: 1200, height: 630, channels: 3 } })
      .jpeg({ quality: 95 })
      .toBuffer();
    sandbox.use(http.get(coverRoute, () => new HttpResponse(photo, { headers: { 'Content-Type': 'image/jpeg' } })));
    const room = await payloadOf<Room>(`/rooms/detail/${seed.rooms.live}?is_uid=1`);
    expect(room.cover_url).not.toBeNull();
    const { status, body, headers } = await get(cardPath(roomCard(room)));
    // (Drawn with its cover, kept as a live room's card is: briefly.)
    expect({ status, cache: headers.get('cache-control') }).toEqual({ status: 200, cache: LIVE_CARD['Cache-Control'] });
    expect(await isCard(body)).toEqual(CARD);
  });
});

describe('an API that fails', () => {
  const faults: [string, Parameters<typeof http.get>[1]][] = [
    ['down', () => HttpResponse.error()],
    ['failing', () => HttpResponse.json({ message: 'Lỗi', code: 'INTERNAL' }, { status: 503 })],
    ['answering garbage', () => new HttpResponse('<html>Bad gateway</html>', { headers: { 'Content-Type': 'text/html' } })],
    ['answering something else', () => HttpResponse.json({ data: { unexpected: true } })],
    [
      'never answering',
      async () => {
        await delay('infinite');
        return HttpResponse.json({ data: null });
      },
    ],
  ];

  it.each(faults)("%s: gives the site's share image, never a 5xx, and says so in the log", async (_name, answer) => {
    const recording = await recordingOf(seed.recordings.audio.uid);
    sandbox.use(http.get('*/v1/recordings/detail-by-uid/:uid', answer));
    site().logged.length = 0;
    const { status, headers, body } = await get(cardPath(recordingCard(recording)));
    expect(status).toBe(200);
    expect(headers.get('content-type')).toBe('image/png');
    expect(keptBy(headers)).toEqual(NOT_KEPT);
    expect(await sharp(body).metadata()).toMatchObject({ format: 'png', width: 1200, height: 630 });
    expect(site().logged.join('\n')).toMatch(/the API failed/);
  });
});
