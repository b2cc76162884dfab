// What search engines are told, from the route table (src/lib/routes.ts): which pages are private
// (robots.txt keeps crawlers out of them) and which fixed pages the sitemap lists. A new route is
// sorted by its own flags, never by a list kept by hand here (but the two pages no flag describes).
import { SITE_URL } from '../../lib/config';
import { routeList, type Route, type RouteKey } from '../../lib/routes';

/** Pages no flag of the table marks private, but not for a search result: signing in, and "not found". */
const UNLISTED: readonly RouteKey[] = ['login', 'notFound'];
/** Of those, the ones crawlers are kept out of (the not-found page answers 404 by itself). */
const DISALLOWED: readonly RouteKey[] = ['login'];

/**
 * A page that is someone's own or names a person: an account's page (history, transfer, uploads, a
 * year in review, the report form), a top-up link (a private share page, and the bank top-up pages
 * that start from a person's uid), and an embedded player (another site's frame, not a page of ours).
 */
const isPrivateRoute = (route: Route) =>
  Boolean(route.account) || route.kind === 'embed' || route.cache?.scope === 'private' || (route.kind === 'page' && route.first !== undefined);

/** A pattern's fixed beginning, as robots.txt's prefix rules read it (`/recharge/:uid` → `/recharge/`). */
const prefixOf = (path: string) => path.split(':')[0]!;

/** The paths robots.txt disallows: every private route's, and signing in. */
export const disallowedPaths = (list: readonly Route[] = routeList) => [
  ...new Set(list.filter((route) => isPrivateRoute(route) || DISALLOWED.includes(route.key)).map((route) => prefixOf(route.path))),
];

/** The fixed public pages the sitemap lists (those with a parameter are listed by their items: events, recordings). */
export const publicPagePaths = (list: readonly Route[] = routeList) =>
  list.filter((route) => !isPrivateRoute(route) && !UNLISTED.includes(route.key) && !route.path.includes(':')).map((route) => route.path);

/** Where the sitemap index is served (src/server/seo/sitemapRoute.ts) and robots.txt names it. */
export const SITEMAP_PATH = '/sitemap.xml';
/** The index's files: `/sitemaps/{name}.xml`. */
export const sitemapFilePath = (name: string) => `/sitemaps/${name}.xml`;

/** robots.txt: every crawler may read the site but the private pages; the sitemap by its absolute URL. */
export function robotsTxt(siteUrl: string = SITE_URL, list: readonly Route[] = routeList): string {
  const lines = [
    '# Written by the build from the route table (src/server/seo/searchable.ts): docs/seo.md.',
    'User-agent: *',
    'Allow: /',
    ...disallowedPaths(list).map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${siteUrl}${SITEMAP_PATH}`,
  ];
  return `${lines.join('\n')}\n`;
}

/** The file the build writes into dist/ (webpack.config.ts); nginx and the server serve it as a static file. */
export const ROBOTS_FILE = 'robots.txt';
