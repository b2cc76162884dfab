import { routes } from '../../src/lib/routes';
import { OTHER_ROUTE, routePatternOf } from '../../src/lib/routePattern';

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
