// The service worker over https (it registers only there, src/lib/serviceWorker.ts): a first visit
// registers it at load without fetching any script for it (Lighthouse counts every script a page
// fetches while it measures), and a repeat visit is answered by it. The browser tests' build, through
// a TLS proxy of this file's own (E2E_PORT + 85, a self-signed certificate, which Chromium accepts for
// a service worker only with --ignore-certificate-errors).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import config, { baseURL, E2E_PORT } from '../playwright.config';
import { routes } from '../src/lib/routes';
import { expect, test, waitForPage } from './fixtures';

const PORT = E2E_PORT + 85;
const origin = `https://localhost:${PORT}`;
const launchOptions = config.use?.launchOptions ?? {};

test.use({ ignoreHTTPSErrors: true, launchOptions: { ...launchOptions, args: [...(launchOptions.args ?? []), '--ignore-certificate-errors'] } });
test.describe.configure({ mode: 'serial' });

let proxy: https.Server;

test.beforeAll(async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hatvui-sw-'));
  const [key, cert] = [path.join(dir, 'key.pem'), path.join(dir, 'cert.pem')];
  execFileSync('openssl', [
    'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '2',
    '-subj', '/CN=localhost', '-addext', 'subjectAltName=DNS:localhost', '-keyout', key, '-out', cert,
  ], { stdio: 'ignore' });
  proxy = https.createServer({ key: fs.readFileSync(key), cert: fs.readFileSync(cert) }, (request, response) => {
    const upstream = http.request(
      { host: 'localhost', port: E2E_PORT, path: request.url, method: request.method, headers: request.headers },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on('error', () => response.destroy());
    request.pipe(upstream);
  });
  fs.rmSync(dir, { recursive: true, force: true });
  await new Promise<void>((resolve) => proxy.listen(PORT, '127.0.0.1', resolve));
});

test.afterAll(() => new Promise((resolve) => proxy.close(resolve)));

/** The page's own scripts fetched so far (service worker's aside), by path. */
const scriptsOf = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name))
      .filter((url) => url.origin === location.origin && url.pathname.endsWith('.js') && url.pathname !== '/sw.js')
      .map((url) => url.pathname)
      .sort(),
  );

test('over https a first visit registers the service worker at load and fetches no script for it; a repeat visit is answered by it', async ({ page }) => {
  // The same page over plain http, where nothing registers: the scripts the page needs by itself.
  await page.goto(`${baseURL}${routes.home.href()}`);
  await waitForPage(page);
  await page.waitForTimeout(2000);
  const own = await scriptsOf(page);

  await page.goto(`${origin}${routes.home.href()}`);
  await waitForPage(page);
  expect(await page.evaluate(() => navigator.serviceWorker.ready.then((registration) => registration.active?.scriptURL))).toBe(`${origin}/sw.js`);
  await page.waitForTimeout(2000);
  expect(await scriptsOf(page)).toEqual(own);

  await page.reload();
  await waitForPage(page);
  const served = await page.evaluate(() => ({
    controlled: navigator.serviceWorker.controller !== null,
    byWorker: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).workerStart > 0,
  }));
  expect(served).toEqual({ controlled: true, byWorker: true });
});
