// The state a server-rendered page was rendered from, carried in its HTML (src/server/html.ts) and
// restored into the browser's store before it hydrates (src/app/store.tsx): the page's first render in
// the browser then has the very data the server's had, so hydration keeps the server's nodes, and the
// API is not asked again for what the HTML carried (CarriedQueries).
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

/** How long after the page restored them its carried answers stand in for the API. */
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
 * The queries a page's HTML carried, restored into its store: the first time each is asked for again
 * (every mount asks: `refetchOnMountOrArgChange`, src/api/baseApi.ts), the base query answers it with
 * what the HTML holds instead of sending it, so the data the visitor sees is not fetched twice. Each
 * store has its own (the thunk's extra argument, src/app/store.tsx); the server's have none.
 */
export class CarriedQueries {
  private readonly keys: Set<string>;
  private readonly until: number;
  private readonly now: () => number;

  /** Carried answers are for the page's first render: one not asked for within `maxAgeMs` is asked afresh. */
  constructor(keys: Iterable<string> = [], { maxAgeMs = CARRIED_MAX_AGE_MS, now = Date.now } = {}) {
    this.keys = new Set(keys);
    this.until = now() + maxAgeMs;
    this.now = now;
  }

  /** Whether asking for `queryCacheKey` now would be answered from the page (carried, not yet taken, not too old). */
  has(queryCacheKey: string): boolean {
    return this.keys.has(queryCacheKey) && this.now() <= this.until;
  }

  /** Whether `queryCacheKey` is answered from the page (`has`); it is taken now, once. */
  take(queryCacheKey: string): boolean {
    const carried = this.has(queryCacheKey);
    this.keys.delete(queryCacheKey);
    return carried;
  }
}

/** The thunk's extra argument of every store (src/app/store.tsx). */
export interface ThunkExtra {
  carried: CarriedQueries;
}

/** How a share page's own item went (its server loader's answer), from its query's settled result. */
export const loadOutcome = ({ data, error }: { data?: unknown; error?: unknown }): LoadOutcome =>
  data !== undefined ? 'found' : isNotFound(error) ? 'not-found' : 'failed';

/** A share page's queries start on the server's store of one request, and never stay subscribed. */
export const ON_SERVER = { subscribe: false } as const;
