import { apiOrigin } from '../lib/config';

// The entry's early sending of a shared link's first GET. A page opened from a shared link (a
// recording, a room, an event, a top-up for a user id) needs one public GET before it can show
// anything: the entry (src/main.tsx) sends it at once, while the app's code downloads, and the page's
// endpoint then takes that response instead of asking again (src/api/baseApi.ts). A response nobody
// takes soon is dropped: the data shown is never stale. No RTK Query and no route table here: the entry
// loads this module.

/** Where a first request's URL has its route's parameter: a character encoding leaves as it is, and no URL of the API has. */
export const PARAM_SLOT = '~';

/**
 * A route's first request, as the build writes it into the entry (scripts/routeTable.ts): the regular
 * expression of its path (src/lib/routeMatch.ts firstRequestPath: exact case, an optional trailing
 * slash, its id captured), and its URL path and query under the API's origin, PARAM_SLOT for the
 * parameter. (A regex: the entry carries no matcher of its own.)
 */
export type FirstRequest = readonly [path: string, url: string];

export interface EarlyResponse {
  status: number;
  text: string;
}

/** An early response older than this is dropped, and the page asks again. */
export const EARLY_RESPONSE_MAX_AGE_MS = 10_000;

const pending = new Map<string, { response: Promise<EarlyResponse>; sentAt: number }>();

/**
 * Sends the first request of the page at `pathname`, if its route has one (`firstRequests`: the route
 * table's, scripts/routeTable.ts firstRequests: each path's regex, from src/lib/routeMatch.ts, matches
 * only an id). Returns its URL.
 */
export function sendEarlyRequest(
  pathname: string,
  firstRequests: readonly FirstRequest[],
  { fetchImpl = fetch, now = Date.now }: { fetchImpl?: typeof fetch; now?: () => number } = {},
): string | undefined {
  let path: string;
  try {
    // (`%2F` stays encoded: no id has a slash, or a percent sign.)
    path = decodeURI(pathname);
  } catch {
    return undefined;
  }
  for (const [regex, template] of firstRequests) {
    // Not an id: the page is not found, and the API is asked nothing (src/lib/idParam.ts).
    const param = new RegExp(regex).exec(path)?.[1];
    if (param === undefined) continue;
    const target = `${apiOrigin()}${template.split(PARAM_SLOT).join(encodeURIComponent(param))}`;
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
