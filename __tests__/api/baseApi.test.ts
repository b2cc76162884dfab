// The transport every endpoint shares: the /v1 envelope, failures as ApiError, the retry policy, the
// time-out and the session rule. Called directly, as RTK Query calls it.
import { expect } from '@jest/globals';
import type { UnknownAction } from '@reduxjs/toolkit';
import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { waitFor } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { baseQuery, createBaseQuery, withRetries } from '../../src/api/baseApi';
import type { RequestArgs } from '../../src/api/requests';
import { sessionExpired, signedIn } from '../../src/features/auth/authSlice';
import { makeStore } from '../../src/app/store';
import { userApi } from '../../src/features/user/userApi';
import { server } from '../../src/mocks/node';
import { ORIGIN, watchRequests } from '../support';

const PROBE = `${ORIGIN}/v1/probe`;

const callWith = (token: string | null = null) => {
  const dispatched: UnknownAction[] = [];
  const controller = new AbortController();
  const api: BaseQueryApi = {
    signal: controller.signal,
    abort: () => controller.abort(),
    dispatch: ((action: UnknownAction) => {
      dispatched.push(action);
      return action;
    }) as BaseQueryApi['dispatch'],
    getState: () => ({ auth: { token, expiresAt: null } }),
    extra: undefined,
    endpoint: 'probe',
    type: 'query',
  };
  return { api, dispatched };
};

const probe = (args: Partial<RequestArgs> = {}, token: string | null = null, query = baseQuery) =>
  query({ url: '/probe', ...args }, callWith(token).api, {});

let requests: ReturnType<typeof watchRequests>;
beforeEach(() => {
  requests = watchRequests();
});
afterEach(() => {
  requests.stop();
  jest.restoreAllMocks();
});

/**
 * RTK's back-off waits (random + 0.4) × 300 · 2^attempt ms. A random near zero keeps these tests quick
 * while they still wait out the real back-off; the values differ so MSW's request ids stay unique.
 */
const quickBackoff = () => {
  let n = 0;
  jest.spyOn(Math, 'random').mockImplementation(() => ((n += 1) % 1000) / 1_000_000);
};

describe('retries', () => {
  beforeEach(quickBackoff);

  it('retries a GET that meets a network error twice, then fails with FETCH_ERROR', async () => {
    server.use(http.get(PROBE, () => HttpResponse.error()));
    expect(await probe()).toEqual({ error: expect.objectContaining({ status: 'FETCH_ERROR', code: 'FETCH_ERROR' }) });
    expect(requests.seen).toHaveLength(3);
  });

  it('retries a GET that meets a 5xx twice, then fails with that status', async () => {
    server.use(http.get(PROBE, () => HttpResponse.json({ message: 'Hệ thống đang bảo trì.', code: 'INTERNAL' }, { status: 503 })));
    expect(await probe()).toEqual({ error: { status: 503, code: 'INTERNAL', message: 'Hệ thống đang bảo trì.' } });
    expect(requests.seen).toHaveLength(3);
  });

  it('succeeds when a retry does', async () => {
    let calls = 0;
    server.use(
      http.get(PROBE, () => (++calls < 3 ? HttpResponse.json({ code: 'INTERNAL' }, { status: 502 }) : HttpResponse.json({ data: { ok: true } }))),
    );
    expect(await probe()).toEqual({ data: { ok: true } });
    expect(requests.seen).toHaveLength(3);
  });

  it('retries a GET that times out', async () => {
    server.use(
      http.get(PROBE, async () => {
        await delay(500);
        return HttpResponse.json({ data: 1 });
      }),
    );
    const result = await probe({}, null, withRetries(createBaseQuery({ timeoutMs: 50 })));
    expect(result).toEqual({ error: expect.objectContaining({ status: 'TIMEOUT_ERROR' }) });
    expect(requests.seen).toHaveLength(3);
  });

  it.each([400, 401, 404, 429])('does not retry a GET answered %i', async (status) => {
    server.use(http.get(PROBE, () => HttpResponse.json({ message: 'không', code: 'VALIDATION' }, { status })));
    expect(await probe()).toEqual({ error: expect.objectContaining({ status }) });
    expect(requests.seen).toHaveLength(1);
  });

  it.each([
    ['a 500', () => HttpResponse.json({ code: 'INTERNAL' }, { status: 500 })],
    ['a network error', () => HttpResponse.error()],
  ])('never retries a POST that meets %s', async (_what, answer) => {
    server.use(http.post(PROBE, answer));
    const result = await probe({ method: 'POST', body: { a: 1 }, idempotencyKey: 'k-1' });
    expect(result).toHaveProperty('error');
    expect(requests.seen).toHaveLength(1);
  });
});

describe('failures', () => {
  it('turns a request that takes too long into TIMEOUT_ERROR', async () => {
    server.use(
      http.get(PROBE, async () => {
        await delay(500);
        return HttpResponse.json({ data: 1 });
      }),
    );
    const startedAt = Date.now();
    expect(await probe({}, null, createBaseQuery({ timeoutMs: 50 }))).toEqual({
      error: expect.objectContaining({ status: 'TIMEOUT_ERROR', code: 'TIMEOUT_ERROR' }),
    });
    expect(Date.now() - startedAt).toBeLessThan(400);
  });

  it('turns a 200 whose body is not JSON into PARSE_ERROR', async () => {
    server.use(http.get(PROBE, () => HttpResponse.text('<!doctype html><p>OK</p>')));
    expect(await probe({}, null, createBaseQuery())).toEqual({
      error: expect.objectContaining({ status: 'PARSE_ERROR', code: 'PARSE_ERROR' }),
    });
  });

  it('turns a 200 without the envelope into PARSE_ERROR', async () => {
    server.use(http.get(PROBE, () => HttpResponse.json({ ok: true })));
    expect(await probe({}, null, createBaseQuery())).toEqual({ error: expect.objectContaining({ status: 'PARSE_ERROR' }) });
  });

  it('keeps the status of an error page that is not JSON', async () => {
    server.use(http.get(PROBE, () => HttpResponse.text('<h1>Bad gateway</h1>', { status: 502 })));
    expect(await probe({}, null, createBaseQuery())).toEqual({ error: expect.objectContaining({ status: 502, code: 'INTERNAL' }) });
  });

  it('turns a network failure into FETCH_ERROR', async () => {
    server.use(http.get(PROBE, () => HttpResponse.error()));
    expect(await probe({}, null, createBaseQuery())).toEqual({
      error: expect.objectContaining({ status: 'FETCH_ERROR', code: 'FETCH_ERROR' }),
    });
  });

  it('treats any status but 200 as a failure, even a 2xx', async () => {
    server.use(http.get(PROBE, () => HttpResponse.json({ data: { ok: true } }, { status: 201 })));
    expect(await probe({}, null, createBaseQuery())).toEqual({ error: expect.objectContaining({ status: 201 }) });
  });

  it('reads the payload from the envelope', async () => {
    server.use(http.get(PROBE, () => HttpResponse.json({ data: [1, 2, 3], message: 'ok' })));
    expect(await probe()).toEqual({ data: [1, 2, 3] });
  });
});

describe('a 429 with Retry-After', () => {
  const busy = (retryAfter: string) => () => HttpResponse.json({ code: 'RATE_LIMITED' }, { status: 429, headers: { 'Retry-After': retryAfter } });

  it('sends a GET again by itself after the short wait the server named, once', async () => {
    server.use(
      http.get(PROBE, busy('1'), { once: true }),
      http.get(PROBE, () => HttpResponse.json({ data: 'ok' })),
    );
    const startedAt = Date.now();
    expect(await probe({}, null, createBaseQuery())).toEqual({ data: 'ok' });
    expect(requests.seen).toHaveLength(2);
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(950);
  });

  it('says how long to wait when the wait is long, and does not send again', async () => {
    server.use(http.get(PROBE, busy('30')));
    const result = await probe({}, null, createBaseQuery());
    expect(result.error).toMatchObject({ status: 429, retryAfterMs: 30_000 });
    expect(result.error?.message).toBe('Bạn thao tác quá nhanh. Hãy đợi 30 giây rồi thử lại.');
    expect(requests.seen).toHaveLength(1);
  });

  it('never sends a POST again by itself, and reads an HTTP date too', async () => {
    const inTwoSeconds = new Date(Date.now() + 2000).toUTCString();
    server.use(http.post(PROBE, busy(inTwoSeconds)));
    const result = await probe({ method: 'POST', body: {}, idempotencyKey: 'key-429' }, null, createBaseQuery());
    expect(result.error?.status).toBe(429);
    expect(result.error?.retryAfterMs).toBeGreaterThan(0);
    expect(result.error?.retryAfterMs).toBeLessThanOrEqual(2000);
    expect(requests.seen).toHaveLength(1);
  });
});

describe('the session', () => {
  it('ends the session when the server refuses the token of an authenticated call', async () => {
    server.use(http.get(PROBE, () => HttpResponse.json({ code: 'UNAUTHORIZED' }, { status: 401 })));
    const { api, dispatched } = callWith('token-1');
    expect(await baseQuery({ url: '/probe', auth: true }, api, {})).toEqual({
      error: expect.objectContaining({ status: 401, code: 'UNAUTHORIZED' }),
    });
    expect(requests.seen[0]?.authorization).toBe('Bearer token-1');
    expect(dispatched).toEqual([sessionExpired()]);
  });

  it('keeps a newer session when a request sent with an older token is refused late', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      http.get(`${ORIGIN}/v1/users/owner`, async () => {
        await held;
        return HttpResponse.json({ code: 'UNAUTHORIZED' }, { status: 401 });
      }),
    );
    const future = new Date(Date.now() + 3_600_000).toISOString();
    const store = makeStore({ auth: { token: 'old-token', expiresAt: future } });
    const pending = store.dispatch(userApi.endpoints.getOwner.initiate());
    await waitFor(() => expect(requests.seen).toHaveLength(1));
    // Signed in again (another account, or a renewed session) while that request was on its way.
    store.dispatch(signedIn({ token: 'new-token', expiresAt: future }));
    release();
    await pending;
    expect(requests.seen[0]?.authorization).toBe('Bearer old-token');
    expect(store.getState().auth.token).toBe('new-token');
  });

  it('leaves the session alone when a public call meets a 401', async () => {
    server.use(http.get(PROBE, () => HttpResponse.json({ code: 'UNAUTHORIZED' }, { status: 401 })));
    const { api, dispatched } = callWith('token-1');
    await baseQuery({ url: '/probe' }, api, {});
    expect(requests.seen[0]?.authorization).toBeNull();
    expect(dispatched).toEqual([]);
  });

  it('sends nothing for an authenticated call without a token', async () => {
    expect(await probe({ auth: true })).toEqual({ error: expect.objectContaining({ status: 401, code: 'UNAUTHORIZED' }) });
    expect(requests.seen).toHaveLength(0);
  });

  it('refuses to send a POST without an idempotency key', async () => {
    await expect(probe({ method: 'POST', body: {} }, null, createBaseQuery())).resolves.toEqual({
      error: expect.objectContaining({ code: 'MISSING_IDEMPOTENCY_KEY', message: expect.stringMatching(/idempotency key/) }),
    });
    expect(requests.seen).toHaveLength(0);
  });
});
