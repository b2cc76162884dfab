// The sandbox API as express middleware, mounted by webpack-dev-server (setupMiddlewares) and by the
// preview server, on the app's own origin (the middleware adds no CORS headers).
import { createMiddleware } from '@mswjs/http-middleware';
import type { RequestHandler } from 'express';
import { http, HttpResponse } from 'msw';
import { resetDb } from './db';
import { handlers } from './handlers';

/** Outside jest only: the real server answers unknown API paths with JSON, never with the app's HTML. */
const serverOnlyHandlers = [
  // Lets Playwright (or a person) start from the seed again without restarting the server.
  http.post('*/sandbox/reset', () => {
    resetDb();
    return HttpResponse.json({ data: { reset: true } });
  }),
  http.all('*/v1/*', () =>
    HttpResponse.json({ message: 'Không tìm thấy địa chỉ API này.', code: 'NOT_FOUND' }, { status: 404 }),
  ),
];

const delayFromEnv = (): number => {
  const value = Number(process.env.SANDBOX_DELAY_MS ?? 0);
  return Number.isFinite(value) && value > 0 ? value : 0;
};

export type Fault = 'down' | 'slow' | 'garbage';
/** How long a `slow` answer takes: longer than the production server waits (800 ms). */
export const SLOW_FAULT_MS = 1500;

/**
 * Builds the middleware. `delayMs` (default: env SANDBOX_DELAY_MS, else 0) holds every /v1 answer back,
 * to watch loading states in the dev server.
 *
 * `POST /sandbox/faults` with `{ "path": "/v1/…", "fault": "down" | "slow" | "garbage" | null }` makes
 * that one path misbehave (the connection dropped, an answer after SLOW_FAULT_MS, an HTML page), until
 * it is set to null: how the browser tests make the API fail the production server, which the browser
 * cannot intercept.
 */
export const createSandboxMiddleware = ({ delayMs = delayFromEnv() }: { delayMs?: number } = {}): RequestHandler => {
  const inner = createMiddleware(...handlers, ...serverOnlyHandlers);
  const faults = new Map<string, Fault>();
  const setFault: RequestHandler = (req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const { path, fault } = JSON.parse(raw || '{}') as { path?: string; fault?: Fault | null };
      if (!path?.startsWith('/v1/')) return void res.status(400).json({ message: 'path must start with /v1/', code: 'VALIDATION' });
      if (fault) faults.set(path, fault);
      else faults.delete(path);
      res.json({ data: { path, fault: fault ?? null } });
    });
  };
  const answer: RequestHandler = delayMs > 0 ? (req, res, next) => void setTimeout(() => inner(req, res, next), delayMs) : inner;
  return (req, res, next) => {
    if (req.method === 'POST' && req.path === '/sandbox/faults') return setFault(req, res, next);
    const fault = faults.get(req.path);
    if (fault === 'down') return void req.socket.destroy();
    if (fault === 'garbage') return void res.status(200).type('html').send('<html><body>502 Bad Gateway</body></html>');
    if (fault === 'slow') return void setTimeout(() => answer(req, res, next), SLOW_FAULT_MS);
    return req.path.startsWith('/v1/') ? answer(req, res, next) : inner(req, res, next);
  };
};

export const sandboxMiddleware: RequestHandler = createSandboxMiddleware();
