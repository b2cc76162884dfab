import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { PROMETHEUS_PORT, metricsURL } from '../playwright.config';
import { parseExposition, sampleValue } from '../scripts/vitals/exposition';
import { routes } from '../src/lib/routes';
import { seed } from '../src/mocks/seed';
import { VITAL_METRICS } from '../src/server/rumMetrics';
import { scriptOf } from './chunks';
import { expect, test, waitForPage } from './fixtures';

// Field web vitals end to end: page views in Chromium with Zalo's in-app user agent send their vitals
// to the preview server's POST /rum, the server's /metrics has them under the right labels, Debian's
// Prometheus (deploy/prometheus/, scraping every second here) reads them and its recording rules give
// p75 LCP per route, and `npm run vitals` prints them from both.

const ZALO =
  'Mozilla/5.0 (Linux; Android 13; SM-A546E Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/120.0.6099.144 Mobile Safari/537.36 Zalo android/12100631 ZaloTheme/light ZaloLanguage/vi';
const PROMETHEUS = '/usr/bin/prometheus';
const PROMTOOL = '/usr/bin/promtool';
const prometheusURL = `http://127.0.0.1:${PROMETHEUS_PORT}`;
const repo = path.resolve(__dirname, '..');
const LCP = VITAL_METRICS.LCP.name;

test.use({ userAgent: ZALO });
test.describe.configure({ mode: 'serial' });

let prometheus: ChildProcess | undefined;
let workDir = '';

/** deploy/prometheus/, pointed at the preview server's metrics, scraping and evaluating every second. */
function prometheusConfig(dir: string) {
  const source = path.join(repo, 'deploy', 'prometheus');
  fs.copyFileSync(path.join(source, 'vitals.rules.yml'), path.join(dir, 'vitals.rules.yml'));
  const config = fs
    .readFileSync(path.join(source, 'prometheus.yml'), 'utf8')
    .replace(/\b15s\b/g, '1s')
    .replace("'127.0.0.1:9464'", `'${new URL(metricsURL).host}'`);
  expect(config).toContain(new URL(metricsURL).host);
  const file = path.join(dir, 'prometheus.yml');
  fs.writeFileSync(file, config);
  return file;
}

test.beforeAll(async () => {
  expect(fs.existsSync(PROMETHEUS), `${PROMETHEUS}: apt-get install -y prometheus (.ci/run does)`).toBe(true);
  workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hatvui-prometheus-'));
  const config = prometheusConfig(workDir);
  // The files as shipped must be what Prometheus accepts.
  const check = spawnSync(PROMTOOL, ['check', 'config', config], { encoding: 'utf8' });
  expect(check.status, check.stdout + check.stderr).toBe(0);
  prometheus = spawn(
    PROMETHEUS,
    [`--config.file=${config}`, `--storage.tsdb.path=${path.join(workDir, 'data')}`, `--web.listen-address=127.0.0.1:${PROMETHEUS_PORT}`, '--log.level=warn'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  await expect
    .poll(async () => (await fetch(`${prometheusURL}/-/ready`).catch(() => undefined))?.status, { timeout: 30_000 })
    .toBe(200);
});

test.afterAll(() => {
  prometheus?.kill('SIGTERM');
  if (workDir) fs.rmSync(workDir, { recursive: true, force: true });
});

const serverMetrics = async () => parseExposition(await (await fetch(metricsURL)).text());
const lcpCount = async (labels: Record<string, string>) => sampleValue(await serverMetrics(), `${LCP}_count`, { browser: 'zalo', ...labels }) ?? 0;

/** One value of an instant query, or undefined while there is none. */
async function promValue(query: string): Promise<number | undefined> {
  const response = await fetch(`${prometheusURL}/api/v1/query?query=${encodeURIComponent(query)}`);
  const body = (await response.json()) as { data?: { result: { value: [number, string] }[] } };
  const value = body.data?.result[0]?.value[1];
  return value === undefined ? undefined : Number(value);
}

/** The page's largest contentful paint so far (ms), as the browser reports it to web-vitals. */
const measuredLcp = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => resolve(list.getEntries().at(-1)!.startTime)).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );

/** Opens `url`, waits for the app and for the vitals' chunk (loaded a second after the page's load), taps the heading. */
async function pageView(page: Page, url: string) {
  await page.goto(url);
  await waitForPage(page);
  await page.waitForFunction(
    (script) => performance.getEntriesByType('resource').some((entry) => new URL(entry.name).pathname === script),
    scriptOf('src/lib/vitals/report.ts'),
  );
  // (Run once it has arrived: the chunk starts measuring as it is evaluated.)
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 50)));
  // An interaction: INP has something to measure, and LCP is final from here on.
  await page.locator('#main h1').click();
  return measuredLcp(page);
}

const bucketBounds = VITAL_METRICS.LCP.buckets;
/** The LCP histogram's bucket (lower, upper] in seconds that `ms` falls in. */
const bucketOf = (ms: number) => {
  const all = [...new Set([...bucketBounds, 2.5, 4])].sort((a, b) => a - b);
  const upper = all.find((bound) => ms / 1000 <= bound) ?? Infinity;
  return [all.filter((bound) => bound < upper).at(-1) ?? 0, upper] as const;
};

test('page views in Zalo end up in /metrics, in Prometheus and in npm run vitals, under their route, rendering and browser', async ({ page }) => {
  test.setTimeout(150_000);
  const recording = { route: routes.recording.path, rendering: 'server' };
  const before = {
    recording: await lcpCount(recording),
    inp: sampleValue(await serverMetrics(), `${VITAL_METRICS.INP.name}_count`, { ...recording, browser: 'zalo' }) ?? 0,
    landing: await lcpCount({ route: routes.home.path, rendering: 'prerendered' }),
    shell: await lcpCount({ route: routes.bankTransferGuide.path, rendering: 'shell' }),
  };

  // A shared recording, rendered by the server; leaving it for the landing page (prerendered) sends
  // its batch.
  const measured = [await pageView(page, routes.recording.href(seed.recordings.audio.uid))];
  await pageView(page, routes.home.href());
  await expect.poll(() => lcpCount(recording), { timeout: 10_000 }).toBe(before.recording + 1);
  // Prometheus has that first page view before the second arrives: the rules' rate() sees it grow.
  const promCount = `sum(${LCP}_count{route="${routes.recording.path}", browser="zalo"})`;
  await expect.poll(() => promValue(promCount), { timeout: 15_000 }).toBe(before.recording + 1);

  // A page of the bare app shell, and the recording again.
  await pageView(page, routes.bankTransferGuide.href());
  measured.push(await pageView(page, routes.recording.href(seed.recordings.duet.uid)));
  await page.goto('about:blank');

  await expect.poll(() => lcpCount(recording), { timeout: 10_000 }).toBe(before.recording + 2);
  const samples = await serverMetrics();
  expect(sampleValue(samples, `${VITAL_METRICS.INP.name}_count`, { ...recording, browser: 'zalo' })).toBeGreaterThanOrEqual(before.inp + 1);
  expect(sampleValue(samples, `${VITAL_METRICS.TTFB.name}_count`, { ...recording, browser: 'zalo' })).toBeGreaterThanOrEqual(2);
  expect(sampleValue(samples, 'hatvui_web_vitals_lcp_elements_total', { route: routes.recording.path })).toBeGreaterThanOrEqual(2);
  expect(await lcpCount({ route: routes.home.path, rendering: 'prerendered' })).toBeGreaterThan(before.landing);
  expect(await lcpCount({ route: routes.bankTransferGuide.path, rendering: 'shell' })).toBeGreaterThan(before.shell);
  // Labels are patterns, never the ids of what was visited.
  const text = await (await fetch(metricsURL)).text();
  expect(text).not.toContain(seed.recordings.audio.uid);
  expect(text).not.toContain(seed.recordings.duet.uid);

  // p75 LCP of the route through Prometheus' HTTP API, from the histogram and from the recording rule:
  // within the buckets of what the browser measured.
  await expect.poll(() => promValue(promCount), { timeout: 15_000 }).toBe(before.recording + 2);
  const [lower] = bucketOf(Math.min(...measured));
  const [, upper] = bucketOf(Math.max(...measured));
  const p75 = await promValue(`histogram_quantile(0.75, sum by (le) (${LCP}_bucket{route="${routes.recording.path}", browser="zalo"}))`);
  expect(p75).toBeGreaterThan(lower);
  expect(p75).toBeLessThanOrEqual(upper);
  const rule = `route_browser:${LCP}:p75_1h{route="${routes.recording.path}", browser="zalo"}`;
  await expect.poll(() => promValue(rule), { timeout: 15_000 }).toBeGreaterThan(lower);
  expect(await promValue(rule)).toBeLessThanOrEqual(upper);

  // npm run vitals, from the server's metrics and from Prometheus.
  for (const source of [metricsURL, prometheusURL]) {
    const run = spawnSync(path.join(repo, 'node_modules/.bin/ts-node'), ['scripts/vitals.ts', source, '--window', '1h'], { cwd: repo, encoding: 'utf8' });
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toMatch(new RegExp(`\\| ${routes.recording.path} \\| zalo \\| [\\d.]+ (s|ms) \\(\\d+%, \\d+\\) \\|`));
    expect(fs.readFileSync(path.join(repo, 'bench', 'results', 'vitals-latest.svg'), 'utf8')).toContain(`${routes.recording.path} · zalo`);
  }
});
