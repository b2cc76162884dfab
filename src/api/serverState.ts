// The state a server-rendered page was rendered from, carried in its HTML (src/server/html.ts) and
// restored into the browser's store before it hydrates (src/app/store.tsx): the page's first render in
// the browser then has the very data the server's had, so hydration keeps the server's nodes, and the
// API is not asked again for what the HTML carried (freshCarried).
import { createAction } from '@reduxjs/toolkit';
import type { LoadOutcome } from '../lib/routes';
import { isNotFound } from './apiError';

/** The id of the <script type="application/json"> that carries it. */
export const SERVER_STATE_ID = 'server-state';

export interface ServerState {
  /** The store's slices but `auth` and the API's (the server renders signed out). */
  slices: Record<string, unknown>;
  /** RTK Query's state: only finished queries, public GETs all. */
  api: { queries: Record<string, unknown>; mutations: Record<string, unknown>; provided: unknown };
}

/** How long after the page restored them its carried answers count as just fetched. */
const CARRIED_MAX_AGE_MS = 10_000;

/**
 * The state the page's HTML carries, read once (the element is removed), and only on the page it was
 * rendered for: after a navigation in the app, or on a page from the service worker's cached shell,
 * there is none.
 */
export function takeServerState(): ServerState | undefined {
  const script = document.getElementById(SERVER_STATE_ID);
  if (!script) return undefined;
  script.remove();
  if (document.getElementById('root')?.dataset.prerendered !== window.location.pathname) return undefined;
  try {
    const state = JSON.parse(script.textContent ?? '') as ServerState;
    return state && typeof state.slices === 'object' && typeof state.api?.queries === 'object' ? state : undefined;
  } catch {
    return undefined; // Unreadable: the page asks the API, as any other page does.
  }
}

/** RTK Query takes the server's queries from this action (`extractRehydrationInfo`, src/api/baseApi.ts). */
export const serverStateRestored = createAction<ServerState['api']>('api/serverStateRestored');

/**
 * The carried queries as the store takes them: each counted as fetched CARRIED_MAX_AGE_MS from `now`,
 * so that a component mounting meanwhile does not ask again (RTK Query asks on mount only for what was
 * fetched over ASK_AGAIN_AFTER_S ago, src/api/baseApi.ts). Asking again cost the share pages a long task
 * right after hydration: each carried query went pending, then fulfilled with the same data, and every
 * component reading it rendered twice, synchronously (a store update is never time-sliced); on the
 * recording page 124 ms at a 4x slower processor (bench/history.md, 2026-11-28). After the window, a
 * mount asks as on any other page.
 */
export function freshCarried(api: ServerState['api'], now = Date.now()): ServerState['api'] {
  const queries = Object.fromEntries(
    Object.entries(api.queries).map(([key, query]) => [key, { ...(query as object), fulfilledTimeStamp: now + CARRIED_MAX_AGE_MS }]),
  );
  return { ...api, queries };
}

/** How a share page's own item went (its server loader's answer), from its query's settled result. */
export const loadOutcome = ({ data, error }: { data?: unknown; error?: unknown }): LoadOutcome =>
  data !== undefined ? 'found' : isNotFound(error) ? 'not-found' : 'failed';

/** A share page's queries start on the server's store of one request, and never stay subscribed. */
export const ON_SERVER = { subscribe: false } as const;
