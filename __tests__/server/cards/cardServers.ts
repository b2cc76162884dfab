import zlib from 'node:zlib';
import sharp from 'sharp';
import { parseExposition, sampleValue } from '../../../scripts/vitals/exposition';
import type { ServerOptions } from '../../../src/server/app';
import { MAX_CARD_BYTES } from '../../../src/server/cards/renderCard';
import { registry } from '../../../src/server/metrics';
import { makeTestBuild, startTestServer, type TestBuild, type TestServer } from '../../support/productionServer';

// What the card tests share: a server of their own per test (a server keeps the cards and covers it
// has drawn, so a test that counts draws or changes a cover starts from nothing), a GET, what a card
// is, the server's card metrics, and PNG files written byte by byte.

/** The sandbox's pictures are SVG placeholders: its cards draw them only with CARD_SVG_IMAGES. */
export const SANDBOX_CARDS: ServerOptions['cards'] = { svgImages: true };

/** A server for each test of the file (or describe block): `site()` is the current test's. */
export function serverPerTest(options: Partial<ServerOptions> = { cards: SANDBOX_CARDS }) {
  let build: TestBuild | undefined;
  let site: TestServer | undefined;
  beforeAll(() => {
    build = makeTestBuild();
  });
  beforeEach(async () => {
    site = await startTestServer(build!, options);
  });
  afterEach(async () => {
    await site?.close();
  });
  afterAll(() => build?.remove());
  return () => site!;
}

export const getFrom = async (origin: string, path: string) => {
  const response = await fetch(`${origin}${path}`);
  return { status: response.status, headers: response.headers, body: Buffer.from(await response.arrayBuffer()) };
};

export const isCard = async (body: Buffer) => {
  const { format, width, height } = await sharp(body).metadata();
  return { format, width, height, small: body.length <= MAX_CARD_BYTES };
};
export const CARD = { format: 'jpeg', width: 1200, height: 630, small: true };

/** A sample of the server's metrics (0 when it has none yet). */
export const metric = async (name: string, labels: Record<string, string> = {}) =>
  sampleValue(parseExposition(await registry.metrics()), name, labels) ?? 0;
/** Cards drawn so far, whatever their outcome. */
export const draws = async () =>
  (await metric('hatvui_card_draw_duration_seconds_count', { outcome: 'drawn' })) +
  (await metric('hatvui_card_draw_duration_seconds_count', { outcome: 'without_cover' })) +
  (await metric('hatvui_card_draw_duration_seconds_count', { outcome: 'failed' }));

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes: Buffer) => {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type: string, data: Buffer) => {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

/**
 * A valid PNG's header for a picture of `width`×`height` (RGBA, `depth` bits, Adam7 when `interlaced`),
 * with its first rows of zeros compressed in one small IDAT: what a decoder sees before it unpacks.
 */
export function pngOf(width: number, height: number, { depth = 8, interlaced = false } = {}) {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([depth, 6, 0, 0, interlaced ? 1 : 0], 8);
  const rows = zlib.deflateSync(Buffer.alloc(Math.min(height, 64) * (1 + (width * 4 * depth) / 8)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', rows),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
