import type { MetricWithAttribution } from 'web-vitals/attribution';
import { routes } from '../../../src/lib/routes';
import type { RumBatch } from '../../../src/lib/rum';
import { reportVitals } from '../../../src/lib/vitals/report';
import { lcpMetric, metric } from '../../support/webVitals';

// One page view, left in every order the browser's events can come in: the page hidden, pagehide, the
// beacon refused (so the batch goes by fetch), restored from the back/forward cache. web-vitals is
// played as it behaves: every change reported (reportAllChanges), INP and CLS read again, in a capture
// listener of its own, when the page is hidden, and everything reported anew, under new ids, after a
// restore. Whatever the order, each vital of the page view reaches the server exactly once, final.

const PATTERNS = Object.values(routes).map((route) => route.path);
const callbacks: Record<string, (metric: MetricWithAttribution) => void> = {};
jest.mock('web-vitals/attribution', () => {
  const on = (name: string) => (callback: (metric: MetricWithAttribution) => void) => {
    callbacks[name] = callback;
  };
  return { onLCP: on('LCP'), onINP: on('INP'), onCLS: on('CLS'), onFCP: on('FCP'), onTTFB: on('TTFB') };
});

let sentBodies: string[] = [];
let beaconWorks = true;
const setVisibility = (state: DocumentVisibilityState) => {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
};

type Step = 'hidden' | 'pagehide' | 'beacon refused' | 'restored';
const STEPS: Step[] = ['hidden', 'pagehide', 'beacon refused', 'restored'];
const orders = (steps: Step[]): Step[][] =>
  steps.length <= 1 ? [steps] : steps.flatMap((step) => orders(steps.filter((other) => other !== step)).map((rest) => [step, ...rest]));

/** One page view: the vitals web-vitals reports while it is on screen, then `order`, then its end. */
function leave(order: Step[]) {
  reportVitals('server', routes.recording.href('rec_1'), PATTERNS);
  callbacks.TTFB!(metric('TTFB', 200, 'ttfb'));
  callbacks.FCP!(metric('FCP', 700, 'fcp'));
  callbacks.LCP!(lcpMetric({ value: 700, id: 'lcp' }));
  callbacks.LCP!(lcpMetric({ value: 1200, id: 'lcp' }));
  callbacks.INP!(metric('INP', 40, 'inp'));
  callbacks.CLS!(metric('CLS', 0.01, 'cls'));
  // web-vitals' own listener (capture on window: it runs before the page's): the final INP and CLS as the page is hidden.
  const finalOnHidden = () => {
    if (document.visibilityState !== 'hidden') return;
    callbacks.INP!(metric('INP', 320, 'inp'));
    callbacks.CLS!(metric('CLS', 0.05, 'cls'));
  };
  window.addEventListener('visibilitychange', finalOnHidden, true);
  for (const step of order) {
    if (step === 'hidden') setVisibility('hidden');
    if (step === 'pagehide') window.dispatchEvent(new Event('pagehide'));
    if (step === 'beacon refused') beaconWorks = false;
    if (step === 'restored') {
      setVisibility('visible');
      const restored = { navigationType: 'back-forward-cache' };
      callbacks.LCP!(lcpMetric({ value: 16, id: 'lcp-2', more: restored }));
      callbacks.FCP!(metric('FCP', 16, 'fcp-2', restored));
      callbacks.INP!(metric('INP', 24, 'inp-2', restored));
    }
  }
  // Left for good: the browser ends it as HTML's unload steps do.
  window.dispatchEvent(new Event('pagehide'));
  setVisibility('hidden');
  window.removeEventListener('visibilitychange', finalOnHidden, true);
}

beforeEach(() => {
  sentBodies = [];
  beaconWorks = true;
  Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
  Object.defineProperty(navigator, 'sendBeacon', {
    value: (_url: string, body: string) => beaconWorks && sentBodies.push(body) > 0,
    configurable: true,
    writable: true,
  });
  jest.spyOn(globalThis, 'fetch').mockImplementation((_url, init) => {
    sentBodies.push(init!.body as string);
    return Promise.resolve(new Response(null, { status: 204 }));
  });
});
afterEach(() => jest.restoreAllMocks());

describe('one page view, whatever order the page is hidden, left, restored and refused a beacon in', () => {
  const all = orders(STEPS);
  it('plays every order of the four', () => expect(all).toHaveLength(24));

  it.each(all.map((order) => [order.join(', '), order]))('%s: each vital sent once, with its final value', (_name, order) => {
    leave(order);
    const vitals = sentBodies.flatMap((body) => (JSON.parse(body) as RumBatch).vitals.map(({ name, value }) => `${name} ${value}`));
    expect(vitals.sort()).toEqual(['CLS 0.05', 'FCP 700', 'INP 320', 'LCP 1200', 'TTFB 200']);
  });
});
