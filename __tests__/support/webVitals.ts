// web-vitals reports as the attribution build hands them to the callbacks (only the fields read here).
import type { MetricWithAttribution } from 'web-vitals/attribution';

let ids = 0;

/** `more`: the fields of a particular report (navigationType, navigationId, navigationURL, attribution). */
export const metric = (name: 'INP' | 'CLS' | 'FCP' | 'TTFB', value: number, id = `v5-${(ids += 1)}`, more: Record<string, unknown> = {}) =>
  ({
    name,
    value,
    id,
    delta: value,
    rating: 'good',
    entries: [],
    navigationType: 'navigate',
    navigationId: 1,
    attribution: {},
    ...more,
  }) as unknown as MetricWithAttribution;

export const lcpMetric = ({
  value,
  element = 'IMG',
  url = element === 'IMG' ? '/sandbox/cover.webp' : '',
  phases = [100, 200, 300, value - 600],
  id = `v5-${(ids += 1)}`,
  more = {},
}: {
  value: number;
  element?: string;
  url?: string;
  phases?: [number, number, number, number];
  id?: string;
  more?: Record<string, unknown>;
}) =>
  ({
    name: 'LCP',
    value,
    id,
    delta: value,
    rating: 'good',
    entries: [],
    navigationType: 'navigate',
    navigationId: 1,
    ...more,
    attribution: {
      timeToFirstByte: phases[0],
      resourceLoadDelay: phases[1],
      resourceLoadDuration: phases[2],
      elementRenderDelay: phases[3],
      lcpEntry: { element: { tagName: element }, url },
    },
  }) as unknown as MetricWithAttribution;
