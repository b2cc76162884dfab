// The API calls the server makes itself (a share page's public GETs, sent by RTK Query's base query
// through the global fetch), timed and sorted by outcome into src/server/metrics.ts. The browser's own
// /v1 calls, which the server only proxies, are not these.
import { observeApiCall, secondsSince, type ApiCallOutcome } from './metrics';

const isAbort = (error: unknown) => error instanceof Error && (error.name === 'AbortError' || error.name === 'TimeoutError');

/**
 * `fetch`, observing every call to `apiUrl`: ok (200), status (any other), timeout (aborted: the base
 * query's time-out, or the share page's wait for its data ending) or network.
 */
export function timedFetch(fetchImpl: typeof fetch, apiUrl: string): typeof fetch {
  return async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    if (!url.startsWith(`${apiUrl}/`)) return fetchImpl(input, init);
    const startedAt = performance.now();
    let outcome: ApiCallOutcome = { kind: 'network' };
    try {
      const response = await fetchImpl(input, init);
      outcome = response.status === 200 ? { kind: 'ok' } : { kind: 'status', status: response.status };
      return response;
    } catch (error) {
      if (isAbort(error) || init?.signal?.aborted) outcome = { kind: 'timeout' };
      throw error;
    } finally {
      observeApiCall(outcome, secondsSince(startedAt));
    }
  };
}

/** Times the server's own API calls from now on (the production server calls this once, at start). */
export function timeApiCalls(apiUrl: string) {
  globalThis.fetch = timedFetch(globalThis.fetch, apiUrl);
}
