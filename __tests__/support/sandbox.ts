// The sandbox API (src/mocks, served by MSW) as a test meets it: calls made straight to it, what reached
// it, and answers changed for one test (setup.ts resets the handlers after each test).
import { getResponse, http, HttpResponse } from 'msw';
import type { Recording } from '../../src/api/contract';
import { handlers } from '../../src/mocks/handlers';
import { server } from '../../src/mocks/node';

export const ORIGIN = 'http://localhost';
export const v1 = (path: string): string => `${ORIGIN}/v1${path}`;

// Calls made straight to the sandbox, as a client of CONTRACT.md would.

interface Reply<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

interface CallOptions {
  token?: string;
  /** JSON body; sent with an Idempotency-Key unless `key` is null. */
  json?: unknown;
  form?: FormData;
  /** The Idempotency-Key; a fresh one when omitted, none when null. */
  key?: string | null;
}

let keyCounter = 0;
export const freshKey = () => `test-key-${++keyCounter}-${Math.random().toString(36).slice(2)}`;

export const call = async <T = unknown>(method: 'GET' | 'POST', path: string, options: CallOptions = {}) => {
  const headers = new Headers({ Accept: 'application/json' });
  if (options.token) headers.set('Authorization', `Bearer ${options.token}`);
  let body: BodyInit | undefined;
  if (method === 'POST') {
    const key = options.key === undefined ? freshKey() : options.key;
    if (key !== null) headers.set('Idempotency-Key', key);
    if (options.form) body = options.form;
    else if (options.json !== undefined) {
      headers.set('Content-Type', 'application/json');
      body = JSON.stringify(options.json);
    }
  }
  const response = await fetch(v1(path), { method, headers, body });
  const text = await response.text();
  return { status: response.status, body: JSON.parse(text) as T, headers: response.headers } satisfies Reply<T>;
};

export const get = <T = unknown>(path: string, token?: string) => call<T>('GET', path, { token });
export const post = <T = unknown>(path: string, json: unknown, token?: string, key?: string | null) => call<T>('POST', path, { json, token, key });

/** The payload the sandbox answers to a GET, read on its own, to compare with what the app shows or keeps. */
export const payloadOf = async <T = unknown>(path: string, token?: string): Promise<T> => {
  const { status, body } = await get<{ data: T }>(path, token);
  if (status !== 200) throw new Error(`GET ${path} answered ${status}`);
  return body.data;
};

/**
 * Sandbox only: a line of the bank statement arrives with this content and amount (the sandbox credits
 * the open order whose memo the content holds, if the amount is exactly the order's).
 */
export const bankStatement = async (content: string, amountVnd: number) => {
  const response = await fetch(`${ORIGIN}/sandbox/bank-statement`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ content, amount_vnd: amountVnd }),
  });
  return { status: response.status, body: (await response.json()) as unknown };
};

// What reached the sandbox.

/** Records what `pick` makes of every request that reaches the sandbox (skipping undefined) until `stop()`. */
const watch = <T>(pick: (request: Request, url: URL) => T | undefined) => {
  const seen: T[] = [];
  const listener = ({ request }: { request: Request }) => {
    const picked = pick(request, new URL(request.url));
    if (picked !== undefined) seen.push(picked);
  };
  server.events.on('request:start', listener);
  return { seen, stop: () => server.events.removeListener('request:start', listener) };
};

export interface SeenRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  authorization: string | null;
  idempotencyKey: string | null;
  contentType: string | null;
  /** A copy of the request, for reading its body. */
  copy: Request;
}

/** Records every request that reaches the sandbox until `stop()`. */
export const watchRequests = () =>
  watch<SeenRequest>((request, url) => ({
    method: request.method,
    path: url.pathname,
    query: Object.fromEntries(url.searchParams),
    authorization: request.headers.get('authorization'),
    idempotencyKey: request.headers.get('idempotency-key'),
    contentType: request.headers.get('content-type'),
    copy: request.clone(),
  }));

export interface SeenPost {
  path: string;
  idempotencyKey: string | null;
  body: Promise<Record<string, unknown>>;
  authorization: string | null;
}

/** Records every POST to a /v1 path ending in `suffix` until `stop()`. */
export const watchPosts = (suffix: string) =>
  watch<SeenPost>((request, url) =>
    request.method === 'POST' && url.pathname.endsWith(suffix)
      ? {
          path: url.pathname,
          idempotencyKey: request.headers.get('idempotency-key'),
          authorization: request.headers.get('authorization'),
          body: request.clone().json() as Promise<Record<string, unknown>>,
        }
      : undefined,
  );

/** Records the query of every GET to a /v1 path ending in `suffix` until `stop()`. */
export const watchGets = (suffix: string) =>
  watch<URLSearchParams>((request, url) => (request.method === 'GET' && url.pathname.endsWith(suffix) ? url.searchParams : undefined));

// Answers changed for one test.

/**
 * Holds every GET to `path` (an MSW path under /v1) until `release()`; then the sandbox answers as
 * usual. Lets a test look at the page while its data is still on the way.
 */
export const holdGets = (path: string) => {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  server.use(
    http.get(`*/v1${path}`, async () => {
      await gate;
      // Nothing returned: MSW hands the request on to the sandbox's own handler.
    }),
  );
  return { release };
};

/**
 * The next GET to `path` is answered as the sandbox stood when it was asked, but delivered only on
 * `release()`: a slow network's answer, out of date by the time it lands. `asked` settles once it is
 * on its way.
 */
export const answerLate = (path: string) => {
  let release!: () => void;
  let reached!: () => void;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const asked = new Promise<void>((resolve) => {
    reached = resolve;
  });
  server.use(
    http.get(
      `*/v1${path}`,
      async ({ request }) => {
        const answer = await getResponse(handlers, request);
        reached();
        await gate;
        return answer;
      },
      { once: true },
    ),
  );
  return { asked, release };
};

/**
 * The next GET to `path` fails once, with a status the client does not retry (429), as a busy
 * server would answer; the one after reaches the sandbox again.
 */
export const failOnce = (path: string, message = 'Máy chủ đang bận, bạn thử lại sau giây lát nhé.') => {
  server.use(
    http.get(`*/v1${path}`, () => HttpResponse.json({ message, code: 'RATE_LIMITED' }, { status: 429 }), {
      once: true,
    }),
  );
  return message;
};

/**
 * The next `times` POSTs to `path` (an MSW path under /v1) are carried out by the sandbox (the ledger
 * moves, the key's answer is stored), then their answer is lost, as a dropped connection after the
 * server acted; the ones after reach the sandbox as usual (and a repeat of the same key gets the stored
 * answer). Returns the statuses the sandbox gave the lost requests.
 */
export const loseAnswers = (path: string, times = 1) => {
  let left = times;
  const lost: number[] = [];
  server.use(
    http.post(`*/v1${path}`, async ({ request }) => {
      if (left <= 0) return undefined;
      left -= 1;
      const answer = await getResponse(handlers, request);
      lost.push(answer?.status ?? 0);
      return HttpResponse.error();
    }),
  );
  return { lost };
};

/**
 * `recording` as the API sends it from now on, a popular one: `count` comments ("Bình luận số 1" …, by
 * its first comment's author) of `total`.
 */
export const serveWithComments = (recording: Recording, count: number, total: number) => {
  const comments = Array.from({ length: count }, (_, i) => ({ ...recording.comments[0]!, id: 90_000 + i, content: `Bình luận số ${i + 1}` }));
  server.use(http.get('*/v1/recordings/detail-by-uid/:uid', () => HttpResponse.json({ data: { ...recording, comments, comments_count: total } })));
};
