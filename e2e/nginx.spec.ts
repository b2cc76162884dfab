import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { APIResponse } from '@playwright/test';
import { baseURL as serverURL, E2E_DIST_DIR, nginxControlURL, nginxURL } from '../playwright.config';
import { rawGet as rawGetFrom, serverDirFor } from '../scripts/serverBuild';
import { SITE_URL } from '../src/lib/config';
import { oembedUrl } from '../src/lib/embed';
import { routes, shareRoutes } from '../src/lib/routes';
import { db, resetDb } from '../src/mocks/db';
import { seed } from '../src/mocks/seed';
import { shareCacheHeaders } from '../src/server/cacheHeaders';
import { slot, SLOTS } from '../src/server/document';
import { CSP_HEADER, policyForStyles, STYLE_HASHES_FILE, styleHashes } from '../src/server/csp';
import { headersFromNginxConf } from '../src/server/headers';
import { expect, SHARED_NGINX_SERVER, test, waitForPage } from './fixtures';

// nginx with deploy/nginx.conf in front of the production server (the `nginx` project's baseURL).

const dist = path.resolve(__dirname, '..', E2E_DIST_DIR);
const assets = () => fs.readdirSync(path.join(dist, 'assets'));

/** This build's style hashes (STYLE_HASHES_FILE's line). */
const builtStyles = () => fs.readFileSync(path.join(serverDirFor(dist), 'templates', STYLE_HASHES_FILE), 'utf8');
const built = () => new Set(builtStyles().trim().split(/\s+/));

/** deploy/nginx.conf's headers with this build's style hashes: what every response must carry. */
function siteHeaders() {
  const conf = fs.readFileSync(path.resolve(__dirname, '../deploy/nginx.conf'), 'utf8');
  return headersFromNginxConf(conf, { STYLE_HASHES: builtStyles() });
}

/**
 * Each of the site's headers, exactly once, with its value; and the given Cache-Control. A page the
 * server renders (its `document`) has a CSP of its own: the site's, allowing that document's inline
 * styles alone (src/server/csp.ts policyForStyles).
 */
function expectSiteHeaders(response: APIResponse, cacheControl: string | undefined, document?: string) {
  const label = new URL(response.url()).pathname;
  const all = response.headersArray();
  const valuesOf = (name: string) => all.filter((h) => h.name.toLowerCase() === name.toLowerCase()).map((h) => h.value);
  for (const [name, value] of siteHeaders()) {
    const expected = document !== undefined && name === CSP_HEADER ? policyForStyles(value, built(), styleHashes(document)) : value;
    expect(valuesOf(name), `${label}: ${name}`).toEqual([expected]);
  }
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

  // Share pages, from the server through the cache (a miss, then a hit), and the uncached top-up link,
  // with the Cache-Control of their route's policy.
  const room = routes.room.href(seed.rooms.live);
  for (const [page, route] of [
    [room, routes.room],
    [`${room}?utm_source=zalo`, routes.room],
    [routes.recording.href(seed.recordings.audio.uid), routes.recording],
    [routes.recharge.href(seed.users.other), routes.recharge],
  ] as const) {
    const response = await request.get(page);
    expect(response.status(), page).toBe(200);
    const document = await response.text();
    expectSiteHeaders(response, shareCacheHeaders(route.cache, 200)['Cache-Control'], document);
    // Its own styles are allowed (and there are some), fewer than the build's every page.
    const own = styleHashes(document);
    expect(own.length, page).toBeGreaterThan(0);
    expect(own.length, page).toBeLessThan(built().size);
  }

  // Hashed assets are cached for a year, and compressed (brotli where taken, else gzip); a missing one
  // is a 404, never the HTML shell.
  const script = html.match(/src="?(\/assets\/main\.[^"\s>]+\.js)/)![1]!;
  const stylesheet = `/assets/${assets().find((file) => file.endsWith('.css'))}`;
  const font = `/assets/${assets().find((file) => file.endsWith('.woff2'))}`;
  for (const file of [script, stylesheet, font]) {
    const response = await request.get(file, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(response.status(), file).toBe(200);
    expectSiteHeaders(response, 'public, max-age=31536000, immutable');
  }
  expect((await request.get(script, { headers: { 'Accept-Encoding': 'gzip' } })).headers()['content-encoding']).toBe('gzip');
  expect((await request.get(script, { headers: { 'Accept-Encoding': 'gzip, deflate, br, zstd' } })).headers()['content-encoding']).toBe('br');
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

/** A GET's status, headers and body as they came (nothing decoded). */
const bytesOf = (url: string, headers: Record<string, string>) =>
  new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) =>
    http
      .get(url, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject),
  );

test("the build's precompressed copies are sent in their file's place, by nginx and the server alike", async () => {
  const script = assets().find((file) => /^main\..*\.js$/.test(file))!;
  const onDisk = (file: string) => fs.readFileSync(path.join(dist, file));
  const cases = [
    { accept: 'gzip, deflate, br, zstd', encoding: 'br', suffix: '.br' },
    { accept: 'gzip', encoding: 'gzip', suffix: '.gz' },
    { accept: 'identity', encoding: undefined, suffix: '' },
  ];
  for (const origin of [nginxURL, serverURL]) {
    for (const file of [`assets/${script}`, 'sw.js']) {
      for (const { accept, encoding, suffix } of cases) {
        const answer = await bytesOf(`${origin}/${file}`, { 'Accept-Encoding': accept });
        const label = { origin, file, accept };
        expect({ ...label, status: answer.status, encoding: answer.headers['content-encoding'], vary: answer.headers.vary }).toEqual({
          ...label,
          status: 200,
          encoding,
          vary: 'Accept-Encoding',
        });
        // The build's own copy, byte for byte: not one compressed for this request.
        expect(answer.body.equals(onDisk(`${file}${suffix}`)), `${origin}/${file} ${accept}`).toBe(true);
      }
    }
    for (const file of [`/assets/${script}.br`, `/assets/${script}.gz`, '/sw.js.br']) {
      expect({ origin, file, status: (await bytesOf(`${origin}${file}`, { 'Accept-Encoding': 'br' })).status }).toEqual({
        origin,
        file,
        status: 404,
      });
    }
  }
});

test.describe('the share pages behind the cache', () => {
  // One test stops the server behind the shared nginx, which the phone project's nginx tests use too.
  test.describe.configure({ lock: SHARED_NGINX_SERVER });
  const control = (action: 'stop' | 'start') => fetch(`${nginxControlURL}/server/${action}`, { method: 'POST' });
  test.afterEach(() => control('start'));

  test('a miss renders, the next visitor hits, whatever the query string', async ({ request }) => {
    // An id nobody has asked for: its (not-found) page is rendered once, then kept.
    const unknown = routes.room.href(`khong-co-${Date.now()}`);
    const miss = await request.get(unknown);
    expect(miss.status()).toBe(404);
    expect(cacheStatus(miss)).toBe('MISS');
    expectSiteHeaders(miss, shareCacheHeaders(routes.room.cache, 404)['Cache-Control'], await miss.text());
    const hit = await request.get(`${unknown}?fbclid=abc&utm_source=zalo`);
    expect(hit.status()).toBe(404);
    expect(cacheStatus(hit)).toBe('HIT');
    expect(await hit.text()).toBe(await miss.text());

    const room = routes.room.href(seed.rooms.live);
    await request.get(room);
    const again = await request.get(`${room}?utm_source=zalo`);
    expect(cacheStatus(again)).toBe('HIT');
    expect(await again.text()).toMatch(/<h1[^>]*>/);
    // The server's headers come through (it sends deploy/nginx.conf's own, and its route's caching).
    expectSiteHeaders(again, shareCacheHeaders(routes.room.cache, 200)['Cache-Control'], await again.text());
    expect(again.headers()['cdn-cache-control']).toBe(shareCacheHeaders(routes.room.cache, 200)['CDN-Cache-Control']);
    // Playwright, as a browser, takes brotli.
    expect(again.headers()['content-encoding']).toBe('br');

    // A top-up link names a person: never kept in the shared cache.
    const recharge = await request.get(routes.recharge.href(seed.users.other));
    expect(recharge.status()).toBe(200);
    expect(cacheStatus(recharge)).toBeUndefined();
  });

  test('with the server stopped, a kept page is still served, and any other is the app shell the browser renders', async ({ page, request }) => {
    const room = routes.room.href(seed.rooms.live);
    const kept = await (await request.get(room)).text();
    expect((await control('stop')).status).toBe(204);

    const stale = await request.get(room);
    expect(stale.status()).toBe(200);
    expect(cacheStatus(stale)).toMatch(/HIT|STALE/);
    expect(await stale.text()).toBe(kept);
    expectSiteHeaders(stale, shareCacheHeaders(routes.room.cache, 200)['Cache-Control'], kept);

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

/** A GET through nginx with its path exactly as given (Playwright's request encodes it). */
const rawGet = (pathname: string, headers: Record<string, string> = {}) => rawGetFrom(nginxURL, pathname, headers);

/**
 * `total` GETs of `pathname` through nginx at once (40 at a time), the Nth from the visitor
 * `addressOf(N)` as the proxy in front names it: how many got each status.
 */
async function burst(pathname: string, total: number, addressOf: (n: number) => string) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 40 });
  const statuses = await Promise.all(
    Array.from(
      { length: total },
      (_, n) =>
        new Promise<number>((resolve, reject) =>
          http
            .get(`${nginxURL}${pathname}`, { agent, headers: { 'X-Forwarded-For': addressOf(n) } }, (response) => {
              response.resume();
              resolve(response.statusCode!);
            })
            .on('error', reject),
        ),
    ),
  );
  agent.destroy();
  return (status: number) => statuses.filter((s) => s === status).length;
}

/** A recording of the sandbox that no other test asks for, so its page is not in nginx's cache yet. */
const freshRecording = (() => {
  resetDb();
  const uids = db.recordings.map((recording) => recording.uid);
  let next = Math.floor(Date.now() / 1000) % (uids.length - 50);
  return () => uids[next++]!;
})();

test.describe('what a request cannot do to the share pages', () => {
  test('the reported payloads, raw or percent-encoded, give no live markup through nginx', async ({ page }) => {
    const hostile = `${SLOTS.map(slot).join('')}<b id="pwn">GOI<h1>0900123456<plaintext>"'&`;
    // Each share route's path up to its parameter (`/recording/`).
    const prefixes = shareRoutes.map((route) => route.path.replace(/:\w+$/, ''));
    const paths = prefixes.flatMap((prefix) => [
      // As the report's curl --path-as-is sent it, and with every slot marker of the document writer.
      `${prefix}x<!--server:body--><h1>GOI<b>0900123456<plaintext>`,
      `${prefix}x${hostile.replace(/ /g, '%20')}`,
      // The link anyone can share, percent-encoded, and the old path slot's marker.
      `${prefix}${encodeURIComponent(`x<!--server:body--><h1>GOI<b>0900123456<plaintext>`)}`,
      `${prefix}${encodeURIComponent(`x${hostile}`)}`,
      `${prefix}x__server_path__%22%3E%3Ch1%3EGOI`,
    ]);
    // (A page without the site's CSP: its Trusted Types would refuse DOMParser a plain string.)
    await page.goto('about:blank');
    for (const pathname of paths) {
      const { status, body } = await rawGet(pathname);
      // No page of the route table (its parameter is no id): the not-found page.
      expect({ pathname, status }).toEqual({ pathname, status: 404 });
      // Parsed as the browser parses it: nothing of the request became an element or text.
      const alive = await page.evaluate((html) => {
        const doc = new DOMParser().parseFromString(html, 'text/html');
        return {
          markup: doc.querySelector('#pwn, plaintext') !== null,
          text: /GOI|0900123456/.test(doc.body.textContent ?? ''),
        };
      }, body);
      expect({ pathname, ...alive }).toEqual({ pathname, markup: false, text: false });
    }
  });

  test('a path nginx normalises (//, ..) never puts the bare shell in the cache under the page', async () => {
    const uid = freshRecording();
    // (The server takes them as sent: no page.)
    for (const pathname of [`/recording//${uid}`, `/recording/a/../${uid}`, `/recording/${uid}/./`]) {
      const odd = await rawGet(pathname);
      expect({ pathname, status: odd.status }).toEqual({ pathname, status: 404 });
    }
    const real = await rawGet(routes.recording.href(uid));
    expect(real.status).toBe(200);
    expect(real.headers['x-cache-status']).toBe('MISS');
    expect(real.body).toContain(`data-prerendered="${routes.recording.href(uid)}"`);
    expect(real.body).toContain('id="recording-title"');
  });

  test('one cached copy whatever the Host or Accept-Encoding; nginx says Vary once', async () => {
    const pathname = routes.recording.href(freshRecording());
    const first = await rawGet(pathname, { Host: 'a.example' });
    expect(first.headers['x-cache-status']).toBe('MISS');
    const variants: Record<string, string>[] = [
      { Host: 'b.example' },
      { 'Accept-Encoding': 'gzip' },
      { 'Accept-Encoding': 'br, zstd' },
      { 'Accept-Encoding': 'identity', Host: 'c' },
    ];
    for (const headers of variants) {
      const again = await rawGet(pathname, headers);
      expect({ headers, cache: again.headers['x-cache-status'] }).toEqual({ headers, cache: 'HIT' });
    }
    const gzipped = await rawGet(pathname, { 'Accept-Encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers.vary).toBe('Accept-Encoding');
    const brotli = await rawGet(pathname, { 'Accept-Encoding': 'gzip, deflate, br, zstd' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toBe('Accept-Encoding');
  });

  test('a visitor asking for share pages too fast gets 429 after a burst; a crawler gets its first 50 at once', async () => {
    // The visitor's address as a trusted proxy in front names it (this machine: TRUSTED_PROXIES' default).
    const visitor = `203.0.113.${(Date.now() % 200) + 1}`;
    const count = await burst(routes.room.href(seed.rooms.live), 120, () => visitor);
    expect(count(200) + count(429)).toBe(120);
    expect(count(200)).toBeGreaterThanOrEqual(51);
    expect(count(429)).toBeGreaterThan(0);
    // Another visitor is not held back by the first.
    expect((await rawGet(routes.room.href(seed.rooms.live), { 'X-Forwarded-For': '198.51.100.7' })).status).toBe(200);
  });

  test('the addresses of one IPv6 /64 are one visitor, however they are written', async () => {
    const hex = (n: number) => (n & 0xffff).toString(16);
    const net64 = [0x2001, 0xdb8, Date.now() >> 16, Date.now()].map(hex);
    // Each request from another address of the /64: compressed, written out, in capitals.
    const addressOf = (i: number) =>
      [
        `${net64.join(':')}::${hex(i + 1)}`,
        `${net64.join(':')}:${hex(i)}:0:0:${hex(i + 7)}`,
        `${net64.map((group) => group.padStart(4, '0')).join(':')}:0000:${hex(i + 3)}:0000:0001`.toUpperCase(),
      ][i % 3]!;
    const count = await burst(routes.room.href(seed.rooms.live), 200, addressOf);
    expect(count(200) + count(429)).toBe(200);
    expect(count(200)).toBeGreaterThanOrEqual(51);
    // One bucket, not one per spelling (three would answer 153 or more).
    expect(count(200)).toBeLessThan(150);
    // The next /64 is another visitor.
    const next = `${net64.slice(0, 3).join(':')}:${hex(Date.now() + 1)}::1`;
    expect((await rawGet(routes.room.href(seed.rooms.live), { 'X-Forwarded-For': next })).status).toBe(200);
  });

  test('cards and oEmbed have a smaller bucket of their own: 10 at once, then 2 a second', async () => {
    const visitor = `198.18.${(Date.now() >> 8) & 255}.${Date.now() & 255}`;
    const { pathname, search } = new URL(oembedUrl(`${SITE_URL}${routes.recording.href(seed.recordings.audio.uid)}`));
    const count = await burst(`${pathname}${search}`, 40, () => visitor);
    expect(count(200) + count(429)).toBe(40);
    // (11 at once, and 2 more for each second the burst took.)
    expect(count(200)).toBeGreaterThanOrEqual(11);
    expect(count(200)).toBeLessThanOrEqual(20);
    // The same visitor's pages are counted apart.
    expect((await rawGet(routes.room.href(seed.rooms.live), { 'X-Forwarded-For': visitor })).status).toBe(200);
  });

  test('source maps are refused however their name is spelled', async () => {
    const map = assets().find((file) => /^main\..*\.js\.map$/.test(file))!;
    const spelled = map.replace(/\.map$/, '.m%61p');
    for (const origin of [nginxURL, serverURL]) {
      const response = await new Promise<{ status: number; body: string }>((resolve, reject) =>
        http
          .get(`${origin}/`, { path: `/assets/${spelled}` }, (res) => {
            let body = '';
            res.on('data', (chunk) => (body += chunk));
            res.on('end', () => resolve({ status: res.statusCode!, body }));
          })
          .on('error', reject),
      );
      expect({ origin, status: response.status }).toEqual({ origin, status: 404 });
      expect(response.body).not.toContain('"mappings"');
    }
  });
});
