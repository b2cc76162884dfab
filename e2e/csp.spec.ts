import type { Page } from '@playwright/test';
import { nginxURL } from '../playwright.config';
import { INTEGRITY_TABLE, integrityOf } from '../scripts/integrity.plugin';
import { routes } from '../src/lib/routes';
import { seed } from '../src/mocks/seed';
import { scriptOf } from './chunks';
import { expect, SHARED_NGINX_SERVER, test, waitForPage } from './fixtures';
import { stubGoogle } from './googleStub';

// The pages under the production headers, through nginx (deploy/nginx.conf): a CSP with no
// 'unsafe-inline' (inline <style> only by the build's hashes, no style attribute) and Trusted Types
// for every script URL. Google's sign-in client is a stand-in here (e2e/googleStub.ts): the real one
// cannot be fetched on this machine.
test.use({ baseURL: nginxURL });
test.describe.configure({ lock: SHARED_NGINX_SERVER });

const POLICY_MESSAGE = /Content.Security.Policy|Trusted.?Type|TrustedScriptURL|TrustedHTML|TrustedScript|Permissions-Policy/i;
const CREATED = 'e2e:trusted-types-policy:';

/**
 * Records every CSP, Trusted Types or Permissions-Policy complaint the pages report (console messages
 * and `securitypolicyviolation` events), and the name of every Trusted Types policy they create.
 */
async function watchPolicy(page: Page) {
  const violations: string[] = [];
  const policies = new Set<string>();
  page.on('console', (message) => {
    const text = message.text();
    if (text.startsWith(CREATED)) policies.add(text.slice(CREATED.length));
    else if (POLICY_MESSAGE.test(text)) violations.push(`${page.url()}: ${text}`);
  });
  await page.addInitScript((marker) => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI} ${event.sample}`);
    });
    type CreatePolicy = (name: string, rules: object) => unknown;
    const factory = (window as { trustedTypes?: { createPolicy: CreatePolicy } }).trustedTypes;
    if (!factory) return;
    const create = factory.createPolicy.bind(factory);
    factory.createPolicy = (name, rules) => {
      console.debug(`${marker}${name}`);
      return create(name, rules);
    };
  }, CREATED);
  return { violations, policies };
}

/** The `trusted-types` names of the CSP a response was sent with. */
const allowedPolicies = (csp: string | undefined) =>
  /(?:^|;)\s*trusted-types\s+([^;]+)/
    .exec(csp ?? '')![1]!
    .trim()
    .split(/\s+/);

test("a visitor's journeys run with no CSP or Trusted Types violation, creating only the policies the CSP names", async ({ page }) => {
  const watched = await watchPolicy(page);
  await stubGoogle(page, { code: seed.googleCodes.owner });

  // The landing page (prerendered) and its link to the download section.
  const landing = await page.goto(routes.home.href());
  await waitForPage(page);
  await page.getByRole('link', { name: 'Tải ứng dụng miễn phí' }).click();
  await expect(page.locator('#download')).toBeInViewport();

  // Shared links, rendered by the server (and kept by nginx's cache).
  for (const shared of [
    routes.recording.href(seed.recordings.audio.uid),
    routes.room.href(seed.rooms.live),
    routes.event.href(seed.events.running),
  ]) {
    await page.goto(shared);
    await waitForPage(page);
  }

  // Signing in with Google, back to the page that asked for it.
  await page.goto(routes.login.href(routes.transactionHistory.href()));
  await page.getByRole('button', { name: 'Đăng nhập bằng Google' }).click();
  await expect(page).toHaveURL(routes.transactionHistory.href());
  await waitForPage(page);

  // A top-up: an amount, and its confirmation.
  await page.goto(routes.recharge.href(seed.users.other));
  await waitForPage(page);
  await page.getByRole('radio', { name: /^100 kim cương/ }).check();
  await page.getByRole('button', { name: 'Nạp kim cương' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.goto(routes.rechargeBank.href(seed.users.other));
  await waitForPage(page);

  // A transfer: an amount, and its confirmation.
  await page.goto(routes.transfer.href(seed.users.other));
  await waitForPage(page);
  await page.getByLabel('Số kim cương muốn chuyển').fill('1');
  await page.getByRole('button', { name: 'Chuyển kim cương' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();

  // An upload, begun.
  await page.goto(routes.uploadVideo.href());
  await waitForPage(page);
  await page.getByLabel('Tên bài hát').fill('Hát thử dưới CSP');

  // A report, sent with a mistake the form points out.
  await page.goto(routes.reportViolation.href({ type: 'recording', id: seed.recordings.quiet.uid }));
  await waitForPage(page);
  await page.getByRole('radio', { name: /^Khác/ }).check();
  await page.getByLabel(/^Email liên hệ/).fill('ban@');
  await page.getByRole('button', { name: 'Gửi báo cáo' }).click();
  await expect(page.getByLabel(/^Mô tả/)).toBeFocused();

  // The year in review, with its skeletons and avatars.
  await page.goto(routes.lookback2022.href());
  await waitForPage(page);

  expect(watched.violations).toEqual([]);
  // Exactly the policies the CSP names were created (webpack's loads every chunk; the default one is
  // installed by the entry), so the list is neither short (a refused policy) nor longer than needed.
  expect([...watched.policies].sort()).toEqual(allowedPolicies(landing!.headers()['content-security-policy']).sort());
});

test('the policy is enforced: no script from elsewhere, no inline style the build did not hash', async ({ page }) => {
  const watched = await watchPolicy(page);
  await page.goto(routes.terms.href());
  await waitForPage(page);
  expect(watched.violations).toEqual([]);

  // The page's own inline styles apply (their hashes are in the CSP): it is in its own font.
  expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toContain('Be Vietnam Pro');

  // A script URL from another site cannot even be set.
  const attempt = await page.evaluate(() => {
    try {
      document.createElement('script').src = 'https://evil.example/x.js';
      return 'allowed';
    } catch {
      return 'blocked';
    }
  });
  expect(attempt).toBe('blocked');

  // Injected styles, as an element or as an attribute, are refused.
  const painted = await page.evaluate(() => {
    const style = document.createElement('style');
    style.textContent = 'body { background-color: rgb(255, 0, 0); }';
    document.head.append(style);
    const heading = document.querySelector('h1')!;
    heading.setAttribute('style', 'color: rgb(0, 255, 0)');
    return { background: getComputedStyle(document.body).backgroundColor, heading: getComputedStyle(heading).color };
  });
  expect(painted.background).not.toBe('rgb(255, 0, 0)');
  expect(painted.heading).not.toBe('rgb(0, 255, 0)');
  await expect.poll(() => watched.violations.filter((text) => /style-src/.test(text)).length).toBeGreaterThanOrEqual(2);
});

test.describe('Subresource Integrity', () => {
  test('every script, script preload and lazily loaded chunk of the pages has the integrity of the file served', async ({ request }) => {
    const pages = [
      routes.home.href(),
      routes.terms.href(),
      routes.bankTransferGuide.href(),
      routes.recording.href(seed.recordings.audio.uid),
      routes.recharge.href(seed.users.other),
    ];
    for (const pathname of pages) {
      const html = await (await request.get(pathname)).text();
      const tags = [...html.matchAll(/<script\b[^>]*\bsrc=[^>]*>|<link\b(?=[^>]*\bas="?script)[^>]*>/g)].map(([tag]) => tag);
      expect(tags.length, pathname).toBeGreaterThan(0);
      for (const tag of tags) {
        const url = /\b(?:src|href)="?([^"\s>]+)/.exec(tag)![1]!;
        const served = await (await request.get(url)).body();
        expect({ pathname, url, integrity: /\sintegrity="([^"]+)"/.exec(tag)?.[1] }).toEqual({ pathname, url, integrity: integrityOf(served) });
        // The entry a prerendered page's boot script loads (src/boot.ts), with its file's integrity.
        const entry = /\sdata-entry="([^"]+)"/.exec(tag)?.[1];
        if (entry) {
          const entryIntegrity = /\sdata-entry-integrity="([^"]+)"/.exec(tag)?.[1];
          expect({ pathname, entry, entryIntegrity }).toEqual({
            pathname,
            entry,
            entryIntegrity: integrityOf(await (await request.get(entry)).body()),
          });
        }
      }
      // The route's code the entry preloads, each with its file's integrity.
      const preload = /data-preload="([^"]*)"/.exec(html)?.[1]?.split(' ').filter(Boolean) ?? [];
      const hashes = /data-preload-integrity="([^"]*)"/.exec(html)?.[1]?.split(' ') ?? [];
      expect(hashes.length, pathname).toBe(preload.length);
      for (const [i, url] of preload.entries()) expect(hashes[i], url).toBe(integrityOf(await (await request.get(url)).body()));
      // The chunks loaded later: every script and stylesheet the page may load has its hash in the table
      // the entry (checked above) starts with, none in the HTML (it would cost the first paint a round trip).
      expect(html, pathname).not.toContain(INTEGRITY_TABLE);
      const entry = /<script\b[^>]*\b(?:src|data-entry)="?(\/assets\/main\.[^"\s>]+)/.exec(html)![1]!;
      const firstLine = (await (await request.get(entry)).text()).split('\n')[0]!;
      const table = JSON.parse(new RegExp(`^self\\.${INTEGRITY_TABLE}=(\\{.*\\});$`).exec(firstLine)![1]!) as Record<string, string>;
      const listed = new Set(Object.values(table));
      expect(listed.size, pathname).toBeGreaterThan(20);
      for (const url of preload) expect(listed.has(integrityOf(await (await request.get(url)).body())), url).toBe(true);
    }
  });

  test('a page chunk altered on the way does not run: the route says it could not load', async ({ page }) => {
    await page.route(`**${scriptOf('src/pages/Terms/TermsPage.tsx')}`, async (route) => {
      const original = await route.fetch();
      await route.fulfill({ response: original, body: `${await original.text()}\n;window.__altered = true;` });
    });
    // The bare app shell, then the footer's link: the router loads the terms page's code itself.
    await page.goto(routes.bankTransferGuide.href());
    await waitForPage(page);
    await page.getByRole('link', { name: 'Điều khoản sử dụng' }).click();
    await expect(page.getByRole('alert')).toContainText('Không tải được trang');
    expect(await page.evaluate(() => (window as { __altered?: boolean }).__altered)).toBeUndefined();
  });
});
