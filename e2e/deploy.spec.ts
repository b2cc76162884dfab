// A deploy while people have the site open: the browser tests' build is build A, build B the same
// source with other CSS and another hash salt (e2e/buildB.ts: no hashed file of one is a file of the
// other, the worst case of a real deploy). Each test serves a folder of its own with the production
// server (its API: the preview's sandbox), deploys into it with deploy/deploy.sh, and moves a tab that
// has build A open to a page whose code it has not loaded yet.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { baseURL } from '../playwright.config';
import { serverScriptFor, waitForHttp } from '../scripts/serverBuild';
import { routes } from '../src/lib/routes';
import { seed } from '../src/mocks/seed';
import { signInAs } from './auth';
import { buildA, buildB, ensureBuildB, run } from './buildB';
import { scriptOf } from './chunks';
import { expect, test, waitForPage } from './fixtures';

const repo = path.resolve(__dirname, '..');
const port = Number(new URL(baseURL).port);
/** The preview's sandbox API (scripts/preview.ts: its port + 2000). */
const apiUrl = `http://127.0.0.1:${port + 2000}`;
const work = path.resolve(repo, `.e2e-dist/${port}-deploy`);

/** The hashed main script an HTML file of a build loads. */
const mainScriptOf = (build: string) => /\/assets\/main\.[0-9a-f]+\.js/.exec(fs.readFileSync(path.join(build, 'app.html'), 'utf8'))![0];

test.describe.configure({ mode: 'default' });

test.beforeAll(async () => {
  test.setTimeout(420_000);
  // Built once per run (after A, which the browser tests' server builds first), shared with e2e/rehearsal.spec.ts.
  await ensureBuildB();
  expect(mainScriptOf(buildB)).not.toBe(mainScriptOf(buildA));
});

/** A site of this test's own: a folder deploy.sh deploys into, and the production server serving it. */
function siteFor(name: string, sitePort: number) {
  const root = path.join(work, name);
  fs.rmSync(root, { recursive: true, force: true });
  const dir = path.join(root, path.basename(buildA));
  let server: ChildProcess | undefined;
  const stop = async () => {
    if (!server || server.exitCode !== null) return;
    const exited = new Promise((resolve) => server!.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  };
  const url = `http://localhost:${sitePort}`;
  return {
    url,
    /** deploy/deploy.sh, then a restart of the server, as docs/deploying.md says. */
    deploy: async (build: string, options: string[] = []) => {
      await run('bash', ['deploy/deploy.sh', ...options, build, dir]);
      await stop();
      server = spawn(process.execPath, [serverScriptFor(dir)], {
        env: { ...process.env, PORT: String(sitePort), HOST: 'localhost', API_URL: apiUrl, PROXY_PATHS: '/v1,/sandbox' },
        stdio: 'ignore',
      });
      await waitForHttp(`${url}/`, server);
    },
    has: (file: string) => fs.existsSync(path.join(dir, file)),
    stop,
  };
}

/**
 * Counts the documents the page loads from now on (a client-side navigation is none), by their
 * DOMContentLoaded: it comes before the app takes the page over, so a page found hydrated has been
 * counted. Its `load` waits for every picture too, and on a loaded machine came after the new page was
 * hydrated and checked (a reload counted 0 times).
 */
function countLoads(page: Page) {
  const loads = { count: 0 };
  page.on('domcontentloaded', () => (loads.count += 1));
  return loads;
}

/** The main script the page runs: which build it is. */
const runningMain = (page: Page) =>
  page.evaluate(() => new URL(document.querySelector<HTMLScriptElement>('script[src*="/assets/main."]')!.src).pathname);

/** Waits until the page has fetched the code that recovers from a deploy (once someone is there: a key pressed). */
const recoveryLoaded = async (page: Page) => {
  await page.keyboard.press('Shift');
  await expect
    .poll(() =>
      page.evaluate(
        (script) => performance.getEntriesByType('resource').some((entry) => new URL(entry.name).pathname === script),
        scriptOf('src/lib/newVersion.ts'),
      ),
    )
    .toBe(true);
};

test('after a deploy that kept the previous build, an open tab still opens new pages, without a reload', async ({ page }) => {
  test.setTimeout(90_000);
  const site = siteFor('kept', port + 5);
  try {
    await site.deploy(buildA);
    await page.goto(`${site.url}${routes.home.href()}`);
    await waitForPage(page);
    const loads = countLoads(page);

    await site.deploy(buildB);
    expect(site.has(mainScriptOf(buildA).slice(1))).toBe(true);
    await page.getByRole('banner').getByRole('link', { name: 'Đăng nhập' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Đăng nhập' })).toBeVisible();
    expect(loads.count).toBe(0);
    expect(await runningMain(page)).toBe(mainScriptOf(buildA));

    // The next visit gets the new build.
    await page.reload();
    await waitForPage(page);
    expect(await runningMain(page)).toBe(mainScriptOf(buildB));
  } finally {
    await site.stop();
  }
});

test('after a deploy that pruned the previous build, the next page reloads once, onto the new build, on its URL', async ({ page }) => {
  test.setTimeout(90_000);
  const site = siteFor('pruned', port + 6);
  try {
    await site.deploy(buildA);
    await page.goto(`${site.url}${routes.home.href()}`);
    await waitForPage(page);
    await recoveryLoaded(page);
    const loads = countLoads(page);

    await site.deploy(buildB, ['--keep-days', '0']);
    expect(site.has(mainScriptOf(buildA).slice(1))).toBe(false);
    await page.getByRole('banner').getByRole('link', { name: 'Đăng nhập' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Đăng nhập' })).toBeVisible();
    await waitForPage(page);
    expect(new URL(page.url()).pathname).toBe(routes.login.path);
    expect(await runningMain(page)).toBe(mainScriptOf(buildB));
    await expect.poll(() => loads.count).toBe(1);
  } finally {
    await site.stop();
  }
});

test('a form with something typed in it asks before that reload, and can stay as it was', async ({ page }) => {
  test.setTimeout(90_000);
  const site = siteFor('typed', port + 7);
  try {
    await site.deploy(buildA);
    await signInAs(page, seed.users.owner);
    await page.goto(`${site.url}${routes.reportViolation.href()}`);
    await waitForPage(page);
    await recoveryLoaded(page);
    const description = page.getByRole('textbox', { name: /Mô tả/ });
    await description.fill('Bản thu này dùng nhạc của tôi mà không xin phép.');
    const loads = countLoads(page);

    await site.deploy(buildB, ['--keep-days', '0']);
    const toHistory = async () => {
      await page
        .getByRole('banner')
        .getByRole('button', { name: /mở menu tài khoản/ })
        .click();
      await page.getByRole('banner').getByRole('link', { name: 'Lịch sử giao dịch' }).click();
      return page.getByRole('dialog', { name: 'Có phiên bản mới' });
    };
    const dialog = await toHistory();
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Những gì bạn đã nhập trên trang này sẽ mất');

    // "Quay lại": the form as it was, at its own URL, and no reload.
    await dialog.getByRole('button', { name: 'Quay lại' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(`${site.url}${routes.reportViolation.href()}`);
    await expect(description).toHaveValue('Bản thu này dùng nhạc của tôi mà không xin phép.');
    expect(loads.count).toBe(0);

    // Again, and this time the reload: the history, on the new build.
    await (await toHistory()).getByRole('button', { name: 'Tải lại trang' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Lịch sử giao dịch' })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe(routes.transactionHistory.path);
    expect(await runningMain(page)).toBe(mainScriptOf(buildB));
    await expect.poll(() => loads.count).toBe(1);
  } finally {
    await site.stop();
  }
});
