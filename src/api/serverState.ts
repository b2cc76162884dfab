// The state a server-rendered page was rendered from, carried in its HTML (src/server/html.ts) and
// restored into the browser's store before it hydrates (src/app/store.tsx): the page's first render in
// the browser then has the very data the server's had, so hydration keeps the server's nodes, and the
// API is not asked again for what the HTML carried.
import { createAction } from '@reduxjs/toolkit';
import { defaultSerializeQueryArgs } from '@reduxjs/toolkit/query';
import { useEffect } from 'react';

/** The id of the <script type="application/json"> that carries it. */
export const SERVER_STATE_ID = 'server-state';

export interface ServerState {
  /** The store's slices but `auth` and the API's (the server renders signed out). */
  slices: Record<string, unknown>;
  /** RTK Query's state: only finished queries, public GETs all. */
  api: { queries: Record<string, unknown>; mutations: Record<string, unknown>; provided: unknown };
}

/** RTK Query takes the server's queries from this action (`extractRehydrationInfo`, src/api/baseApi.ts). */
export const serverStateRestored = createAction<ServerState['api']>('api/serverStateRestored');

/** RTK Query's cache key of a query (every endpoint here uses the default one). */
export const queryCacheKey = (endpointName: string, arg: unknown) =>
  defaultSerializeQueryArgs({ endpointName, queryArgs: arg, endpointDefinition: undefined as never });

// The queries restored from the server that no component has mounted yet (the browser's only: the
// server never restores).
const restored = new Set<string>();

export const noteRestored = (keys: Iterable<string>) => {
  for (const key of keys) restored.add(key);
};

/**
 * A query hook's options on a page that may have come rendered from the server. Every mount normally
 * asks the API again (`refetchOnMountOrArgChange`, src/api/baseApi.ts); the one mount that hydrates
 * the server's HTML does not: its data is the HTML's, seconds old. Later mounts ask as usual.
 */
export function useServerDataOnce(endpoint: { name: string }, arg: unknown) {
  const key = queryCacheKey(endpoint.name, arg);
  const fromServer = restored.has(key);
  useEffect(() => {
    restored.delete(key);
  }, [key]);
  return fromServer ? { refetchOnMountOrArgChange: false } : undefined;
}
