import { eventRequest, recordingRequest, roomRequest, userByUidRequest } from './publicRequests';
import { buildUrl, type RequestArgs } from './request';
import { paths } from '../lib/paths';

// A page opened from a shared link (a recording, a room, an event, a top-up for a user id) needs one
// public GET before it can show anything. The entry sends it at once, while the app's code downloads,
// rather than after; the page's endpoint then takes that response instead of asking again
// (src/api/baseQuery.ts). A response nobody takes soon is dropped: the data shown is never stale.

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
    if (param === undefined) continue;
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
