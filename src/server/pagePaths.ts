// Which paths are pages: those of the route table (src/lib/routes.ts). Any other path is no page and
// answers 404 with the app's not-found page, from this server and from nginx (its APP_PAGES location,
// scripts/nginxRoutes.ts, from the same table and with the same grammar): a search engine or a link
// preview must not take `/khong-co-trang-nay` for a page of the site.
import { isIdParam } from '../lib/routeMatch';

const segmentsOf = (path: string) => (path.replace(/\/+$/, '') || '/').split('/');

/**
 * Whether `pathname` (as sent, percent-encoded) is on one of `patterns` (`/recording/:id`): each
 * segment decoded, a parameter an id (isIdParam: what the router renders a page for), the other
 * segments in any case (as the router matches them), trailing slashes the same page.
 */
export function isPagePath(patterns: readonly string[], pathname: string): boolean {
  if (!pathname.startsWith('/')) return false;
  let actual: string[];
  try {
    actual = segmentsOf(pathname).map((segment) => decodeURIComponent(segment));
  } catch {
    return false;
  }
  return patterns.some((pattern) => {
    const expected = segmentsOf(pattern);
    return (
      expected.length === actual.length &&
      expected.every((part, i) => (part.startsWith(':') ? isIdParam(actual[i]) : part.toLowerCase() === actual[i]!.toLowerCase()))
    );
  });
}
