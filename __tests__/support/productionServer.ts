// The production server (src/server/app.ts) over a small stand-in build in a temporary folder: an app
// shell, a source map, the share pages' templates and the build's style hashes. The API is the
// sandbox (MSW answers http://localhost/v1/…); requests to the server itself pass through MSW.
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { http as mock, passthrough } from 'msw';
import { templateFileOf } from '../../src/lib/prerendered';
import { shareRoutes } from '../../src/lib/routes';
import { server as sandbox } from '../../src/mocks/node';
import { createApp, type ServerOptions } from '../../src/server/app';
import { STYLE_HASHES_FILE } from '../../src/server/headers';
import { pageTemplate } from '../../src/server/html';

export const TEST_SHELL = `<!doctype html><html lang="vi"><head><meta charset="utf-8"><title data-static-meta>Hát Vui</title><meta data-static-meta name="description" content="Trang chủ"></head><body><div id="root"></div><script src="/assets/main.js"></script></body></html>`;
export const TEST_STYLES = "'sha256-AAAA' 'sha256-BBBB'";
export const TEST_NGINX_CONF = [
  `add_header Content-Security-Policy "default-src 'none'; style-src 'self' \${STYLE_HASHES} https://accounts.google.com/gsi/style" always;`,
  'add_header X-Content-Type-Options "nosniff" always;',
  'add_header Cache-Control $hv_cache_control;',
].join('\n');

/** A stand-in build's folders, made once per test file. */
export function makeTestBuild() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hatvui-server-'));
  const distDir = path.join(dir, 'dist');
  const templatesDir = path.join(dir, 'templates');
  fs.mkdirSync(path.join(distDir, 'assets'), { recursive: true });
  fs.mkdirSync(templatesDir);
  fs.writeFileSync(path.join(distDir, 'app.html'), TEST_SHELL);
  fs.writeFileSync(path.join(distDir, 'assets', 'main.js.map'), '{"version":3,"sources":["src/main.tsx"]}');
  fs.writeFileSync(path.join(templatesDir, STYLE_HASHES_FILE), `${TEST_STYLES}\n`);
  for (const { key } of shareRoutes) {
    fs.writeFileSync(path.join(templatesDir, templateFileOf(key)), pageTemplate(TEST_SHELL, { css: [], js: [], fonts: [] }));
  }
  return { distDir, templatesDir, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

/** The server on a loopback port, over `build`; requests to it pass through MSW. */
export async function startTestServer(build: { distDir: string; templatesDir: string }, options: Partial<ServerOptions> = {}) {
  const app = createApp({ ...build, apiUrl: 'http://localhost', nginxConf: TEST_NGINX_CONF, ...options });
  const listening = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => listening.once('listening', resolve));
  const port = (listening.address() as AddressInfo).port;
  const origin = `http://127.0.0.1:${port}`;
  const allowThrough = () => sandbox.use(mock.all(`${origin}/*`, () => passthrough()));
  allowThrough();
  const close = () => new Promise<void>((resolve) => listening.close(() => resolve()));
  return { server: listening, origin, port, allowThrough, close };
}

/** A GET with its path exactly as given, as `curl --path-as-is` sends it (fetch would normalise it). */
export const rawGet = (origin: string, pathname: string, headers: Record<string, string> = {}) =>
  new Promise<{ status: number; body: string; headers: http.IncomingHttpHeaders }>((resolve, reject) => {
    const request = http.get(`${origin}/`, { path: pathname, headers: { Accept: 'text/html', ...headers } }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode!, body, headers: response.headers }));
    });
    request.on('error', reject);
  });
