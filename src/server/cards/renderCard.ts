// A card drawn without a browser: satori lays the text out and writes an SVG (text as outlines, in the
// card's own fonts), sharp (libvips) rasterises it and encodes the JPEG in its worker threads. Run in a
// worker thread of the cards' pool (src/server/cards/cardWorker.ts): the layout holds that thread, never
// the server's event loop. sharp also reads the cover (JPEG, PNG or WebP,
// checked first by src/server/cards/imageCheck.ts) and cuts it to its box.
import satori from 'satori';
import sharp from 'sharp';
import type { CardContent } from '../../lib/shareCard';
import { CARD_HEIGHT, CARD_WIDTH } from '../../lib/shareCard';
import { CardArt, SIDE_IMAGE, type CardPicture } from './CardArt';
import { cardText } from './cardText';
import { checkImage, MAX_IMAGE_PIXELS, type ImageHeader } from './imageCheck';
import type { CardFonts } from './fonts';

/** The largest card we hand out; a denser picture is encoded again at a lower quality. */
export const MAX_CARD_BYTES = 300 * 1024;
const QUALITIES = [82, 68, 52, 38];
/** sharp's own time limit per image, in seconds (a whole task's, in the pool: src/server/cards/drawPool.ts). */
export const SHARP_SECONDS = 3;

/**
 * A picture refused before decoding (src/server/cards/imageCheck.ts): its reason, for the metrics, also
 * at the start of its message (an error crosses from a worker thread as its message).
 */
export class PictureRefusedError extends Error {
  constructor(
    readonly reason: 'format' | 'size',
    detail: string,
  ) {
    super(`${reason}: ${detail}`);
  }
}

/**
 * The cover (or avatar, or banner) cut to its box, as a data: URL. Its first bytes are read before any
 * decoder sees it (JPEG, PNG or WebP, within a pixel limit: PictureRefusedError); sharp holds it to the
 * same limit, and throws on a file it cannot read.
 */
export async function pictureOf(image: Buffer, shape: CardPicture['shape'], { svg = false } = {}): Promise<CardPicture> {
  const verdict = checkImage(image, { svg });
  if (!verdict.ok) throw new PictureRefusedError(verdict.reason, verdict.detail);
  const [width, height] = shape === 'wide' ? [CARD_WIDTH, CARD_HEIGHT] : [SIDE_IMAGE, SIDE_IMAGE];
  const jpeg = await sharp(image, {
    limitInputPixels: MAX_IMAGE_PIXELS,
    animated: false,
    failOn: 'error',
    density: await densityFor(image, verdict.header, width, height),
  })
    .resize(width, height, { fit: 'cover' })
    .flatten({ background: '#1a1033' })
    .jpeg({ quality: 85 })
    .timeout({ seconds: SHARP_SECONDS })
    .toBuffer();
  return { src: `data:image/jpeg;base64,${jpeg.toString('base64')}`, shape };
}

/**
 * An SVG rasterised at the size of its box, not at the size it declares (a 4000×3000 SVG is drawn at
 * 1200×900, a ninth of the pixels): the density (72 is 1:1) that covers the box. Other formats: 72.
 */
async function densityFor(image: Buffer, header: ImageHeader, width: number, height: number): Promise<number> {
  if (header.format !== 'svg') return 72;
  const declared = await sharp(image).metadata();
  const scale = Math.max(width / (declared.width || width), height / (declared.height || height));
  return Math.min(72, Math.max(1, 72 * scale));
}

/** The card for `content` as a JPEG of at most MAX_CARD_BYTES, with `picture` when there is one. */
export async function renderCard(content: CardContent, fonts: CardFonts, picture: CardPicture | null): Promise<Buffer> {
  const beside = picture !== null && picture.shape !== 'wide';
  const text = cardText(content, fonts.covers, beside);
  const svg = await satori(CardArt({ text, picture }), {
    width: CARD_WIDTH,
    height: CARD_HEIGHT,
    fonts: fonts.fonts.map(({ family, weight, data }) => ({ name: family, weight, style: 'normal' as const, data })),
  });
  const raster = await sharp(Buffer.from(svg)).timeout({ seconds: SHARP_SECONDS }).raw().toBuffer({ resolveWithObject: true });
  let jpeg: Buffer = Buffer.alloc(0);
  for (const quality of QUALITIES) {
    jpeg = await sharp(raster.data, { raw: raster.info }).jpeg({ quality }).toBuffer();
    if (jpeg.length <= MAX_CARD_BYTES) break;
  }
  return jpeg;
}
