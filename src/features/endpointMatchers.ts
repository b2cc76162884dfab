// Matchers for the settled actions of one RTK Query endpoint, by name, without importing the endpoint.
//
// The slices (in the first bundle: every page reads the store) follow the endpoints' answers. Matching
// with `endpoint.matchFulfilled` would pull RTK Query and every endpoint into that bundle; these match
// the same actions by thunk type and `meta.arg.endpointName`, as RTK Query's own matchers do, so RTK Query
// loads only with the pages that call the API. `__tests__/perf/endpointMatchers.test.ts` checks that they
// agree with RTK Query's matchers on real actions.
import type { SerializedError, UnknownAction } from '@reduxjs/toolkit';

/** The `reducerPath` of src/api/baseApi.ts: every thunk action type starts with it. */
const API = 'api';
const THUNKS = { query: `${API}/executeQuery`, mutation: `${API}/executeMutation` } as const;
type Kind = keyof typeof THUNKS;

interface SettledMeta {
  arg: { endpointName: string };
  requestId: string;
  requestStatus: 'fulfilled' | 'rejected';
  /** A query that was not sent (cached, or already running). */
  condition?: boolean;
  aborted?: boolean;
}

type ResultOf<Endpoint> = Endpoint extends { Types: { ResultType: infer Result } } ? Result : never;

/** What an endpoint of each kind has (RTK Query's React hooks): queries `useQuery`, mutations `useMutation`. */
interface KindMark {
  query: { useQuery: unknown };
  mutation: { useMutation: unknown };
}

/** The names of `Api`'s endpoints of one kind. */
type NamesOf<Api extends { endpoints: object }, K extends Kind> = {
  [Name in keyof Api['endpoints']]: Api['endpoints'][Name] extends KindMark[K] ? Name : never;
}[keyof Api['endpoints']] &
  string;

export type FulfilledAction<Result> = UnknownAction & { payload: Result; meta: SettledMeta };
export type RejectedAction = UnknownAction & { payload?: unknown; error: SerializedError; meta: SettledMeta };

const settledOf =
  (kind: Kind, status: SettledMeta['requestStatus'], endpointName: string) =>
  (action: unknown): boolean => {
    const candidate = action as { type?: unknown; meta?: { arg?: { endpointName?: unknown } } } | null;
    return candidate?.type === `${THUNKS[kind]}/${status}` && candidate.meta?.arg?.endpointName === endpointName;
  };

/**
 * `fulfilled(name)` / `rejected(name)` for the queries (or the mutations) of `Api` (a type only:
 * `typeof recordingApi`), typed with the endpoint's result.
 */
export const endpointMatchers = <Api extends { endpoints: object }, K extends Kind = 'query'>(kind: K = 'query' as K) => ({
  fulfilled: <Name extends NamesOf<Api, K>>(name: Name) =>
    settledOf(kind, 'fulfilled', name) as (action: unknown) => action is FulfilledAction<ResultOf<Api['endpoints'][Name]>>,
  rejected: <Name extends NamesOf<Api, K>>(name: Name) =>
    settledOf(kind, 'rejected', name) as (action: unknown) => action is RejectedAction,
});
