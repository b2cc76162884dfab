// The production server (src/server/app.ts) on a loopback port, with small stand-ins for the build's
// shell and templates, answering the share pages from the sandbox API (MSW answers its calls).
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { http, passthrough } from 'msw';
import { templateFileOf } from '../../src/lib/prerendered';
import { shareRoutes } from '../../src/lib/routes';
import { server as sandbox } from '../../src/mocks/node';
import { createApp } from '../../src/server/app';
import { STYLE_HASHES_FILE } from '../../src/server/headers';
import { pageTemplate, standaloneTemplate } from '../../src/server/html';
import './setImmediate';

const SHELL = `<!doctype html><html lang="vi"><head><meta charset="utf-8"><title data-static-meta>Hát Vui</title></head><body><div id="root"></div><script src="/assets/main.js"></script></body></html>`;

export interface ServerAppFixture {
  /** The app shell (dist/app.html), from which the share pages' templates are made too. */
  shell?: string;
  /** The build's inline-style hashes (templates/style-hashes.txt). */
  builtStyles?: string;
  nginxConf?: string;
  /** More files of dist/, by path. */
  files?: Record<string, string>;
  log?: (message: string) => void;
}

export async function startServerApp({
  shell = SHELL,
  builtStyles = "'sha256-AAAA'",
  nginxConf = 'add_header X-Content-Type-Options "nosniff" always;',
  files = {},
  log = () => undefined,
}: ServerAppFixture = {}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hatvui-server-'));
  const dist = path.join(dir, 'dist');
  const templates = path.join(dir, 'templates');
  fs.mkdirSync(templates, { recursive: true });
  for (const [file, text] of Object.entries({ 'app.html': shell, ...files })) {
    fs.mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
    fs.writeFileSync(path.join(dist, file), text);
  }
  fs.writeFileSync(path.join(templates, STYLE_HASHES_FILE), `${builtStyles}\n`);
  for (const { key, standalone } of shareRoutes) {
    const template = standalone ? standaloneTemplate([]) : pageTemplate(shell, { css: [], js: [], fonts: [] }, '/', { server: true });
    fs.writeFileSync(path.join(templates, templateFileOf(key)), template);
  }
  const app = createApp({ distDir: dist, templatesDir: templates, apiUrl: 'http://localhost', nginxConf, log });
  const listening = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => listening.once('listening', resolve));
  const origin = `http://127.0.0.1:${(listening.address() as AddressInfo).port}`;
  return {
    origin,
    /** Lets the test's requests to this server past MSW (in beforeEach: handlers are reset after each test). */
    passThrough: () => sandbox.use(http.all(`${origin}/*`, () => passthrough())),
    close: () => new Promise<void>((resolve) => listening.close(() => resolve())),
  };
}
