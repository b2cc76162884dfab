import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { E2E_DIST_DIR, E2E_PORT, PROMETHEUS_PORT, VITALS_METRICS_PORT } from '../playwright.config';
import { startServersBehindNginx } from '../scripts/rollingRestart';
import { BUDGETS, gzipSize } from '../scripts/size-check';
import { parseExposition, sampleValue } from '../scripts/vitals/exposition';
import { routes } from '../src/lib/routes';
import { SOMEONE_THERE_AFTER_MS } from '../src/lib/someoneThere';
import { seed } from '../src/mocks/seed';
import { VITAL_METRICS } from '../src/server/rumMetrics';
import { scriptOf } from './chunks';
import { expect, test, waitForPage } from './fixtures';

// Field web vitals end to end: page views in Chromium with Zalo's in-app user agent send their vitals
// through nginx to POST /rum of a production server of this file's own (ports E2E_PORT + 40 … 43, its
// metrics on VITALS_METRICS_PORT), the server's /metrics has them under the right labels, Debian's
// Prometheus (deploy/prometheus/, scraping every second here) reads them and its recording rules give
// p75 LCP per route, and `npm run vitals` prints them from both.

const ZALO =
  'Mozilla/5.0 (Linux; Android 13; SM-A546E Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/120.0.6099.144 Mobile Safari/537.36 Zalo android/12100631 ZaloTheme/light ZaloLanguage/vi';
const PROMETHEUS = '/usr/bin/prometheus';
const PROMTOOL = '/usr/bin/promtool';
const prometheusURL = `http://127.0.0.1:${PROMETHEUS_PORT}`;
const repo = path.resolve(__dirname, '..');
const LCP = VITAL_METRICS.LCP.name;
const SITE_PORT = E2E_PORT + 40;
const siteURL = `http://127.0.0.1:${SITE_PORT}`;
const metricsURL = `http://127.0.0.1:${VITALS_METRICS_PORT}/metrics`;

// A site of its own, which no other test visits: the other tests' page views in Zalo's user agent
// would be counted with these (the exact counts below), so this file ran alone at the end of every run
// (10 s with a core idle, issue 38). It now runs beside the phone tests.
test.use({ userAgent: ZALO, baseURL: siteURL });
test.describe.configure({ mode: 'serial' });

let prometheus: ChildProcess | undefined;
let site: Awaited<ReturnType<typeof startServersBehindNginx>> | undefined;
let workDir = '';

/** deploy/prometheus/, pointed at this file's server's metrics, scraping and evaluating every second. */
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
  test.setTimeout(120_000);
  expect(fs.existsSync(PROMETHEUS), `${PROMETHEUS}: apt-get install -y prometheus (.ci/run does)`).toBe(true);
  workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hatvui-prometheus-'));
  site = await startServersBehindNginx(E2E_DIST_DIR, SITE_PORT, 1, {
    NGINX_WORK_DIR: path.join(workDir, 'nginx'),
    METRICS_PORT: String(VITALS_METRICS_PORT),
  });
  const config = prometheusConfig(workDir);
  // The files as shipped must be what Prometheus accepts.
  const check = spawnSync(PROMTOOL, ['check', 'config', config], { encoding: 'utf8' });
  expect(check.status, check.stdout + check.stderr).toBe(0);
  prometheus = spawn(
    PROMETHEUS,
    [
      `--config.file=${config}`,
      `--storage.tsdb.path=${path.join(workDir, 'data')}`,
      `--web.listen-address=127.0.0.1:${PROMETHEUS_PORT}`,
      '--log.level=warn',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  await expect.poll(async () => (await fetch(`${prometheusURL}/-/ready`).catch(() => undefined))?.status, { timeout: 30_000 }).toBe(200);
});

test.afterAll(async () => {
  prometheus?.kill('SIGTERM');
  await site?.stop();
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

/**
 * Taps the page's heading: the first input, which loads the vitals' chunk (src/main.tsx), gives INP an
 * interaction, and makes LCP final. Waits until the chunk has run and the browser has recorded the
 * interaction, so that leaving next is a page view with all its vitals.
 */
async function tapHeading(page: Page) {
  await page.locator('#main h1').click();
  // The chunk's script has run once webpack's loader holds its id (its module runs right after).
  const id = Number(/\/(\d+)\.[^/]+\.js$/.exec(scriptOf('src/lib/vitals/report.ts'))![1]);
  await page.waitForFunction(
    (chunk) => ((window as unknown as { webpackChunkkaraoke_web?: [number[]][] }).webpackChunkkaraoke_web ?? []).some(([ids]) => ids.includes(chunk)),
    id,
  );
  // The tap's event timing entry exists only after the next frame: leaving before it would be a page
  // view without any interaction, whatever the product does.
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        new PerformanceObserver(() => resolve()).observe({ type: 'first-input', buffered: true });
      }),
  );
}

/** Opens `url`, waits for the app, taps the heading; the page's LCP as the browser measured it. */
async function pageView(page: Page, url: string) {
  await page.goto(url);
  await waitForPage(page);
  // Loaded and idle, nobody there yet: no measuring code fetched (what a lab load such as Lighthouse sees).
  const fetched = (script: string) => performance.getEntriesByType('resource').some((entry) => new URL(entry.name).pathname === script);
  expect(await page.evaluate(fetched, scriptOf('src/lib/vitals/report.ts'))).toBe(false);
  await tapHeading(page);
  return measuredLcp(page);
}

/** The LCP histogram's cumulative counts by upper bound (seconds) for `labels`, summed over the rest. */
async function lcpBuckets(labels: Record<string, string>): Promise<Map<number, number>> {
  const buckets = new Map<number, number>();
  for (const sample of await serverMetrics()) {
    if (sample.name !== `${LCP}_bucket` || !Object.entries(labels).every(([key, value]) => sample.labels[key] === value)) continue;
    const le = sample.labels.le === '+Inf' ? Infinity : Number(sample.labels.le);
    buckets.set(le, (buckets.get(le) ?? 0) + sample.value);
  }
  return buckets;
}

/**
 * The bucket (lower, upper] in seconds where the 75th percentile falls once `measured` (ms) joins the
 * page views counted `before` (the test before this one's, in this file).
 */
function p75Bucket(before: Map<number, number>, measured: number[]) {
  const bounds = [...new Set([...VITAL_METRICS.LCP.buckets, 2.5, 4, Infinity])].sort((a, b) => a - b);
  const cumulative = bounds.map((bound) => (before.get(bound) ?? 0) + measured.filter((ms) => ms / 1000 <= bound).length);
  const rank = 0.75 * cumulative.at(-1)!;
  const at = cumulative.findIndex((count) => count >= rank);
  return [at > 0 ? bounds[at - 1]! : 0, bounds[at]!] as const;
}

/** The LCP histogram's bucket (lower, upper] in seconds that `ms` falls in. */
const bucketOf = (ms: number) => p75Bucket(new Map(), [ms]);

test('page views in Zalo end up in /metrics, in Prometheus and in npm run vitals, under their route, rendering and browser', async ({ page }) => {
  test.setTimeout(150_000);
  const recording = { route: routes.recording.path, rendering: 'server' };
  const bucketsBefore = await lcpBuckets({ route: routes.recording.path, browser: 'zalo' });
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
  // Both page views had an interaction: both have an INP, once each.
  expect(sampleValue(samples, `${VITAL_METRICS.INP.name}_count`, { ...recording, browser: 'zalo' })).toBe(before.inp + 2);
  expect(sampleValue(samples, `${VITAL_METRICS.TTFB.name}_count`, { ...recording, browser: 'zalo' })).toBeGreaterThanOrEqual(2);
  expect(sampleValue(samples, 'hatvui_web_vitals_lcp_elements_total', { route: routes.recording.path })).toBeGreaterThanOrEqual(2);
  expect(await lcpCount({ route: routes.home.path, rendering: 'prerendered' })).toBeGreaterThan(before.landing);
  expect(await lcpCount({ route: routes.bankTransferGuide.path, rendering: 'shell' })).toBeGreaterThan(before.shell);
  // Labels are patterns, never the ids of what was visited.
  const text = await (await fetch(metricsURL)).text();
  expect(text).not.toContain(seed.recordings.audio.uid);
  expect(text).not.toContain(seed.recordings.duet.uid);

  // p75 LCP of the route through Prometheus' HTTP API, from the histogram and from the recording rule:
  // within the bucket where what the browser measured puts it.
  await expect.poll(() => promValue(promCount), { timeout: 15_000 }).toBe(before.recording + 2);
  const [lower, upper] = p75Bucket(bucketsBefore, measured);
  const p75 = await promValue(`histogram_quantile(0.75, sum by (le) (${LCP}_bucket{route="${routes.recording.path}", browser="zalo"}))`);
  expect(p75).toBeGreaterThan(lower);
  expect(p75).toBeLessThanOrEqual(upper);
  // The rule's rate() sees only what grew while this test's Prometheus scraped: these page views.
  const rule = `route_browser:${LCP}:p75_1h{route="${routes.recording.path}", browser="zalo"}`;
  const [ruleLower] = bucketOf(Math.min(...measured));
  const [, ruleUpper] = bucketOf(Math.max(...measured));
  await expect.poll(() => promValue(rule), { timeout: 15_000 }).toBeGreaterThan(ruleLower);
  expect(await promValue(rule)).toBeLessThanOrEqual(ruleUpper);

  // npm run vitals, from the server's metrics and from Prometheus.
  for (const source of [metricsURL, prometheusURL]) {
    const run = spawnSync(path.join(repo, 'node_modules/.bin/ts-node'), ['scripts/vitals.ts', source, '--window', '1h'], {
      cwd: repo,
      encoding: 'utf8',
    });
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toMatch(new RegExp(`\\| ${routes.recording.path} \\| zalo \\| [\\d.]+ (s|ms) \\(\\d+%, \\d+\\) \\|`));
    expect(fs.readFileSync(path.join(repo, 'bench', 'results', 'vitals-latest.svg'), 'utf8')).toContain(`${routes.recording.path} · zalo`);
  }
});

// Chromium counts the tap as a soft navigation only if the new page is drawn in a task descending from
// the tap's: src/app/codeFirstRouter.tsx draws it from the tap's promise chain, never in a message of
// React's scheduler that unrelated work (here the scroll to the link) may have posted.
test('an in-app navigation is a page view of its own, under the route it went to and the rendering "navigated"', async ({ page }) => {
  test.setTimeout(60_000);
  const trending = { route: routes.articlesTrending.path, browser: 'zalo' };
  const count = async (vital: 'LCP' | 'INP', labels: Record<string, string>) =>
    sampleValue(await serverMetrics(), `${VITAL_METRICS[vital].name}_count`, labels) ?? 0;
  const before = {
    landing: await lcpCount({ route: routes.home.path, rendering: 'prerendered' }),
    lcp: await count('LCP', { ...trending, rendering: 'navigated' }),
    inp: await count('INP', { ...trending, rendering: 'navigated' }),
  };

  await page.goto(routes.home.href());
  await waitForPage(page);
  // The link's tap loads the chunk too; the app draws the next page (Chromium: a soft navigation).
  await page.locator(`#main a[href="${routes.articlesTrending.href()}"]`).first().click();
  await expect(page).toHaveURL(routes.articlesTrending.href());
  await waitForPage(page);
  // Chromium records the soft navigation once the new page's paint is presented; a tap before that (the
  // DOM is there, the frame not yet on screen: CI, under load, once) belongs to the page before, as a
  // visitor cannot tap what is not yet shown. So the heading is tapped once the navigation is recorded.
  const softNavigation = () =>
    page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          new PerformanceObserver(() => resolve()).observe({ type: 'soft-navigation', buffered: true });
        }),
    );
  await softNavigation();
  await tapHeading(page);
  // web-vitals has had the soft navigation (observers registered later get their buffered entries later).
  await softNavigation();
  await page.goto('about:blank');

  await expect.poll(() => count('INP', { ...trending, rendering: 'navigated' }), { timeout: 10_000 }).toBe(before.inp + 1);
  await expect.poll(() => count('LCP', { ...trending, rendering: 'navigated' }), { timeout: 10_000 }).toBe(before.lcp + 1);
  // The page landed on is counted once, as loaded; the route is never counted as loaded for this visit.
  expect(await lcpCount({ route: routes.home.path, rendering: 'prerendered' })).toBe(before.landing + 1);

  const run = spawnSync(path.join(repo, 'node_modules/.bin/ts-node'), ['scripts/vitals.ts', metricsURL], { cwd: repo, encoding: 'utf8' });
  expect(run.status, run.stderr).toBe(0);
  expect(run.stdout).toContain(`| ${routes.articlesTrending.path} (navigated) | zalo |`);
});

test('the landing page left alone fetches only its own scripts, within the budget scripts/size-check.ts checks', async ({ page }) => {
  test.setTimeout(60_000);
  // The page's timers run on a clock the test moves: to just before the late trigger, at once.
  await page.clock.install();
  // Read off the network (the fake clock replaces the page's performance entries with none).
  const requested: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin === siteURL && url.pathname.endsWith('.js')) requested.push(url.pathname);
  });
  await page.addInitScript(() => addEventListener('load', () => ((window as { loadedAt?: number }).loadedAt = Date.now())));
  await page.goto(routes.home.href());
  await waitForPage(page);
  // Lighthouse stops a few seconds after load; anything on a timer shorter than the late trigger would
  // still be within a slower run's window. The page's clock is paused, then moved to 1 ms before the
  // trigger (the trigger's timer was set at the load event).
  const pausedAt = await page.evaluate(() => Date.now() + 100);
  await page.clock.pauseAt(pausedAt);
  const loadedAt = await page.evaluate(() => (window as { loadedAt?: number }).loadedAt ?? NaN);
  const untilTrigger = loadedAt + SOMEONE_THERE_AFTER_MS - 1 - pausedAt;
  expect(untilTrigger, 'the page took longer than the late trigger to be ready').toBeGreaterThan(0);
  await page.clock.runFor(untilTrigger);
  // Whatever those timers asked for has been requested.
  await page.waitForLoadState('networkidle');
  const fetchedScripts = () => [...requested];
  const scripts = fetchedScripts();
  const late = ['src/lib/vitals/report.ts', 'src/lib/newVersion.ts'].map((module) => scriptOf(module));
  expect(scripts.filter((script) => late.includes(script))).toEqual([]);
  // What Lighthouse counts, gzipped as the build's budget is: the same bytes, the same budget.
  const total = [...new Set(scripts)].reduce((sum, script) => sum + gzipSize(fs.readFileSync(path.join(E2E_DIST_DIR, script))), 0);
  expect(scripts.some((script) => /\/main\.[0-9a-f]+\.js$/.test(script))).toBe(true);
  expect(total, scripts.join(', ')).toBeLessThanOrEqual(BUDGETS.entryJsGzip);

  // The first input brings them.
  await page.clock.resume();
  await page.keyboard.press('Shift');
  await expect.poll(fetchedScripts).toEqual(expect.arrayContaining(late));
});
