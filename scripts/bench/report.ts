// The bench's verdict: medians of each page's runs with their spread, the gates on them (LCP as a ratio
// to the static copy's, TBT, bytes; never the score, which folds all of them into one number the
// machine moves), and the long tasks that make a page's TBT.
import { median } from './lcpPhases';
import type { LongTask, Sample } from './sample';

export interface Gates {
  /** Highest LCP as a multiple of its static copy's (its own, or the landing's; medians of the same bench run). */
  maxLcpRatio?: number;
  /** Highest Total Blocking Time, ms, on the simulated phone. */
  maxTbt?: number;
  /** Highest JavaScript over the wire, bytes (gzipped bodies and headers, as Lighthouse counts them). */
  maxJsBytes?: number;
  /** Highest bytes over the wire of every kind. */
  maxBytes?: number;
  maxCls: number;
}

interface Spread {
  median: number;
  min: number;
  max: number;
}
const spreadOf = (values: number[]): Spread => ({ median: median(values), min: Math.min(...values), max: Math.max(...values) });
const ms = (s: Spread) => `${Math.round(s.median)} (${Math.round(s.min)}–${Math.round(s.max)})`;
const kb = (bytes: number) => (bytes / 1000).toFixed(1);

/** The run whose LCP is the median's (the lower middle of an even count). */
export const medianRun = (samples: Sample[]) => [...samples].sort((a, b) => a.lcp - b.lcp)[Math.floor((samples.length - 1) / 2)];

export interface PageResult {
  name: string;
  samples: Sample[];
  gates?: Gates;
  /**
   * The runs of the same page as plain HTML (its scripts taken out), its LCP's yardstick; none: the
   * landing's static copy is (a page measured against its own content, not against a lighter page's).
   */
  ownCopy?: Sample[];
}

const ratioCell = (ratio: Spread) => `${ratio.median.toFixed(2)} (${ratio.min.toFixed(2)}–${ratio.max.toFixed(2)})`;

/** The main table, one row per page, and every gate missed. */
export function verdict(pages: PageResult[], staticSamples: Sample[]) {
  const staticLcp = median(staticSamples.map((s) => s.lcp));
  const lines = [
    '| Page | benchmark index | slowdown | LCP ms | LCP ÷ static | ÷ landing copy | TBT ms | JS KB | all KB | CLS | gates |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
  ];
  const misses: string[] = [];
  for (const { name, samples, gates, ownCopy } of pages) {
    const index = spreadOf(samples.map((s) => s.benchmarkIndex));
    const slowdown = spreadOf(samples.map((s) => s.multiplier));
    const lcp = spreadOf(samples.map((s) => s.lcp));
    const over = (yardstick: number): Spread => ({ median: lcp.median / yardstick, min: lcp.min / yardstick, max: lcp.max / yardstick });
    const toLanding = over(staticLcp);
    const ratio = ownCopy ? over(median(ownCopy.map((s) => s.lcp))) : toLanding;
    const tbt = spreadOf(samples.map((s) => s.tbt));
    const js = median(samples.map((s) => s.js));
    const bytes = median(samples.map((s) => s.bytes));
    const cls = median(samples.map((s) => s.cls));
    const failed: string[] = [];
    if (gates) {
      if (gates.maxLcpRatio !== undefined && ratio.median > gates.maxLcpRatio) failed.push(`LCP ${ratio.median.toFixed(2)}× > ${gates.maxLcpRatio}×`);
      if (gates.maxTbt !== undefined && tbt.median > gates.maxTbt) failed.push(`TBT ${Math.round(tbt.median)} > ${gates.maxTbt} ms`);
      if (gates.maxJsBytes !== undefined && js > gates.maxJsBytes) failed.push(`JS ${kb(js)} > ${kb(gates.maxJsBytes)} KB`);
      if (gates.maxBytes !== undefined && bytes > gates.maxBytes) failed.push(`bytes ${kb(bytes)} > ${kb(gates.maxBytes)} KB`);
      if (cls > gates.maxCls) failed.push(`CLS ${cls.toFixed(3)} > ${gates.maxCls}`);
    }
    misses.push(...failed.map((miss) => `${name}: ${miss}`));
    const slowdownCell = `${slowdown.median.toFixed(2)}× (${slowdown.min.toFixed(2)}–${slowdown.max.toFixed(2)})`;
    lines.push(
      `| ${name} | ${ms(index)} | ${slowdownCell} | ${ms(lcp)} | ${ratioCell(ratio)} | ${ownCopy ? ratioCell(toLanding) : ''} | ${ms(tbt)} | ${kb(js)} | ${kb(bytes)} | ${cls.toFixed(3)} | ${gates ? (failed.length ? `FAIL: ${failed.join('; ')}` : 'PASS') : ''} |`,
    );
  }
  return { table: lines.join('\n'), misses };
}

const short = (url: string) => (/^https?:/.test(url) ? url.replace(/^https?:\/\/[^/]+/, '').slice(-48) : url);

/** The longest simulated tasks of each page's median run: what its blocking time is made of. */
export function longTaskTable(pages: PageResult[], top = 4) {
  const cell = (task: LongTask) => `${Math.round(task.duration)} ms at ${Math.round(task.startTime)} ms: ${short(task.url)}`;
  return [
    '| Page | tasks ≥ 50 ms | blocking (sum − 50 each) | longest (simulated; what ran) |',
    '| --- | ---: | ---: | --- |',
    ...pages.map(({ name, samples }) => {
      const tasks = medianRun(samples)?.longTasks ?? [];
      const blocking = tasks.reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0);
      return `| ${name} | ${tasks.length} | ${Math.round(blocking)} ms | ${tasks.slice(0, top).map(cell).join('<br>') || '–'} |`;
    }),
  ].join('\n');
}
