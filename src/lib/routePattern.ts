// The route a URL belongs to, by its pattern (`/recording/:id`), never by the URL itself: the field
// measurements and the server's metrics are labelled with it, so an id, a uid or a query never becomes
// a label. The patterns are the route table's (src/lib/routes.ts); this module does not import the
// table: the field measurements' chunk gets them from the build (ROUTE_PATTERNS), since a chunk that
// imported the table would count as a parent of every page's chunk and make webpack copy the app's
// modules into them.

/** The label of a path that is none of the app's routes. */
export const OTHER_ROUTE = 'other';

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

/** The pattern, among `patterns`, of the route `pathname` is on (a trailing slash is the same page), else OTHER_ROUTE. */
export const routePatternOf = (patterns: readonly string[], pathname: string): string =>
  patterns.find((pattern) => matches(pattern, pathname)) ?? OTHER_ROUTE;
