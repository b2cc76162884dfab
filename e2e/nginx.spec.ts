import fs from 'node:fs';
import path from 'node:path';
import type { APIResponse } from '@playwright/test';
import { baseURL as serverURL, E2E_DIST_DIR, nginxControlURL } from '../playwright.config';
import { serverDirFor } from '../scripts/serverBuild';
import { routes } from '../src/lib/routes';
import { seed } from '../src/mocks/seed';
import { headersFromNginxConf, STYLE_HASHES_FILE } from '../src/server/headers';
import { expect, test, waitForPage } from './fixtures';

// nginx with deploy/nginx.conf in front of the production server (the `nginx` project's baseURL).

const dist = path.resolve(__dirname, '..', E2E_DIST_DIR);
const assets = () => fs.readdirSync(path.join(dist, 'assets'));

/** deploy/nginx.conf's headers with this build's style hashes: what every response must carry. */
function siteHeaders() {
  const conf = fs.readFileSync(path.resolve(__dirname, '../deploy/nginx.conf'), 'utf8');
  const styles = fs.readFileSync(path.join(serverDirFor(dist), 'templates', STYLE_HASHES_FILE), 'utf8');
  return headersFromNginxConf(conf, { STYLE_HASHES: styles });
}

/** Each of the site's headers, exactly once, with its value; and the given Cache-Control. */
function expectSiteHeaders(response: APIResponse, cacheControl: string | undefined) {
  const label = new URL(response.url()).pathname;
  const all = response.headersArray();
  const valuesOf = (name: string) => all.filter((h) => h.name.toLowerCase() === name.toLowerCase()).map((h) => h.value);
  for (const [name, value] of siteHeaders()) expect(valuesOf(name), `${label}: ${name}`).toEqual([value]);
  expect(valuesOf('Cache-Control'), `${label}: Cache-Control`).toEqual(cacheControl === undefined ? [] : [cacheControl]);
}

const cacheStatus = (response: APIResponse) => response.headers()['x-cache-status'];

test('HTML, assets, the worker and the API carry every header, once', async ({ request }) => {
  const csp = siteHeaders().find(([name]) => name === 'Content-Security-Policy')![1];
  expect(csp).not.toMatch(/unsafe-inline|unsafe-eval|\$\{/);
  expect(csp).toMatch(/style-src 'self' 'sha256-[A-Za-z0-9+/]{43}=' /);

  // Prerendered pages, and a route drawn in the browser, answered with the app shell.
  for (const page of [routes.home.href(), routes.terms.href(), routes.bankTransferGuide.href()]) {
    const response = await request.get(page);
    expect(response.status(), page).toBe(200);
    expect(response.headers()['content-type']).toContain('text/html');
    expectSiteHeaders(response, 'no-cache');
  }
  // Chat apps read link previews without running JavaScript: the HTML itself describes the site.
  const shell = await request.get(routes.bankTransferGuide.href());
  const html = await shell.text();
  expect(html).toMatch(/<html lang="?vi"?/);
  expect(html).toMatch(/<meta[^>]+name="?description"?[^>]+content="[^"]{40,}"/);
  expect(html).toMatch(/<meta[^>]+property="?og:image"?[^>]+content="?https:\/\/[^" >]+\/og-image\.png/);

  // Share pages, from the server through the cache (a miss, then a hit), and the uncached top-up link.
  const room = routes.room.href(seed.rooms.live);
  for (const page of [room, `${room}?utm_source=zalo`, routes.recording.href(seed.recordings.audio.uid), routes.recharge.href(seed.users.other)]) {
    const response = await request.get(page);
    expect(response.status(), page).toBe(200);
    expectSiteHeaders(response, 'no-cache');
  }

  // Hashed assets are cached for a year, and gzipped; a missing one is a 404, never the HTML shell.
  const script = html.match(/src="?(\/assets\/main\.[^"\s>]+\.js)/)![1]!;
  const stylesheet = `/assets/${assets().find((file) => file.endsWith('.css'))}`;
  const font = `/assets/${assets().find((file) => file.endsWith('.woff2'))}`;
  for (const file of [script, stylesheet, font]) {
    const response = await request.get(file, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(response.status(), file).toBe(200);
    expectSiteHeaders(response, 'public, max-age=31536000, immutable');
  }
  expect((await request.get(script, { headers: { 'Accept-Encoding': 'gzip' } })).headers()['content-encoding']).toBe('gzip');
  const missing = await request.get('/assets/missing.0123456789.js');
  expect(missing.status()).toBe(404);
  expectSiteHeaders(missing, undefined);

  for (const file of ['/sw.js', '/manifest.webmanifest', '/index.html']) {
    const response = await request.get(file);
    expect(response.status(), file).toBe(200);
    expectSiteHeaders(response, 'no-cache');
  }
  expect((await request.get('/manifest.webmanifest')).headers()['content-type']).toContain('application/manifest+json');

  // The API goes through to the upstream, never stored, its errors and the upload's location too.
  const api = await request.get(`/v1/users/uid/${seed.users.other}?is_platform=3`);
  expect(api.status()).toBe(200);
  expect(((await api.json()) as { data: { uid: string } }).data.uid).toBe(seed.users.other);
  expectSiteHeaders(api, 'no-store');
  const signedOut = await request.get('/v1/users/owner');
  expect(signedOut.status()).toBe(401);
  expectSiteHeaders(signedOut, 'no-store');
  const upload = await request.post('/v1/songs/uploadVideoSong', { multipart: { name: 'x' } });
  expect(upload.status()).toBeGreaterThanOrEqual(400);
  expectSiteHeaders(upload, 'no-store');
});

test('the production server sends the same headers as nginx', async ({ request }) => {
  for (const page of [routes.home.href(), routes.bankTransferGuide.href(), '/sw.js', `/v1/users/uid/${seed.users.other}?is_platform=3`]) {
    const [viaNginx, direct] = await Promise.all([request.get(page), request.get(`${serverURL}${page}`)]);
    for (const [name] of siteHeaders()) {
      expect(direct.headers()[name.toLowerCase()], `${page}: ${name}`).toBe(viaNginx.headers()[name.toLowerCase()]);
    }
    expect(direct.headers()['cache-control'], page).toBe(viaNginx.headers()['cache-control']);
  }
});

test('source maps stay in the build, unreferenced and never served', async ({ request }) => {
  const maps = assets().filter((file) => file.endsWith('.map'));
  expect(maps.length).toBeGreaterThan(10);
  expect(fs.existsSync(path.join(dist, 'sw.js.map'))).toBe(true);
  for (const file of [`/assets/${maps[0]}`, `/assets/${maps.find((file) => file.startsWith('main.'))}`, '/sw.js.map']) {
    for (const origin of ['', serverURL]) {
      const response = await request.get(`${origin}${file}`);
      expect(response.status(), `${origin}${file}`).toBe(404);
      expect(await response.text()).not.toContain('"mappings"');
    }
  }
  const script = assets().find((file) => /^main\..*\.js$/.test(file))!;
  expect(await (await request.get(`/assets/${script}`)).text()).not.toContain('sourceMappingURL');
  // The service worker precaches none of them.
  const worker = await (await request.get('/sw.js')).text();
  expect(worker).toContain('/assets/main.');
  expect(worker).not.toMatch(/\.map['"]/);
  expect(worker).not.toContain('sourceMappingURL');
});

test.describe('the share pages behind the cache', () => {
  const control = (action: 'stop' | 'start') => fetch(`${nginxControlURL}/server/${action}`, { method: 'POST' });
  test.afterEach(() => control('start'));

  test('a miss renders, the next visitor hits, whatever the query string', async ({ request }) => {
    // An id nobody has asked for: its (not-found) page is rendered once, then kept.
    const unknown = routes.room.href(`khong-co-${Date.now()}`);
    const miss = await request.get(unknown);
    expect(miss.status()).toBe(404);
    expect(cacheStatus(miss)).toBe('MISS');
    expectSiteHeaders(miss, 'no-cache');
    const hit = await request.get(`${unknown}?fbclid=abc&utm_source=zalo`);
    expect(hit.status()).toBe(404);
    expect(cacheStatus(hit)).toBe('HIT');
    expect(await hit.text()).toBe(await miss.text());

    const room = routes.room.href(seed.rooms.live);
    await request.get(room);
    const again = await request.get(`${room}?utm_source=zalo`);
    expect(cacheStatus(again)).toBe('HIT');
    expect(await again.text()).toMatch(/<h1[^>]*>/);
    // The server's headers come through (it sends deploy/nginx.conf's own), and browsers revalidate.
    expectSiteHeaders(again, 'no-cache');
    expect(again.headers()['content-encoding']).toBe('gzip');

    // A top-up link names a person: never kept in the shared cache.
    const recharge = await request.get(routes.recharge.href(seed.users.other));
    expect(recharge.status()).toBe(200);
    expect(cacheStatus(recharge)).toBeUndefined();
  });

  test('with the server stopped, a kept page is still served, and any other is the app shell the browser renders', async ({
    page,
    request,
  }) => {
    const room = routes.room.href(seed.rooms.live);
    const kept = await (await request.get(room)).text();
    expect((await control('stop')).status).toBe(204);

    const stale = await request.get(room);
    expect(stale.status()).toBe(200);
    expect(cacheStatus(stale)).toMatch(/HIT|STALE/);
    expect(await stale.text()).toBe(kept);
    expectSiteHeaders(stale, 'no-cache');

    const event = routes.event.href(`khong-co-${Date.now()}`);
    const shell = await request.get(event);
    expect(shell.status()).toBe(200);
    expect(await shell.text()).toMatch(/<div id="?root"?><\/div>/);
    expectSiteHeaders(shell, 'no-cache');
    expect((await request.get(routes.recharge.href(seed.users.other))).status()).toBe(200);

    // The browser draws the page from the app shell, asking the API itself.
    await page.goto(routes.recording.href(seed.recordings.video.uid));
    await waitForPage(page);
  });
});
