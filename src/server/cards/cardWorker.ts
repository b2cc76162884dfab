// The share cards' drawing, in a worker thread of the pool (src/server/cards/drawPool.ts): satori's
// layout is JavaScript and WebAssembly that holds its thread ~100–300 ms a card, and a cover is read,
// checked and cut here too. webpack.config.ts builds this file as an entry of its own,
// dist-server/cardWorker.js, which piscina loads in each thread. A thread reads the fonts once.
import type { CardContent } from '../../lib/shareCard';
import type { CardPicture } from './CardArt';
import { loadCardFonts, type CardFonts } from './fonts';
import { CARD_FONTS } from './fontFiles';
import { pictureOf, renderCard } from './renderCard';

export type DrawTask =
  /** A card, its fonts at `fontFiles` (one path per CARD_FONTS entry). */
  | { task: 'card'; content: CardContent; picture: CardPicture | null; fontFiles: readonly string[] }
  /** A cover cut to its box (PictureRefusedError's reason in the message when refused). */
  | { task: 'picture'; image: Uint8Array; shape: CardPicture['shape']; svg: boolean };

let fonts: { files: string; loaded: CardFonts } | undefined;
const fontsAt = (files: readonly string[]) => {
  const key = files.join('\n');
  if (fonts?.files !== key) fonts = { files: key, loaded: loadCardFonts((font) => files[CARD_FONTS.indexOf(font)]!) };
  return fonts.loaded;
};

/** One task: a card as JPEG bytes, or a cover as its CardPicture. */
export async function draw(work: DrawTask): Promise<Uint8Array | CardPicture> {
  if (work.task === 'picture') return pictureOf(Buffer.from(work.image), work.shape, { svg: work.svg });
  const jpeg = await renderCard(work.content, fontsAt(work.fontFiles), work.picture);
  return new Uint8Array(jpeg.buffer, jpeg.byteOffset, jpeg.byteLength);
}

export default draw;
