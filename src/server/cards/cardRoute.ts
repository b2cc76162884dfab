// GET /cards/{kind}/{id}/{hash}.jpg: a share page's preview image (src/lib/shareCard.ts names it). The
// item is asked of the API (requests for the same item at once share one call) and its card is the one
// of its content now, drawn once (in a worker thread) and kept in memory (src/server/cards/cardDrawer.ts).
// A card is drawn only under the hash the site hands out, the current one: only that URL may be kept by
// a cache (a year, or 5 minutes when drawn without its cover). Any other hash (an older one, a made-up
// one) costs no drawing: it gets the current card when that is in memory, kept by no cache, else a
// 302 to the current hash's URL (a link preview follows it to the card it would have had; the redirect
// is kept 5 minutes, the card under its own URL). No answer here is a 5xx or waits without end: an
// unknown item is a 404; an API that fails, a draw that fails or one draw too many (CARD_MAX_DRAWS
// under way) gives the site's share image, kept nowhere either.
import fs from 'node:fs';
import path from 'node:path';
import type { NextFunction, Request, Response } from 'express';
import { isIdParam } from '../../lib/idParam';
import { routes } from '../../lib/routes';
import { CARD_FILE, CARD_KINDS, CARD_TYPE, cardHash, cardPath, type CardKind } from '../../lib/shareCard';
import { OG_IMAGE_PATH } from '../../lib/siteMeta';
import { sendFileNotFound } from '../answers';
import { countCardRefusal } from '../metrics';
import { defaultCardSettings, type CardSettings } from '../settings';
import { loadItem, type Loaded } from './cardData';
import { cardDrawer } from './cardDrawer';
import { drawPool } from './drawPool';
import type { FontLocator } from './fonts';
import { SharedRuns } from './memo';

/** The current hash's card, drawn with everything: what it shows is what its URL says. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** The current hash's card drawn without the picture it should have: drawn again after a while. */
export const SHORT_LIVED = 'public, max-age=300';
/**
 * Anything else (an older or made-up hash's answer, the site's image): no cache keeps it. nginx reads
 * X-Accel-Expires before Cache-Control (0: not stored) and passes neither on.
 */
export const NOT_KEPT = { 'Cache-Control': 'no-store', 'X-Accel-Expires': '0' } as const;

/** The redirect from another hash to the current one: its hash may change, so minutes. */
export const REDIRECT_KEPT = 'public, max-age=300';

const roomPage = routes.room.cache;
/** How long the room's share page may be kept (the route table's): a live room's card lives no longer. */
const ROOM_PAGE_SECONDS = roomPage.scope === 'shared' ? roomPage.seconds : 0;
/**
 * A live room's card says "LIVE", true only while the room is; once it ends the card's hash changes,
 * but a copy kept under the live hash would go on saying it. Kept half the page's time by nginx
 * (X-Accel-Expires) and half by whoever asks nginx (a browser, a chat app: max-age), no CDN between
 * (s-maxage=0): the LIVE card is shown at most the page's cache time after the room ended
 * (docs/share-cards.md). An ended room's card is kept as any card.
 */
export const LIVE_CARD = {
  'Cache-Control': `public, max-age=${ROOM_PAGE_SECONDS / 2}, s-maxage=0`,
  'X-Accel-Expires': String(ROOM_PAGE_SECONDS / 2),
} as const;

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
const sendImage = (res: Response, type: string, caching: string | Readonly<Record<string, string>>, body: Buffer) =>
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
  const drawer = cardDrawer({
    pool: drawPool({ fonts: locate, threads: settings.maxDraws }),
    imageOrigins: [new URL(apiUrl).origin, ...settings.imageOrigins],
    maxDraws: settings.maxDraws,
    waitingDraws: settings.waitingDraws ?? 3 * settings.maxDraws,
    svgImages: settings.svgImages,
    log,
  });
  const items = new SharedRuns<Loaded<CardKind>>();
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
    if (!current) {
      countCardRefusal('old_hash');
      const kept = drawer.kept(loaded.content);
      if (kept) return sendImage(res, CARD_TYPE, NOT_KEPT, kept.jpeg);
      // A relative Location: never one a request's Host chose.
      return res.set({ 'Cache-Control': REDIRECT_KEPT }).redirect(302, cardPath(loaded.content));
    }
    const card = drawer.card(loaded.content);
    if (card === 'busy') return sendSiteImage(res);
    try {
      const { jpeg, whole } = await card;
      sendImage(res, CARD_TYPE, loaded.content.live ? LIVE_CARD : whole ? IMMUTABLE : SHORT_LIVED, jpeg);
    } catch (error) {
      log(`${req.path}: drawing failed, sent the site image`, error);
      sendSiteImage(res);
    }
  };
}
