import { paths } from '../../src/lib/paths';
import { isRoutePattern, OTHER_ROUTE, ROUTE_PATTERNS, routePatternOf } from '../../src/lib/routePattern';

describe('routePatternOf', () => {
  it.each([
    [paths.home.href(), paths.home.path],
    [paths.recording.href('rec-123_AB'), paths.recording.path],
    [`${paths.room.href('42')}/`, paths.room.path],
    [paths.event.href('tet-sum-vay-2024', 3).split('?')[0]!, paths.event.path],
    [paths.recharge.href('u-9'), paths.recharge.path],
    [paths.terms.href().toUpperCase(), paths.terms.path],
    [paths.bankTransferGuide.href(), paths.bankTransferGuide.path],
  ])('gives %s the pattern %s, never its ids', (pathname, pattern) => {
    expect(routePatternOf(pathname)).toBe(pattern);
  });

  it.each(['/recording', '/recording/a/b', '/nowhere', '/events/', '/my/lookback2023'])(
    'calls %j, which is no route of the app, "other"',
    (pathname) => {
      expect(routePatternOf(pathname)).toBe(OTHER_ROUTE);
    },
  );

  it('knows every route of paths.ts, and nothing else is a pattern', () => {
    expect(ROUTE_PATTERNS).toEqual(Object.values(paths).map((route) => route.path));
    for (const pattern of ROUTE_PATTERNS) expect(isRoutePattern(pattern)).toBe(true);
    expect(isRoutePattern(paths.recording.href('abc'))).toBe(false);
    expect(isRoutePattern(OTHER_ROUTE)).toBe(false);
  });
});
