import { createAction } from '@reduxjs/toolkit';
import { retry, type BaseQueryFn } from '@reduxjs/toolkit/query';
import { createApi } from '@reduxjs/toolkit/query/react';
import { serverStateRestored } from './serverState';
import { apiMessage, isTransient, isVietnameseSentence, retryAfterMs, TRANSPORT_MESSAGES, type ApiError } from './apiError';
import type { FailureBody } from './contract';
import { takeEarlyResponse } from './earlyRequest';
import { buildUrl, type RequestArgs } from './requests';
import { retryTiming, retryWaitMs } from './retryTiming';

// The API, top to bottom: the one reader of the /v1 envelope (CONTRACT.md), through which every answer,
// whether fetch (baseQuery) or XMLHttpRequest (the multipart upload) carried it, becomes `{ data }` or
// one `ApiError`; the base query (fetch, time-out, the early response, retries); and the API slice
// every feature injects its endpoints into.

export type ApiResult = { data: unknown; error?: undefined } | { error: ApiError; data?: undefined };

/** The server refused the session's token (a 401 on a call that sent it). The auth slice ends the session. */
export const sessionExpired = createAction('auth/sessionExpired');

/** The slice of the store a call that needs an account reads: the session's token. */
export interface WithToken {
  auth: { token: string | null };
}

export const tokenOf = (state: unknown): string | null => (state as WithToken).auth.token;

/** `waitMs`: a 429's Retry-After (ignored on any other status). */
export const failure = (status: ApiError['status'], body?: Partial<FailureBody> | null, waitMs?: number): ApiError => {
  if (typeof status !== 'number') return { status, code: status, message: TRANSPORT_MESSAGES[status] };
  const error: ApiError = {
    status,
    code: typeof body?.code === 'string' ? body.code : status >= 500 ? 'INTERNAL' : 'HTTP_ERROR',
    message: apiMessage(status, body),
  };
  if (status === 429 && waitMs !== undefined) {
    error.retryAfterMs = waitMs;
    // The server said how long: say it, instead of "a moment" (unless it said so itself).
    if (!isVietnameseSentence(String(body?.message ?? '')))
      error.message = `Bạn thao tác quá nhanh. Hãy đợi ${Math.max(1, Math.ceil(waitMs / 1000))} giây rồi thử lại.`;
  }
  return error;
};

/** How long a GET answered 429 waits, at most, before it is sent again by itself (once). */
const MAX_RETRY_AFTER_WAIT_MS = 5_000;

/** A call that needs an account, made with nobody signed in: refused before anything is sent. */
export const signedOutFailure = (): ApiError => failure(401, { code: 'UNAUTHORIZED' });

/** The session token a request went out with, and the store it came from. */
export interface SentWith {
  token: string;
  getState: () => unknown;
  dispatch: (action: unknown) => unknown;
}

/**
 * Reads one answer. A 401 on a call that sent the session's token ends that session, whoever sent it;
 * a late 401 to a request sent with an older token (the person has signed in again since) ends nothing.
 */
export function readEnvelope(
  { status, text, retryAfter }: { status: number; text: string; retryAfter?: string | null },
  sentWith?: SentWith,
): ApiResult {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    // A 4xx/5xx page that is not JSON (a proxy's HTML error page) still reports its status.
    return { error: status === 200 ? failure('PARSE_ERROR') : failure(status) };
  }
  const envelope = (typeof parsed === 'object' && parsed !== null ? parsed : {}) as Record<string, unknown>;
  if (status !== 200) {
    if (status === 401 && sentWith && tokenOf(sentWith.getState()) === sentWith.token) sentWith.dispatch(sessionExpired());
    return { error: failure(status, envelope, retryAfterMs(retryAfter)) };
  }
  if (!('data' in envelope)) return { error: failure('PARSE_ERROR') };
  return { data: envelope.data };
}

export const REQUEST_TIMEOUT_MS = 15_000;
const MAX_GET_RETRIES = 2;

/**
 * fetch, the /v1 envelope and every failure turned into one `ApiError`. Exported as a factory so a
 * test can shorten the time-out.
 */
export const createBaseQuery =
  ({ timeoutMs = REQUEST_TIMEOUT_MS }: { timeoutMs?: number } = {}): BaseQueryFn<RequestArgs, unknown, ApiError> =>
  async (args, api) => {
    const method = args.method ?? 'GET';
    const headers = new Headers({ Accept: 'application/json' });
    let sentWith: SentWith | undefined;
    if (args.auth) {
      const token = tokenOf(api.getState());
      if (!token) return { error: signedOutFailure() };
      headers.set('Authorization', `Bearer ${token}`);
      sentWith = { token, getState: api.getState, dispatch: api.dispatch };
    }
    if (method === 'POST') {
      // A programming error, refused before anything is sent: a POST without a key could charge twice.
      if (!args.idempotencyKey) {
        return { error: { status: 'FETCH_ERROR', code: 'MISSING_IDEMPOTENCY_KEY', message: `POST ${args.url} needs an idempotency key` } };
      }
      headers.set('Idempotency-Key', args.idempotencyKey);
    }
    let body: BodyInit | undefined;
    if (args.body instanceof FormData) body = args.body;
    else if (args.body !== undefined) {
      headers.set('Content-Type', 'application/json');
      body = JSON.stringify(args.body);
    }

    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    const forwardAbort = () => controller.abort();
    api.signal.addEventListener('abort', forwardAbort);

    const target = buildUrl(args.url, args.params);
    // A shared link's first GET may be on its way already, sent by the entry before this code arrived.
    const early = method === 'GET' && !args.auth ? takeEarlyResponse(target) : undefined;
    const send = async () => {
      const response = await fetch(target, { method, headers, body, signal: controller.signal });
      return { status: response.status, text: await response.text(), retryAfter: response.headers.get('Retry-After') };
    };
    // The early request failing (the network dropped) is sent again here; the time-out and an abort
    // (the page left) apply to it as to any request.
    const awaitEarly = (pending: NonNullable<typeof early>) =>
      new Promise<Awaited<typeof pending>>((resolve, reject) => {
        controller.signal.addEventListener('abort', () => reject(new Error('aborted')), { once: true });
        pending.catch(send).then(resolve, reject);
      });
    let response: { status: number; text: string; retryAfter?: string | null };
    try {
      response = early ? await awaitEarly(early) : await send();
      // A GET the server asked to come back for shortly is sent again once, after the wait it named
      // (within the time-out). A POST never is: only the person repeats a confirmation.
      const wait = response.status === 429 && method === 'GET' ? retryAfterMs(response.retryAfter) : undefined;
      if (wait !== undefined && wait <= MAX_RETRY_AFTER_WAIT_MS) {
        await new Promise<void>((resolve, reject) => {
          const pause = setTimeout(resolve, wait);
          const stop = () => {
            clearTimeout(pause);
            reject(new Error('aborted'));
          };
          controller.signal.addEventListener('abort', stop, { once: true });
        });
        response = await send();
      }
    } catch {
      return { error: failure(timedOut ? 'TIMEOUT_ERROR' : 'FETCH_ERROR') };
    } finally {
      clearTimeout(timer);
      api.signal.removeEventListener('abort', forwardAbort);
    }

    return readEnvelope(response, sentWith);
  };

/**
 * GETs are retried on transient failures, at most twice, after retryWaitMs; a POST never retries by
 * itself: only the person can repeat a confirmation (with the same idempotency key).
 */
export const withRetries = (inner: BaseQueryFn<RequestArgs, unknown, ApiError>) =>
  retry(inner, {
    backoff: (attempt) => new Promise((resolve) => setTimeout(resolve, retryWaitMs(attempt) * retryTiming.scale)),
    retryCondition: (error, args: RequestArgs, { attempt }) =>
      attempt <= MAX_GET_RETRIES && (args.method ?? 'GET') === 'GET' && isTransient(error as ApiError),
  });

export const baseQuery = withRetries(createBaseQuery());

/** A query fetched longer ago than this (1 ms) is asked again when a component mounts. */
const ASK_AGAIN_AFTER_S = 0.001;

/**
 * The one API slice. It declares no endpoints: each feature injects its own (`overrideExisting:
 * 'throw'`, so a duplicated name fails loudly), and every tag type is declared here up front.
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: ['Recording', 'GiftRanking', 'User', 'Owner', 'Room', 'Event', 'Transactions', 'Lookback'],
  endpoints: () => ({}),
  // Every visit asks again: balances and histories must be current, and the store's detail keys
  // (CONTRACT.md) must describe the page on screen, not the last one fetched. "Again" is anything
  // fetched over ASK_AGAIN_AFTER_S ago, which is everything but what a server-rendered page's HTML
  // carried, counted as fetched a few seconds ahead (freshCarried): the page hydrates without asking
  // for it. A refetch, a poll or an invalidation within those seconds asks the API, as they want to.
  refetchOnMountOrArgChange: ASK_AGAIN_AFTER_S,
  // The queries a server-rendered page carried, restored before it hydrates.
  extractRehydrationInfo: (action) => (serverStateRestored.match(action) ? (action.payload as never) : undefined),
});
