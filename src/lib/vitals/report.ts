// The field measurements of one page view: web-vitals' attribution build measures LCP, INP, CLS, FCP
// and TTFB; each report waits in a queue, and the queue goes to RUM_URL whenever the page is hidden
// (the last moment a phone reliably gives a page), in one request that outlives the page.
import { onCLS, onFCP, onINP, onLCP, onTTFB, type MetricWithAttribution } from 'web-vitals/attribution';
import { RUM_URL } from './settings';
import { routePatternOf } from '../routePattern';
import type { RumBatch, RumVital } from '../rum';
import { browserOf, connectionOf, vitalOf } from './describe';

/** Sends a batch with sendBeacon, or with a fetch that outlives the page where there is none or it refuses. */
export function send(body: string, url = RUM_URL) {
  try {
    // A string goes as text/plain: no preflight, whatever origin RUM_URL is on.
    if (navigator.sendBeacon?.(url, body)) return;
  } catch {
    // (Some in-app browsers throw instead of answering false.)
  }
  void fetch(url, { method: 'POST', body, keepalive: true, credentials: 'omit', headers: { 'Content-Type': 'text/plain;charset=UTF-8' } }).catch(
    () => undefined,
  );
}

type Page = Omit<RumBatch, 'vitals'>;

/**
 * The reports of one page view, sent in batches. Each vital of a page view is sent once: a CLS or INP
 * that grows after the page came back from the background is not sent again, so the server counts
 * every page view once (the values are those of the first time the page was hidden).
 */
export function createQueue(page: Page, sendBatch: (body: string) => void = send) {
  const pending = new Map<string, RumVital>();
  const sent = new Set<string>();
  return {
    add(metric: MetricWithAttribution) {
      if (!sent.has(metric.id)) pending.set(metric.id, vitalOf(metric));
    },
    flush() {
      if (pending.size === 0) return;
      const batch: RumBatch = { ...page, vitals: [...pending.values()] };
      for (const id of pending.keys()) sent.add(id);
      pending.clear();
      sendBatch(JSON.stringify(batch));
    },
  };
}

/** The route table's patterns, written in by the build (webpack.config.ts). */
declare const ROUTE_PATTERNS: readonly string[];

/**
 * Measures this page view (the page at `pathname`, whose HTML came as `rendering`) and sends it;
 * `patterns`: the routes' patterns (the build's, unless a test gives its own).
 */
export function reportVitals(rendering: RumBatch['rendering'], pathname: string, patterns: readonly string[] = ROUTE_PATTERNS) {
  const connection = connectionOf(navigator);
  const queue = createQueue({
    route: routePatternOf(patterns, pathname),
    rendering,
    browser: browserOf(navigator.userAgent),
    ...(connection ? { connection } : {}),
  });
  const add = (metric: MetricWithAttribution) => queue.add(metric);
  for (const on of [onLCP, onINP, onCLS, onFCP, onTTFB]) on(add);
  // After web-vitals' own listeners (theirs capture on window), which report what hiding finalizes.
  addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') queue.flush();
  });
  addEventListener('pagehide', () => queue.flush());
}
