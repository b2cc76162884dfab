// GET /cards/{kind}/{id}/{hash}.jpg: a share page's preview image (src/lib/shareCard.ts names it). The
// item is asked of the API (requests for the same item at once share one call) and its card is the one
// of its content now, drawn once and kept in memory (src/server/cards/cardDrawer.ts). Only the URL of
// the current hash may be kept by a cache (a year, or 5 minutes when drawn without its cover); any other
// hash gets the current card, which nothing keeps: a made-up hash costs no draw, and no room in nginx's
// cache. No answer here is a 5xx or waits without end: an unknown item is a 404; an API that fails, a
// draw that fails or one draw too many (CARD_MAX_DRAWS under way) gives the site's share image, kept
// nowhere either.
import fs from 'node:fs';
import path from 'node:path';
import type { NextFunction, Request, Response } from 'express';
import { isIdParam } from '../../lib/idParam';
import { CARD_FILE, CARD_KINDS, CARD_TYPE, cardHash, type CardKind } from '../../lib/shareCard';
import { OG_IMAGE_PATH } from '../../lib/siteMeta';
import { sendFileNotFound } from '../answers';
import { countCardRefusal } from '../metrics';
import { defaultCardSettings, type CardSettings } from '../settings';
import { loadItem, type Loaded } from './cardData';
import { cardDrawer } from './cardDrawer';
import { loadCardFonts, type CardFonts, type FontLocator } from './fonts';
import { Flights } from './memo';

export { IMAGE_MAX_BYTES, IMAGE_TIMEOUT_MS } from './cardDrawer';

/** The current hash's card, drawn with everything: what it shows is what its URL says. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** The current hash's card drawn without the picture it should have: drawn again after a while. */
export const SHORT_LIVED = 'public, max-age=300';
/**
 * Anything else (an older or made-up hash's answer, the site's image): no cache keeps it. nginx reads
 * X-Accel-Expires before Cache-Control (0: not stored) and passes neither on.
 */
export const NOT_KEPT = { 'Cache-Control': 'no-store', 'X-Accel-Expires': '0' } as const;

export interface CardRouteOptions {
  /** The browser build: its share image (public/og-image.png) stands in when there is no card. */
  distDir: string;
  fonts: FontLocator;
  /** The API's origin: the pictures it names may come from there. */
  apiUrl: string;
  cards?: Partial<CardSettings>;
  log: (message: string, error?: unknown) => void;
}

const isKind = (value: string): value is CardKind => (CARD_KINDS as readonly string[]).includes(value);

/** An image other sites may show too (an oEmbed thumbnail, a chat app's web client). */
const sendImage = (res: Response, type: string, caching: string | typeof NOT_KEPT, body: Buffer) =>
  res
    .set(typeof caching === 'string' ? { 'Cache-Control': caching } : caching)
    .setHeader('Cross-Origin-Resource-Policy', 'cross-origin')
    .type(type)
    .send(body);

const CARD_PATH = /^\/cards\/([^/]+)\/([^/]+)\/([^/]+)$/;
const decoded = (part: string) => {
  try {
    return decodeURIComponent(part);
  } catch {
    return '';
  }
};

/** A card's path, read: its kind, id and file decoded; undefined for a path outside /cards/{kind}/{id}/{file}. Linear in the path. */
export function cardPathParts(pathname: string): { kind: string; id: string; file: string } | undefined {
  const parts = CARD_PATH.exec(pathname);
  if (!parts) return undefined;
  const [kind, id, file] = parts.slice(1).map(decoded) as [string, string, string];
  return { kind, id, file };
}

/** The card middleware: answers GET /cards/{kind}/{id}/{file}, passes anything else on. */
export function cardRoute({ distDir, fonts: locate, apiUrl, cards = {}, log }: CardRouteOptions) {
  const settings = { ...defaultCardSettings(), ...cards };
  let fonts: CardFonts | undefined;
  const drawer = cardDrawer({
    fonts: () => (fonts ??= loadCardFonts(locate)),
    imageOrigins: [new URL(apiUrl).origin, ...settings.imageOrigins],
    maxDraws: settings.maxDraws,
    svgImages: settings.svgImages,
    log,
  });
  const items = new Flights<Loaded<CardKind>>();
  let siteImage: Buffer | undefined;
  const siteImageOnce = () => (siteImage ??= fs.readFileSync(path.join(distDir, OG_IMAGE_PATH)));

  const sendSiteImage = (res: Response) => {
    try {
      sendImage(res, 'image/png', NOT_KEPT, siteImageOnce());
    } catch (error) {
      log('the site image is missing', error);
      sendFileNotFound(res);
    }
  };

  return async (req: Request, res: Response, next: NextFunction) => {
    const parts = (req.method === 'GET' || req.method === 'HEAD') && cardPathParts(req.path);
    if (!parts) return next();
    const { kind, id, file } = parts;
    const hash = CARD_FILE.exec(file)?.[1];
    if (!isKind(kind) || !isIdParam(id) || !hash) return sendFileNotFound(res);
    const loaded = await items.run(`${kind}/${id}`, () => loadItem(kind, id));
    if (loaded.outcome === 'not-found') return sendFileNotFound(res);
    if (loaded.outcome === 'failed') {
      log(`${req.path}: the API failed (${loaded.reason}), sent the site image`);
      return sendSiteImage(res);
    }
    const current = hash === cardHash(loaded.content);
    if (!current) countCardRefusal('old_hash');
    const card = drawer.card(loaded.content);
    if (card === 'busy') return sendSiteImage(res);
    try {
      const { jpeg, whole } = await card;
      sendImage(res, CARD_TYPE, !current ? NOT_KEPT : whole ? IMMUTABLE : SHORT_LIVED, jpeg);
    } catch (error) {
      log(`${req.path}: drawing failed, sent the site image`, error);
      sendSiteImage(res);
    }
  };
}
