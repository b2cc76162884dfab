// The route a URL belongs to, by its pattern (`/recording/:id`), never by the URL itself: the field
// measurements and the server's metrics are labelled with it, so an id, a uid or a query never becomes
// a label. This is the one place outside paths.ts that knows the route list.
import { paths } from './paths';

/** The label of a path that is none of the app's routes. */
export const OTHER_ROUTE = 'other';

/** Every route's pattern, as react-router matches it. */
export const ROUTE_PATTERNS: readonly string[] = Object.values(paths).map((route) => route.path);

const segmentsOf = (path: string) => path.replace(/\/+$/, '').split('/');

const matches = (pattern: string, pathname: string) => {
  const expected = segmentsOf(pattern);
  const actual = segmentsOf(pathname);
  return (
    expected.length === actual.length &&
    // A parameter is any non-empty segment; the rest compares as react-router does, ignoring case.
    expected.every((part, i) => (part.startsWith(':') ? actual[i] !== '' : part.toLowerCase() === actual[i]!.toLowerCase()))
  );
};

/** The pattern of the route `pathname` is on (a trailing slash is the same page), else OTHER_ROUTE. */
export const routePatternOf = (pathname: string): string =>
  ROUTE_PATTERNS.find((pattern) => matches(pattern, pathname)) ?? OTHER_ROUTE;

/** Whether `value` is one of the routes' patterns. */
export const isRoutePattern = (value: string) => ROUTE_PATTERNS.includes(value);
