// The field measurements of one page view: web-vitals' attribution build measures LCP, INP, CLS, FCP
// and TTFB; each report waits in a queue, and the queue goes to RUM_URL when the page is hidden (the
// last moment a phone reliably gives a page), in requests that outlive the page. The pages an in-app
// navigation leads to are measured apart, under the route they went to and the rendering "navigated".
import { onCLS, onFCP, onINP, onLCP, onTTFB, type MetricWithAttribution } from 'web-vitals/attribution';
import { RUM_URL } from './settings';
import { routePatternOf } from '../routeMatch';
import type { Rendering, RumBatch, RumVital, VitalName } from '../rum';
import { browserOf, connectionOf, vitalOf } from './describe';
import { pathnameAt, watchNavigations, type Navigation } from './navigations';

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

/** Which page view a report belongs to (web-vitals' navigation id), and that page's labels. */
export interface Place {
  navigation: number;
  route: string;
  rendering: Rendering;
}

/** What every batch of this visit says: the browser's family and the connection. */
type Visit = Pick<RumBatch, 'browser' | 'connection'>;

/** The vitals web-vitals finalizes only when the page is hidden: until then each may still grow. */
const UNTIL_HIDDEN: ReadonlySet<VitalName> = new Set(['INP', 'CLS']);

/**
 * The reports of one document, sent in batches, one per page view and labels. web-vitals reports every
 * change (reportAllChanges): the queue keeps each metric's latest value and sends each metric id once,
 * whatever order hiding, pagehide and a refused beacon come in, so the server counts every page view
 * once (INP and CLS as they were the first time the page was hidden). A page restored from the
 * back/forward cache is the same page view: web-vitals reports it again under new ids, not sent.
 */
export function createQueue(visit: Visit, placeOf: (metric: MetricWithAttribution) => Place, sendBatch: (body: string) => void = send) {
  const pending = new Map<string, { place: Place; vital: RumVital }>();
  const sent = new Set<string>();
  let soon: ReturnType<typeof setTimeout> | undefined;
  const queue = {
    add(metric: MetricWithAttribution) {
      if (metric.navigationType === 'back-forward-cache' || sent.has(metric.id)) return;
      pending.set(metric.id, { place: placeOf(metric), vital: vitalOf(metric) });
      // Reported while hidden (the chunk came after the page was hidden): the page may never be shown again.
      if (document.visibilityState === 'hidden') {
        soon ??= setTimeout(() => {
          soon = undefined;
          if (document.visibilityState === 'hidden') queue.flush();
        });
      }
    },
    /** Sends what is pending; `all` false leaves INP and CLS, which the page's hiding finalizes. */
    flush(all = true) {
      const batches = new Map<string, RumBatch>();
      for (const [id, { place, vital }] of pending) {
        if (!all && UNTIL_HIDDEN.has(vital.name)) continue;
        const key = `${place.navigation}\u0000${place.route}\u0000${place.rendering}`;
        const batch = batches.get(key) ?? { route: place.route, rendering: place.rendering, ...visit, vitals: [] };
        batches.set(key, batch);
        batch.vitals.push(vital);
        sent.add(id);
        pending.delete(id);
      }
      for (const batch of batches.values()) sendBatch(JSON.stringify(batch));
    },
  };
  return queue;
}

/** When an INP's interaction or a CLS's largest shift happened (performance.now() time), if it did. */
const timeOf = (metric: MetricWithAttribution): number | undefined =>
  metric.name === 'INP' ? metric.attribution.interactionTime : metric.name === 'CLS' ? metric.attribution.largestShiftTime : undefined;

/**
 * The page view a report belongs to. Where the browser tells soft navigations apart (reportSoftNavs),
 * web-vitals reports each one's vitals under it: they go to the route it led to. Elsewhere an INP or
 * a CLS, measured over the document's whole life, goes to the route the page was on when its
 * interaction or largest shift happened (`navigations`, watched by this chunk). The rest goes to the
 * page the visit landed on.
 */
function placeOf(
  metric: MetricWithAttribution,
  landed: Omit<Place, 'navigation'>,
  navigations: readonly Navigation[] | undefined,
  patterns: readonly string[],
): Place {
  const time = timeOf(metric);
  const at = time === undefined || !navigations ? undefined : pathnameAt(navigations, time);
  const navigated = at ?? (metric.navigationType === 'soft-navigation' && metric.navigationURL ? new URL(metric.navigationURL).pathname : undefined);
  if (navigated === undefined) return { navigation: metric.navigationId, ...landed };
  return { navigation: metric.navigationId, route: routePatternOf(patterns, navigated), rendering: 'navigated' };
}

/** The route table's patterns, written in by the build (webpack.config.ts). */
declare const ROUTE_PATTERNS: readonly string[];

/**
 * Measures this document's page views (the page at `pathname`, whose HTML came as `rendering`, and
 * those its in-app navigations lead to) and sends them; `patterns`: the routes' patterns (the
 * build's, unless a test gives its own).
 */
export function reportVitals(rendering: Rendering, pathname: string, patterns: readonly string[] = ROUTE_PATTERNS) {
  const softNavigations = globalThis.PerformanceObserver?.supportedEntryTypes?.includes('soft-navigation') ?? false;
  const navigations = softNavigations ? undefined : watchNavigations(pathname);
  const landed = { route: routePatternOf(patterns, pathname), rendering };
  const connection = connectionOf(navigator);
  const queue = createQueue({ browser: browserOf(navigator.userAgent), ...(connection ? { connection } : {}) }, (metric) =>
    placeOf(metric, landed, navigations?.(), patterns),
  );
  const add = (metric: MetricWithAttribution) => queue.add(metric);
  for (const on of [onLCP, onINP, onCLS]) on(add, { reportAllChanges: true, reportSoftNavs: true });
  // (A soft navigation's TTFB is 0 by definition, and its FCP is not what its visitor waited for.)
  for (const on of [onFCP, onTTFB]) on(add);
  // After web-vitals' own listeners (theirs capture on window), which report what hiding finalizes.
  addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') queue.flush();
  });
  // A page left while on screen gets pagehide first, then visibilitychange (HTML's unload steps): INP
  // and CLS wait for the latter, where web-vitals reads the last interactions and shifts.
  addEventListener('pagehide', () => queue.flush(document.visibilityState === 'hidden'));
}
