import type { APIResponse, Page } from '@playwright/test';
import { nginxControlURL } from '../playwright.config';
import { paths } from '../src/lib/paths';
import { seed } from '../src/mocks/seed';
import { signInAs } from './auth';
import { expect, test, waitForPage } from './fixtures';
import { stubGoogle } from './googleStub';

/** Records every CSP or Trusted Types violation the page reports. */
async function watchPolicy(page: Page) {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Trusted Type|TrustedScriptURL|TrustedHTML/i.test(message.text())) {
      violations.push(message.text());
    }
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return violations;
}

test('every response carries the production headers', async ({ request }) => {
  // A route drawn in the browser, answered with the app shell.
  const shell = await request.get(paths.bankTransferGuide.href());
  expect(shell.status()).toBe(200);
  const h = shell.headers();
  const csp = h['content-security-policy']!;
  expect(csp).toBeTruthy();
  const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src'))!;
  expect(scriptSrc).not.toMatch(/unsafe-inline|unsafe-eval/);
  expect(scriptSrc).toContain('https://accounts.google.com/gsi/client');
  for (const directive of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'", "require-trusted-types-for 'script'"]) {
    expect(csp).toContain(directive);
  }
  expect(h['strict-transport-security']).toMatch(/max-age=\d+/);
  expect(h['x-content-type-options']).toBe('nosniff');
  expect(h['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(h['permissions-policy']).toContain('camera=()');
  expect(h['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
  expect(h['cache-control']).toBe('no-cache');
  expect(h['content-type']).toContain('text/html');

  // Chat apps read link previews without running JavaScript: the HTML itself describes the site.
  const html = await shell.text();
  expect(html).toMatch(/<html lang="?vi"?/);
  expect(html).toMatch(/<meta[^>]+name="?description"?[^>]+content="[^"]{40,}"/);
  expect(html).toMatch(/<meta[^>]+property="?og:image"?[^>]+content="?https:\/\/[^" >]+\/og-image\.png/);

  // Hashed assets are cached for a year, and gzipped.
  const script = html.match(/src="?(\/assets\/main\.[^"\s>]+\.js)/)![1]!;
  const asset = await request.get(script, { headers: { 'Accept-Encoding': 'gzip' } });
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(asset.headers()['content-encoding']).toBe('gzip');
  expect(asset.headers()['content-security-policy']).toBeTruthy();

  for (const file of ['/sw.js', '/manifest.webmanifest', '/index.html']) {
    const response = await request.get(file);
    expect(response.status(), file).toBe(200);
    expect(response.headers()['cache-control'], file).toBe('no-cache');
  }
  expect((await request.get('/manifest.webmanifest')).headers()['content-type']).toContain('application/manifest+json');

  // A missing asset is a 404, never the HTML shell.
  expect((await request.get('/assets/missing.0123456789.js')).status()).toBe(404);

  // The API goes through to the upstream, with the same safety headers.
  const api = await request.get(`/v1/users/uid/${seed.users.other}?is_platform=3`);
  expect(api.status()).toBe(200);
  expect((await api.json()).data.uid).toBe(seed.users.other);
  expect(api.headers()['x-content-type-options']).toBe('nosniff');
});

test('the main journeys run under the CSP with no violation', async ({ page }) => {
  const violations = await watchPolicy(page);
  await stubGoogle(page, { accessToken: seed.googleTokens.owner });

  await page.goto(paths.home.href());
  await waitForPage(page);
  await page.getByRole('link', { name: 'Tải ứng dụng miễn phí' }).click();
  await expect(page.locator('#download')).toBeInViewport();

  await page.goto(paths.terms.href());
  await waitForPage(page);

  // The policy is enforced: a script from elsewhere cannot even be set up, let alone run.
  const attempt = await page.evaluate(() => {
    try {
      document.createElement('script').src = 'https://evil.example/x.js';
      return 'allowed';
    } catch {
      return 'blocked';
    }
  });
  expect(attempt).toBe('blocked');
  violations.length = 0; // that refusal was the point

  await page.goto(paths.login.href(paths.transactionHistory.href()));
  await page.getByRole('button', { name: 'Đăng nhập bằng Google' }).click();
  await expect(page).toHaveURL(paths.transactionHistory.href());
  await waitForPage(page);

  for (const path of [
    paths.recording.href(seed.recordings.audio.uid),
    paths.room.href(seed.rooms.live),
    paths.event.href(seed.events.running),
    paths.recharge.href(seed.users.other),
    paths.rechargeBank.href(seed.users.other),
  ]) {
    await page.goto(path);
    await waitForPage(page);
  }
  expect(violations).toEqual([]);
});

test('a signed-in visitor moves between pages with no violation', async ({ page }) => {
  const violations = await watchPolicy(page);
  await signInAs(page, seed.users.owner);
  await page.goto(paths.transfer.href(seed.users.other));
  await waitForPage(page);
  await page.goto(paths.lookback2022.href());
  await waitForPage(page);
  await page.goto(paths.uploadVideo.href());
  await waitForPage(page);
  expect(violations).toEqual([]);
});

test.describe('the share pages behind the cache', () => {
  const cacheStatus = (response: APIResponse) => response.headers()['x-cache-status'];
  const control = (action: 'stop' | 'start') => fetch(`${nginxControlURL}/server/${action}`, { method: 'POST' });
  test.afterEach(() => control('start'));

  test('a miss renders, the next visitor hits, whatever the query string', async ({ request }) => {
    // An id nobody has asked for: its (not-found) page is rendered once, then kept.
    const unknown = paths.room.href(`khong-co-${Date.now()}`);
    const miss = await request.get(unknown);
    expect(miss.status()).toBe(404);
    expect(cacheStatus(miss)).toBe('MISS');
    const hit = await request.get(`${unknown}?fbclid=abc&utm_source=zalo`);
    expect(hit.status()).toBe(404);
    expect(cacheStatus(hit)).toBe('HIT');
    expect(await hit.text()).toBe(await miss.text());

    const room = paths.room.href(seed.rooms.live);
    await request.get(room);
    const again = await request.get(`${room}?utm_source=zalo`);
    expect(cacheStatus(again)).toBe('HIT');
    expect(await again.text()).toMatch(/<h1[^>]*>/);
    // The server's headers come through (it sends deploy/nginx.conf's own), and browsers revalidate.
    expect(again.headers()['content-security-policy']).toContain("require-trusted-types-for 'script'");
    expect(again.headers()['cache-control']).toBe('no-cache');
    expect(again.headers()['content-encoding']).toBe('gzip');

    // A top-up link names a person: never kept in the shared cache.
    const recharge = await request.get(paths.recharge.href(seed.users.other));
    expect(recharge.status()).toBe(200);
    expect(cacheStatus(recharge)).toBeUndefined();
  });

  test('with the server stopped, a kept page is still served, and any other is the app shell the browser renders', async ({
    page,
    request,
  }) => {
    const room = paths.room.href(seed.rooms.live);
    const kept = await (await request.get(room)).text();
    expect((await control('stop')).status).toBe(204);

    const stale = await request.get(room);
    expect(stale.status()).toBe(200);
    expect(cacheStatus(stale)).toMatch(/HIT|STALE/);
    expect(await stale.text()).toBe(kept);

    const event = paths.event.href(`khong-co-${Date.now()}`);
    const shell = await request.get(event);
    expect(shell.status()).toBe(200);
    expect(await shell.text()).toMatch(/<div id="?root"?><\/div>/);
    expect(shell.headers()['content-security-policy']).toBeTruthy();
    expect(shell.headers()['cache-control']).toBe('no-cache');
    expect((await request.get(paths.recharge.href(seed.users.other))).status()).toBe(200);

    // The browser draws the page from the app shell, asking the API itself.
    await page.goto(paths.recording.href(seed.recordings.video.uid));
    await waitForPage(page);
  });
});
