// GET /cards/{kind}/{id}/{hash}.jpg: a share page's preview image (src/lib/shareCard.ts names it). The
// item is asked of the API at each request and its card drawn as it is now: the URL's own hash gets a
// card kept for a year (what it shows is what the hash says), an older hash the current card for a
// short while. No answer here is a 5xx or waits without end: an unknown item is a 404, an API that
// fails gives the site's share image, a cover that cannot be had gives the card without it.
import fs from 'node:fs';
import path from 'node:path';
import type { NextFunction, Request, Response } from 'express';
import { isIdParam } from '../../lib/routeMatch';
import { CARD_FILE, CARD_KINDS, CARD_TYPE, cardHash, type CardContent, type CardKind } from '../../lib/shareCard';
import { OG_IMAGE_PATH } from '../../lib/siteMeta';
import { imageUrlOf, loadItem } from './cardData';
import type { CardPicture } from './CardArt';
import { fetchBounded } from './fetchBounded';
import { loadCardFonts, type CardFonts, type FontLocator } from './fonts';
import { pictureOf, renderCard } from './renderCard';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** An older hash, or a card drawn without the picture it should have: drawn again after a while. */
export const SHORT_LIVED = 'public, max-age=300';
/** The site's image instead of a card (the API failed): asked again soon. */
export const FALLBACK = 'public, max-age=60';
export const IMAGE_TIMEOUT_MS = 1_500;
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;

export interface CardRouteOptions {
  /** The browser build: its share image (public/og-image.png) stands in when there is no card. */
  distDir: string;
  fonts: FontLocator;
  log: (message: string, error?: unknown) => void;
}

const isKind = (value: string): value is CardKind => (CARD_KINDS as readonly string[]).includes(value);

const notFound = (res: Response) => res.status(404).type('text').setHeader('Cache-Control', 'no-cache').send('Not found');

/** An image other sites may show too (an oEmbed thumbnail, a chat app's web client). */
const sendImage = (res: Response, type: string, cacheControl: string, body: Buffer) =>
  res.setHeader('Cache-Control', cacheControl).setHeader('Cross-Origin-Resource-Policy', 'cross-origin').type(type).send(body);

/** The card's picture when it loads; null when it has none; undefined when it has one that failed. */
async function pictureFor(content: CardContent): Promise<CardPicture | null | undefined> {
  if (!content.image) return null;
  const url = imageUrlOf(content.image.url);
  if (!url) return undefined;
  try {
    const answer = await fetchBounded(url, { timeoutMs: IMAGE_TIMEOUT_MS, maxBytes: IMAGE_MAX_BYTES, accept: 'image/*' });
    return answer.status === 200 ? await pictureOf(answer.body, content.image.shape) : undefined;
  } catch {
    return undefined;
  }
}

const CARD_PATH = /^\/cards\/([^/]+)\/([^/]+)\/([^/]+)$/;
const decoded = (part: string) => {
  try {
    return decodeURIComponent(part);
  } catch {
    return '';
  }
};

/** The card middleware: answers GET /cards/{kind}/{id}/{file}, passes anything else on. */
export function cardRoute({ distDir, fonts: locate, log }: CardRouteOptions) {
  let fonts: CardFonts | undefined;
  const fontsOnce = () => (fonts ??= loadCardFonts(locate));
  let siteImage: Buffer | undefined;
  const siteImageOnce = () => (siteImage ??= fs.readFileSync(path.join(distDir, OG_IMAGE_PATH)));

  const sendSiteImage = (res: Response) => {
    try {
      sendImage(res, 'image/png', FALLBACK, siteImageOnce());
    } catch (error) {
      log('the site image is missing', error);
      notFound(res);
    }
  };

  return async (req: Request, res: Response, next: NextFunction) => {
    const parts = (req.method === 'GET' || req.method === 'HEAD') && CARD_PATH.exec(req.path);
    if (!parts) return next();
    const [kind, id, file] = parts.slice(1).map(decoded) as [string, string, string];
    const hash = CARD_FILE.exec(file)?.[1];
    if (!isKind(kind) || !isIdParam(id) || !hash) return void notFound(res);
    const loaded = await loadItem(kind, id);
    if (loaded.outcome === 'not-found') return void notFound(res);
    if (loaded.outcome === 'failed') {
      log(`${req.path}: the API failed (${loaded.reason}), sent the site image`);
      return sendSiteImage(res);
    }
    try {
      const picture = await pictureFor(loaded.content);
      const jpeg = await renderCard(loaded.content, fontsOnce(), picture ?? null);
      const whole = picture !== undefined && hash === cardHash(loaded.content);
      sendImage(res, CARD_TYPE, whole ? IMMUTABLE : SHORT_LIVED, jpeg);
    } catch (error) {
      log(`${req.path}: drawing failed, sent the site image`, error);
      sendSiteImage(res);
    }
  };
}
