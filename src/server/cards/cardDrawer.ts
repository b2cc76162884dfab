// The cards this server process has drawn, and what drawing one may cost. A card is drawn (in the pool
// of worker threads, src/server/cards/drawPool.ts) once per content (its hash) and kept in memory (least recently used out, at most CARD_CACHE_BYTES); requests
// that arrive while it is being drawn wait for that draw; at most `maxDraws` are drawn at once, and a
// request that would start one more is told 'busy' (the route sends the site's image). A cover is
// fetched once per URL and kept cut to its box, or kept as failed for a minute.
import { cardHash, type CardContent } from '../../lib/shareCard';
import { countCardRefusal, countCoverRefusal, observeCardDrawn, secondsSince } from '../metrics';
import { imageUrlOf } from './cardData';
import type { CardPicture } from './CardArt';
import { fetchBounded, FetchRefusedError } from './fetchBounded';
import type { Drawer } from './drawPool';
import { SharedRuns, LruCache } from './memo';
import { PictureRefusedError } from './renderCard';

const IMAGE_TIMEOUT_MS = 1_500;
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** Drawn cards kept: ~60–300 KB each, a few hundred of them. */
export const CARD_CACHE_BYTES = 48 * 1024 * 1024;
/** Covers kept, cut to their box as JPEG (~20–150 KB each). */
export const COVER_CACHE_BYTES = 16 * 1024 * 1024;
/** How long a card drawn without its cover, or a cover that could not be had, is kept before trying again. */
const RETRY_AFTER_MS = 60_000;

export interface DrawnCard {
  jpeg: Buffer;
  /** Drawn with everything it should show (its cover loaded, or it has none). */
  whole: boolean;
}

export interface CardDrawerOptions {
  /** Where the cards and covers are drawn: the pool of worker threads. */
  pool: Drawer;
  /** The origins the pictures may come from: the API's, and CARD_IMAGE_ORIGINS. */
  imageOrigins: readonly string[];
  maxDraws: number;
  /** Draws that may wait for one of the `maxDraws` threads. */
  waitingDraws: number;
  svgImages: boolean;
  log: (message: string, error?: unknown) => void;
}

/** A cover that loaded, or null for one that could not be had (kept as such for a while). */
type Cover = CardPicture | null;

export function cardDrawer({ pool, imageOrigins, maxDraws, waitingDraws, svgImages, log }: CardDrawerOptions) {
  const cards = new LruCache<DrawnCard>(CARD_CACHE_BYTES, (card) => card.jpeg.length);
  const covers = new LruCache<Cover>(COVER_CACHE_BYTES, (cover) => (cover ? cover.src.length : 64));
  const drawing = new SharedRuns<DrawnCard>();
  const fetching = new SharedRuns<Cover>();
  let drawsUnderWay = 0;

  async function loadCover(url: string, shape: CardPicture['shape']): Promise<Cover> {
    try {
      const answer = await fetchBounded(url, { timeoutMs: IMAGE_TIMEOUT_MS, maxBytes: IMAGE_MAX_BYTES, accept: 'image/*', origins: imageOrigins });
      if (answer.status !== 200) return null;
      return await pool.picture(answer.body, shape, svgImages);
    } catch (error) {
      if (error instanceof FetchRefusedError) countCoverRefusal('origin');
      if (error instanceof PictureRefusedError) countCoverRefusal(error.reason);
      if (error instanceof FetchRefusedError || error instanceof PictureRefusedError) log(`a card's picture was refused: ${error.message}`);
      return null;
    }
  }

  /** The card's picture: null when it has none, undefined when it has one that could not be had. */
  async function pictureFor(content: CardContent): Promise<CardPicture | null | undefined> {
    if (!content.image) return null;
    const url = imageUrlOf(content.image.url);
    if (!url) return undefined;
    const key = `${content.image.shape} ${url}`;
    const kept = covers.get(key);
    if (kept !== undefined) return kept ?? undefined;
    const cover = await fetching.run(key, async () => {
      const loaded = await loadCover(url, content.image!.shape);
      covers.set(key, loaded, loaded ? Number.POSITIVE_INFINITY : RETRY_AFTER_MS);
      return loaded;
    });
    return cover ?? undefined;
  }

  async function draw(key: string, content: CardContent): Promise<DrawnCard> {
    const started = performance.now();
    try {
      const picture = await pictureFor(content);
      const card = { jpeg: await pool.card(content, picture ?? null), whole: picture !== undefined };
      observeCardDrawn(card.whole ? 'drawn' : 'without_cover', secondsSince(started));
      cards.set(key, card, card.whole ? Number.POSITIVE_INFINITY : RETRY_AFTER_MS);
      return card;
    } catch (error) {
      observeCardDrawn('failed', secondsSince(started));
      throw error;
    } finally {
      drawsUnderWay -= 1;
    }
  }

  const keyOf = (content: CardContent) => `${content.kind}/${content.id}/${cardHash(content)}`;

  return {
    /** The card of `content` if it is in memory: no drawing. */
    kept: (content: CardContent): DrawnCard | undefined => cards.get(keyOf(content)),
    /**
     * The card of `content` as it is now: kept, being drawn, or drawn now (in turn, when `maxDraws` are
     * being drawn); 'busy' when `waitingDraws` wait already (counted). Rejects when drawing fails.
     */
    card(content: CardContent): Promise<DrawnCard> | 'busy' {
      const key = keyOf(content);
      const kept = cards.get(key);
      if (kept) return Promise.resolve(kept);
      const running = drawing.get(key);
      if (running) return running;
      if (drawsUnderWay >= maxDraws + waitingDraws) {
        countCardRefusal('busy');
        return 'busy';
      }
      drawsUnderWay += 1;
      return drawing.run(key, () => draw(key, content));
    },
  };
}
