// One Lighthouse run of the bench, as it keeps it: the report's figures (scripts/bench.ts) and what the
// simulated LCP counted (lcpGraph.ts).
import { phasesOf, type LcpAudit, type Phases } from './lcpPhases';
import type { Counted } from './lcpGraph';

interface Audit extends LcpAudit {
  numericValue?: number;
}
interface LongTaskItem {
  url?: string;
  duration?: number;
  startTime?: number;
}
interface NetworkItem {
  resourceType?: string;
  transferSize?: number;
  sessionTargetType?: string;
}
export interface Lhr {
  categories: { performance: { score: number | null } };
  /** Lighthouse's measure of this machine's CPU (a loaded or slow machine scores lower). */
  environment: { benchmarkIndex: number };
  audits: Record<string, Audit>;
  runtimeError?: { code: string; message: string };
  /** The settings the run used (Lantern's simulation reads them). */
  configSettings: object;
}
export interface LongTask {
  /** The script the task ran (Lighthouse's attribution), or the kind of work. */
  url: string;
  /** Simulated, ms. */
  duration: number;
  startTime: number;
}
export interface Sample {
  /** The host's speed the run was simulated from (scripts/bench/calibration.ts). */
  benchmarkIndex: number;
  /** Its readings before and after the load. */
  readings: [number, number];
  /** The CPU slowdown this run was simulated with (scripts/bench/calibration.ts). */
  multiplier: number;
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** Bytes of JavaScript over the wire (gzipped) for the page, service worker excluded. */
  js: number;
  /** Every byte over the wire (Lighthouse's total-byte-weight), service worker included. */
  bytes: number;
  /** The main thread's long tasks in the simulation, longest first. */
  longTasks: LongTask[];
  /** The LCP's phases and element (Lighthouse's largest-contentful-paint-element audit). */
  phases?: Phases;
  element?: string;
  /** What the simulated LCP counted (undefined where Lighthouse's internals could not say). */
  counted?: Counted;
}

export const sampleOf = (lhr: Lhr, run: Pick<Sample, 'benchmarkIndex' | 'readings' | 'multiplier'>): Sample => {
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const requests = (lhr.audits['network-requests']?.details?.items ?? []) as NetworkItem[];
  const js = requests
    .filter((item) => item.resourceType === 'Script' && item.sessionTargetType !== 'worker')
    .reduce((total, item) => total + (item.transferSize ?? 0), 0);
  const longTasks = ((lhr.audits['long-tasks']?.details?.items ?? []) as LongTaskItem[])
    .map((item) => ({ url: item.url ?? '?', duration: item.duration ?? 0, startTime: item.startTime ?? 0 }))
    .sort((a, b) => b.duration - a.duration);
  return {
    ...run,
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    js,
    bytes: value('total-byte-weight'),
    longTasks,
    ...phasesOf(lhr.audits['largest-contentful-paint-element']),
  };
};
