import type { MetricWithAttribution } from 'web-vitals/attribution';
import { routes } from '../../../src/lib/routes';
import { RUM_MAX_BYTES, type RumBatch } from '../../../src/lib/rum';
import { createQueue, reportVitals, send } from '../../../src/lib/vitals/report';
import { lcpMetric, metric } from '../../support/webVitals';

/** The routes' patterns, as the build gives them to the chunk (webpack.config.ts ROUTE_PATTERNS). */
const PATTERNS = Object.values(routes).map((route) => route.path);

// web-vitals itself needs a real browser's performance entries: here its five functions hand their
// callbacks to the test, which reports as the library would.
const callbacks: Record<string, (metric: MetricWithAttribution) => void> = {};
const options: Record<string, unknown> = {};
jest.mock('web-vitals/attribution', () => {
  const on = (name: string) => (callback: (metric: MetricWithAttribution) => void, opts?: unknown) => {
    callbacks[name] = callback;
    options[name] = opts;
  };
  return { onLCP: on('LCP'), onINP: on('INP'), onCLS: on('CLS'), onFCP: on('FCP'), onTTFB: on('TTFB') };
});

const ZALO =
  'Mozilla/5.0 (Linux; Android 13; wv) AppleWebKit/537.36 Chrome/120.0 Mobile Safari/537.36 Zalo android/12100631 ZaloTheme/light ZaloLanguage/vi';

let beacon: jest.Mock;
const fetchSpy = jest.fn(() => Promise.resolve(new Response(null, { status: 204 })));
const setVisibility = (state: DocumentVisibilityState) => {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
};
const sentBatches = () => beacon.mock.calls.map(([url, body]) => ({ url: url as string, batch: JSON.parse(body as string) as RumBatch }));

beforeEach(() => {
  beacon = jest.fn(() => true);
  Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true, writable: true });
  Object.defineProperty(navigator, 'userAgent', { value: ZALO, configurable: true });
  Object.defineProperty(navigator, 'connection', { value: { effectiveType: '3g' }, configurable: true });
  fetchSpy.mockClear();
  jest.spyOn(globalThis, 'fetch').mockImplementation(fetchSpy);
  Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
});
afterEach(() => jest.restoreAllMocks());

describe('a page view measured in the browser', () => {
  it('sends nothing while the page is on screen, then one batch when it is hidden: the route pattern, never the URL', () => {
    reportVitals('server', routes.recording.href('rec_SECRET-42'), PATTERNS);
    expect(Object.keys(callbacks).sort()).toEqual(['CLS', 'FCP', 'INP', 'LCP', 'TTFB']);
    callbacks.TTFB!(metric('TTFB', 180.04));
    callbacks.FCP!(metric('FCP', 900));
    callbacks.LCP!(lcpMetric({ value: 1850, element: 'H1', phases: [180, 0, 0, 1670] }));
    expect(beacon).not.toHaveBeenCalled();

    setVisibility('hidden');
    expect(sentBatches()).toEqual([
      {
        url: '/rum',
        batch: {
          route: routes.recording.path,
          rendering: 'server',
          browser: 'zalo',
          connection: '3g',
          vitals: [
            { name: 'TTFB', value: 180 },
            { name: 'FCP', value: 900 },
            { name: 'LCP', value: 1850, element: 'text', phases: { ttfb: 180, loadDelay: 0, loadDuration: 0, renderDelay: 1670 } },
          ],
        },
      },
    ]);
    const body = (beacon.mock.calls[0] as unknown[])[1] as string;
    expect(body).not.toContain('SECRET');
    expect(body).not.toContain('Android');
  });

  it('sends each vital of a page view once; what comes later goes in the next batch', () => {
    reportVitals('prerendered', routes.terms.href(), PATTERNS);
    // Every change is reported (the queue keeps the latest), and the pages of in-app navigations apart.
    expect(options.LCP).toEqual({ reportAllChanges: true, reportSoftNavs: true });
    expect(options.INP).toEqual({ reportAllChanges: true, reportSoftNavs: true });
    const cls = metric('CLS', 0.02, 'cls-1');
    callbacks.CLS!(cls);
    setVisibility('hidden');
    // Back on screen, more shifts and an interaction; web-vitals reports the grown CLS again under its id.
    setVisibility('visible');
    callbacks.CLS!({ ...cls, value: 0.3 });
    callbacks.INP!(metric('INP', 240));
    // Nothing new: no empty batch.
    setVisibility('hidden');
    setVisibility('hidden');

    expect(sentBatches().map(({ batch }) => batch.vitals)).toEqual([[{ name: 'CLS', value: 0.02 }], [{ name: 'INP', value: 240 }]]);
    expect(sentBatches()[0]!.batch).toMatchObject({ route: routes.terms.path, rendering: 'prerendered' });
  });

  it('sends what was settled on pagehide while the page is on screen, and INP and CLS when it is hidden next', () => {
    reportVitals('server', routes.recording.href('abc'), PATTERNS);
    callbacks.LCP!(lcpMetric({ value: 900, id: 'lcp' }));
    callbacks.INP!(metric('INP', 40, 'inp'));
    window.dispatchEvent(new Event('pagehide'));
    // (As web-vitals does when the page is hidden: the last interaction read.)
    callbacks.INP!(metric('INP', 320, 'inp'));
    setVisibility('hidden');
    expect(sentBatches().map(({ batch }) => batch.vitals.map(({ name, value }) => `${name} ${value}`))).toEqual([['LCP 900'], ['INP 320']]);
  });

  it('labels the page an in-app navigation led to with its route and "navigated", apart from the page landed on', () => {
    reportVitals('prerendered', routes.home.href(), PATTERNS);
    callbacks.LCP!(lcpMetric({ value: 1500 }));
    // web-vitals (reportSoftNavs) reports the soft navigation's own LCP under its navigation.
    const soft = { navigationType: 'soft-navigation', navigationId: 7, navigationURL: `https://hatvui.vn${routes.recording.href('rec_SECRET')}` };
    callbacks.LCP!(lcpMetric({ value: 300, more: soft }));
    setVisibility('hidden');
    const batches = sentBatches().map(({ batch }) => batch);
    expect(batches.map(({ route, rendering, vitals }) => [route, rendering, vitals.map(({ name, value }) => `${name} ${value}`)])).toEqual([
      [routes.home.path, 'prerendered', ['LCP 1500']],
      [routes.recording.path, 'navigated', ['LCP 300']],
    ]);
    expect(JSON.stringify(batches)).not.toContain('SECRET');
  });

  it('labels an interaction or a shift with the route it happened on, where the browser has no soft navigations', () => {
    window.history.replaceState(null, '', routes.home.href());
    reportVitals('prerendered', routes.home.href(), PATTERNS);
    const before = performance.now();
    window.history.pushState(null, '', routes.recording.href('rec_1'));
    const after = performance.now() + 1;
    callbacks.INP!(metric('INP', 180, 'inp', { attribution: { interactionTime: after } }));
    callbacks.CLS!(metric('CLS', 0.01, 'cls', { attribution: { largestShiftTime: before - 1 } }));
    setVisibility('hidden');
    expect(sentBatches().map(({ batch }) => [batch.route, batch.rendering, batch.vitals.map(({ name }) => name)])).toEqual([
      [routes.recording.path, 'navigated', ['INP']],
      [routes.home.path, 'prerendered', ['CLS']],
    ]);
    window.history.replaceState(null, '', '/');
  });

  it('leaves the split to web-vitals where the browser tells soft navigations apart: no page view counted twice', () => {
    Object.defineProperty(globalThis, 'PerformanceObserver', { value: { supportedEntryTypes: ['soft-navigation'] }, configurable: true });
    try {
      reportVitals('prerendered', routes.home.href(), PATTERNS);
      window.history.pushState(null, '', routes.recording.href('rec_1'));
      // The landed page's CLS, finalized at the soft navigation, with a shift drawn as the next page came.
      callbacks.CLS!(metric('CLS', 0.07, 'cls', { attribution: { largestShiftTime: performance.now() + 1 } }));
      callbacks.CLS!(
        metric('CLS', 0, 'cls-soft', {
          navigationType: 'soft-navigation',
          navigationId: 2,
          navigationURL: `https://hatvui.vn${routes.recording.href('rec_1')}`,
        }),
      );
      setVisibility('hidden');
      expect(sentBatches().map(({ batch }) => [batch.route, batch.rendering, batch.vitals.map(({ name, value }) => `${name} ${value}`)])).toEqual([
        [routes.home.path, 'prerendered', ['CLS 0.07']],
        [routes.recording.path, 'navigated', ['CLS 0']],
      ]);
    } finally {
      Reflect.deleteProperty(globalThis, 'PerformanceObserver');
      window.history.replaceState(null, '', '/');
    }
  });

  it('leaves the connection out where the browser does not say it', () => {
    Object.defineProperty(navigator, 'connection', { value: undefined, configurable: true });
    reportVitals('shell', '/nowhere/at/all', PATTERNS);
    callbacks.FCP!(metric('FCP', 1200));
    window.dispatchEvent(new Event('pagehide'));
    const { batch } = sentBatches()[0]!;
    expect(batch).toEqual({ route: 'other', rendering: 'shell', browser: 'zalo', vitals: [{ name: 'FCP', value: 1200 }] });
    expect('connection' in batch).toBe(false);
  });

  it('keeps a full batch far below what the server takes', () => {
    const sent: string[] = [];
    const place = { navigation: 1, route: routes.rechargeBankId.path, rendering: 'prerendered' } as const;
    const queue = createQueue(
      { browser: 'facebook', connection: 'slow-2g' },
      () => place,
      (body) => sent.push(body),
    );
    queue.add(lcpMetric({ value: 599_999.99, phases: [199_999.99, 199_999.99, 199_999.99, 9.99] }));
    for (const name of ['INP', 'CLS', 'FCP', 'TTFB'] as const) queue.add(metric(name, 599_999.99));
    queue.flush();
    expect(new TextEncoder().encode(sent[0]).length).toBeLessThan(RUM_MAX_BYTES / 8);
  });
});

describe('sending a batch', () => {
  it('uses sendBeacon, with the batch as text (no preflight to another origin)', () => {
    send('{"a":1}', 'https://rum.example/rum');
    expect(beacon).toHaveBeenCalledWith('https://rum.example/rum', '{"a":1}');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it.each([
    ['has no sendBeacon', undefined],
    ['refuses it (queue full)', jest.fn(() => false)],
    [
      'throws',
      jest.fn(() => {
        throw new TypeError('Illegal invocation');
      }),
    ],
  ])('falls back to a fetch that outlives the page when the browser %s', async (_case, sendBeacon) => {
    Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true, writable: true });
    send('{"b":2}');
    expect(fetchSpy).toHaveBeenCalledWith('/rum', {
      method: 'POST',
      body: '{"b":2}',
      keepalive: true,
      credentials: 'omit',
      headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
    });
    fetchSpy.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    // A failure is nobody's business: no unhandled rejection.
    expect(() => send('{"c":3}')).not.toThrow();
    await Promise.resolve();
  });
});
