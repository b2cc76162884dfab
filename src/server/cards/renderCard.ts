// A card drawn without a browser: satori lays the text out and writes an SVG (text as outlines, in the
// card's own fonts), sharp (libvips) rasterises it and encodes the JPEG in its worker threads, so the
// server's event loop is busy only for the layout. sharp also reads the cover in whatever format the
// API holds (JPEG, PNG, WebP, AVIF, GIF, SVG), within a pixel limit, and cuts it to its box.
import satori from 'satori';
import sharp from 'sharp';
import type { CardContent } from '../../lib/shareCard';
import { CARD_HEIGHT, CARD_WIDTH } from '../../lib/shareCard';
import { CardArt, SIDE_IMAGE, type CardPicture } from './CardArt';
import { cardText } from './cardText';
import type { CardFonts } from './fonts';

/** The largest card we hand out; a denser picture is encoded again at a lower quality. */
export const MAX_CARD_BYTES = 300 * 1024;
const QUALITIES = [82, 68, 52, 38];
/** A cover larger than this (in pixels) is refused unread: a small file can unpack to gigabytes. */
const MAX_INPUT_PIXELS = 40_000_000;
/** sharp's own time limit per image, in seconds. */
const SHARP_SECONDS = 3;

/** The cover (or avatar, or banner) cut to its box, as a data: URL; undefined when it cannot be read. */
export async function pictureOf(image: Buffer, shape: CardPicture['shape']): Promise<CardPicture | undefined> {
  const [width, height] = shape === 'wide' ? [CARD_WIDTH, CARD_HEIGHT] : [SIDE_IMAGE, SIDE_IMAGE];
  try {
    const jpeg = await sharp(image, { limitInputPixels: MAX_INPUT_PIXELS, animated: false, failOn: 'error' })
      .resize(width, height, { fit: 'cover' })
      .flatten({ background: '#1a1033' })
      .jpeg({ quality: 85 })
      .timeout({ seconds: SHARP_SECONDS })
      .toBuffer();
    return { src: `data:image/jpeg;base64,${jpeg.toString('base64')}`, shape };
  } catch {
    return undefined;
  }
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
