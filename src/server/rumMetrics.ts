// What visitors' browsers measured (POST /rum, src/server/rum.ts), as Prometheus histograms: one per
// vital by route, rendering and browser, with bucket bounds at Google's thresholds so that the share of
// "good" page views is a bucket's count over the total; LCP's phases by route, its element's kind by
// route, and LCP by connection type.
import { Counter, Histogram } from 'prom-client';
import { THRESHOLDS, type VitalName } from '../lib/rum';
import { registry } from './metrics';
import type { ReadBatch } from './rumBatch';

const ms = (value: number) => value / 1000;

/** Each vital's histogram: name, unit, and buckets (in its unit) beside the two thresholds. */
export const VITAL_METRICS: Readonly<Record<VitalName, { name: string; toUnit: (value: number) => number; buckets: number[] }>> = {
  LCP: { name: 'hatvui_web_vitals_lcp_seconds', toUnit: ms, buckets: [0.5, 1, 1.5, 2, 3, 5, 6, 8, 10, 15, 20] },
  INP: { name: 'hatvui_web_vitals_inp_seconds', toUnit: ms, buckets: [0.05, 0.1, 0.15, 0.3, 0.4, 0.75, 1, 2] },
  CLS: { name: 'hatvui_web_vitals_cls', toUnit: (value) => value, buckets: [0.01, 0.025, 0.05, 0.15, 0.2, 0.5, 1] },
  FCP: { name: 'hatvui_web_vitals_fcp_seconds', toUnit: ms, buckets: [0.5, 1, 1.4, 2.4, 4, 6, 10] },
  TTFB: { name: 'hatvui_web_vitals_ttfb_seconds', toUnit: ms, buckets: [0.1, 0.2, 0.4, 0.6, 1.2, 2.5, 4, 8] },
};

/** A vital's thresholds in its histogram's unit. */
export const thresholdsOf = (vital: VitalName) => THRESHOLDS[vital].map(VITAL_METRICS[vital].toUnit);

const LABELS = ['route', 'rendering', 'browser'] as const;

const vitals = Object.fromEntries(
  Object.entries(VITAL_METRICS).map(([vital, { name, buckets }]) => [
    vital,
    new Histogram({
      name,
      help: `${vital} of page views as visitors' browsers measured it (web-vitals), by route pattern, how the HTML came and in-app browser`,
      labelNames: LABELS,
      buckets: [...buckets, ...thresholdsOf(vital as VitalName)].sort((a, b) => a - b),
      registers: [registry],
    }),
  ]),
) as Record<VitalName, Histogram<(typeof LABELS)[number]>>;

const lcpPhases = new Histogram({
  name: 'hatvui_web_vitals_lcp_phase_seconds',
  help: "LCP's phases (ttfb, loadDelay, loadDuration, renderDelay: web-vitals' attribution), by route pattern",
  labelNames: ['route', 'phase'] as const,
  buckets: [0.05, 0.1, 0.25, 0.5, 1, 2, 4, 8],
  registers: [registry],
});
const lcpElements = new Counter({
  name: 'hatvui_web_vitals_lcp_elements_total',
  help: 'What the largest contentful paint was (image, text, video, other), by route pattern',
  labelNames: ['route', 'element'] as const,
  registers: [registry],
});
const lcpByConnection = new Histogram({
  name: 'hatvui_web_vitals_lcp_by_connection_seconds',
  help: "LCP by the connection's effective type (slow-2g, 2g, 3g, 4g; unknown where the browser does not say)",
  labelNames: ['connection'] as const,
  buckets: [...VITAL_METRICS.LCP.buckets, ...thresholdsOf('LCP')].sort((a, b) => a - b),
  registers: [registry],
});
const batches = new Counter({
  name: 'hatvui_rum_batches_total',
  help: 'POST /rum batches, by result: accepted, invalid (answered 400) or too_large (over 8 KB, answered 400)',
  labelNames: ['result'] as const,
  registers: [registry],
});

export type BatchResult = 'accepted' | 'invalid' | 'too_large';

export const countBatch = (result: BatchResult) => batches.inc({ result });

/** Observes every value of an accepted batch. */
export function observeRumBatch({ route, rendering, browser, connection, vitals: read }: ReadBatch) {
  for (const vital of read) {
    const value = VITAL_METRICS[vital.name].toUnit(vital.value);
    vitals[vital.name].observe({ route, rendering, browser }, value);
    if (vital.name !== 'LCP') continue;
    lcpByConnection.observe({ connection }, value);
    if (vital.element) lcpElements.inc({ route, element: vital.element });
    for (const [phase, duration] of Object.entries(vital.phases ?? {})) lcpPhases.observe({ route, phase }, ms(duration));
  }
}
