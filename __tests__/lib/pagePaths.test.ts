/**
 * @jest-environment node
 */
// Which paths are pages (src/lib/routeMatch.ts isPagePath), and nginx's APP_PAGES location (scripts/nginxRoutes.ts)
// takes the same paths for pages: nginx matches the path it decoded, the server the path as sent.
import { nginxRoutesFile, NGINX_PAGES_PLACEHOLDER } from '../../scripts/nginxRoutes';
import { routeList, routes } from '../../src/lib/routes';
import { isPagePath } from '../../src/lib/routeMatch';

const PATTERNS = routeList.map((route) => route.path);
const nginxPages = new RegExp(
  new RegExp(`^${NGINX_PAGES_PLACEHOLDER}=(.*)$`, 'm').exec(nginxRoutesFile(routeList))![1]!,
  // (`location ~*`)
  'i',
);

const PAGES = [
  ...routeList.map((route) => route.path.replace(/:\w+/g, 'Ab_9-x')),
  `${routes.terms.href()}/`,
  routes.recording.href('r-1') + '/',
  '/TERMS',
  '/Recording/abc',
  // Percent-encoded letters are the letters (the router and nginx decode them).
  '/ter%6Ds',
  '/recording/%41bc',
];
const OTHERS = [
  '/khong-co-trang-nay',
  '/recording/a/b',
  '/recording/',
  '/events',
  '/v1foo/x',
  '/recording/a.b',
  '/room/a%20b',
  '/transfer/..',
  '/recharge/a%2Fb',
  '/terms/x',
  '/terms.html',
  '/404/index.html',
  '/kh%C3%B4ng-c%C3%B3',
];

describe('isPagePath', () => {
  it.each(PAGES)('%s is a page of the route table', (path) => {
    expect(isPagePath(PATTERNS, path)).toBe(true);
  });

  it.each([...OTHERS, '/recording//abc', '/%E0%A4%A', 'terms'])('%s is no page', (path) => {
    expect(isPagePath(PATTERNS, path)).toBe(false);
  });

  it.each([...PAGES, ...OTHERS])('nginx takes %s as the server does', (path) => {
    expect(nginxPages.test(decodeURIComponent(path))).toBe(isPagePath(PATTERNS, path));
  });
});
