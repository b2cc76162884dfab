// What Lighthouse's simulated LCP counts, page by page: the requests and main-thread tasks of its two
// graphs (Lantern's optimistic and pessimistic), simulated again on a slow phone. Lantern keeps a
// request when it finished before the LCP observed in the real load (the pessimistic graph: every one;
// the optimistic: all but low-priority pictures), a task when it started before it (the pessimistic:
// every one that laid the page out; both: the first parse, layout and paint, and every script
// evaluated), and the LCP is the end of the last of them. So a picture below the screen requested
// before the first paint, or a script evaluated before it, moves a text LCP that needs neither. This
// says which; the bench prints it beside the phases.

/** Lighthouse's run artifacts and settings, as the node API returns them (only what is passed on). */
export interface RunArtifacts {
  Trace: unknown;
  DevtoolsLog: unknown;
  GatherContext: unknown;
  URL: unknown;
}

interface GraphNode {
  type: 'network' | 'cpu';
  duration: number;
  request?: { url: string; resourceType?: string; priority?: string; transferSize?: number };
  getEvaluateScriptURLs?: () => Set<string>;
}
interface Estimate {
  timeInMs: number;
  nodeTimings: Map<GraphNode, { startTime: number; endTime: number }>;
}
interface LanternResult {
  optimisticEstimate: Estimate;
  pessimisticEstimate: Estimate;
}
interface LanternLcp {
  request: (data: object, context: object) => Promise<LanternResult>;
}

export interface Counted {
  /** Requests the pessimistic graph lets finish before the LCP, by resource type: count and bytes. */
  requests: Record<string, { count: number; bytes: number }>;
  /** Simulated main-thread time of the tasks it counts (Lighthouse's 4× slowdown applied), ms. */
  cpuMs: number;
  /** What finished last in the optimistic graph: what set the LCP there (the listing has both graphs). */
  last: string;
  /** Every node of both graphs with its simulated times, for the report folder. */
  listing: string;
}

const short = (url: string) => (url.startsWith('data:') ? 'data: URL' : url.replace(/^https?:\/\/[^/]+/, '').slice(-60));

const describe = (node: GraphNode) => {
  if (node.type === 'network' && node.request) {
    const { resourceType = 'Other', priority = '?', transferSize = 0, url } = node.request;
    return `${resourceType} (${priority}, ${(transferSize / 1000).toFixed(1)} KB) ${short(url)}`;
  }
  const scripts = [...(node.getEvaluateScriptURLs?.() ?? [])].map(short);
  return `task ${Math.round(node.duration / 1000)} ms observed${scripts.length ? `, evaluates ${scripts.join(', ')}` : ''}`;
};

/** The node that finished last (Lantern leaves low-priority pictures out of the LCP's end). */
const lastOf = (estimate: Estimate) => {
  let last: [GraphNode, number] | undefined;
  for (const [node, timing] of estimate.nodeTimings) {
    const lowPicture = node.request?.resourceType === 'Image' && /^(Low|VeryLow)$/.test(node.request.priority ?? '');
    if (!lowPicture && (!last || timing.endTime > last[1])) last = [node, timing.endTime];
  }
  return last ? describe(last[0]) : '?';
};

const listingOf = (label: string, estimate: Estimate) =>
  [
    `${label}: ${Math.round(estimate.timeInMs)} ms`,
    ...[...estimate.nodeTimings]
      .sort((a, b) => a[1].startTime - b[1].startTime)
      .map(([node, t]) => `  ${Math.round(t.startTime)}–${Math.round(t.endTime)} ms  ${describe(node)}`),
  ].join('\n');

/** Lantern's LCP graphs of one Lighthouse run, summed up. */
export async function countedBeforeLcp(
  artifacts: RunArtifacts,
  settings: object,
  importEsm: (specifier: string) => Promise<unknown>,
): Promise<Counted> {
  const { LanternLargestContentfulPaint } = (await importEsm('lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js')) as {
    LanternLargestContentfulPaint: LanternLcp;
  };
  const result = await LanternLargestContentfulPaint.request(
    {
      trace: artifacts.Trace,
      devtoolsLog: artifacts.DevtoolsLog,
      gatherContext: artifacts.GatherContext,
      URL: artifacts.URL,
      settings,
      simulator: null,
      SourceMaps: [],
    },
    { computedCache: new Map(), settings },
  );
  const requests: Counted['requests'] = {};
  let cpuMs = 0;
  for (const [node, timing] of result.pessimisticEstimate.nodeTimings) {
    if (node.type === 'cpu') {
      cpuMs += timing.endTime - timing.startTime;
    } else if (node.request) {
      const kind = node.request.resourceType ?? 'Other';
      const entry = (requests[kind] ??= { count: 0, bytes: 0 });
      entry.count += 1;
      entry.bytes += node.request.transferSize ?? 0;
    }
  }
  return {
    requests,
    cpuMs,
    last: lastOf(result.optimisticEstimate),
    listing: `${listingOf('Optimistic graph', result.optimisticEstimate)}\n\n${listingOf('Pessimistic graph', result.pessimisticEstimate)}\n`,
  };
}

const KINDS = ['Font', 'Script', 'Image'] as const;

/** One row per page: what its LCP waited for in the simulation, beside the static copy's. */
export function countedTable(rows: Array<{ name: string; counted?: Counted }>): string {
  /** The requests of these kinds, as `count · KB`. */
  const cell = (counted: Counted, wanted: (kind: string) => boolean) => {
    const entries = Object.entries(counted.requests).filter(([kind]) => wanted(kind));
    const count = entries.reduce((total, [, entry]) => total + entry.count, 0);
    return count ? `${count} · ${(entries.reduce((total, [, entry]) => total + entry.bytes, 0) / 1000).toFixed(1)} KB` : '–';
  };
  const other = (kind: string) => !(KINDS as readonly string[]).includes(kind) && kind !== 'Document';
  return [
    '| Page | fonts | scripts | pictures | other | tasks (simulated) | last to finish (optimistic) |',
    '| --- | ---: | ---: | ---: | ---: | ---: | --- |',
    ...rows
      .filter((row) => row.counted)
      .map(({ name, counted }) => {
        const c = counted!;
        const kinds = KINDS.map((kind) => cell(c, (type) => type === kind));
        return `| ${name} | ${kinds.join(' | ')} | ${cell(c, other)} | ${Math.round(c.cpuMs)} ms | ${c.last} |`;
      }),
  ].join('\n');
}
