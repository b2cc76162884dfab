// Every machine simulates the same phone (docs/performance.md, "The phone the bench simulates").
//
// Lighthouse's simulated CPU is the CPU it observed times `throttling.cpuSlowdownMultiplier` (4 by
// default), so the same build reads 67 on one day and 98 on another as the host's speed (its
// `benchmarkIndex`) moves. A task that takes t ms on a host of index B takes about t·B/T on a phone of
// index T: a multiplier of B/T makes every host simulate that phone. The simulation runs after the
// load, from the recorded trace, so each run is gathered once, unthrottled as always, and audited with
// the multiplier its own index gives: the calibration follows the machine from one run to the next, not
// the day's first reading.
//
// On a shared machine the load is not the machine's speed: other processes take the processor from the
// renderer during the load, and wall time counted that (scripts/bench/cpuTime.ts). So the run is
// simulated from the renderer's processor time, with an index measured in processor time too, read
// in the same browser before and after the load; the run uses their mean, and a run whose readings
// differ by more than a quarter (the machine itself changed, e.g. another process sharing its core's
// caches) is made again.
import { chromium } from '@playwright/test';
import { benchmarkTask, toProcessorTime } from './cpuTime';
import type { RunArtifacts } from './lcpGraph';
import type { Lhr } from './sample';

/**
 * The phone's benchmark index (docs/performance.md, "The phone the bench simulates"): what Lighthouse's
 * default 4× simulates on a host of ~1,560 (its calculator: 1,533 → 4×), the machine the issue's figures
 * were taken on; between DevTools' reference phones (a Pixel 5 ~1,000, a Moto G Power 2022 ~264), near
 * the budget Androids most visitors come from.
 */
export const TARGET_BENCHMARK_INDEX = 390;

/** The slowdown that makes a host of this index simulate the target phone. */
export const multiplierFor = (benchmarkIndex: number) => benchmarkIndex / TARGET_BENCHMARK_INDEX;

interface Settings {
  throttlingMethod: string;
  throttling: { cpuSlowdownMultiplier: number };
}
interface GatherResult {
  artifacts: RunArtifacts & { Trace: { traceEvents: Parameters<typeof toProcessorTime>[0] }; settings: Settings };
  runnerOptions: { resolvedConfig: { settings: Settings }; computedCache: Map<string, unknown> };
}
interface RunnerModule {
  Runner: { audit: (artifacts: object, options: object) => Promise<{ lhr: Lhr; artifacts: RunArtifacts } | undefined> };
}
interface NavigationModule {
  navigationGather: (page: undefined, url: string, options: { flags: object }) => Promise<GatherResult>;
}

interface PageFunctions {
  pageFunctions: { computeBenchmarkIndex: () => number };
}

export interface CalibratedRun {
  lhr: Lhr;
  artifacts: RunArtifacts;
  /** The index the run was simulated with: the mean of the readings before and after the load. */
  benchmarkIndex: number;
  /** The readings before and after the load, in processor time. */
  readings: [number, number];
  multiplier: number;
  /** The renderer's processor time over its tasks' wall time in the load (1: it never waited). */
  processorShare: number;
}

/** Readings further apart than this: the machine's load changed during the run. */
const MAX_READING_SPREAD = 0.25;
export const readingsAgree = ([before, after]: [number, number]) => Math.abs(before - after) / Math.min(before, after) <= MAX_READING_SPREAD;

/**
 * Lighthouse's own benchmark, run in a new blank tab of the browser on `port`, as iterations per second
 * of the renderer's processor time (its wall-time index × wall ÷ processor time of its task).
 */
async function benchmarkIndexIn(port: number, importEsm: (specifier: string) => Promise<unknown>) {
  const { pageFunctions } = (await importEsm('lighthouse/core/lib/page-functions.js')) as PageFunctions;
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = await browser.contexts()[0]!.newPage();
    await browser.startTracing(page, { categories: ['toplevel', 'disabled-by-default-devtools.timeline'] });
    const index = Number(await page.evaluate(`(${pageFunctions.computeBenchmarkIndex.toString()})()`));
    const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: Parameters<typeof benchmarkTask>[0] };
    await page.close();
    const task = benchmarkTask(trace.traceEvents);
    if (!task || task.processor <= 0) throw new Error('the benchmark left no task in its trace');
    return (index * task.wall) / task.processor;
  } finally {
    // Disconnects only: the browser is chrome-launcher's, which the bench kills.
    await browser.close();
  }
}

/** One Lighthouse navigation, gathered on the machine as it is and simulated on the target phone. */
export async function calibratedRun(
  url: string,
  flags: { port: number },
  importEsm: (specifier: string) => Promise<unknown>,
): Promise<CalibratedRun> {
  // The node API's `lighthouse()` is these two calls with the settings fixed before the gather; they are
  // Lighthouse's own modules (its package exports every file).
  const { navigationGather } = (await importEsm('lighthouse/core/gather/navigation-runner.js')) as NavigationModule;
  const { Runner } = (await importEsm('lighthouse/core/runner.js')) as RunnerModule;
  const before = await benchmarkIndexIn(flags.port, importEsm);
  const { artifacts, runnerOptions } = await navigationGather(undefined, url, { flags });
  const readings: [number, number] = [before, await benchmarkIndexIn(flags.port, importEsm)];
  const processorShare = toProcessorTime(artifacts.Trace.traceEvents);
  const benchmarkIndex = (readings[0] + readings[1]) / 2;
  const multiplier = multiplierFor(benchmarkIndex);
  const { settings } = runnerOptions.resolvedConfig;
  if (settings.throttlingMethod !== 'simulate') throw new Error('the calibration sets the simulated slowdown: throttlingMethod must be simulate');
  const calibrated = { ...settings, throttling: { ...settings.throttling, cpuSlowdownMultiplier: multiplier } };
  // The audit refuses settings other than the gather's (those that shape a gather); with simulated
  // throttling the gather applies no slowdown (nothing is throttled while the page loads), so the
  // artifacts' copy takes the same multiplier. A fresh cache: nothing simulated at 4× is reused.
  const result = await Runner.audit(
    { ...artifacts, settings: calibrated },
    { resolvedConfig: { ...runnerOptions.resolvedConfig, settings: calibrated }, computedCache: new Map() },
  );
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  return { lhr: result.lhr, artifacts: result.artifacts, benchmarkIndex, readings, multiplier, processorShare };
}
