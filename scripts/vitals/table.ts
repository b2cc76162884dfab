// The figures `npm run vitals` prints: for each route and in-app browser, each vital's 75th
// percentile, its number of page views and the share of "good" ones, from the histograms' cumulative
// buckets (a server's /metrics, summed over how the HTML came; or Prometheus' increase over a window).
// The pages reached by an in-app navigation (rendering "navigated") are a row of their own.
import { THRESHOLDS, VITAL_NAMES, type VitalName } from '../../src/lib/rum';
import { thresholdsOf, VITAL_METRICS } from '../../src/server/rumMetrics';
import type { Sample } from './exposition';

/** A histogram's cumulative counts by upper bound (Infinity last). */
export type Buckets = Map<number, number>;

interface VitalFigures {
  count: number;
  /** In the vital's own unit: milliseconds, CLS none; undefined without page views. */
  p75: number | undefined;
  /** The share of page views at most the "good" threshold, 0–1. */
  good: number | undefined;
}

export interface Row {
  route: string;
  browser: string;
  /** Reached by an in-app navigation, not loaded. */
  navigated: boolean;
  vitals: Partial<Record<VitalName, VitalFigures>>;
}

/**
 * The `q` quantile of a cumulative histogram, as Prometheus' histogram_quantile computes it: linear
 * within the bucket it falls in (from 0 for the first); in the +Inf bucket, the highest finite bound.
 */
export function quantile(q: number, buckets: Buckets): number | undefined {
  const bounds = [...buckets.keys()].sort((a, b) => a - b);
  const total = buckets.get(Infinity) ?? 0;
  if (total <= 0 || bounds.length < 2) return undefined;
  const rank = q * total;
  let lower = 0;
  let below = 0;
  for (const bound of bounds) {
    const cumulative = buckets.get(bound)!;
    if (cumulative >= rank) {
      if (bound === Infinity) return bounds[bounds.length - 2];
      return lower + (bound - lower) * ((rank - below) / (cumulative - below || 1));
    }
    lower = bound;
    below = cumulative;
  }
  return bounds[bounds.length - 2];
}

/** A vital's figures from its cumulative buckets (in seconds, or CLS), reported in its own unit. */
function figuresOf(vital: VitalName, buckets: Buckets): VitalFigures {
  const count = buckets.get(Infinity) ?? 0;
  const fromUnit = vital === 'CLS' ? 1 : 1000;
  const p75 = quantile(0.75, buckets);
  const goodBound = thresholdsOf(vital)[0]!;
  return {
    count,
    p75: p75 === undefined ? undefined : p75 * fromUnit,
    good: count > 0 ? (buckets.get(goodBound) ?? 0) / count : undefined,
  };
}

/** Bucket samples (`<metric>_bucket` with route, browser and le labels) summed into rows. */
export function rowsOf(samples: Sample[]): Row[] {
  const byKey = new Map<string, { route: string; browser: string; navigated: boolean; buckets: Map<VitalName, Buckets> }>();
  for (const vital of VITAL_NAMES) {
    const name = `${VITAL_METRICS[vital].name}_bucket`;
    for (const { name: sampleName, labels, value } of samples) {
      if (sampleName !== name || !labels.le || labels.route === undefined || labels.browser === undefined) continue;
      const navigated = labels.rendering === 'navigated';
      const key = `${labels.route}\u0000${labels.browser}\u0000${navigated}`;
      const row = byKey.get(key) ?? { route: labels.route, browser: labels.browser, navigated, buckets: new Map<VitalName, Buckets>() };
      byKey.set(key, row);
      const buckets = row.buckets.get(vital) ?? new Map<number, number>();
      row.buckets.set(vital, buckets);
      const le = labels.le === '+Inf' ? Infinity : Number(labels.le);
      buckets.set(le, (buckets.get(le) ?? 0) + value);
    }
  }
  return [...byKey.values()]
    .map(({ route, browser, navigated, buckets }) => ({
      route,
      browser,
      navigated,
      vitals: Object.fromEntries([...buckets].map(([vital, b]) => [vital, figuresOf(vital, b)])),
    }))
    .sort((a, b) => a.route.localeCompare(b.route) || Number(a.navigated) - Number(b.navigated) || a.browser.localeCompare(b.browser));
}

/** A row's page: its route, marked where it was reached by an in-app navigation. */
export const pageOf = (row: Pick<Row, 'route' | 'navigated'>) => (row.navigated ? `${row.route} (navigated)` : row.route);

/** A value as people read it: milliseconds as s or ms, CLS to three decimals. */
export const formatValue = (vital: VitalName, value: number) =>
  vital === 'CLS' ? value.toFixed(3) : value >= 1000 ? `${(value / 1000).toFixed(2)} s` : `${Math.round(value)} ms`;

/** good ≤ first threshold < needs improvement ≤ second < poor. */
export const ratingOf = (vital: VitalName, value: number) =>
  value <= THRESHOLDS[vital][0] ? 'good' : value <= THRESHOLDS[vital][1] ? 'needs improvement' : 'poor';

/** The table, in Markdown. */
export function formatTable(rows: Row[]): string {
  const header = ['route', 'browser', ...VITAL_NAMES.map((vital) => `${vital} p75 (good, n)`)];
  const cell = (vital: VitalName, figures?: VitalFigures) =>
    !figures || figures.p75 === undefined
      ? '–'
      : `${formatValue(vital, figures.p75)} (${Math.round((figures.good ?? 0) * 100)}%, ${Math.round(figures.count)})`;
  const lines = [
    header,
    header.map((_, i) => (i < 2 ? '---' : '---:')),
    ...rows.map((row) => [pageOf(row), row.browser, ...VITAL_NAMES.map((vital) => cell(vital, row.vitals[vital]))]),
  ];
  return lines.map((line) => `| ${line.join(' | ')} |`).join('\n');
}
