// Every machine simulates the same phone (docs/performance.md, "The phone the bench simulates").
//
// Lighthouse's simulated CPU is the CPU it observed times `throttling.cpuSlowdownMultiplier` (4 by
// default), so the same build reads 67 on one day and 98 on another as the host's speed (its
// `benchmarkIndex`) moves. A task that takes t ms on a host of index B takes about t·B/T on a phone of
// index T: a multiplier of B/T makes every host simulate that phone. Lighthouse measures B at the start
// of each run, before the page loads; the simulation runs afterwards, from the recorded trace. So each
// run is gathered once, unthrottled as always, and audited with the multiplier its own index gives:
// the calibration follows the machine's load from one run to the next, not the day's first reading.
import type { RunArtifacts } from './lcpGraph';
import type { Lhr } from './sample';

/**
 * The phone's benchmark index: Lighthouse's default 4× on a host of index ~1,560, the machine the issue's
 * figures were taken on, and Lighthouse's own calibration of 4× (1,533 → 4×, its CPU-throttling
 * calculator). In DevTools' calibration a Pixel 5 reads ~1,000 and a Moto G4 Power (2022) ~264: this is
 * between, the budget Android phones sold most in Vietnam (Galaxy A0x/A1x, Redmi 1xC, Oppo A1x; Helio G85,
 * Snapdragon 680 class).
 */
export const TARGET_BENCHMARK_INDEX = 390;

/** The slowdown that makes a host of this index simulate the target phone. */
export const multiplierFor = (benchmarkIndex: number) => benchmarkIndex / TARGET_BENCHMARK_INDEX;

interface Settings {
  throttlingMethod: string;
  throttling: { cpuSlowdownMultiplier: number };
}
interface GatherResult {
  artifacts: RunArtifacts & { BenchmarkIndex: number; settings: Settings };
  runnerOptions: { resolvedConfig: { settings: Settings }; computedCache: Map<string, unknown> };
}
interface RunnerModule {
  Runner: { audit: (artifacts: object, options: object) => Promise<{ lhr: Lhr; artifacts: RunArtifacts } | undefined> };
}
interface NavigationModule {
  navigationGather: (page: undefined, url: string, options: { flags: object }) => Promise<GatherResult>;
}

export interface CalibratedRun {
  lhr: Lhr;
  artifacts: RunArtifacts;
  benchmarkIndex: number;
  multiplier: number;
}

/** One Lighthouse navigation, gathered on the machine as it is and simulated on the target phone. */
export async function calibratedRun(url: string, flags: object, importEsm: (specifier: string) => Promise<unknown>): Promise<CalibratedRun> {
  // The node API's `lighthouse()` is these two calls with the settings fixed before the gather; they are
  // Lighthouse's own modules (its package exports every file).
  const { navigationGather } = (await importEsm('lighthouse/core/gather/navigation-runner.js')) as NavigationModule;
  const { Runner } = (await importEsm('lighthouse/core/runner.js')) as RunnerModule;
  const { artifacts, runnerOptions } = await navigationGather(undefined, url, { flags });
  const benchmarkIndex = artifacts.BenchmarkIndex;
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
  return { lhr: result.lhr, artifacts: result.artifacts, benchmarkIndex, multiplier };
}
