// What a visitor sees first on a page the server drew (a share page) or the build drew (a prerendered
// page): its heading, fully opaque, in the very first paint, with or without JavaScript. The HTML is
// delivered as a phone's network delivers it, in pieces: a loopback proxy in front of the preview holds
// the document back just before its <h1> for a moment, as a slow network would. A browser that paints
// whatever it has parsed shows the header alone first and the heading a frame (or a second) later:
// that later frame is the page's LCP, and every request and task before it counts in Lighthouse's.
// Navigating inside the app still fades the next page in (src/styles/motion.css).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { E2E_PORT } from '../playwright.config';
import { routes } from '../src/lib/routes';
import { expect, hydrated, test } from './fixtures';
import { appRoutes, pagesOf } from './routeItems';

/**
 * The pages drawn before any script runs, from the route table: every share page (on its usual sandbox
 * item, e2e/routeItems.ts) and every prerendered one; a new route of either kind is walked here too.
 */
const PAGES = new Map(appRoutes.filter((route) => route.kind === 'share' || route.prerender).map((route) => [route.key, pagesOf([route])[0]!]));
/** How long the proxy holds the document back before its heading: several frames at any speed. */
const HOLD_MS = 3000;
/** The proxy's clock and the browser's are the same machine's; their readings may differ by a rounding. */
const CLOCK_SLACK_MS = 5;

// Motion allowed (the config asks for less): a fade on the heading must be there to be caught.
test.use({ reducedMotion: 'no-preference' });

let proxy: http.Server;
let proxyOrigin: string;
/** When the proxy let each page's heading through (ms since the epoch), by path. */
const released = new Map<string, number>();

test.beforeAll(async () => {
  proxy = http.createServer((request, response) => {
    const upstream = http.request(
      {
        host: 'localhost',
        port: E2E_PORT,
        path: request.url,
        method: request.method,
        headers: { ...request.headers, host: `localhost:${E2E_PORT}`, 'accept-encoding': 'identity' },
      },
      (answer) => {
        const isDocument = /text\/html/.test(String(answer.headers['content-type']));
        if (!isDocument) {
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(response);
          return;
        }
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          const html = Buffer.concat(chunks).toString('utf8');
          const headers = { ...answer.headers };
          delete headers['content-length'];
          response.writeHead(answer.statusCode ?? 502, headers);
          const cut = html.indexOf('<h1');
          response.write(html.slice(0, cut));
          setTimeout(() => {
            released.set(request.url ?? '', Date.now());
            response.end(html.slice(cut));
          }, HOLD_MS);
        });
      },
    );
    upstream.on('error', () => response.destroy());
    request.pipe(upstream);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  proxyOrigin = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  await new Promise((resolve) => proxy.close(resolve));
});

interface FirstPaint {
  /** Milliseconds since the epoch. */
  fcp: number;
  /** The largest-contentful-paint candidates in order: when (ms since the epoch), and whether it was the heading. */
  lcp: { time: number; heading: boolean }[];
  /** The heading and every element around it: computed opacity, and animations running on them. */
  opacities: string[];
  animations: string[];
}

/**
 * Records the page's LCP candidates through the DevTools protocol (it works with the page's scripts
 * off, where a PerformanceObserver would never be called back), from before the navigation.
 */
async function watchPaints(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  const candidates: { time: number; node?: number }[] = [];
  cdp.on('PerformanceTimeline.timelineEventAdded', ({ event }) => {
    const details = event.lcpDetails;
    if (details) candidates.push({ time: (details.renderTime || details.loadTime) * 1000, node: details.nodeId });
  });
  await cdp.send('PerformanceTimeline.enable', { eventTypes: ['largest-contentful-paint'] });
  /** Read once the page has loaded: the paint timeline and the heading's state. */
  return async (): Promise<FirstPaint> => {
    // The load event may come before the first frame (a small page, the scripts off): the paint is
    // recorded, and its LCP candidate reported, a frame later.
    await expect
      .poll(async () => candidates.length > 0 && (await page.evaluate(() => performance.getEntriesByName('first-contentful-paint').length > 0)))
      .toBe(true);
    const { result } = await cdp.send('Runtime.evaluate', { expression: 'document.querySelector("#main h1")' });
    const { node } = await cdp.send('DOM.describeNode', { objectId: result.objectId });
    const state = await page.evaluate(() => {
      const chain: Element[] = [];
      for (let element = document.querySelector('#main h1'); element; element = element.parentElement) chain.push(element);
      const fcp = performance.getEntriesByName('first-contentful-paint')[0];
      return {
        fcp: fcp ? performance.timeOrigin + fcp.startTime : Number.NaN,
        opacities: chain.map((element) => getComputedStyle(element).opacity),
        animations: document
          .getAnimations()
          .filter((animation) => chain.includes((animation.effect as KeyframeEffect | null)?.target as Element))
          .map((animation) => (animation as CSSAnimation).animationName ?? 'a script animation'),
      };
    });
    return { ...state, lcp: candidates.map(({ time, node: id }) => ({ time, heading: id === node.backendNodeId })) };
  };
}

for (const javaScript of [true, false]) {
  test.describe(javaScript ? 'with JavaScript' : 'without JavaScript', () => {
    test.use({ javaScriptEnabled: javaScript });

    for (const [name, path] of PAGES) {
      test(`the ${name} page's heading is in its first paint, fully opaque`, async ({ page }) => {
        const firstPaint = await watchPaints(page);
        await page.goto(`${proxyOrigin}${path}`, { waitUntil: 'load' });
        if (javaScript) await hydrated(page);
        const paint = await firstPaint();
        // Nothing was painted before the heading was there to be painted with it: no first paint while
        // the network held the rest of the page back (the header alone), and, once it came, no fade.
        const seen = paint.lcp.map((entry) => `${Math.round(entry.time - paint.fcp)} ms${entry.heading ? ' (the heading)' : ''}`);
        const message = `first paint ${Math.round(paint.fcp - released.get(path)!)} ms after the heading arrived; LCP candidates after it: ${seen.join(', ')}`;
        expect(paint.fcp, message).toBeGreaterThan(released.get(path)! - CLOCK_SLACK_MS);
        // Where the heading is the largest thing in that paint (not a larger image or paragraph), the
        // browser names it, in that same frame.
        const heading = paint.lcp.find((entry) => entry.heading);
        if (heading && heading === paint.lcp[0]) expect(Math.abs(heading.time - paint.fcp), message).toBeLessThan(5);
        expect(
          paint.opacities.every((opacity) => opacity === '1'),
          `opacities ${paint.opacities.join(' ')}`,
        ).toBe(true);
        expect(paint.animations).toEqual([]);
      });
    }
  });
}

test('moving to another page inside the app fades it in', async ({ page }) => {
  await page.goto(pagesOf([routes.recording])[0]!);
  await hydrated(page);
  await page
    .getByRole('link', { name: /Trang chủ/ })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`${routes.home.href()}$`));
  // The new page's frame runs the route fade (180 ms): caught while it runs.
  await page.waitForFunction(() =>
    document
      .querySelector('#main .route-fade')
      ?.getAnimations()
      .some((animation) => (animation as CSSAnimation).animationName === 'route-fade-in'),
  );
});
