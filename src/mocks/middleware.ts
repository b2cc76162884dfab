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

/**
 * Builds the middleware. `delayMs` (default: env SANDBOX_DELAY_MS, else 0) holds every /v1 answer back,
 * to watch loading states in the dev server.
 */
export const createSandboxMiddleware = ({ delayMs = delayFromEnv() }: { delayMs?: number } = {}): RequestHandler => {
  const inner = createMiddleware(...handlers, ...serverOnlyHandlers);
  if (delayMs <= 0) return inner;
  return (req, res, next) => {
    if (!req.path.startsWith('/v1/')) return inner(req, res, next);
    setTimeout(() => inner(req, res, next), delayMs);
  };
};

export const sandboxMiddleware: RequestHandler = createSandboxMiddleware();
