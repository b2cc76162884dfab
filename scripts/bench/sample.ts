// One Lighthouse run of the bench, as it keeps it: the report's figures (scripts/bench.ts) and what the
// simulated LCP counted (lcpGraph.ts).
import { phasesOf, type LcpAudit, type Phases } from './lcpPhases';
import type { Counted } from './lcpGraph';

interface Audit extends LcpAudit {
  numericValue?: number;
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
export interface Sample {
  benchmarkIndex: number;
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** Bytes of JavaScript over the wire (gzipped) for the page, service worker excluded. */
  js: number;
  /** The LCP's phases and element (Lighthouse's largest-contentful-paint-element audit). */
  phases?: Phases;
  element?: string;
  /** What the simulated LCP counted (undefined where Lighthouse's internals could not say). */
  counted?: Counted;
}

export const sampleOf = (lhr: Lhr): Sample => {
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const requests = (lhr.audits['network-requests']?.details?.items ?? []) as NetworkItem[];
  const js = requests
    .filter((item) => item.resourceType === 'Script' && item.sessionTargetType !== 'worker')
    .reduce((total, item) => total + (item.transferSize ?? 0), 0);
  return {
    benchmarkIndex: lhr.environment.benchmarkIndex,
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    js,
    ...phasesOf(lhr.audits['largest-contentful-paint-element']),
  };
};
