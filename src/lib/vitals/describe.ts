// What a page view's measurements say about the visit, reduced to the few values src/lib/rum.ts allows:
// the in-app browser's family (never the user agent), the connection's type, and for each web-vitals
// report the value with, for LCP, its element's kind and its four phases.
import type { LCPAttribution, MetricWithAttribution } from 'web-vitals/attribution';
import { inAppBrowserOf } from '../inAppBrowser';
import { CONNECTIONS, type Browser, type Connection, type LcpElement, type RumVital } from '../rum';

/**
 * The in-app browser's family as the measurements name it (the app's one detector, src/lib/inAppBrowser.ts):
 * Zalo, Facebook with Messenger, or any other browser (Instagram's, TikTok's and LINE's included).
 */
export const browserOf = (userAgent: string): Browser => {
  const app = inAppBrowserOf(userAgent);
  return app === 'zalo' ? 'zalo' : app === 'facebook' || app === 'messenger' ? 'facebook' : 'other';
};

/** The effective connection type, where the browser says it (Chromium's Network Information API). */
export const connectionOf = (navigator: Navigator): Connection | undefined => {
  const type = (navigator as Navigator & { connection?: { effectiveType?: string } }).connection?.effectiveType;
  return CONNECTIONS.find((known) => known === type);
};

/** The kind of element the largest paint was: text, an image (a background one too), a video's poster. */
export function lcpElementOf({ lcpEntry }: LCPAttribution): LcpElement {
  if (!lcpEntry) return 'other';
  const tag = lcpEntry.element?.tagName.toLowerCase();
  if (tag === 'video') return 'video';
  return lcpEntry.url ? 'image' : 'text';
}

/** Milliseconds to a tenth (CLS, unitless, to four decimals): the server needs no more. */
const rounded = (value: number, decimals = 1) => Math.round(value * 10 ** decimals) / 10 ** decimals;

/** One web-vitals report as the batch carries it. */
export function vitalOf(metric: MetricWithAttribution): RumVital {
  if (metric.name === 'LCP') {
    const { attribution } = metric;
    return {
      name: 'LCP',
      value: rounded(metric.value),
      element: lcpElementOf(attribution),
      phases: {
        ttfb: rounded(attribution.timeToFirstByte),
        loadDelay: rounded(attribution.resourceLoadDelay),
        loadDuration: rounded(attribution.resourceLoadDuration),
        renderDelay: rounded(attribution.elementRenderDelay),
      },
    };
  }
  return { name: metric.name, value: rounded(metric.value, metric.name === 'CLS' ? 4 : 1) };
}
