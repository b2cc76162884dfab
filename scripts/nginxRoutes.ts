// The route table's paths as nginx regular expressions, written by the production build beside the
// server (NGINX_ROUTES_FILE in the server's folder) for deploy/nginx.conf's placeholders: nginx's share
// locations and its pages (any other path is a 404) come from the same table as the server's, never
// from a pattern copied by hand, and a parameter is the one grammar of src/lib/routeMatch.ts (whose
// isPagePath is the server's own test of a path).
import { regexBodyOf } from '../src/lib/routeMatch';
import type { CachePolicy } from '../src/lib/routes';
import { LIVE_ROOM_STREAM_REGEX } from '../src/lib/livePath';

/** The file the build writes into the server's folder (dist-server/). */
export const NGINX_ROUTES_FILE = 'nginx-routes.env';

/** One regular expression matching every path of `patterns` (an optional trailing slash, as the router). */
export function pathsRegex(patterns: readonly string[]): string {
  if (patterns.length === 0) throw new Error('no routes to match');
  const bodies = patterns.map((pattern) => regexBodyOf(pattern));
  return `^/${bodies.length === 1 ? bodies[0] : `(?:${bodies.join('|')})`}/?$`;
}

/** The placeholder each cache policy's regex fills in deploy/nginx.conf. */
export const NGINX_PLACEHOLDER: Record<CachePolicy['scope'], string> = {
  shared: 'SHARE_CACHED_PAGES',
  private: 'SHARE_PRIVATE_PAGES',
};

/** The placeholder of every page's path (matched ignoring case, as the router does). */
export const NGINX_PAGES_PLACEHOLDER = 'APP_PAGES';

/** The placeholder of the live rooms' event streams' location (the server's LIVE_ROOM_PATH and id grammar). */
export const NGINX_LIVE_PLACEHOLDER = 'LIVE_ROOM_STREAMS';

/**
 * The file's text, from every route of the table: `NAME=regex` lines (no quoting: read line by line,
 * never evaluated).
 */
export function nginxRoutesFile(routes: readonly { path: string; cache?: CachePolicy }[]): string {
  const lines = (Object.keys(NGINX_PLACEHOLDER) as CachePolicy['scope'][]).map((policy) => {
    const patterns = routes.filter((route) => route.cache?.scope === policy).map((route) => route.path);
    return `${NGINX_PLACEHOLDER[policy]}=${pathsRegex(patterns)}`;
  });
  lines.push(`${NGINX_PAGES_PLACEHOLDER}=${pathsRegex(routes.map((route) => route.path))}`);
  lines.push(`${NGINX_LIVE_PLACEHOLDER}=${LIVE_ROOM_STREAM_REGEX}`);
  return `# Written by the production build from the route table: deploy/nginx.conf's share locations, pages and live streams.\n${lines.join('\n')}\n`;
}
