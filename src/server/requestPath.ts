// What a request's path may be, decided before any route reads it, as nginx decides (deploy/nginx.conf):
// a path over MAX_PATH_BYTES, or an oEmbed question over MAX_OEMBED_QUERY_BYTES, is answered 414
// ($hv_path_too_long); a path nginx cannot normalise (a `%` not followed by two hex digits, dot segments
// that climb above the root, `/%2e%2e/x`) 400, as nginx answers it. Every test here is linear in the path.
// No page of the site has a path near that long (an id is a few dozen characters),
// and a share page's answer names its path (its headers, its HTML): a bound on the path is a bound on
// the answer's headers, which nginx's proxy buffer must hold (docs/hardening.md).
import type { NextFunction, Request, Response } from 'express';
import { OEMBED_PATH } from '../lib/embed';
import { sendText } from './answers';

/** The longest path (as sent, percent-encoded, without its query) the server answers. */
export const MAX_PATH_BYTES = 1024;
/** The longest query of GET /oembed: the URL of a page (its path at most MAX_PATH_BYTES), encoded, and a size. */
const MAX_OEMBED_QUERY_BYTES = 2048;
/**
 * The longest request line nginx reads, with its CRLF: one of `large_client_header_buffers`' buffers
 * (8k, nginx's default, which deploy/nginx.conf keeps). Longer, nginx answers 414 before it looks at
 * the path at all (a malformed one too), and so does the server (a 9 KB query was a 404 from the server
 * alone and a 414 through nginx).
 */
export const MAX_REQUEST_LINE_BYTES = 8192;
/**
 * The server's `maxHeaderSize` (src/server/index.ts): above all nginx passes on (a request line and
 * headers in at most four 8k buffers), so that the server reads whatever nginx would and answers it as
 * nginx does. Node's default, 16 KB, answered a 16 KB path 431 where nginx answers 414.
 */
export const MAX_HEADER_BYTES = 64 * 1024;

/** Whether the request line `${method} ${rawUrl} HTTP/${httpVersion}\r\n` is longer than nginx reads. */
export const isRequestLineTooLong = (method: string, rawUrl: string, httpVersion = '1.1') =>
  method.length + 1 + rawUrl.length + ' HTTP/'.length + httpVersion.length + 2 > MAX_REQUEST_LINE_BYTES;

/** Whether `rawUrl` (the request target as sent) is longer than the server reads. Reads at most the limits' bytes. */
export function isTooLong(rawUrl: string): boolean {
  const query = rawUrl.indexOf('?');
  const pathBytes = query === -1 ? rawUrl.length : query;
  if (pathBytes > MAX_PATH_BYTES) return true;
  if (query === -1 || rawUrl.slice(0, query) !== OEMBED_PATH) return false;
  return rawUrl.length - query - 1 > MAX_OEMBED_QUERY_BYTES;
}

const BAD_ESCAPE = /%(?![0-9a-f]{2})|%00/i;

/**
 * Whether nginx would refuse `rawPath` (400): a `%` that is not an escape (or is a NUL), or dot segments (`..`,
 * `%2e%2e`, between `/` or `%2F`) that climb above the root once slashes are merged and dots resolved.
 */
export function isMalformed(rawPath: string): boolean {
  if (BAD_ESCAPE.test(rawPath)) return true;
  let depth = 0;
  for (const segment of rawPath.replace(/%2f/gi, '/').split('/')) {
    const name = segment.replace(/%2e/gi, '.');
    if (name === '..') depth -= 1;
    else if (name !== '' && name !== '.') depth += 1;
    if (depth < 0) return true;
  }
  return false;
}

// Merged slashes (`//login`, `/login//`), a dot segment, an encoded `/`, `.` or `\`, or a backslash: a
// path that would be a page (or a file under a prefix) only once normalised. An encoded line feed too:
// nginx's page locations end in `$`, which matches before a final line feed (`/login%0A`). The server takes none for
// one: nginx, which normalises paths to choose a location, refuses the same ones ($hv_odd_path). Each
// alternative a few characters long: linear.
const ODD_PATH = /\/\/|\/\.\.?(\/|#|$)|%2f|%2e|%5c|%0a|\\/i;

/** Whether `pathname` (as sent) names what it names as it is written, without normalising it first. */
export const isPlainPath = (pathname: string) => !ODD_PATH.test(pathname);

/**
 * A request's path exactly as sent, up to its query: a `#` and what follows included, which express's
 * `req.path` leaves out and nginx's maps on `$request_uri` read.
 */
export const rawPathOf = (req: Request) => req.originalUrl.split('?', 1)[0]!;

/** `rawPath` decoded, or undefined when it is not decodable. */
export function decodedPath(rawPath: string): string | undefined {
  try {
    return decodeURIComponent(rawPath);
  } catch {
    return undefined;
  }
}

/**
 * `rawPath` with its ASCII escapes decoded and every other byte's left as written: what nginx's
 * normalised path is in ASCII when the bytes are no UTF-8 (`/%61ssets/%C0%AF` is under /assets/ for
 * nginx, and not decodable by decodeURIComponent). Linear.
 */
const asciiDecoded = (rawPath: string) => rawPath.replace(/%[0-7][0-9a-f]/gi, (escape) => String.fromCharCode(parseInt(escape.slice(1), 16)));

/**
 * `value` with its slashes merged and its dot segments resolved, as node's `path.posix.normalize`
 * answers, in time linear in its length. (Node's own builds its answer by appending to a string and
 * reads that string's last characters after each `..`; a run of `../` makes it quadratic: 64 KB of
 * them took 40 ms.)
 */
export function normalizePosix(value: string): string {
  if (value === '') return '.';
  const absolute = value.startsWith('/');
  const kept: string[] = [];
  for (const segment of value.split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment !== '..') kept.push(segment);
    else if (kept.length > 0 && kept[kept.length - 1] !== '..') kept.pop();
    // Above the root there is nothing to climb to; a relative path keeps its climb.
    else if (!absolute) kept.push('..');
  }
  const trailing = value.endsWith('/') ? '/' : '';
  if (kept.length === 0) return absolute ? '/' : `.${trailing}`;
  return `${absolute ? '/' : ''}${kept.join('/')}${trailing}`;
}

/**
 * `rawPath` as nginx chooses a location by it: decoded, slashes merged, dot segments resolved, and a
 * path that ended in a folder (`/a/`, `/a/.`, `/a/b/..`) still ending in `/` (linear). Bytes that are no
 * UTF-8 stay escaped (asciiDecoded).
 */
export function normalizedPath(rawPath: string): string {
  const decoded = decodedPath(rawPath) ?? asciiDecoded(rawPath);
  const normalized = normalizePosix(decoded);
  return /\/\.{0,2}$/.test(decoded) && !normalized.endsWith('/') ? `${normalized}/` : normalized;
}

/**
 * The middleware that refuses, first of all the routes, a request nginx could not read: a request line
 * over its buffer (414, before anything else), a path it cannot normalise (400: nginx finds that once
 * the line is read, before any limit of the configuration), or one over the limits (414).
 */
export function refuseBadRequests(req: Request, res: Response, next: NextFunction) {
  if (isRequestLineTooLong(req.method, req.originalUrl, req.httpVersion)) return sendText(res, 414, 'URI Too Long');
  // nginx normalises the path up to a `#` (a browser never sends one; a raw one ends the path there).
  if (isMalformed(/^[^?#]*/.exec(req.originalUrl)![0])) return sendText(res, 400, 'Bad Request');
  if (isTooLong(req.originalUrl)) return sendText(res, 414, 'URI Too Long');
  next();
}
