// The production server (src/server/app.ts) on a loopback port for the tests of what it serves beside
// the pages (cards, oEmbed, /.well-known/), with the sandbox API answered by MSW: small stand-ins for the
// build's shell and templates, the real share image and the card fonts from node_modules.
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
import { cardFontsFromNodeModules } from './cardFonts';

const SHELL = `<!doctype html><html lang="vi"><head><meta charset="utf-8"><title data-static-meta>Hát Vui</title></head><body><div id="root"></div></body></html>`;
const NGINX_CONF = [
  `add_header Content-Security-Policy "default-src 'none'" always;`,
  'add_header Cross-Origin-Resource-Policy "same-origin" always;',
  'add_header X-Content-Type-Options "nosniff" always;',
].join('\n');

export interface TestServer {
  origin: string;
  logged: string[];
  close: () => Promise<void>;
}

/** Starts the server; `files` are written into its dist/ first (path → content). */
export async function startShareServer(files: Record<string, string | Buffer> = {}): Promise<TestServer> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hatvui-share-'));
  const dist = path.join(dir, 'dist');
  const templates = path.join(dir, 'templates');
  fs.mkdirSync(templates, { recursive: true });
  fs.mkdirSync(dist, { recursive: true });
  fs.writeFileSync(path.join(dist, 'app.html'), SHELL);
  fs.copyFileSync(path.join(__dirname, '../../public/og-image.png'), path.join(dist, 'og-image.png'));
  for (const [file, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
    fs.writeFileSync(path.join(dist, file), content);
  }
  fs.writeFileSync(path.join(templates, STYLE_HASHES_FILE), '\n');
  for (const { key, standalone } of shareRoutes) {
    const template = standalone ? standaloneTemplate([]) : pageTemplate(SHELL, { css: [], js: [], fonts: [] }, '/', { server: true });
    fs.writeFileSync(path.join(templates, templateFileOf(key)), template);
  }
  const logged: string[] = [];
  const app = createApp({
    distDir: dist,
    templatesDir: templates,
    apiUrl: 'http://localhost',
    nginxConf: NGINX_CONF,
    log: (message) => logged.push(message),
    cardFonts: cardFontsFromNodeModules,
  });
  const listening = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => listening.once('listening', resolve));
  const origin = `http://127.0.0.1:${(listening.address() as AddressInfo).port}`;
  return {
    origin,
    logged,
    close: () =>
      new Promise((resolve) => {
        listening.closeAllConnections();
        listening.close(() => resolve());
      }),
  };
}

/** Lets the requests to the server under test through MSW (handlers are reset after each test). */
export const passToServer = (origin: string) => sandbox.use(http.all(`${origin}/*`, () => passthrough()));

/** One server for the tests of a file: started before them, stopped after; `site()` is it. */
export function serverForTheseTests(files?: Record<string, string | Buffer>) {
  let site: TestServer | undefined;
  beforeAll(async () => {
    site = await startShareServer(files);
  });
  afterAll(() => site?.close());
  beforeEach(() => passToServer(site!.origin));
  return () => site!;
}
