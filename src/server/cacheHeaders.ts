// Who may keep a share page's answer, and for how long, from its route's cache policy
// (src/lib/routes.ts): nginx's cache in front (X-Accel-Expires, which only nginx reads), a CDN in front
// of nginx (CDN-Cache-Control, RFC 9213; s-maxage for a shared cache that knows only Cache-Control),
// and the visitor's browser, which always asks again (max-age=0) so a page is never older there than
// in the caches.
import type { CachePolicy } from '../lib/routes';

/** How long a CDN may keep answering with a kept page while the origin fails (a day). */
const STALE_IF_ERROR_SECONDS = 86_400;

/** A share page's caching headers, by its route's policy and the answer's status. */
export function shareCacheHeaders(policy: CachePolicy, status: number): Record<string, string> {
  if (policy.scope === 'private') return { 'Cache-Control': 'private, no-cache' };
  // A not-found page is kept briefly by nginx alone (deploy/nginx.conf): an item published a moment
  // later must not stay "not found" in caches nobody here can purge.
  if (status !== 200) return { 'Cache-Control': 'no-cache' };
  const { seconds } = policy;
  return {
    'Cache-Control': `public, max-age=0, s-maxage=${seconds}`,
    // The stale-* extensions are for the CDN only: a browser that honours stale-while-revalidate would
    // show an old copy first.
    'CDN-Cache-Control': `public, max-age=${seconds}, stale-while-revalidate=${seconds}, stale-if-error=${STALE_IF_ERROR_SECONDS}`,
    'X-Accel-Expires': String(seconds),
  };
}

/** An answer no cache may keep as the page (the bare shell, a path that is not the page's). */
export const UNCACHEABLE = { 'Cache-Control': 'no-cache', 'X-Accel-Expires': '0' } as const;

/** A static file's Cache-Control, by its path in dist/, as deploy/nginx.conf's map: hashed assets for a year, HTML, the worker and the manifest always asked again, the rest for a day. */
export const staticCacheControl = (rel: string) =>
  rel.startsWith('assets/')
    ? 'public, max-age=31536000, immutable'
    : /(^|\/)(sw\.js|manifest\.webmanifest)$|\.html$/.test(rel)
      ? 'no-cache'
      : 'public, max-age=86400';
