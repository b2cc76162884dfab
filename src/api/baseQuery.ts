import { retry, type BaseQueryFn } from '@reduxjs/toolkit/query';
import { isTransient, type ApiError } from './apiError';
import { takeEarlyResponse } from './earlyRequests';
import { failure, readEnvelope, signedOutFailure, tokenOf } from './envelope';
import { buildUrl, type RequestArgs } from './request';

export const REQUEST_TIMEOUT_MS = 15_000;
export const MAX_GET_RETRIES = 2;


/**
 * fetch, the /v1 envelope and every failure turned into one `ApiError`. Exported as a factory so a
 * test can shorten the time-out.
 */
export const createBaseQuery =
  ({ timeoutMs = REQUEST_TIMEOUT_MS }: { timeoutMs?: number } = {}): BaseQueryFn<
    RequestArgs,
    unknown,
    ApiError
  > =>
  async (args, api) => {
    const method = args.method ?? 'GET';
    const headers = new Headers({ Accept: 'application/json' });
    if (args.auth) {
      const token = tokenOf(api.getState());
      if (!token) return { error: signedOutFailure() };
      headers.set('Authorization', `Bearer ${token}`);
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
      return { status: response.status, text: await response.text() };
    };
    // The early request failing (the network dropped) is sent again here; the time-out and an abort
    // (the page left) apply to it as to any request.
    const awaitEarly = (pending: NonNullable<typeof early>) =>
      new Promise<Awaited<typeof pending>>((resolve, reject) => {
        controller.signal.addEventListener('abort', () => reject(new Error('aborted')), { once: true });
        pending.catch(send).then(resolve, reject);
      });
    let response: { status: number; text: string };
    try {
      response = early ? await awaitEarly(early) : await send();
    } catch {
      return { error: failure(timedOut ? 'TIMEOUT_ERROR' : 'FETCH_ERROR') };
    } finally {
      clearTimeout(timer);
      api.signal.removeEventListener('abort', forwardAbort);
    }

    return readEnvelope(response, { authenticated: args.auth, dispatch: api.dispatch });
  };

/**
 * GETs are retried on transient failures, at most twice, with RTK's exponential back-off; a POST never
 * retries by itself: only the person can repeat a confirmation (with the same idempotency key).
 */
export const withRetries = (inner: BaseQueryFn<RequestArgs, unknown, ApiError>) =>
  retry(inner, {
    retryCondition: (error, args, { attempt }) =>
      attempt <= MAX_GET_RETRIES && (args.method ?? 'GET') === 'GET' && isTransient(error as ApiError),
  });

export const baseQuery = withRetries(createBaseQuery());
