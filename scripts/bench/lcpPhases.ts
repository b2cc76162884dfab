// The LCP's phases as Lighthouse 12.8 reports them (the `largest-contentful-paint-element` audit: the
// element, then TTFB, load delay, load time and render delay, in that order).
// A heading's LCP has no load: all of it after the first byte is render delay, which is where a page
// that paints its header first and its heading later shows it.

export interface Phases {
  ttfb: number;
  loadDelay: number;
  loadTime: number;
  renderDelay: number;
}

interface DetailsTable {
  type?: string;
  items?: Array<{ node?: { snippet?: string; nodeLabel?: string; selector?: string }; phase?: string; timing?: number }>;
}
export interface LcpAudit {
  details?: { type?: string; items?: DetailsTable[] };
}

/** The phases and the LCP element (its tag as Lighthouse shows it), or undefined without them. */
export function phasesOf(audit: LcpAudit | undefined): { phases: Phases; element: string } | undefined {
  const [elementTable, phaseTable] = audit?.details?.items ?? [];
  const timings = phaseTable?.items?.map((item) => item.timing ?? Number.NaN) ?? [];
  if (timings.length !== 4) return undefined;
  const node = elementTable?.items?.[0]?.node;
  const [ttfb, loadDelay, loadTime, renderDelay] = timings as [number, number, number, number];
  return { phases: { ttfb, loadDelay, loadTime, renderDelay }, element: elementLabel(node?.snippet ?? node?.selector ?? '?') };
}

/** `<h1 id="recording-title">` → `h1#recording-title`; `<img src=…>` → `img`. */
const elementLabel = (snippet: string) => {
  const tag = /^<([a-z0-9-]+)/i.exec(snippet)?.[1]?.toLowerCase() ?? snippet;
  const id = /\sid="([^"]+)"/.exec(snippet)?.[1];
  return id ? `${tag}#${id}` : tag;
};

export interface PhaseRow {
  name: string;
  lcp: number;
  phases: Phases;
  element: string;
}

const ms = (value: number) => `${Math.round(value)} ms`;

/**
 * The phases table, each page beside the static copy: where a page's LCP went when its ratio misses
 * (the gate itself is on the LCP ratio, scripts/bench/report.ts).
 */
export function phaseTable(rows: PhaseRow[], yardstick: PhaseRow) {
  const lines = [
    '| Page | LCP element | TTFB | load delay | load time | render delay | LCP ÷ static | render delay ÷ static |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |',
  ];
  for (const row of [yardstick, ...rows]) {
    const lcpRatio = row.lcp / yardstick.lcp;
    const delayRatio = row.phases.renderDelay / yardstick.phases.renderDelay;
    const { ttfb, loadDelay, loadTime, renderDelay } = row.phases;
    lines.push(
      `| ${row.name} | ${row.element} | ${ms(ttfb)} | ${ms(loadDelay)} | ${ms(loadTime)} | ${ms(renderDelay)} | ${lcpRatio.toFixed(2)} | ${delayRatio.toFixed(2)} |`,
    );
  }
  return lines.join('\n');
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** A page's LCP phases as the median of each phase over its runs, and its LCP element (the most frequent). */
export function phaseRowOf(name: string, samples: { lcp: number; phases?: Phases; element?: string }[]): PhaseRow {
  const measured = samples.filter((s) => s.phases);
  const of = (key: keyof Phases) => median(measured.map((s) => s.phases![key]));
  const elements = measured.map((s) => s.element ?? '?');
  const element = elements.sort((a, b) => elements.filter((e) => e === b).length - elements.filter((e) => e === a).length)[0] ?? '?';
  return {
    name,
    lcp: median(samples.map((s) => s.lcp)),
    phases: { ttfb: of('ttfb'), loadDelay: of('loadDelay'), loadTime: of('loadTime'), renderDelay: of('renderDelay') },
    element,
  };
}
