// What a shared recording's first paint waits for, on an item shaped like production's (the benchmark's
// stand-in API, scripts/bench/standInApi.ts: 170 KB of HTML, 50 long comments with avatars, six photos,
// JPEGs on a media host of their own over https) served by the production server: no picture but the
// cover (the LCP candidate) is requested before the first contentful paint. Every request a browser
// starts before that paint shares the phone's bandwidth with the page and counts in Lighthouse's
// simulated LCP. The other pictures still come (on screen right after, below it as it nears), in
// boxes of their final size, and without JavaScript too. Ports E2E_PORT + 80 (the server), + 90 … 92.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { E2E_DIST_DIR, E2E_PORT } from '../playwright.config';
import { BENCH_RECORDING_UID } from '../scripts/bench/productionShaped';
import { startStandInApi, type StandIn } from '../scripts/bench/standInApi';
import { serverScriptFor, waitForHttp } from '../scripts/serverBuild';
import { routes } from '../src/lib/routes';
import { expect, hydrated, test } from './fixtures';

const PORT = E2E_PORT + 80;
const PAGE = `http://localhost:${PORT}${routes.recording.href(BENCH_RECORDING_UID)}`;
const GALLERY = '.recording-gallery img';
const HERO_AVATARS = '.recording-singers img';

// One server for the file, so its tests run in one worker; the media host's certificate is self-signed.
test.describe.configure({ mode: 'serial' });
test.use({ ignoreHTTPSErrors: true });

let api: StandIn;
let server: ChildProcess;

test.beforeAll(async () => {
  api = await startStandInApi(E2E_PORT + 90);
  server = spawn(process.execPath, [serverScriptFor(path.resolve(__dirname, '..', E2E_DIST_DIR))], {
    env: { ...process.env, PORT: String(PORT), HOST: 'localhost', API_URL: api.apiUrl, PROXY_PATHS: '/v1', METRICS_PORT: '0' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitForHttp(`http://localhost:${PORT}/`, server);
});

test.afterAll(() => {
  server?.kill('SIGTERM');
  api?.close();
});

interface Timeline {
  fcp: number;
  /** Every request the page made (its resource timing), when it started: ms from the navigation. */
  requests: { url: string; initiator: string; start: number }[];
}

/** The page's first contentful paint and its requests, on one clock (the page's), once it has painted. */
async function timelineOf(page: Page): Promise<Timeline> {
  await expect.poll(() => page.evaluate(() => performance.getEntriesByName('first-contentful-paint').length)).toBe(1);
  return page.evaluate(() => ({
    fcp: performance.getEntriesByName('first-contentful-paint')[0]!.startTime,
    requests: performance.getEntriesByType('resource').map((entry) => ({
      url: entry.name,
      initiator: entry.initiatorType,
      start: entry.startTime,
    })),
  }));
}

/** For each picture `selector` finds: whether it has loaded. */
const loaded = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((images) => images.map((image) => (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth > 0));

const isPicture = (request: Timeline['requests'][number]) =>
  request.initiator === 'img' || /\.(jpe?g|png|webp|avif|gif|svg)$/i.test(new URL(request.url).pathname);

test('no picture but the cover is requested before the first contentful paint', async ({ page }) => {
  await page.goto(PAGE, { waitUntil: 'load' });
  await hydrated(page);
  // The singers' pictures have come (and so are in the timeline), after the paint.
  await expect.poll(() => loaded(page, HERO_AVATARS)).toEqual([true, true]);
  const timeline = await timelineOf(page);
  const before = timeline.requests.filter((request) => request.start < timeline.fcp && isPicture(request));
  const report = timeline.requests
    .filter(isPicture)
    .map((request) => `${new URL(request.url).pathname} at ${Math.round(request.start - timeline.fcp)} ms`)
    .join(', ');
  console.log(`First contentful paint at ${Math.round(timeline.fcp)} ms; pictures from it: ${report}`);
  expect(before.map((request) => new URL(request.url).pathname), report).toEqual([`/covers/${BENCH_RECORDING_UID}.jpg`]);
});

test('the singers’ pictures come right after the first paint, the photos as they near the screen, in boxes of their final size', async ({ page }) => {
  // The pictures' boxes as the document is parsed, before any script of the page's own has run.
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const boxes = [...document.querySelectorAll('.recording-gallery img, .recording-singers img')].map((image) => {
        const { width, height } = image.getBoundingClientRect();
        return [width, height];
      });
      (window as unknown as { firstBoxes: number[][] }).firstBoxes = boxes;
    });
    (window as unknown as { shift: number }).shift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
        if (!entry.hadRecentInput) (window as unknown as { shift: number }).shift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(PAGE, { waitUntil: 'load' });
  await hydrated(page);
  await expect.poll(() => loaded(page, HERO_AVATARS)).toEqual([true, true]);
  const gallery = page.locator(GALLERY);
  await expect(gallery).toHaveCount(6);
  await gallery.last().scrollIntoViewIfNeeded();
  await expect.poll(() => loaded(page, GALLERY)).toEqual(Array(6).fill(true));

  for (const [i, image] of (await gallery.all()).entries()) {
    await expect(image).toHaveAccessibleName(new RegExp(`^Ảnh ${i + 1} của bản thu`));
  }
  const { first, last, shift } = await page.evaluate(() => ({
    first: (window as unknown as { firstBoxes: number[][] }).firstBoxes,
    last: [...document.querySelectorAll('.recording-gallery img, .recording-singers img')].map((image) => {
      const { width, height } = image.getBoundingClientRect();
      return [width, height];
    }),
    shift: (window as unknown as { shift: number }).shift,
  }));
  expect(first).toHaveLength(8);
  last.forEach(([width, height], i) => {
    expect(Math.abs(width! - first[i]![0]!), `picture ${i}'s width`).toBeLessThan(0.5);
    expect(Math.abs(height! - first[i]![1]!), `picture ${i}'s height`).toBeLessThan(0.5);
  });
  expect(shift).toBeLessThanOrEqual(0.01);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('every picture is shown, each once to a screen reader', async ({ page }) => {
    await page.goto(PAGE, { waitUntil: 'load' });
    const gallery = page.getByRole('img', { name: /^Ảnh \d+ của bản thu/ });
    await expect(gallery).toHaveCount(6);
    for (const image of await gallery.all()) {
      await image.scrollIntoViewIfNeeded();
      await expect(image).toBeVisible();
      await expect.poll(() => image.evaluate((element) => (element as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    }
    const singers = page.locator(HERO_AVATARS).filter({ visible: true });
    await expect(singers).toHaveCount(2);
    await expect.poll(() => singers.evaluateAll((images) => images.every((image) => (image as HTMLImageElement).naturalWidth > 0))).toBe(true);
  });
});
