/**
 * @jest-environment node
 */
import { routes } from '../../src/lib/routes';
import { isIdParam } from '../../src/lib/idParam';
import { isPagePath, matchRoute, OTHER_ROUTE, routePatternOf } from '../../src/lib/routeMatch';

const PATTERNS = Object.values(routes).map((route) => route.path);

describe('routePatternOf', () => {
  it.each([
    [routes.home.href(), routes.home.path],
    [routes.recording.href('rec-123_AB'), routes.recording.path],
    [`${routes.room.href('42')}/`, routes.room.path],
    [routes.event.href('tet-sum-vay-2024', 3).split('?')[0]!, routes.event.path],
    [routes.recharge.href('u-9'), routes.recharge.path],
    [routes.terms.href().toUpperCase(), routes.terms.path],
    [routes.bankTransferGuide.href(), routes.bankTransferGuide.path],
  ])('gives %s the pattern %s, never its ids', (pathname, pattern) => {
    expect(routePatternOf(PATTERNS, pathname)).toBe(pattern);
  });

  it.each(['/recording', '/recording/a/b', '/nowhere', '/events/', '/my/lookback2023'])(
    'calls %j, which is no route of the app, "other"',
    (pathname) => {
      expect(routePatternOf(PATTERNS, pathname)).toBe(OTHER_ROUTE);
    },
  );
});

describe('matchRoute, the one matcher', () => {
  it("reads the parameter decoded, ignoring the fixed segments' case unless asked for the exact case", () => {
    expect(matchRoute(routes.recording.path, '/Recording/a7Hk29Qx')).toBe('a7Hk29Qx');
    expect(matchRoute(routes.recording.path, '/Recording/a7Hk29Qx', true)).toBeUndefined();
    expect(matchRoute(routes.recording.path, '/recording/a7Hk29Qx/', true)).toBe('a7Hk29Qx');
    expect(matchRoute(routes.terms.path, '/ter%6Ds')).toBe('');
    expect(matchRoute(routes.recording.path, '/recording/%E0%A4%A')).toBeUndefined();
  });

  it('is what the route label, the page test and the id grammar agree on', () => {
    // A parameter that is no id is still on its route (a label), but is no page (404).
    expect(routePatternOf(PATTERNS, '/recording/a.b')).toBe(routes.recording.path);
    expect(isPagePath(PATTERNS, '/recording/a.b')).toBe(false);
    expect(isPagePath(PATTERNS, '/Recording/a_b-9')).toBe(true);
    expect(['100002', 'am-vang_2023', 'ABCxyz'].every(isIdParam)).toBe(true);
    expect(['', '..', 'a.b', 'a/b', 'a b', 'ý', '%2F', undefined].some(isIdParam)).toBe(false);
  });
});
