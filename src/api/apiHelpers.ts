// Small pieces every feature's endpoints and slices share.

/**
 * The argument of every mutation: what the person confirmed and the key of that confirmation. The
 * caller makes the key once per confirmation (`newIdempotencyKey()`) and passes the same one again
 * when it retries that confirmation, so the server answers a repeat without acting twice.
 */
export interface Confirmed<Body> {
  body: Body;
  idempotencyKey: string;
}

interface RejectedMeta {
  meta: { condition?: boolean; aborted?: boolean };
}

/**
 * Whether a rejected request really failed. RTK Query also rejects a query it chose not to send (its
 * data is cached, or the same request is already running: `meta.condition`; the reducers see those from
 * non-subscribing calls such as a prefetch) and a request that was aborted. Neither is an answer from
 * the server, so neither may clear what the store holds.
 */
export const isRealFailure = (action: RejectedMeta): boolean => !action.meta.condition && !action.meta.aborted;
