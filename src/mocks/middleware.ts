// The sandbox API as express middleware, mounted by webpack-dev-server (setupMiddlewares) and by the
// preview server, on the app's own origin (the middleware adds no CORS headers).
import { createMiddleware } from '@mswjs/http-middleware';
import type { RequestHandler } from 'express';
import { http, HttpResponse } from 'msw';
import { resetDb } from './db';
import { handlers } from './handlers';
import { CLIENT_ADDRESS_HEADER } from './http';

/** Outside jest only: the real server answers unknown API paths with JSON, never with the app's HTML. */
const serverOnlyHandlers = [
  // Lets Playwright (or a person) start from the seed again without restarting the server.
  http.post('*/sandbox/reset', () => {
    resetDb();
    return HttpResponse.json({ data: { reset: true } });
  }),
  http.all('*/v1/*', () => HttpResponse.json({ message: 'Không tìm thấy địa chỉ API này.', code: 'NOT_FOUND' }, { status: 404 })),
];

const delayFromEnv = (): number => {
  const value = Number(process.env.SANDBOX_DELAY_MS ?? 0);
  return Number.isFinite(value) && value > 0 ? value : 0;
};

export type Fault = 'down' | 'slow' | 'garbage' | 'slow-save' | 'lost';

/**
 * One path's fault. `token` limits it to requests with that bearer token (tests running side by side
 * each break only their own user's calls); `times` ends it after that many requests; for `lost`,
 * `holdMs` is how long the connection stays open, silent, after the request was carried out; for
 * `slow-save`, how long the answer waits after the last byte (SLOW_SAVE_FAULT_MS when not given).
 */
interface FaultRule {
  fault: Fault;
  token?: string;
  times?: number;
  holdMs?: number;
}

/**
 * The request is carried out (the ledger moves), then its answer is lost: the connection is dropped
 * after `holdMs`, as when a phone's network goes away or a proxy times out after the server acted.
 */
const actThenLose = (res: Parameters<RequestHandler>[1], socket: Parameters<RequestHandler>[0]['socket'], holdMs: number) => {
  const drop = () => void setTimeout(() => socket.destroy(), holdMs);
  res.writeHead = (() => res) as typeof res.writeHead;
  res.write = (() => true) as typeof res.write;
  res.end = ((..._args: unknown[]) => {
    drop();
    return res;
  }) as typeof res.end;
};
/** How long a `slow` answer takes: longer than the production server waits (800 ms). */
const SLOW_FAULT_MS = 1500;

// --- fault 'slow-save' (uploads) ---
/** How long a `slow-save` answer waits after the request's last byte: longer than a request may sit idle (15 s). */
const SLOW_SAVE_FAULT_MS = 17_000;

/**
 * Receives the whole body (handed on as `req.body`, which the MSW middleware reads), then waits, as a
 * server storing a large file does: `holdMs`, or until `released` settles (the fault lifted), whichever
 * comes first.
 */
const afterBodyAndSave = (req: Parameters<RequestHandler>[0], holdMs: number, released: Promise<void>, then: () => void) => {
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => {
    req.body = Buffer.concat(chunks);
    let saved = false;
    const save = () => {
      if (saved) return;
      saved = true;
      clearTimeout(timer);
      then();
    };
    const timer = setTimeout(save, holdMs);
    void released.then(save);
  });
};
// --- end of fault 'slow-save' ---

/**
 * Builds the middleware. `delayMs` (default: env SANDBOX_DELAY_MS, else 0) holds every /v1 answer back,
 * to watch loading states in the dev server.
 *
 * `POST /sandbox/faults` with `{ "path": "/v1/…", "fault": "down" | "slow" | "garbage" | "slow-save" | "lost" | null }`
 * (and optionally `token`, `times`, `holdMs`: FaultRule) makes that one path misbehave (the connection
 * dropped, an answer after SLOW_FAULT_MS, an HTML page, an answer `holdMs` (else SLOW_SAVE_FAULT_MS) after
 * the request's last byte or as soon as the fault is lifted, the request carried out and its answer
 * lost), until it is set to null or used `times`: how the browser tests make the API fail the production
 * server, which the browser cannot intercept.
 */
const createSandboxMiddleware = ({ delayMs = delayFromEnv() }: { delayMs?: number } = {}): RequestHandler => {
  const inner = createMiddleware(...handlers, ...serverOnlyHandlers);
  const faults = new Map<string, FaultRule[]>();
  /** Per rule that holds saves: settled once the rule is replaced or removed (the fault lifted). */
  const liftedOf = new WeakMap<FaultRule, { lifted: Promise<void>; lift: () => void }>();
  const whenLifted = (rule: FaultRule) => {
    let entry = liftedOf.get(rule);
    if (!entry) {
      let lift = () => {};
      const lifted = new Promise<void>((resolve) => (lift = resolve));
      entry = { lifted, lift };
      liftedOf.set(rule, entry);
    }
    return entry.lifted;
  };
  const setFault: RequestHandler = (req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const { path, fault, ...rule } = JSON.parse(raw || '{}') as Partial<FaultRule> & { path?: string; fault?: Fault | null };
      if (!path?.startsWith('/v1/')) return void res.status(400).json({ message: 'path must start with /v1/', code: 'VALIDATION' });
      // A rule replaces the one for the same token (or the untargeted one); null removes it. The saves
      // the old one still holds go on at once (a test lets a held upload finish when it chooses).
      const rules = faults.get(path) ?? [];
      for (const replaced of rules.filter((kept) => kept.token === rule.token)) liftedOf.get(replaced)?.lift();
      const others = rules.filter((kept) => kept.token !== rule.token);
      faults.set(path, fault ? [...others, { fault, ...rule }] : others);
      res.json({ data: { path, fault: fault ?? null } });
    });
  };
  /** The fault that applies to this request, counted against its `times`. */
  const faultFor = (req: Parameters<RequestHandler>[0]): FaultRule | undefined => {
    const rules = faults.get(req.path);
    const token = (req.headers.authorization ?? '').replace(/^Bearer\s+/i, '');
    const rule = rules?.find((kept) => kept.token === undefined || kept.token === token);
    if (rule?.times !== undefined && --rule.times <= 0)
      faults.set(
        req.path,
        rules!.filter((kept) => kept !== rule),
      );
    return rule;
  };
  const answer: RequestHandler = delayMs > 0 ? (req, res, next) => void setTimeout(() => inner(req, res, next), delayMs) : inner;
  return (req, res, next) => {
    if (req.method === 'POST' && req.path === '/sandbox/faults') return setFault(req, res, next);
    req.headers[CLIENT_ADDRESS_HEADER] = clientAddress(req);
    const rule = faultFor(req);
    const fault = rule?.fault;
    if (fault === 'lost') {
      actThenLose(res, req.socket, rule?.holdMs ?? 0);
      return answer(req, res, next);
    }
    if (fault === 'down') return void req.socket.destroy();
    if (fault === 'garbage') return void res.status(200).type('html').send('<html><body>502 Bad Gateway</body></html>');
    if (fault === 'slow') return void setTimeout(() => answer(req, res, next), SLOW_FAULT_MS);
    if (fault === 'slow-save') return afterBodyAndSave(req, rule!.holdMs ?? SLOW_SAVE_FAULT_MS, whenLifted(rule!), () => answer(req, res, next)); // fault 'slow-save'
    return req.path.startsWith('/v1/') ? answer(req, res, next) : inner(req, res, next);
  };
};

/**
 * The caller's address as the handlers see it (a guest order's limit is counted per address): the one a
 * test plays (`X-Sandbox-Client`, so tests side by side on one machine each have their own), else the
 * first X-Forwarded-For (the production server in front, which replaces any a visitor sent), else the
 * connection's. Written into CLIENT_ADDRESS_HEADER whatever the request carried there.
 */
const clientAddress = (req: Parameters<RequestHandler>[0]): string => {
  const played = req.headers['x-sandbox-client'];
  const forwarded = req.headers['x-forwarded-for'];
  const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)?.split(',')[0]?.trim().slice(0, 64);
  return first(played) || first(forwarded) || req.socket.remoteAddress || 'unknown';
};

export const sandboxMiddleware: RequestHandler = createSandboxMiddleware();
