// What the specs of a production-shaped share page's first paint share (e2e/before-first-paint*.spec.ts):
// the production server in front of the benchmark's stand-in API (scripts/bench/standInApi.ts: items
// shaped like production's, their pictures JPEGs on a media host of their own over https), the page's
// requests on its own clock beside its first contentful paint, and its pictures' boxes from the HTML on.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { E2E_DIST_DIR } from '../playwright.config';
import { startStandInApi, type StandIn } from '../scripts/bench/standInApi';
import { serverScriptFor, waitForHttp } from '../scripts/serverBuild';
import { expect, test } from './fixtures';

/**
 * Starts the production server on `port` (its API the stand-in on `apiPort` … `apiPort` + 2) for the
 * file's tests, in one worker. Gives the page's address for a path.
 */
export function serveProductionShaped(port: number, apiPort: number) {
  let api: StandIn | undefined;
  let server: ChildProcess | undefined;
  // One server for the file, so its tests run in one worker; the media host's certificate is self-signed.
  test.describe.configure({ mode: 'serial' });
  test.use({ ignoreHTTPSErrors: true });
  test.beforeAll(async () => {
    api = await startStandInApi(apiPort);
    server = spawn(process.execPath, [serverScriptFor(path.resolve(__dirname, '..', E2E_DIST_DIR))], {
      env: { ...process.env, PORT: String(port), HOST: 'localhost', API_URL: api.apiUrl, PROXY_PATHS: '/v1', METRICS_PORT: '0' },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    await waitForHttp(`http://localhost:${port}/`, server);
  });
  test.afterAll(() => {
    server?.kill('SIGTERM');
    api?.close();
  });
  return (pagePath: string) => `http://localhost:${port}${pagePath}`;
}

export interface Timeline {
  fcp: number;
  /** Every request the page made (its resource timing), when it started: ms from the navigation. */
  requests: { url: string; initiator: string; start: number }[];
}

/** The page's first contentful paint and its requests, on one clock (the page's), once it has painted. */
export async function timelineOf(page: Page): Promise<Timeline> {
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

const isPicture = (request: Timeline['requests'][number]) =>
  request.initiator === 'img' || /\.(jpe?g|png|webp|avif|gif|svg)$/i.test(new URL(request.url).pathname);

/** The paths of the pictures requested before the first contentful paint, and every picture's start from it, to log. */
export function picturesBeforePaint(timeline: Timeline) {
  const pictures = timeline.requests.filter(isPicture);
  const report = pictures.map((request) => `${new URL(request.url).pathname} at ${Math.round(request.start - timeline.fcp)} ms`).join(', ');
  console.log(`First contentful paint at ${Math.round(timeline.fcp)} ms; pictures from it: ${report}`);
  return {
    before: pictures.filter((request) => request.start < timeline.fcp).map((request) => new URL(request.url).pathname),
    report,
  };
}

/** For each picture `selector` finds: whether it has loaded. */
export const loaded = (page: Page, selector: string) =>
  page
    .locator(selector)
    .evaluateAll((images) => images.map((image) => (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth > 0));

type Watched = { firstBoxes?: number[][]; shift: number };

/**
 * From the next navigation on: the boxes of the pictures `selector` finds as the document is parsed,
 * before any script of the page's own has run, and the layout shifts the page makes (no input here).
 */
export const watchBoxes = (page: Page, selector: string) =>
  page.addInitScript((pictures) => {
    const watched = window as unknown as Watched;
    watched.shift = 0;
    document.addEventListener('DOMContentLoaded', () => {
      watched.firstBoxes = [...document.querySelectorAll(pictures)].map((image) => {
        const { width, height } = image.getBoundingClientRect();
        return [width, height];
      });
    });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
        if (!entry.hadRecentInput) watched.shift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  }, selector);

/** `count` pictures, each in a box of the size it had in the HTML, and no layout shift over 0.01. */
export async function expectSameBoxes(page: Page, selector: string, count: number) {
  const { first, last, shift } = await page.evaluate((pictures) => {
    const watched = window as unknown as Watched;
    return {
      first: watched.firstBoxes ?? [],
      last: [...document.querySelectorAll(pictures)].map((image) => {
        const { width, height } = image.getBoundingClientRect();
        return [width, height];
      }),
      shift: watched.shift,
    };
  }, selector);
  expect(first).toHaveLength(count);
  expect(last).toHaveLength(count);
  last.forEach(([width, height], i) => {
    expect(Math.abs(width! - first[i]![0]!), `picture ${i}'s width`).toBeLessThan(0.5);
    expect(Math.abs(height! - first[i]![1]!), `picture ${i}'s height`).toBeLessThan(0.5);
  });
  expect(shift).toBeLessThanOrEqual(0.01);
}
