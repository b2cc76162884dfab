// How long a GET waits before it is tried again (src/api/baseApi.ts withRetries). A module of its own,
// with no imports, so that jest's setup can set `retryTiming` without loading the API slice into every
// test file.

/**
 * The wait before a GET's try `attempt + 1` (1: the first retry): exponential, with jitter so that the
 * visitors of a failing API do not all come back at once; RTK Query's own formula, 0.24–0.84 s, then
 * 0.48–1.68 s.
 */
export const retryWaitMs = (attempt: number, random = Math.random()): number => Math.floor((random + 0.4) * (300 << attempt));

/**
 * A factor on every retry wait: 1 in the app. jest sets it to 0 (__tests__/support/setup.ts): there a
 * wait is its one worker's idle time, on npm test's critical path (issue 38), and no test asks how long
 * a retry waited, only whether it happened (retryWaitMs is tested on its own).
 */
export const retryTiming = { scale: 1 };
