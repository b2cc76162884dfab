// The production server (`npm run serve`): one process that is the whole site. It serves dist/ as the
// static deploy does (deploy/nginx.conf: the prerendered pages, app.html for every other route, hashed
// assets cached for a year, any path that is no page a 404 with the not-found page, the same headers), proxies the browser's /v1/ calls to the API, and renders
// the share pages per request (src/server/sharePages.ts). Behind nginx, which caches those pages.
import fs from 'node:fs';
import path from 'node:path';
import compression from 'compression';
import express, { type NextFunction, type Request, type Response } from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';
import { SERVER_STATE_ID } from '../api/serverState';
import { SITE_URL } from '../lib/config';
import { isPagePath } from '../lib/routeMatch';
import { prerenderedPaths, routeList, routes } from '../lib/routes';
import { SAVE_WAIT_MAX_MS } from '../features/songs/uploadWait';
import { APP_SHELL, htmlFileFor, prerenderedFile, templateFileOf } from '../lib/prerendered';
import { apiPathVerdict } from './apiProxyPath';
import { shareCacheHeaders, UNCACHEABLE } from './cacheHeaders';
import { fontsBeside, type FontLocator } from './cards/fonts';
import { parseTemplate, writeDocument } from './document';
import { framable, headersFromNginxConf, STYLE_HASHES_FILE, withStyleSources } from './headers';
import { styleHashes } from './html';
import { countInFlight, observeShareRender, secondsSince, type ShareRenderOutcome } from './metrics';
import { receiveRum } from './rum';
import type { CardSettings } from './settings';
import { shareExtras } from './shareExtras';
import { matchSharePage, renderSharePage, SHARE_PAGES } from './sharePages';

export interface ServerOptions {
  /** The browser build (dist/). */
  distDir: string;
  /**
   * The share pages' templates, written by the browser build (scripts/prerender.plugin.ts), and
   * STYLE_HASHES_FILE: the CSP hashes of the inline styles of every HTML file of that build.
   */
  templatesDir: string;
  /** The API's origin: /v1/ is proxied there, and the share pages' data comes from there. */
  apiUrl: string;
  /** Paths proxied to the API as they are: /v1 (and the sandbox's /sandbox files in a preview). */
  proxied?: string[];
  /** deploy/nginx.conf's text: its headers are this server's. */
  nginxConf: string;
  /** The API's origin when the browser build calls it directly (its CSP allows it), else empty. */
  apiOrigin?: string;
  /** Reports what a visitor was not shown (a failed render): never the visitor's business. */
  log?: (message: string, error?: unknown) => void;
  /** Where the share cards' fonts are: dist-server/fonts/, beside the built server, by default. */
  cardFonts?: FontLocator;
  /** The share cards' limits (src/server/settings.ts): CARD_IMAGE_ORIGINS, CARD_MAX_DRAWS, CARD_SVG_IMAGES. */
  cards?: Partial<CardSettings>;
  /** True once the process is stopping (src/server/lifecycle.ts): GET /healthz then says 503. */
  isStopping?: () => boolean;
}

const API_DOWN = { message: 'Không kết nối được máy chủ. Hãy thử lại sau ít phút.', code: 'BAD_GATEWAY' };
const API_PATH_REFUSED = { message: 'Đường dẫn không hợp lệ.', code: 'BAD_PATH' };

// Forwarding headers a client sent are its own claims: the API gets the ones this proxy sets instead.
const CLIENT_FORWARDING = ['forwarded', 'x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto', 'x-forwarded-port', 'x-real-ip'];
/** The scheme visitors use: the site's public origin (TLS ends in front of this server). */
const PUBLIC_SCHEME = new URL(SITE_URL).protocol.replace(':', '');

// One Cache-Control per kind of file, as in deploy/nginx.conf's map.
const cacheControlFor = (rel: string) =>
  rel.startsWith('assets/')
    ? 'public, max-age=31536000, immutable'
    : /(^|\/)(sw\.js|manifest\.webmanifest)$|\.html$/.test(rel)
      ? 'no-cache'
      : 'public, max-age=86400';

// Files (or what looks like one) are never answered with a page: a missing script must not run HTML.
const FILE_PATH = /^\/assets\/|\.(js|css|map|png|svg|ico|webp|avif|jpe?g|woff2|json|webmanifest|txt)$/;
// The build keeps its source maps (for whoever reads a stack trace); they are never served, whatever
// the spelling: the static files are looked up by the decoded path (`main.js.m%61p` is main.js.map).
const SOURCE_MAP = /\.map$/i;
const isSourceMap = (rawPath: string) => {
  try {
    return SOURCE_MAP.test(decodeURIComponent(rawPath));
  } catch {
    return true; // not decodable: no file either
  }
};

/** Every route's path pattern: any other path is no page (src/lib/routeMatch.ts isPagePath). */
const PAGE_PATTERNS = routeList.map((route) => route.path);

const notFound = (res: Response) => {
  res.status(404).type('text').setHeader('Cache-Control', 'no-cache').send('Not found');
};

export function createApp(options: ServerOptions) {
  const { distDir, templatesDir, apiUrl, nginxConf, apiOrigin = '', proxied = ['/v1'], log = () => undefined, isStopping = () => false } =
    options;
  const shell = fs.readFileSync(path.join(distDir, APP_SHELL), 'utf8');
  // The not-found page as the build prerendered it: what a path that is no page gets, with its 404.
  const notFoundPage = fs.readFileSync(path.join(distDir, prerenderedFile(routes.notFound.path)), 'utf8');
  const templates = new Map(
    SHARE_PAGES.map(({ key, standalone }) => {
      const template = fs.readFileSync(path.join(templatesDir, templateFileOf(key)), 'utf8');
      // A standalone page is its head and body alone: no path to hydrate, no state.
      return [key, parseTemplate(template, standalone ? ['head', 'body'] : undefined)];
    }),
  );
  const builtStyles = fs.readFileSync(path.join(templatesDir, STYLE_HASHES_FILE), 'utf8').trim();
  const headers = headersFromNginxConf(nginxConf, { API_ORIGIN: apiOrigin, STYLE_HASHES: builtStyles });
  const policyOf = (list: readonly (readonly [string, string])[]) =>
    list.find(([name]) => name.toLowerCase() === 'content-security-policy')?.[1];
  // A standalone page any site may frame (an embedded player) has its own.
  const framableHeaders = framable(headers);
  const allowedStyles = new Set(builtStyles.split(/\s+/));
  /** The policy for a page with these rendered parts: a <style> the build did not hash gets its own hash. */
  const policyFor = (rendered: string, policy = policyOf(headers)) => {
    const added = rendered.includes('<style') ? styleHashes(rendered).filter((hash) => !allowedStyles.has(hash)) : [];
    return policy === undefined || added.length === 0 ? undefined : withStyleSources(policy, added);
  };

  const app = express();
  app.disable('x-powered-by');
  app.use(countInFlight);
  app.use((_req, res, next) => {
    for (const [name, value] of headers) res.setHeader(name, value);
    next();
  });
  // For whoever restarts the servers one by one (and a load balancer): 503 once this one is stopping.
  app.get('/healthz', (_req, res) => {
    const stopping = isStopping();
    res.status(stopping ? 503 : 200).type('text').setHeader('Cache-Control', 'no-store');
    res.send(stopping ? 'stopping' : 'ok');
  });
  // Visitors' web vitals (src/lib/vitals/), into the metrics; before compression: its answers are empty or tiny.
  app.post('/rum', receiveRum);
  app.use(compression());

  app.use((req: Request, res: Response, next: NextFunction) => {
    if (apiPathVerdict(req.url, proxied) !== 'refuse') return next();
    res.status(400).setHeader('Cache-Control', 'no-store');
    return res.json(API_PATH_REFUSED);
  });
  app.use(
    createProxyMiddleware({
      target: apiUrl,
      pathFilter: (_path, req) => apiPathVerdict(req.url ?? '', proxied) === 'proxy',
      changeOrigin: true,
      // Uploads (up to 500 MB) take their time; the API's answer to them too (it stores the video first:
      // the page waits up to SAVE_WAIT_MAX_MS after the last byte, and so must this proxy).
      proxyTimeout: SAVE_WAIT_MAX_MS,
      on: {
        proxyReq: (proxyReq, req) => {
          for (const name of CLIENT_FORWARDING) proxyReq.removeHeader(name);
          proxyReq.setHeader('X-Forwarded-For', req.socket.remoteAddress ?? '');
          proxyReq.setHeader('X-Forwarded-Proto', PUBLIC_SCHEME);
        },
        // Balances, histories, a person's details: no cache along the way keeps an API answer.
        proxyRes: (proxyRes) => {
          proxyRes.headers['cache-control'] = 'no-store';
        },
        error: (error, _req, res) => {
          log('the API could not be reached', error);
          if ('writeHead' in res && !res.headersSent) {
            res.writeHead(502, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
            res.end(JSON.stringify(API_DOWN));
          }
        },
      },
    }),
  );

  // The share pages' cards, oEmbed and the app-link files (src/server/shareExtras.ts): before the
  // static files (dist/.well-known/ is a dot-folder, which express.static does not serve) and the pages.
  app.use(shareExtras({ distDir, cardFonts: options.cardFonts ?? fontsBeside(__dirname), apiUrl, cards: options.cards, log }));

  app.use((req: Request, res: Response, next: NextFunction) => (isSourceMap(req.path) ? notFound(res) : next()));
  app.use(
    express.static(distDir, {
      index: false,
      // /terms is a folder (terms/index.html): answered below as the page, not redirected to /terms/.
      redirect: false,
      setHeaders: (res, file) => res.setHeader('Cache-Control', cacheControlFor(path.relative(distDir, file).split(path.sep).join('/'))),
    }),
  );

  // Unless it is a share page's rendering, no cache in front keeps an answer under a share page's path.
  const sendHtml = (res: Response, status: number, html: string, caching: Record<string, string> = UNCACHEABLE) => {
    res.status(status).set(caching);
    res.type('html').send(html);
  };
  const sendFile = (res: Response, file: string) => {
    res.set(UNCACHEABLE);
    // (Relative to the root: a dot in the root's own path, such as .e2e-dist/, is not a dotfile.)
    res.sendFile(file, { root: distDir });
  };

  app.use(async (req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || FILE_PATH.test(req.path)) return next();
    const share = matchSharePage(req.path);
    if (!share) {
      return isPagePath(PAGE_PATTERNS, req.path) ? sendFile(res, htmlFileFor(req.path, prerenderedPaths)) : sendHtml(res, 404, notFoundPage);
    }
    const renderStarted = performance.now();
    let outcome: ShareRenderOutcome = 'shell_fallback';
    try {
      const result = await renderSharePage(share.page, share.param, req.path);
      if (result.kind === 'page') {
        if (share.page.frameable) {
          res.removeHeader('X-Frame-Options');
          for (const [name, value] of framableHeaders) res.setHeader(name, value);
        }
        const rendered = result.rendered.head + result.rendered.body;
        const csp = policyFor(rendered, policyOf(share.page.frameable ? framableHeaders : headers));
        if (csp) res.setHeader('Content-Security-Policy', csp);
        const html = writeDocument(templates.get(share.page.key)!, {
          path: req.path,
          head: result.rendered.head,
          body: result.rendered.body,
          structuredData: result.structuredData,
          state: { id: SERVER_STATE_ID, value: result.state },
        });
        outcome = result.keep === false ? 'shell_fallback' : result.status === 200 ? 'rendered' : 'not_found';
        const cacheHeaders = result.keep === false ? UNCACHEABLE : shareCacheHeaders(share.page.cache, result.status);
        return sendHtml(res, result.status, html, cacheHeaders);
      }
      log(`${req.path}: the API was ${result.reason === 'timeout' ? 'too slow' : 'not usable'}, sent the app shell`);
    } catch (error) {
      log(`${req.path}: rendering failed, sent the app shell`, error);
    } finally {
      observeShareRender(share.page.path, outcome, secondsSince(renderStarted));
    }
    // The browser renders the page as it would without this server; a cache in front keeps it not.
    return sendHtml(res, 200, shell);
  });

  // A file that is not there.
  app.use((_req: Request, res: Response) => notFound(res));
  // Whatever else went wrong: a visitor gets the app, never a server error page.
  app.use((error: unknown, req: Request, res: Response, _next: NextFunction) => {
    log(`${req.path}: ${String(error)}`, error);
    if (res.headersSent) return res.end();
    return sendHtml(res, 200, shell);
  });
  return app;
}
