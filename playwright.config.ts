import fs from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

// Browser tests run Debian's Chromium (never a downloaded browser) against the production build,
// served by the preview server with the sandbox API on the same origin.
const PORT = Number(process.env.E2E_PORT ?? 4180);
/** The first of this run's ports; specs that start servers of their own take theirs above it (PORT + 20 …). */
export const E2E_PORT = PORT;
/**
 * Debian's headless shell (package chromium-headless-shell), as Playwright itself uses for headless
 * runs: the same Blink and V8 as the browser without its UI layers, it runs this suite in about two
 * thirds of the processor time of /usr/bin/chromium on this 2-core machine. The full browser if only
 * that is installed; CHROMIUM_PATH overrides both.
 */
const chromiumPath = process.env.CHROMIUM_PATH ?? ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((file) => fs.existsSync(file));
export const baseURL = `http://localhost:${PORT}`;
/** The host names of this machine that the tests' servers answer on: every other is outside. */
export const THIS_MACHINE = ['localhost', '127.0.0.1'];
/**
 * No request leaves this machine: Chromium resolves no host but this one's (e2e/fixtures.ts records
 * each one asked for). A test's own `page.route` still answers an outside URL first (Google's script,
 * a YouTube page). Not a catch-all route: any route turns off the browser's HTTP cache, and with it
 * V8's code cache, so every page of a test compiled the app's scripts again (issue 38: a fifth of the
 * phone walk's processor time).
 */
export const OUTSIDE_HOSTS_UNRESOLVED = `--host-resolver-rules=MAP * ~NOTFOUND, ${THIS_MACHINE.map((host) => `EXCLUDE ${host}`).join(', ')}`;
/** The same build served by nginx with deploy/nginx.conf (the production headers). */
const NGINX_PORT = PORT + 1;
export const nginxURL = `http://127.0.0.1:${NGINX_PORT}`;
/** Stops and starts the production server behind that nginx (scripts/serve-nginx.ts CONTROL_PORT). */
export const nginxControlURL = `http://127.0.0.1:${NGINX_PORT + 3000}`;
export const E2E_GOOGLE_CLIENT_ID = 'e2e-client.apps.googleusercontent.com';
/** The e2e build has its own folder per port, so parallel runs never overwrite each other's files. */
export const E2E_DIST_DIR = `.e2e-dist/${PORT}`;
/**
 * The browser tests' production build: a (fake) Google client id, so that the real sign-in flow runs
 * against a stub of Google's script and the sandbox sign-in is compiled out, as in production.
 */
export const E2E_BUILD = {
  command: 'node_modules/.bin/webpack',
  // Its module list is long and nobody reads it: what went wrong, only.
  args: ['--mode', 'production', '--stats', 'errors-warnings'],
  env: { GOOGLE_CLIENT_ID: E2E_GOOGLE_CLIENT_ID, DIST_DIR: E2E_DIST_DIR },
};
/**
 * Set to E2E_DIST_DIR by scripts/test.ts, which made that build beside the type check and lint: the
 * preview server then serves it as it is instead of building again.
 */
export const E2E_BUILT_ENV = 'E2E_BUILT';
const buildFirst = process.env[E2E_BUILT_ENV] === E2E_DIST_DIR ? '' : `${[E2E_BUILD.command, ...E2E_BUILD.args].join(' ')} && `;
/** The production build served by the preview server, with the sandbox API on the same origin. */
export const PREVIEW_SERVER = {
  command: 'node_modules/.bin/ts-node scripts/preview.ts',
  url: `${baseURL}/`,
  env: {
    ...E2E_BUILD.env,
    PORT: String(PORT),
    HOST: 'localhost',
    // No metrics listener: e2e/vitals.spec.ts counts page views on a server of its own.
    METRICS_PORT: '0',
  },
};
/** The same build through nginx; it waits for the build above to finish writing its folder. */
export const NGINX_SERVER = {
  command: 'node_modules/.bin/ts-node scripts/serve-nginx.ts',
  url: `${nginxURL}/`,
  env: {
    NGINX_PORT: String(NGINX_PORT),
    SANDBOX_PORT: String(NGINX_PORT + 1000),
    SERVER_PORT: String(NGINX_PORT + 2000),
    CONTROL_PORT: String(NGINX_PORT + 3000),
    DIST_DIR: E2E_DIST_DIR,
    WAIT_FOR_BUILD_MS: '240000',
    // No metrics listener for the server behind this nginx: no test reads it (its own would be its
    // PORT + 1384).
    METRICS_PORT: '0',
  },
};
/**
 * Set by scripts/test.ts, which starts both servers itself once build A is made, beside build B: the
 * browser tests then find them answering and use them, in CI too. By hand, servers already running
 * are used outside CI, as Playwright does.
 */
export const E2E_SERVERS_UP_ENV = 'E2E_SERVERS_UP';
const SERVER_OPTIONS = {
  reuseExistingServer: !process.env.CI || process.env[E2E_SERVERS_UP_ENV] === '1',
  stdout: 'ignore',
  stderr: 'pipe',
} as const;
/** e2e/vitals.spec.ts's Prometheus, and its server's metrics (src/server/metricsServer.ts). */
export const PROMETHEUS_PORT = PORT + 4001;
export const VITALS_METRICS_PORT = PORT + 4002;

/**
 * The phone every browser test is: a Pixel 7 (its 412×915 CSS px screen, its user agent, touch), painted
 * at one device pixel per CSS pixel instead of its 2.625. Chromium draws in software here, and a frame
 * at 2.625 has 6.9 times the pixels: the phone and nginx projects took 366 and 383 processor-seconds
 * at 1 against 418 and 420 at 2.625 (issue 38, docs/testing.md). Nothing the app does depends on the ratio (no
 * srcset, image-set, resolution query or devicePixelRatio: __tests__/lint/devicePixelRatio.test.ts);
 * a test that needs another ratio sets its own (e2e/seo.spec.ts).
 */
const PHONE = { ...devices['Pixel 7'], deviceScaleFactor: 1, browserName: 'chromium' } as const;

/** The specs of nginx in front of the production server behind the shared nginx, one at a time. */
const NGINX_SPECS = ['**/nginx.spec.ts', '**/seo.spec.ts', '**/live-nginx.spec.ts'];
/**
 * The specs that start servers of their own behind nginx and put load on them, with deadlines on their
 * answers (no bare shell, percentiles): each runs alone (e2e/fixtures.ts ALONE), after everything else.
 */
const LOADED_SERVER_SPECS = ['**/hostile.spec.ts', '**/rehearsal.spec.ts'];
/** The spec that counts the field measurements of a server of its own: two copies at once would count each other's. */
const VITALS_SPECS = ['**/vitals.spec.ts'];
/**
 * Set by scripts/test.ts, which runs jest beside the browser tests: a file that exists once jest is
 * done. The tests of ALONE_PROJECTS wait for it (e2e/fixtures.ts), so that jest's load is not in their
 * measurements.
 */
export const AFTER_JEST_ENV = 'E2E_AFTER_JEST';
/** Projects whose tests run alone, once nothing else runs (and, in npm test, once jest is done). */
export const ALONE_PROJECTS = ['loaded servers'];

export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  // Three: most of a browser test's time is waiting (for a page, a server, a timer), and two workers
  // left a core idle for much of the run (issue 38, docs/testing.md). E2E_WORKERS overrides.
  workers: Number(process.env.E2E_WORKERS ?? 3),
  // A test that fails once is a bug to find, in CI too.
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  // E2E_JSON=file also writes every test's time there (docs/performance.md: finding the slowest tests).
  reporter: [['list'], ...(process.env.E2E_JSON ? [['json', { outputFile: process.env.E2E_JSON }] as const] : [])],
  // The files that took longest, printed at the end of every run: where the next second is to be had.
  reportSlowTests: { max: 10, threshold: 20_000 },
  use: {
    baseURL,
    locale: 'vi-VN',
    // A visitor who asks for less motion: the decorative loops (the landing's floating art, a live
    // room's pulse and equaliser, the loading shimmer) stop, as they do for such a visitor. Chromium
    // draws them in software here, every frame: an open landing page kept 14 % of a core busy, and the
    // browser tests' processor time fell by about a seventh without them (docs/testing.md). The motion
    // itself is tested where it is the subject: e2e/motion.spec.ts and e2e/first-paint.spec.ts allow it.
    reducedMotion: 'reduce',
    timezoneId: 'Asia/Ho_Chi_Minh',
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      // This machine has no outside network: keep Chromium from calling home.
      args: [
        OUTSIDE_HOSTS_UNRESOLVED,
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        // V8's optimising compilers (Maglev, TurboFan) off: a test's page lives for seconds, too short to
        // repay compiling its hot code a second time, optimised, on another thread. Only the speed of a
        // page's script changes, never what it does. Five spec files, three workers, alternating rounds:
        // 97.2, 95.1, 96.8, 99.5 processor-seconds with them, 92.3, 95.9, 90.2, 89.4 without (axe's
        // runs, which they would speed up, included; docs/testing.md).
        '--js-flags=--no-opt --no-maglev',
        // More flags, to measure one against the run without it (docs/testing.md).
        ...(process.env.E2E_CHROMIUM_ARGS ? process.env.E2E_CHROMIUM_ARGS.split(' ') : []),
      ],
    },
  },
  // The projects in the order their tests are handed to workers (Playwright queues them in this order):
  // nginx's serial chain first, so that it runs beside the phone tests on one worker instead of alone
  // at the end (it used to start after the last phone test: 150 s with one worker, issue 38). Tests that
  // must not meet each other hold a lock (e2e/fixtures.ts SHARED_NGINX_SERVER, vitals.spec.ts).
  projects: [
    {
      name: 'nginx',
      testMatch: NGINX_SPECS,
      // One test at a time, one file at a time (fullyParallel: false alone still runs two files side by
      // side): one stops the production server behind nginx, and the sitemap walks every URL.
      fullyParallel: false,
      workers: 1,
      use: { ...PHONE, baseURL: nginxURL },
    },
    // One worker: --repeat-each (or a second project) would otherwise run copies side by side, each
    // counting the other's page views in its server's metrics, each starting Prometheus on one port.
    // With the phone tests: its page views go to a server of its own, which nothing else visits. Queued
    // before them: its 20 s, mostly waits for Prometheus, ran last beside their last tests, and the
    // tests that run alone waited for it.
    { name: 'vitals', testMatch: VITALS_SPECS, workers: 1, use: PHONE },
    {
      name: 'phone',
      testIgnore: [...NGINX_SPECS, ...LOADED_SERVER_SPECS, ...VITALS_SPECS],
      use: PHONE,
    },
    // Queued after the others, each held ALONE: it starts once the tests before it are done (a test
    // held ALONE that is first in the queue would start at once, with the other workers idle).
    {
      name: ALONE_PROJECTS[0]!,
      testMatch: LOADED_SERVER_SPECS,
      fullyParallel: false,
      workers: 1,
      use: { ...PHONE, baseURL: nginxURL },
    },
  ],
  webServer: [
    { ...PREVIEW_SERVER, command: `${buildFirst}${PREVIEW_SERVER.command}`, ...SERVER_OPTIONS, timeout: 180_000 },
    { ...NGINX_SERVER, ...SERVER_OPTIONS, timeout: 300_000 },
  ],
});
