import { API_URL } from '../lib/config';
import { isIdParam, paths } from '../lib/paths';

// What a /v1 request is and its URL; the public GETs a shared link's page starts with; and the entry's
// early sending of that GET. A page opened from a shared link (a recording, a room, an event, a top-up
// for a user id) needs one public GET before it can show anything: the entry (src/main.tsx) sends it
// at once, while the app's code downloads, and the page's endpoint then takes that response instead of
// asking again (src/api/baseApi.ts). A response nobody takes soon is dropped: the data shown is never
// stale. No RTK Query here: the entry loads this module.

const apiOrigin = () => API_URL || globalThis.location?.origin || '';

export const buildUrl = (url: string, params?: Record<string, string | number | undefined>): string => {
  const target = new URL(`${apiOrigin()}/v1${url}`);
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value !== undefined) target.searchParams.set(key, String(value));
  }
  return target.toString();
};

export interface RequestArgs {
  /** Path under /v1, starting with a slash. */
  url: string;
  method?: 'GET' | 'POST';
  params?: Record<string, string | number | undefined>;
  /** JSON-encoded unless it is FormData. */
  body?: unknown;
  /** Send `Authorization: Bearer <token>`; public calls never send it. */
  auth?: boolean;
  /** Required on every POST: the key of the user confirmation this request carries out. */
  idempotencyKey?: string;
}

export const recordingRequest = (uid: string): RequestArgs => ({
  url: `/recordings/detail-by-uid/${encodeURIComponent(uid)}`,
  params: { is_platform: 3 },
});

export const roomRequest = (uid: string): RequestArgs => ({
  url: `/rooms/detail/${encodeURIComponent(uid)}`,
  params: { is_uid: 1 },
});

export const eventRequest = (slug: string): RequestArgs => ({ url: `/events/detail/${encodeURIComponent(slug)}` });

export const userByUidRequest = (uid: string): RequestArgs => ({
  url: `/users/uid/${encodeURIComponent(uid)}`,
  params: { is_platform: 3 },
});

export interface EarlyResponse {
  status: number;
  text: string;
}

/** An early response older than this is dropped, and the page asks again. */
export const EARLY_RESPONSE_MAX_AGE_MS = 10_000;

const FIRST_REQUEST: ReadonlyArray<readonly [pattern: string, request: (param: string) => RequestArgs]> = [
  [paths.recording.path, recordingRequest],
  [paths.room.path, roomRequest],
  [paths.event.path, eventRequest],
  [paths.recharge.path, userByUidRequest],
  [paths.rechargeBank.path, userByUidRequest],
  [paths.rechargeBankId.path, userByUidRequest],
];

/** The value of the one `:param` of `pattern` (e.g. `/recording/:id`) in `pathname`, if it matches. */
export function paramOf(pattern: string, pathname: string): string | undefined {
  const expected = pattern.split('/');
  const actual = pathname.replace(/\/+$/, '').split('/');
  if (expected.length !== actual.length) return undefined;
  let param: string | undefined;
  for (let i = 0; i < expected.length; i += 1) {
    const part = actual[i]!;
    if (expected[i]!.startsWith(':')) {
      if (!part) return undefined;
      try {
        param = decodeURIComponent(part);
      } catch {
        return undefined;
      }
    } else if (expected[i] !== part) return undefined;
  }
  return param;
}

const pending = new Map<string, { response: Promise<EarlyResponse>; sentAt: number }>();

/** Sends the first request of the page at `pathname`, if it has one. Returns its URL. */
export function sendEarlyRequest(
  pathname: string,
  { fetchImpl = fetch, now = Date.now }: { fetchImpl?: typeof fetch; now?: () => number } = {},
): string | undefined {
  for (const [pattern, request] of FIRST_REQUEST) {
    const param = paramOf(pattern, pathname);
    // Not an id: the page is not found, and the API is asked nothing (src/lib/paths.ts).
    if (!isIdParam(param)) continue;
    const { url, params } = request(param);
    const target = buildUrl(url, params);
    const response = fetchImpl(target, { headers: { Accept: 'application/json' } }).then(async (answer) => ({
      status: answer.status,
      text: await answer.text(),
    }));
    // Nobody may take it: a network failure must not surface as an unhandled rejection.
    response.catch(() => undefined);
    pending.set(target, { response, sentAt: now() });
    return target;
  }
  return undefined;
}

/** The early response for `url`, once: later requests are sent as usual. */
export function takeEarlyResponse(url: string, now: () => number = Date.now): Promise<EarlyResponse> | undefined {
  const early = pending.get(url);
  if (!early) return undefined;
  pending.delete(url);
  return now() - early.sentAt <= EARLY_RESPONSE_MAX_AGE_MS ? early.response : undefined;
}
