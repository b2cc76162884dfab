import { http, HttpResponse } from 'msw';
import sharp from 'sharp';
import type { Recording } from '../../../src/api/contract';
import { cardPath, recordingCard } from '../../../src/lib/shareCard';
import { seed } from '../../../src/mocks/db';
import { server as sandbox } from '../../../src/mocks/node';
import { IMMUTABLE, SHORT_LIVED } from '../../../src/server/cards/cardRoute';
import { payloadOf } from '../../support';
import { CARD, getFrom, isCard, metric, pngOf, serverPerTest } from './cardServers';

// What a card's picture may be (issue 28, 3): JPEG, PNG or WebP by its bytes, of at most 12 MP (a
// 16-bit or interlaced PNG, decoded whole, 4 MP), refused from its header before sharp sees it: every
// buffer given to sharp is recorded here. Without CARD_SVG_IMAGES, as a real deployment runs.

const mockDecoded: Buffer[] = [];
type Sharp = typeof sharp;
jest.mock('sharp', () => {
  const actual = jest.requireActual<Sharp>('sharp');
  const recording = (...args: Parameters<Sharp>) => {
    if (Buffer.isBuffer(args[0])) mockDecoded.push(args[0]);
    return actual(...args);
  };
  return Object.assign(recording, actual);
});

jest.setTimeout(30_000);

const own = serverPerTest({ cards: { svgImages: false } });
const get = (path: string) => getFrom(own().origin, path);
const recording = () => payloadOf<Recording>(`/recordings/detail-by-uid/${seed.recordings.audio.uid}?is_platform=3`);
const coverIs = (bytes: Buffer, type: string) =>
  sandbox.use(http.get('*/sandbox/img/:file', () => new HttpResponse(bytes, { headers: { 'Content-Type': type } })));
const refusals = (reason: string) => metric('hatvui_card_cover_refusals_total', { reason });
const flat = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#3a6' } });

it.each([
  [
    'the bomb of issue 28: a 6300×6300 16-bit interlaced PNG (317 MB decoded)',
    () => Promise.resolve(pngOf(6300, 6300, { depth: 16, interlaced: true })),
    'size',
  ],
  ['a real PNG of 4000×3100, over 12 MP', () => flat(4000, 3100).png({ compressionLevel: 1 }).toBuffer(), 'size'],
  ['an interlaced PNG of 2100×2000, decoded whole', () => Promise.resolve(pngOf(2100, 2000, { interlaced: true })), 'size'],
  ['a GIF', () => flat(64, 64).gif().toBuffer(), 'format'],
  ['a TIFF', () => flat(64, 64).tiff().toBuffer(), 'format'],
  [
    'an SVG',
    () => Promise.resolve(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><rect width="64" height="64"/></svg>')),
    'format',
  ],
  ['HTML said to be a PNG', () => Promise.resolve(Buffer.from('<!doctype html><p>not a picture</p>')), 'format'],
])('a cover that is %s is refused unread: the card is drawn without it', async (_name, make, reason) => {
  const cover = await make();
  coverIs(cover, 'image/png');
  const before = await refusals(reason);
  const started = performance.now();
  const { status, headers, body } = await get(cardPath(recordingCard(await recording())));
  expect(mockDecoded.some((input) => input.equals(cover))).toBe(false);
  expect({ status, cache: headers.get('cache-control') }).toEqual({ status: 200, cache: SHORT_LIVED });
  expect(await isCard(body)).toEqual(CARD);
  expect(await refusals(reason)).toBe(before + 1);
  expect(performance.now() - started).toBeLessThan(10_000);
});

it.each([
  ['a JPEG', () => flat(640, 640).jpeg().toBuffer(), 'image/jpeg'],
  ['a 16-bit interlaced PNG of 400×300', () => flat(400, 300).toColourspace('rgb16').png({ progressive: true }).toBuffer(), 'image/png'],
  ['a WebP, whatever its Content-Type says', () => flat(640, 640).webp().toBuffer(), 'application/octet-stream'],
])('a cover that is %s is drawn', async (_name, make, type) => {
  const cover = await make();
  coverIs(cover, type);
  const { status, headers } = await get(cardPath(recordingCard(await recording())));
  expect({ status, cache: headers.get('cache-control') }).toEqual({ status: 200, cache: IMMUTABLE });
  expect(mockDecoded.some((input) => input.equals(cover))).toBe(true);
});
