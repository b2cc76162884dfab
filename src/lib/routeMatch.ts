// The one matcher of a path against a route pattern (`/recording/:id`), on the one id grammar
// (src/lib/idParam.ts). Everything that asks "which route is this path, with which id" asks here: the
// server's share pages and its test of a page path, oEmbed, the report form's pasted link, the field
// measurements' route label; nginx's regexes and the entry's early requests are written from the same
// grammar (regexBodyOf). Neither the entry nor the app's first code loads it: the landing page pays
// for the grammar only.
import { ID_PATTERN, isIdParam } from './idParam';
import { trimTrailingSlashes } from './trailingSlashes';

// Linear in the path (src/lib/trailingSlashes.ts), as is all of the matching below: a request's path is
// read a constant number of times per pattern, and split only when it has the pattern's number of
// segments (10,000 slashes are counted, never made into 10,000 strings for each route).
const segmentsOf = (path: string) => trimTrailingSlashes(path).split('/');
const segmentCount = (path: string) => {
  const trimmed = trimTrailingSlashes(path);
  let count = 1;
  for (let at = trimmed.indexOf('/'); at !== -1; at = trimmed.indexOf('/', at + 1)) count += 1;
  return count;
};

/**
 * `pathname` (as sent, percent-encoded) on `pattern`: the value of its one `:param`, decoded ('' for a
 * pattern without one), or undefined if it is not on it. Trailing slashes are the same page; a parameter
 * is any non-empty segment (isIdParam tells whether it is an id); the other segments compare decoded,
 * ignoring case as react-router does, or exactly with `exactCase` (nginx's share locations, `location ~`).
 */
export function matchRoute(pattern: string, pathname: string, exactCase = false): string | undefined {
  const expected = segmentsOf(pattern);
  if (segmentCount(pathname) !== expected.length) return undefined;
  const actual = segmentsOf(pathname);
  let param = '';
  try {
    const on =
      expected.length === actual.length &&
      expected.every((part, i) => {
        const value = decodeURIComponent(actual[i]!);
        if (part[0] === ':') return (param = value);
        return exactCase ? part === value : part.toLowerCase() === value.toLowerCase();
      });
    return on ? param : undefined;
  } catch {
    return undefined;
  }
}

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * `pattern` as a regular expression's body without its leading slash (`/recording/:id` as
 * `recording/[A-Za-z0-9_-]+`): its parameter an id, in a group with `capture`. nginx's locations
 * (scripts/nginxRoutes.ts) and the entry's early requests (FirstRequest) are matched with it.
 */
export const regexBodyOf = (pattern: string, capture = false) =>
  pattern
    .split('/')
    .filter(Boolean)
    .map((segment) => (segment[0] !== ':' ? escapeRegex(segment) : capture ? `(${ID_PATTERN})` : ID_PATTERN))
    .join('/');

/**
 * Whether `pathname` is a page of `patterns`: on one of them, with an id for its parameter (what the
 * router renders a page for). Any other path is no page and answers 404 with the not-found page, from
 * the server and from nginx (its APP_PAGES location, from the same patterns and grammar).
 */
export const isPagePath = (patterns: readonly string[], pathname: string): boolean =>
  pathname[0] === '/' &&
  patterns.some((pattern) => {
    const param = matchRoute(pattern, pathname);
    return param !== undefined && (!pattern.includes(':') || isIdParam(param));
  });

/** The label of a path that is none of the app's routes. */
export const OTHER_ROUTE = 'other';

/**
 * The pattern, among `patterns`, of the route `pathname` is on, else OTHER_ROUTE: the field
 * measurements and the server's metrics are labelled with it, so an id, a uid or a query never becomes
 * a label. (The measurements' chunk gets the patterns from the build, ROUTE_PATTERNS: a chunk that
 * imported the table would count as a parent of every page's chunk.)
 */
export const routePatternOf = (patterns: readonly string[], pathname: string): string =>
  patterns.find((pattern) => matchRoute(pattern, pathname) !== undefined) ?? OTHER_ROUTE;

/** A route's path (with a parameter) as the regex source of its FirstRequest. */
export const firstRequestPath = (pattern: string) => `^/${regexBodyOf(pattern, true)}/?$`;
