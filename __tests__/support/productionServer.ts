// The production server (src/server/app.ts) on a loopback port, over a small stand-in build in a
// temporary folder: an app shell, the not-found page, a source map, the real share image, the share
// pages' templates (made from that shell as the build makes them, an inline stylesheet in each) and
// the build's style hashes. The
// API is the sandbox (MSW answers http://localhost/v1/…); the tests' requests to the server itself
// pass through MSW.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { http as mock, passthrough } from 'msw';
import { SERVER_STATE_ID, type ServerState } from '../../src/api/serverState';
import { templateFileOf } from '../../src/lib/prerendered';
import { shareRoutes } from '../../src/lib/routes';
import { server as sandbox } from '../../src/mocks/node';
import { createApp, type ServerOptions } from '../../src/server/app';
import { STYLE_HASHES_FILE } from '../../src/server/csp';
import { pageTemplate, standaloneTemplate } from '../../src/server/html';
import { cardFontsFromNodeModules } from './cardFonts';
import './setImmediate';

export const TEST_SHELL = `<!doctype html><html lang="vi"><head><meta charset="utf-8"><title data-static-meta>Hát Vui</title><meta data-static-meta name="description" content="Trang chủ"></head><body><div id="root"></div><script src="/assets/main.js"></script></body></html>`;
/** The prerendered not-found page (dist/404/index.html): what a path that is no page gets. */
export const TEST_NOT_FOUND = `<!doctype html><html lang="vi"><head><meta charset="utf-8"><title>Không tìm thấy trang</title></head><body><div id="root" data-prerendered="/404"><h1>Không tìm thấy trang</h1></div></body></html>`;
/** The stylesheet each share page's stand-in template carries inline, as the build inlines the app's. */
const TEST_PAGE_CSS = 'body{margin:0}';
/** Its CSP source. */
export const TEST_PAGE_STYLE = `'sha256-${createHash('sha256').update(TEST_PAGE_CSS).digest('base64')}'`;
/** The build's style hashes (STYLE_HASHES_FILE): the share pages' inline stylesheet's, and another page's. */
const TEST_STYLES = `${TEST_PAGE_STYLE} 'sha256-BBBB'`;
/** deploy/nginx.conf's kinds of `add_header` line: a literal value (with a placeholder), a variable. */
export const TEST_NGINX_CONF = [
  `add_header Content-Security-Policy "default-src 'none'; style-src 'self' \${STYLE_HASHES} https://accounts.google.com/gsi/style; frame-ancestors 'none'" always;`,
  'add_header X-Content-Type-Options "nosniff" always;',
  'add_header X-Frame-Options "DENY" always;',
  'add_header Cross-Origin-Resource-Policy "same-origin" always;',
  'add_header Cache-Control $hv_cache_control;',
].join('\n');

export interface TestBuild {
  distDir: string;
  templatesDir: string;
  remove: () => void;
}

/** A stand-in build's folders; `files` are written into its dist/ too (path → content). */
export function makeTestBuild(files: Record<string, string | Buffer> = {}): TestBuild {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hatvui-server-'));
  const distDir = path.join(dir, 'dist');
  const templatesDir = path.join(dir, 'templates');
  fs.mkdirSync(templatesDir, { recursive: true });
  const all: Record<string, string | Buffer> = {
    'app.html': TEST_SHELL,
    '404/index.html': TEST_NOT_FOUND,
    'assets/main.js.map': '{"version":3,"sources":["src/main.tsx"]}',
    'og-image.png': fs.readFileSync(path.join(__dirname, '../../public/og-image.png')),
    ...files,
  };
  for (const [file, content] of Object.entries(all)) {
    fs.mkdirSync(path.dirname(path.join(distDir, file)), { recursive: true });
    fs.writeFileSync(path.join(distDir, file), content);
  }
  fs.writeFileSync(path.join(templatesDir, STYLE_HASHES_FILE), `${TEST_STYLES}\n`);
  for (const { key, kind } of shareRoutes) {
    const template =
      kind === 'embed'
        ? standaloneTemplate([])
        : pageTemplate(
            TEST_SHELL.replace('</head>', `<style data-href="/assets/main.css">${TEST_PAGE_CSS}</style></head>`),
            { css: [], js: [], fonts: [] },
            '/',
            { server: true, boot: 'assets/boot.js' },
          );
    fs.writeFileSync(path.join(templatesDir, templateFileOf(key)), template);
  }
  return { distDir, templatesDir, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

/**
 * The server on a loopback port, over `build`; requests to it pass through MSW (`allowThrough` again
 * after MSW's handlers were reset). What it logs is in `logged`, unless `options.log` takes it.
 */
export async function startTestServer(build: Pick<TestBuild, 'distDir' | 'templatesDir'>, options: Partial<ServerOptions> = {}) {
  const logged: string[] = [];
  const app = createApp({
    ...build,
    apiUrl: 'http://localhost',
    nginxConf: TEST_NGINX_CONF,
    log: (message) => logged.push(message),
    cardFonts: cardFontsFromNodeModules,
    ...options,
  });
  const listening = app.listen(0, '127.0.0.1');
  // A minute, not Node's 5 s: fetch keeps a connection for the next request of a test, and when jest is
  // starved (npm test lowers it beside the browser tests that run alone) the server's late timer closed
  // one just as fetch sent on it (ECONNRESET, a stressed clean-clone run). In production nginx closes
  // its idle upstream connections first (deploy/nginx.conf keepalive_timeout 4s).
  listening.keepAliveTimeout = 60_000;
  await new Promise((resolve) => listening.once('listening', resolve));
  const port = (listening.address() as AddressInfo).port;
  const origin = `http://127.0.0.1:${port}`;
  const allowThrough = () => sandbox.use(mock.all(`${origin}/*`, () => passthrough()));
  allowThrough();
  const close = () =>
    new Promise<void>((resolve) => {
      listening.closeAllConnections();
      listening.close(() => resolve());
    });
  return { server: listening, origin, port, logged, allowThrough, close };
}

export type TestServer = Awaited<ReturnType<typeof startTestServer>>;

/** One server over its own stand-in build for the tests of a file (`files` as makeTestBuild's); `site()` is it. */
export function serverForTheseTests(files?: Record<string, string | Buffer>, options?: Partial<ServerOptions>) {
  let build: TestBuild | undefined;
  let site: TestServer | undefined;
  beforeAll(async () => {
    build = makeTestBuild(files);
    site = await startTestServer(build, options);
  });
  afterAll(async () => {
    await site?.close();
    build?.remove();
  });
  beforeEach(() => site!.allowThrough());
  return () => site!;
}

/** The state a page carries (src/api/serverState.ts), as the browser reads it back. */
export const stateIn = (html: string): ServerState => {
  const match = new RegExp(`<script type="application/json" id="${SERVER_STATE_ID}">(.*?)</script>`).exec(html);
  if (!match) throw new Error('no state in the page');
  return JSON.parse(match[1]!) as ServerState;
};

export { rawGet } from '../../scripts/serverBuild';
