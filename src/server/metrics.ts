// The production server's Prometheus metrics (prom-client), in one registry that `GET /metrics`
// (src/server/metricsServer.ts, a loopback listener of its own) exposes: what the server does (share
// pages rendered, the API calls it makes, card images drawn, requests in flight), the process's own
// (collectProcessMetrics), and what visitors' browsers measured (src/server/rumMetrics.ts). Every label
// takes one of a few known values.
import type { NextFunction, Request, Response } from 'express';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

export const registry = new Registry();

let processMetrics = false;
/**
 * The process's own metrics into the registry (prom-client's defaults: memory, CPU, handles, GC,
 * event-loop lag): the production server starts them once; they observe the process from then on.
 */
export function collectProcessMetrics() {
  if (!processMetrics) collectDefaultMetrics({ register: registry });
  processMetrics = true;
}

/** Seconds since `startedAt` (a `performance.now()` reading). */
export const secondsSince = (startedAt: number) => (performance.now() - startedAt) / 1000;

// Around the share pages' SHARE_DATA_TIMEOUT_MS (0.8 s) and the warm render's ~50 ms.
const RENDER_BUCKETS = [0.01, 0.025, 0.05, 0.1, 0.2, 0.4, 0.8, 1, 2, 5];

const shareRenders = new Histogram({
  name: 'hatvui_share_render_duration_seconds',
  help: 'Share pages answered, by route pattern and outcome (rendered, not_found, shell_fallback): the time from request to HTML',
  labelNames: ['route', 'outcome'] as const,
  buckets: RENDER_BUCKETS,
  registers: [registry],
});

/** How a share page was answered: rendered (200), its not-found page (404), or the app shell. */
export type ShareRenderOutcome = 'rendered' | 'not_found' | 'shell_fallback';

/** A share page's answer is ready, after `seconds`: `route` is its pattern (`/recording/:id`), never its URL. */
export function observeShareRender(route: string, outcome: ShareRenderOutcome, seconds: number) {
  shareRenders.observe({ route, outcome }, seconds);
}

const apiCalls = new Histogram({
  name: 'hatvui_api_call_duration_seconds',
  help: "The API calls the server makes (a share page's data), until the answer's headers: outcome ok (200), status (any other), timeout (aborted), network",
  labelNames: ['outcome'] as const,
  buckets: RENDER_BUCKETS,
  registers: [registry],
});
const apiFailures = new Counter({
  name: 'hatvui_api_call_failures_total',
  help: 'The API calls the server makes that failed, by kind: timeout, network, status (with its class, 4xx or 5xx)',
  labelNames: ['kind', 'status'] as const,
  registers: [registry],
});

export type ApiCallOutcome = { kind: 'ok' } | { kind: 'status'; status: number } | { kind: 'timeout' | 'network' };

export function observeApiCall(outcome: ApiCallOutcome, seconds: number) {
  apiCalls.observe({ outcome: outcome.kind }, seconds);
  if (outcome.kind === 'ok') return;
  const status = outcome.kind === 'status' ? `${Math.floor(outcome.status / 100)}xx` : '';
  apiFailures.inc({ kind: outcome.kind, status });
}

const cards = new Histogram({
  name: 'hatvui_card_draw_duration_seconds',
  help: "Share cards (a share page's og:image) drawn, by outcome (drawn, without_cover, failed): cover fetch, layout and JPEG",
  labelNames: ['outcome'] as const,
  buckets: [0.025, 0.05, 0.1, 0.2, 0.4, 0.8, 1.5, 3],
  registers: [registry],
});

/** A card drawn with everything, drawn without its cover (which could not be had), or not drawn (an error). */
export type CardOutcome = 'drawn' | 'without_cover' | 'failed';

/** For the share cards' code: a card was drawn (or failed to be), in `seconds`. */
export function observeCardDrawn(outcome: CardOutcome, seconds: number) {
  cards.observe({ outcome }, seconds);
}

const cardRefusals = new Counter({
  name: 'hatvui_card_refusals_total',
  help: "Card requests that drew nothing of their own: busy (CARD_MAX_DRAWS under way: the site's image), old_hash (not the item's current hash: its current card, kept by no cache)",
  labelNames: ['reason'] as const,
  registers: [registry],
});

export type CardRefusal = 'busy' | 'old_hash';

export function countCardRefusal(reason: CardRefusal) {
  cardRefusals.inc({ reason });
}

const coverRefusals = new Counter({
  name: 'hatvui_card_cover_refusals_total',
  help: 'Card pictures never fetched or never decoded: origin (a host not allowed, first or after a redirect), format (not JPEG, PNG or WebP by its bytes), size (too many pixels)',
  labelNames: ['reason'] as const,
  registers: [registry],
});

export type CoverRefusal = 'origin' | 'format' | 'size';

export function countCoverRefusal(reason: CoverRefusal) {
  coverRefusals.inc({ reason });
}

const inFlight = new Gauge({
  name: 'hatvui_http_requests_in_flight',
  help: 'Requests the server has taken and not yet finished answering',
  registers: [registry],
});

const counted = new WeakMap<Response, () => void>();

/** Counts a request from its arrival until its answer is sent or its connection closes. */
export function countInFlight(_req: Request, res: Response, next: NextFunction) {
  inFlight.inc();
  let done = false;
  const finish = () => {
    if (done) return;
    done = true;
    inFlight.dec();
  };
  counted.set(res, finish);
  res.once('close', finish);
  next();
}

/**
 * An answer that stays open by design (a live room's event stream) is no request in flight from now:
 * the gauge would otherwise say the server is busy for as long as anyone watches.
 */
export const endInFlight = (res: Response) => counted.get(res)?.();
