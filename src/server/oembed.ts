// GET /oembed?url=<a recording's page>&format=json[&maxwidth=&maxheight=] (oembed.com): what another
// site needs to put the recording in its page: the embed page in an <iframe> (src/lib/embed.ts), its
// title and singer, and the card as its thumbnail. JSON only (501 for XML); 404 for a URL that is not
// one of our recordings.
import type { NextFunction, Request, Response } from 'express';
import { BRAND, SITE_URL } from '../lib/config';
import { embedSize, OEMBED_PATH } from '../lib/embed';
import { routes } from '../lib/routes';
import { isIdParam } from '../lib/idParam';
import { matchRoute } from '../lib/routeMatch';
import { CARD_HEIGHT, CARD_WIDTH, cardPath } from '../lib/shareCard';
import { absoluteUrl } from '../lib/siteMeta';
import { sendText } from './answers';
import { loadItem } from './cards/cardData';
import { startTag } from './document';

const SITE_HOST = new URL(SITE_URL).host;

/** The recording's uid, when `url` is one of our recording pages. */
export function recordingOfUrl(url: unknown): string | undefined {
  if (typeof url !== 'string') return undefined;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return undefined;
  }
  if (!/^https?:$/.test(parsed.protocol) || parsed.host !== SITE_HOST) return undefined;
  const uid = matchRoute(routes.recording.path, parsed.pathname, true);
  return isIdParam(uid) ? uid : undefined;
}

const size = (value: unknown) => (typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : undefined);

/** The oEmbed middleware: answers GET /oembed, passes anything else on. */
export function oembedRoute(log: (message: string) => void) {
  return async (req: Request, res: Response, next: NextFunction) => {
    if (req.path !== OEMBED_PATH || (req.method !== 'GET' && req.method !== 'HEAD')) return next();
    const format = typeof req.query.format === 'string' ? req.query.format.toLowerCase() : 'json';
    if (format !== 'json') return sendText(res, 501, 'Only format=json is answered');
    const uid = recordingOfUrl(req.query.url);
    if (!uid) return sendText(res, 404, 'Not one of our recordings');
    const loaded = await loadItem('recording', uid);
    if (loaded.outcome === 'not-found') return sendText(res, 404, 'No such recording');
    if (loaded.outcome === 'failed') {
      log(`${OEMBED_PATH}: the API failed (${loaded.reason})`);
      return sendText(res.setHeader('Retry-After', '60'), 503, 'Try again in a minute');
    }
    const { item: recording, content } = loaded;
    const maxWidth = size(req.query.maxwidth);
    const maxHeight = size(req.query.maxheight);
    const { width, height } = embedSize(recording.media_type, { width: maxWidth, height: maxHeight });
    // The thumbnail must respect the limits too (oEmbed 1.0, 2.3.4): the card, when it fits.
    const thumbnailFits = CARD_WIDTH <= (maxWidth || Infinity) && CARD_HEIGHT <= (maxHeight || Infinity);
    const title = recording.title;
    const singers = content.people.join(' và ');
    // For another site's page, however it quotes or places it: every value escaped by the document writer.
    const html = `${startTag('iframe', {
      src: absoluteUrl(routes.embedRecording.href(uid)),
      width,
      height,
      title: `${title} – ${singers} | ${BRAND}`,
      style: 'border:0',
      loading: 'lazy',
      allow: 'autoplay; encrypted-media; picture-in-picture',
      allowfullscreen: true,
    })}</iframe>`;
    res.setHeader('Cache-Control', 'public, max-age=300');
    res.json({
      version: '1.0',
      type: recording.media_type === 'video' ? 'video' : 'rich',
      title,
      author_name: singers,
      provider_name: BRAND,
      provider_url: absoluteUrl('/'),
      cache_age: 300,
      ...(thumbnailFits ? { thumbnail_url: absoluteUrl(cardPath(content)), thumbnail_width: CARD_WIDTH, thumbnail_height: CARD_HEIGHT } : {}),
      html,
      width,
      height,
    });
  };
}
