// The prerendered pages (the route table's `prerender` routes, src/lib/routes.ts) against the production build: their HTML is the page
// before any script runs, they hydrate without a mismatch (React reports one as a page error, which the
// fixture fails on; its console messages are checked here too), and every other route starts from the
// bare app shell.
import type { Page } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import { E2E_DIST_DIR } from '../playwright.config';
import { serverDirFor } from '../scripts/serverBuild';
import { templateFileOf } from '../src/lib/prerendered';
import { prerenderedPaths, routes } from '../src/lib/routes';
import { seed } from '../src/mocks/seed';
import { signInAs } from './auth';
import { BRAND_SUFFIX, expect, hydrated, servedAsShell, test, waitForPage, watchHydration } from './fixtures';

/** Console errors and warnings that mention hydration (React's, minified or not). */

for (const path of prerenderedPaths) {
  test(`${path} is served as its page and hydrates without a mismatch`, async ({ page, request }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    const html = await response.text();
    // The page itself, not the empty shell: heading, title and share tags in the HTML.
    expect(html).toMatch(new RegExp(`<div id="?root"? data-prerendered="?${path.replace(/\//g, '\\/')}"?[ >]`));
    expect(html).toMatch(/<h1[\s>]/);
    expect(html).toMatch(/<title>[^<]+ \| Hát Vui<\/title>/);
    expect(html).not.toContain('data-static-meta');
    // One of each (the page's own, from <Head>), not the shell's as well.
    for (const tag of ['title', 'name="?description"?', 'property="?og:title"?', 'property="?og:description"?', 'property="?og:image"?']) {
      expect(html.match(new RegExp(`<(?:meta )?${tag}[\\s>]`, 'g')), tag).toHaveLength(1);
    }

    const messages = watchHydration(page);
    await page.goto(path);
    const h1 = await page.locator('#main h1').elementHandle();
    await hydrated(page);
    await waitForPage(page);
    // Hydrated in place: the heading that was in the HTML is the one React now owns.
    expect(await page.evaluate((element) => element === document.querySelector('#main h1'), h1)).toBe(true);
    await expect(page).toHaveTitle(BRAND_SUFFIX);
    expect(await page.locator('head title').count()).toBe(1);
    expect(await page.locator('head meta[property="og:title"]').count()).toBe(1);
    expect(messages).toEqual([]);
  });
}

test('a prerendered page works as the app once hydrated: links navigate without a reload', async ({ page }) => {
  const messages = watchHydration(page);
  await page.goto(routes.home.href());
  await hydrated(page);
  await page.evaluate(() => {
    (window as unknown as { sameDocument: boolean }).sameDocument = true;
  });
  await page
    .locator('footer')
    .getByRole('link', { name: /Điều khoản/ })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`${routes.terms.href()}$`));
  await waitForPage(page);
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  expect(messages).toEqual([]);
});

test('a route that is neither prerendered nor server-rendered starts from the app shell and renders in the browser', async ({ page, request }) => {
  const path = routes.bankTransferGuide.href();
  const html = await (await request.get(path)).text();
  expect(html).toMatch(/<div id="?root"?><\/div>/);
  await page.goto(path);
  await waitForPage(page);
  await expect(page).toHaveTitle(BRAND_SUFFIX);
});

test('a visitor who scrolls a prerendered page before it hydrates stays where they are', async ({ page }) => {
  // The app's code is held back until the visitor has scrolled, as on a slow phone.
  let release!: () => void;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/main\.[0-9a-f]+\.js$/, async (route) => {
    await held;
    await route.fallback();
  });
  await page.goto(routes.home.href(), { waitUntil: 'commit' });
  await expect(page.locator('#main h1')).toBeVisible();
  await page.mouse.wheel(0, 600);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  release();
  await hydrated(page);
  const header = page.getByRole('banner');
  await expect(header).toHaveAttribute('data-opaque', 'true');
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
});

test('a shared page served as the app shell asks for its data once, before its own code has arrived', async ({ page }) => {
  // (The service worker's cached shell, or the server's when the API failed it.)
  await servedAsShell(page);
  // The page's own code: what the server's HTML for it lists to preload (its template, by the route's key).
  const template = fs.readFileSync(path.join(serverDirFor(E2E_DIST_DIR), 'templates', templateFileOf('recording')), 'utf8');
  const pageCode = new Set(/data-preload="([^"]*)"/.exec(template)![1]!.split(' '));
  const requests: string[] = [];
  page.on('request', (req) => {
    const { pathname } = new URL(req.url());
    if (pathname.startsWith('/v1/recordings/detail-by-uid/') || pageCode.has(pathname)) requests.push(pathname);
  });
  await page.goto(routes.recording.href(seed.recordings.audio.uid));
  await expect(page.getByRole('heading', { level: 1, name: 'Bèo dạt mây trôi' })).toBeVisible();
  const detail = `/v1/recordings/detail-by-uid/${seed.recordings.audio.uid}`;
  // Sent by the entry, then taken by the page: one request, ahead of the page's code.
  expect(requests.filter((path) => path === detail)).toHaveLength(1);
  expect(requests[0]).toBe(detail);
});

/** When the page's load event, its first contentful paint and the request for the app's entry started (ms). */
const entryTiming = (page: Page) =>
  page.evaluate(() => {
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const entry = performance.getEntriesByType('resource').find((resource) => /\/assets\/main\.[^/]*\.js$/.test(resource.name));
    return {
      load: navigation.loadEventStart,
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      entry: entry?.startTime,
    };
  });

// src/boot.ts: a page that paints from its HTML asks for the app's code once its fonts and pictures are
// in and painted, so that the code does not take the network's bandwidth from them.
test('a prerendered or server-rendered page asks for the app only once it has loaded and painted, and is then hydrated', async ({ page }) => {
  for (const pathname of [routes.home.href(), routes.recording.href(seed.recordings.audio.uid), routes.recharge.href(seed.users.other)]) {
    const messages = watchHydration(page);
    await page.goto(pathname);
    await hydrated(page);
    const { load, paint, entry } = await entryTiming(page);
    expect({ pathname, loaded: load > 0, painted: paint !== undefined, asked: entry !== undefined }).toEqual({
      pathname,
      loaded: true,
      painted: true,
      asked: true,
    });
    expect(entry, pathname).toBeGreaterThanOrEqual(load);
    expect(entry, pathname).toBeGreaterThanOrEqual(paint!);
    expect(messages, pathname).toEqual([]);
  }
});

test('a page whose picture never arrives is hydrated all the same, the app asked for before its load', async ({ page }) => {
  // The recording's pictures (the sandbox's) are held forever: the page never fires its load event.
  await page.route(
    (url) => url.pathname.startsWith('/sandbox/img/'),
    () => undefined,
  );
  await page.goto(routes.recording.href(seed.recordings.audio.uid), { waitUntil: 'domcontentloaded' });
  await expect(page.getByRole('heading', { level: 1, name: 'Bèo dạt mây trôi' })).toBeVisible();
  await hydrated(page);
  const { load, entry } = await entryTiming(page);
  expect({ loaded: load > 0, asked: entry !== undefined }).toEqual({ loaded: false, asked: true });
});

test('a signed-in visitor on a prerendered page gets the account menu, with no mismatch', async ({ page }) => {
  const messages = watchHydration(page);
  await signInAs(page, seed.users.owner);
  await page.goto(routes.terms.href());
  await waitForPage(page);
  await expect(page.getByRole('button', { name: /mở menu tài khoản/ })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Đăng nhập', exact: true })).toHaveCount(0);
  expect(messages).toEqual([]);
});

test('a query string on a prerendered page keeps it in the sign-in link', async ({ page }) => {
  const messages = watchHydration(page);
  await page.goto(`${routes.home.href()}?utm_source=zalo`);
  await waitForPage(page);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Đăng nhập', exact: true })).toHaveAttribute(
    'href',
    routes.login.href('/?utm_source=zalo'),
  );
  expect(messages).toEqual([]);
});

test('the landing page asks for no code beyond its own: no store, no API client, no Google, no other page', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (req) => {
    if (req.resourceType() === 'script') scripts.push(new URL(req.url()).pathname);
  });
  await page.goto(routes.home.href());
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  // The boot script and the entry it loads (the landing page's HTML names both), the app (the bare
  // shell preloads it) and the landing page's own code (its HTML lists it); and, a second after the
  // page's load, the field measurements' (src/lib/vitals/).
  const html = (file: string) => fs.readFileSync(path.join(E2E_DIST_DIR, file), 'utf8');
  const landing = html('index.html');
  const allowed = new Set([
    ...[...html('app.html').matchAll(/<script[^>]* src="?([^"\s>]+)|<link rel="?preload"? href="?([^"\s>]+)"? as="?script/g)].map(
      (match) => match[1] ?? match[2],
    ),
    .../<script\b[^>]*\ssrc="([^"]+)"[^>]*\sdata-entry="([^"]+)"/.exec(landing)!.slice(1),
    .../data-preload="([^"]*)"/.exec(landing)![1]!.split(' '),
  ]);
  expect(allowed.size).toBeGreaterThanOrEqual(4);
  const others = scripts.filter((src) => !allowed.has(src));
  expect(others.length).toBeLessThanOrEqual(1);
  for (const src of others) expect(await (await page.request.get(src)).text(), src).toContain('largest-contentful-paint');
  for (const src of scripts) {
    const code = await (await page.request.get(src)).text();
    expect(code, src).not.toContain('internal_getRTKQSubscriptions'); // RTK Query
    expect(code, src).not.toContain('@@redux/INIT'); // Redux (the store loads with the pages that use it)
    expect(code, src).not.toContain('[Immer]');
    expect(code, src).not.toContain('accounts.google.com/gsi/client'); // Google's sign-in
  }
});

/** The font files the page fetched (file name), and what asked for each (resource timing's initiator). */
const fontRequests = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.endsWith('.woff2'))
      .map((entry) => ({ file: entry.name.replace(/^.*\//, ''), by: entry.initiatorType })),
  );

test('a shared page preloads the fonts its text uses, so nothing shifts when they arrive', async ({ page }) => {
  for (const path of [routes.recording.href(seed.recordings.audio.uid), routes.event.href(seed.events.running)]) {
    await page.goto(path);
    await waitForPage(page);
    await page.waitForLoadState('networkidle');
    const fonts = await fontRequests(page);
    expect(fonts.length, path).toBeGreaterThan(0);
    // 'link': asked for by the HTML's preload; 'css': found only once text needed it, i.e. late.
    expect(
      fonts.filter((font) => font.by !== 'link'),
      path,
    ).toEqual([]);
  }
});

// Every Vietnamese letter, with every tone, in upper and lower case, and the đồng sign: what the
// site's text can hold. Each weight's one file (scripts/fontSubset.loader.ts) must draw all of it, with
// no glyph left to a fallback font.
const VIETNAMESE = (() => {
  const bases = 'aăâeêioôơuưy';
  const tones = ['\u0300', '\u0301', '\u0303', '\u0309', '\u0323'];
  const letters = [...bases].flatMap((base) => [base, ...tones.map((tone) => `${base}${tone}`.normalize('NFC'))]);
  const all = [...letters, ...'bcdđghklmnpqrstvx'];
  return `${all.join('')}${all.join('').toUpperCase()}₫0123456789`;
})();

test('every Vietnamese letter is painted in the site font, at each weight, with no fallback glyph', async ({ page }) => {
  await page.goto(routes.home.href());
  await waitForPage(page);
  const faces = { 400: 'BeVietnamPro-Regular', 600: 'BeVietnamPro-SemiBold', 700: 'BeVietnamPro-Bold' };
  await page.evaluate(
    ({ text, weights }) => {
      for (const weight of weights) {
        const line = document.createElement('p');
        line.id = `font-probe-${weight}`;
        line.style.fontWeight = weight;
        line.textContent = text;
        document.querySelector('main')!.append(line);
      }
    },
    { text: VIETNAMESE, weights: Object.keys(faces) },
  );
  await page.evaluate(() => document.fonts.ready);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument');
  for (const [weight, face] of Object.entries(faces)) {
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: `#font-probe-${weight}` });
    // The fonts that drew this element's text, and how many glyphs each drew: the weight's own face
    // (no synthetic bold) drew every letter.
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
    expect(fonts, weight).toEqual([expect.objectContaining({ postScriptName: face, isCustomFont: true, glyphCount: [...VIETNAMESE].length })]);
  }
  // One file per weight: the page asked for no other font.
  const files = (await fontRequests(page)).map(({ file }) => file.replace(/\.[0-9a-f]+\.woff2$/, ''));
  expect([...new Set(files)].sort()).toEqual(['be-vietnam-pro-400', 'be-vietnam-pro-600', 'be-vietnam-pro-700']);
});
