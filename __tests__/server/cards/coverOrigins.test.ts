import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { http as mock, HttpResponse, passthrough } from 'msw';
import sharp from 'sharp';
import type { Recording } from '../../../src/api/contract';
import { cardPath, recordingCard } from '../../../src/lib/shareCard';
import { findRecordingByUid, seed } from '../../../src/mocks/db';
import { server as sandbox } from '../../../src/mocks/node';
import { MAX_REDIRECTS } from '../../../src/server/cards/fetchBounded';
import { IMMUTABLE, SHORT_LIVED } from '../../../src/server/cards/cardRoute';
import { payloadOf } from '../../support';
import { CARD, getFrom, isCard, metric, SANDBOX_CARDS, serverPerTest } from './cardServers';

// Where a card's picture may come from (issue 28, 2): the API's origin and CARD_IMAGE_ORIGINS, at every
// redirect too. A real loopback server stands for what the cards must never reach (an admin page on
// the server's own machine): MSW lets requests to it through, so only the card code can keep them away.

jest.setTimeout(30_000);

const CDN = 'https://cdn.test';
const own = serverPerTest({ cards: { ...SANDBOX_CARDS, imageOrigins: [CDN] } });
const get = (path: string) => getFrom(own().origin, path);

let admin: http.Server;
let adminOrigin = '';
const adminSaw: string[] = [];
let secret: Buffer;

beforeAll(async () => {
  secret = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#f00' } })
    .png()
    .toBuffer();
  admin = http.createServer((req, res) => {
    adminSaw.push(req.url ?? '');
    res.writeHead(200, { 'Content-Type': 'image/png' }).end(secret);
  });
  await new Promise<void>((resolve) => admin.listen(0, '127.0.0.1', resolve));
  adminOrigin = `http://127.0.0.1:${(admin.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => admin.close(resolve)));
beforeEach(() => {
  adminSaw.length = 0;
  sandbox.use(mock.all(`${adminOrigin}/*`, () => passthrough()));
});

const recording = () => payloadOf<Recording>(`/recordings/detail-by-uid/${seed.recordings.audio.uid}?is_platform=3`);
/** The audio recording's cover, named by the API as `url`. */
const coverAt = (url: string) => {
  findRecordingByUid(seed.recordings.audio.uid)!.cover_url = url;
};
/** The requests made to `origin` from now on, answered with a picture. */
const served = (origin: string) => {
  const seen: string[] = [];
  sandbox.use(
    mock.get(`${origin}/*`, ({ request }) => {
      seen.push(new URL(request.url).pathname);
      return new HttpResponse(secret, { headers: { 'Content-Type': 'image/png' } });
    }),
  );
  return seen;
};
const originRefusals = () => metric('hatvui_card_cover_refusals_total', { reason: 'origin' });

it("a cover on the API's origin that redirects to a loopback admin page is never fetched: the card is drawn without it", async () => {
  sandbox.use(mock.get('*/sandbox/img/:file', () => HttpResponse.redirect(`${adminOrigin}/internal-admin/secret.png`, 302)));
  const before = await originRefusals();
  const { status, headers, body } = await get(cardPath(recordingCard(await recording())));
  expect(adminSaw).toEqual([]);
  expect({ status, cache: headers.get('cache-control') }).toEqual({ status: 200, cache: SHORT_LIVED });
  expect(await isCard(body)).toEqual(CARD);
  expect(await originRefusals()).toBe(before + 1);
});

it.each([
  ['a loopback admin page', () => `${adminOrigin}/internal-admin/secret.png`],
  ['another host', () => 'https://elsewhere.test/cover.png'],
  ['the CDN over plain http', () => 'http://cdn.test/cover.png'],
  ['a file', () => 'file:///etc/passwd'],
])('a cover named on %s is never asked for', async (_name, url) => {
  const elsewhere = served('https://elsewhere.test');
  const cdn = served('http://cdn.test');
  coverAt(url());
  const { status, headers } = await get(cardPath(recordingCard(await recording())));
  expect({ admin: adminSaw, elsewhere, cdn }).toEqual({ admin: [], elsewhere: [], cdn: [] });
  expect({ status, cache: headers.get('cache-control') }).toEqual({ status: 200, cache: SHORT_LIVED });
});

it("a cover on a listed origin (CARD_IMAGE_ORIGINS), or redirected there from the API's, is drawn", async () => {
  const cdn = served(CDN);
  coverAt(`${CDN}/covers/101.png`);
  const direct = await get(cardPath(recordingCard(await recording())));
  expect(direct.headers.get('cache-control')).toBe(IMMUTABLE);

  coverAt('/sandbox/img/moved.png');
  sandbox.use(mock.get('*/sandbox/img/moved.png', () => HttpResponse.redirect(`${CDN}/covers/moved.png`, 301)));
  const redirected = await get(cardPath(recordingCard(await recording())));
  expect(redirected.headers.get('cache-control')).toBe(IMMUTABLE);
  expect(cdn).toEqual(['/covers/101.png', '/covers/moved.png']);
});

it(`a cover redirected more than ${MAX_REDIRECTS} times, even on allowed origins, is given up`, async () => {
  const hops: string[] = [];
  sandbox.use(
    mock.get(`${CDN}/loop/:n`, ({ params }) => {
      hops.push(String(params.n));
      return HttpResponse.redirect(`${CDN}/loop/${Number(params.n) + 1}`, 302);
    }),
  );
  coverAt(`${CDN}/loop/0`);
  const { headers } = await get(cardPath(recordingCard(await recording())));
  expect(headers.get('cache-control')).toBe(SHORT_LIVED);
  expect(hops).toHaveLength(MAX_REDIRECTS + 1);
});
