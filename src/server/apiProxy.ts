// The API proxy: the browser's /v1/ calls (and the sandbox's /sandbox files in a preview) go to the API
// as they are, with the forwarding headers this server sets and no cache along the way; a path that
// could reach outside them there (src/server/apiProxyPath.ts) is refused here, and an API that cannot
// be reached is a 502 with the app's own error.
import type { NextFunction, Request, Response } from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';
import { SITE_URL } from '../lib/config';
import { SAVE_WAIT_MAX_MS } from '../features/songs/uploadWait';
import { apiPathVerdict } from './apiProxyPath';
import { visitorAddress, type VisitorSettings } from './visitor';

export interface ApiProxyOptions {
  /** The API's origin. */
  apiUrl: string;
  /** Paths proxied to the API as they are. */
  proxied: readonly string[];
  log: (message: string, error?: unknown) => void;
  /** Who the visitor is: the address X-Forwarded-For names to the API. */
  visitors: VisitorSettings;
}

const API_DOWN = { message: 'Không kết nối được máy chủ. Hãy thử lại sau ít phút.', code: 'BAD_GATEWAY' };
const API_PATH_REFUSED = { message: 'Đường dẫn không hợp lệ.', code: 'BAD_PATH' };

// Forwarding headers a client sent are its own claims: the API gets the ones this proxy sets instead.
const CLIENT_FORWARDING = ['forwarded', 'x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto', 'x-forwarded-port', 'x-real-ip'];
/** The scheme visitors use: the site's public origin (TLS ends in front of this server). */
const PUBLIC_SCHEME = new URL(SITE_URL).protocol.replace(':', '');

/** The API proxy middlewares: the refusal of a path that is not the API's, then the proxy. */
export function apiProxy({ apiUrl, proxied, log, visitors }: ApiProxyOptions) {
  const refuse = (req: Request, res: Response, next: NextFunction) => {
    if (apiPathVerdict(req.url, proxied) !== 'refuse') return next();
    res.status(400).setHeader('Cache-Control', 'no-store');
    return res.json(API_PATH_REFUSED);
  };
  const proxy = createProxyMiddleware({
    target: apiUrl,
    pathFilter: (_path, req) => apiPathVerdict(req.url ?? '', proxied) === 'proxy',
    changeOrigin: true,
    // Uploads (up to 500 MB) take their time; the API's answer to them too (it stores the video first:
    // the page waits up to SAVE_WAIT_MAX_MS after the last byte, and so must this proxy).
    proxyTimeout: SAVE_WAIT_MAX_MS,
    on: {
      proxyReq: (proxyReq, req) => {
        for (const name of CLIENT_FORWARDING) proxyReq.removeHeader(name);
        proxyReq.setHeader('X-Forwarded-For', visitorAddress(req, visitors));
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
  });
  return [refuse, proxy];
}
