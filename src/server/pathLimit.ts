// The longest request the server reads: a path over MAX_PATH_BYTES, or an oEmbed question over
// MAX_OEMBED_QUERY_BYTES, is answered 414 before any route looks at it, as nginx does (deploy/nginx.conf,
// $hv_path_too_long). No page of the site has a path near that long (an id is a few dozen characters),
// and a share page's answer names its path (its headers, its HTML): a bound on the path is a bound on
// the answer's headers, which nginx's proxy buffer must hold (docs/hardening.md).
import type { NextFunction, Request, Response } from 'express';
import { OEMBED_PATH } from '../lib/embed';
import { sendText } from './answers';

/** The longest path (as sent, percent-encoded, without its query) the server answers. */
export const MAX_PATH_BYTES = 1024;
/** The longest query of GET /oembed: the URL of a page (its path at most MAX_PATH_BYTES), encoded, and a size. */
export const MAX_OEMBED_QUERY_BYTES = 2048;

/** Whether `rawUrl` (the request target as sent) is longer than the server reads. Reads at most the limits' bytes. */
export function isTooLong(rawUrl: string): boolean {
  const query = rawUrl.indexOf('?');
  const pathBytes = query === -1 ? rawUrl.length : query;
  if (pathBytes > MAX_PATH_BYTES) return true;
  if (query === -1 || rawUrl.slice(0, query) !== OEMBED_PATH) return false;
  return rawUrl.length - query - 1 > MAX_OEMBED_QUERY_BYTES;
}

/** The middleware that refuses a request over the limits (414), first of all the routes. */
export const refuseLongRequests = (req: Request, res: Response, next: NextFunction) =>
  isTooLong(req.originalUrl) ? sendText(res, 414, 'URI Too Long') : next();
