import type { APIRequestContext, Browser } from '@playwright/test';
import { baseURL as previewURL } from '../playwright.config';
import { SITE_URL } from '../src/lib/config';
import { EVENT_SLUGS } from '../src/features/event/eventSlugs';
import { routes } from '../src/lib/routes';
import { seed } from '../src/mocks/seed';
import { robotsTxt } from '../src/server/seo/searchable';
import { SITEMAP_MAX_AGE_S } from '../src/server/seo/sitemapRoute';
import { locsOf, sitemapSchemaErrors } from '../__tests__/support/sitemapSchema';
import { expect, test } from './fixtures';

// What search engines get (docs/seo.md), through nginx with deploy/nginx.conf (the `nginx` project's
// baseURL) in front of the production server and the sandbox API: robots.txt, the sitemaps and every
// URL they list, and a video recording's page as Google's video indexing looks at it.

/** A sitemap's absolute URL (SITE_URL's origin) as a path on the server under test. */
const pathOf = (loc: string) => {
  expect(loc.startsWith(`${SITE_URL}/`), loc).toBe(true);
  const url = new URL(loc);
  return `${url.pathname}${url.search}`;
};

/** The index, once the server's first build (at its start) is done: a 503 with Retry-After until then. */
async function sitemapIndex(request: APIRequestContext) {
  let text = '';
  await expect
    .poll(
      async () => {
        const response = await request.get('/sitemap.xml');
        if (response.status() === 503) expect(Number(response.headers()['retry-after'])).toBeGreaterThan(0);
        text = response.ok() ? await response.text() : '';
        return response.status();
      },
      { timeout: 60_000, intervals: [500] },
    )
    .toBe(200);
  return text;
}

test('robots.txt names the sitemap by its absolute URL and keeps the private pages out', async ({ request }) => {
  const response = await request.get('/robots.txt');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('text/plain');
  const text = await response.text();
  expect(text).toBe(robotsTxt());
  expect(text).toContain(`\nSitemap: ${SITE_URL}/sitemap.xml\n`);
  for (const path of ['/recharge/', '/transfer/', '/transaction-history', '/my/lookback2022', '/login', '/embed/recording/']) {
    expect(text.split('\n')).toContain(`Disallow: ${path}`);
  }
});

test('the sitemaps are valid by the protocol, cached by nginx, and every URL they list is a page (200)', async ({ request }) => {
  const index = await sitemapIndex(request);
  expect(await sitemapSchemaErrors(index)).toEqual([]);
  const files = locsOf(index).map(pathOf);
  // A time limit per sitemap file (fetched twice, validated) and per URL they list, not one for the
  // whole walk: both grow with the catalogue (a URL took about 25 ms, four at a time, on a loaded machine).
  const budget = (urls: number) => test.setTimeout(30_000 + files.length * 15_000 + urls * 250);
  budget(0);
  expect(files).toEqual(expect.arrayContaining(['/sitemaps/pages.xml', '/sitemaps/events.xml', '/sitemaps/recordings-1.xml']));

  const pages: string[] = [];
  for (const file of files) {
    const response = await request.get(file);
    expect({ file, status: response.status() }).toEqual({ file, status: 200 });
    expect(response.headers()['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.headers()['cache-control']).toBe(`public, max-age=${SITEMAP_MAX_AGE_S}`);
    const xml = await response.text();
    expect({ file, errors: await sitemapSchemaErrors(xml) }).toEqual({ file, errors: [] });
    pages.push(...locsOf(xml).map(pathOf));
    // Asked again: nginx's copy.
    expect((await request.get(file)).headers()['x-cache-status']).toBe('HIT');
  }
  // The sandbox's events are the 32 of SPEC.md, and each lists recordings.
  expect(pages.filter((path) => path.startsWith('/events/'))).toHaveLength(32);
  // Every recording an event's first page lists (asked of the API through nginx, as the browser would).
  const event = (await (await request.get(`/v1/events/detail/${EVENT_SLUGS.at(-1)}`)).json()) as { data: { id: number } };
  const listed = (await (await request.get(`/v1/events/recordings/${event.data.id}?page=1`)).json()) as { data: { items: { uid: string }[] } };
  expect(listed.data.items.length).toBeGreaterThan(0);
  for (const { uid } of listed.data.items) expect(pages).toContain(routes.recording.href(uid));
  expect(new Set(pages).size).toBe(pages.length);

  // Every URL, a few at a time: a page, through nginx.
  budget(pages.length);
  const failed: string[] = [];
  let next = 0;
  const worker = async () => {
    while (next < pages.length) {
      const path = pages[next++]!;
      const response = await request.get(path, { maxRedirects: 0 });
      if (response.status() !== 200) failed.push(`${path}: ${response.status()}`);
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  expect(failed).toEqual([]);
  console.log(`sitemap: ${files.length} files, ${pages.length} URLs, all 200 through nginx`);
});

/** The recording's page at 360×800, as the server rendered it: the app's scripts never run. */
async function serverRenderedVideoPage(browser: Browser, javaScriptEnabled: boolean) {
  const context = await browser.newContext({
    viewport: { width: 360, height: 800 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    javaScriptEnabled,
    baseURL: previewURL,
  });
  const page = await context.newPage();
  const loaded: string[] = [];
  page.on('response', (response) => {
    if (response.ok()) loaded.push(response.url());
  });
  // Before hydration: the page's own scripts are held back (with JavaScript on, nothing hydrates it).
  await page.route(/\/assets\/.+\.js$/, (route) => route.abort());
  await page.goto(routes.recording.href(seed.recordings.video.uid));
  return { page, loaded, close: () => context.close() };
}

for (const javaScriptEnabled of [false, true]) {
  test(`a video recording's server-rendered page shows the video first, above the fold on a 360×800 phone (JavaScript ${javaScriptEnabled ? 'on, before hydration' : 'off'})`, async ({
    browser,
  }, testInfo) => {
    const { page, loaded, close } = await serverRenderedVideoPage(browser, javaScriptEnabled);
    try {
      const video = page.locator('#main video');
      await expect(video).toHaveCount(1);
      await expect(video).toHaveAttribute('controls', '');
      await expect(video).toHaveAttribute('poster', /\S/);
      const box = (await video.boundingBox())!;
      // Wholly in the first screen, as wide as the screen's content, and big (Google skips a small or off-screen video).
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.y + box.height).toBeLessThanOrEqual(800);
      expect(box.width).toBeGreaterThanOrEqual(300);
      expect(box.height).toBeGreaterThanOrEqual(160);
      // The main content: before the heading and every other part of the page.
      const heading = (await page.locator('#main h1').boundingBox())!;
      expect(box.y).toBeLessThan(heading.y);
      // The poster is drawn (its image loaded), so the first screen shows the video, not a black box.
      const poster = new URL((await video.getAttribute('poster'))!, page.url()).toString();
      await expect.poll(() => loaded.includes(poster)).toBe(true);
      // Its structured data names the same video: the player's file and the embed player.
      const described = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!) as Record<string, string>;
      expect(described.contentUrl).toBe(new URL((await video.getAttribute('src'))!, SITE_URL).toString());
      expect(described.embedUrl).toBe(`${SITE_URL}${routes.embedRecording.href(seed.recordings.video.uid)}`);
      // Kept beside the run's results (test-results/…/first-screen.png) for a person to look at.
      const screenshot = testInfo.outputPath('first-screen.png');
      await page.screenshot({ path: screenshot });
      await testInfo.attach('first screen', { path: screenshot, contentType: 'image/png' });
    } finally {
      await close();
    }
  });
}
