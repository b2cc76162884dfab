// The pages people share, rendered per request: a recording, a room, an event, a "top up for me" link.
// Each starts its public queries with RTK Query's `initiate` on a fresh store of its own, waits for
// them (at most SHARE_DATA_TIMEOUT_MS), and renders the app with that store (src/server/render.tsx).
// Only the public GETs are asked, with no visitor's Authorization: the store is signed out. A parameter
// that is not an id (src/lib/paths.ts) asks the API nothing: the page is the app's not-found page, 404.
import { isNotFound } from '../api/apiError';
import { baseApi } from '../api/baseApi';
import { paramOf } from '../api/requests';
import type { ServerState } from '../api/serverState';
import { makeStore, type AppStore } from '../app/store';
import { eventApi } from '../features/event/eventApi';
import { recordingApi } from '../features/recording/recordingApi';
import { roomApi } from '../features/room/roomApi';
import { userApi } from '../features/user/userApi';
import { isIdParam } from '../lib/paths';
import type { ProgressController } from '../lib/progress';
import { SERVER_RENDERED } from '../lib/prerendered';
import { loadRouteCode, renderApp, type RenderedApp } from './render';

/** How long a visitor's HTML may wait for the API; slower, and the browser renders the page as before. */
export const SHARE_DATA_TIMEOUT_MS = 800;

type Outcome = 'found' | 'not-found' | 'failed';

/** A query's settled result, as `initiate` resolves it. */
interface Settled {
  data?: unknown;
  error?: unknown;
}

const outcomeOf = ({ data, error }: Settled): Outcome =>
  data !== undefined ? 'found' : isNotFound(error) ? 'not-found' : 'failed';

export interface SharePage {
  /** The route (src/lib/paths.ts). */
  pattern: string;
  /** Its page's chunk (webpackChunkName in src/app/router.tsx): the template the server fills. */
  chunk: string;
  /**
   * Starts the page's queries on `store`; resolves with how the page's own item went (its dependent
   * queries, such as a recording's gift ranking, are started once it is known).
   */
  load: (store: AppStore, param: string) => Promise<Outcome>;
}

const subscribeless = { subscribe: false } as const;

// Each page's queries: its item first, then what the page shows about it.
const LOADERS: Record<string, SharePage['load']> = {
  'page-recording': async ({ dispatch }, uid) => {
    const recording = await dispatch(recordingApi.endpoints.getRecording.initiate(uid, subscribeless));
    if (recording.data) dispatch(recordingApi.endpoints.getGiftRanking.initiate(recording.data.id, subscribeless));
    return outcomeOf(recording);
  },
  'page-room': async ({ dispatch }, uid) => outcomeOf(await dispatch(roomApi.endpoints.getRoom.initiate(uid, subscribeless))),
  'page-event': async ({ dispatch }, slug) => {
    const event = await dispatch(eventApi.endpoints.getEvent.initiate(slug, subscribeless));
    if (event.data) {
      const eventId = event.data.id;
      dispatch(eventApi.endpoints.getEventSongs.initiate(eventId, subscribeless));
      // The ranking's first page: the server renders a URL without its query (the cache's key).
      dispatch(eventApi.endpoints.getEventRecordings.initiate({ eventId, page: 1 }, subscribeless));
    }
    return outcomeOf(event);
  },
  'page-recharge': async ({ dispatch }, uid) =>
    outcomeOf(await dispatch(userApi.endpoints.getUserByUid.initiate(uid, subscribeless))),
};

export const SHARE_PAGES: readonly SharePage[] = SERVER_RENDERED.map(({ pattern, chunk }) => {
  const load = LOADERS[chunk];
  if (!load) throw new Error(`no queries for the server-rendered ${chunk}`);
  return { pattern, chunk, load };
});

/** The share page `pathname` is, with its parameter, if it is one. */
export function matchSharePage(pathname: string): { page: SharePage; param: string } | undefined {
  for (const page of SHARE_PAGES) {
    const param = paramOf(page.pattern, pathname);
    if (param !== undefined) return { page, param };
  }
  return undefined;
}

// The server's stores drive no loading bar.
const IDLE = { progress: 0, visible: false, failed: false };
const noProgress: ProgressController = {
  begin: () => undefined,
  end: () => undefined,
  getSnapshot: () => IDLE,
  subscribe: () => () => undefined,
};

const waitAtMost = <T>(promise: Promise<T>, ms: number) =>
  new Promise<T | 'timeout'>((resolve, reject) => {
    const timer = setTimeout(() => resolve('timeout'), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });

/** The store's state as the HTML carries it: no session, and only queries that finished. */
export function serverStateOf(store: AppStore): ServerState {
  const { api, auth: _auth, ...slices } = store.getState();
  const queries = Object.fromEntries(
    Object.entries(api.queries).filter(
      ([, entry]) => entry?.status === 'fulfilled' || (entry?.status === 'rejected' && isNotFound(entry.error)),
    ),
  );
  return { slices, api: { queries, mutations: {}, provided: api.provided } };
}

export type ShareRender =
  | { kind: 'page'; status: 200 | 404; rendered: RenderedApp; state: ServerState }
  /** No page to hand out (the API slow, down or answering garbage): the browser renders it. */
  | { kind: 'shell'; reason: 'timeout' | 'failed' };

/** Renders the share page at `pathname` (one of SHARE_PAGES), with data from the API. */
export async function renderSharePage(page: SharePage, param: string, pathname: string): Promise<ShareRender> {
  const store = makeStore(undefined, { progress: noProgress });
  try {
    const code = loadRouteCode(pathname);
    if (!isIdParam(param)) {
      // The route renders the not-found page for it (src/app/router.tsx, lazyPage's Page).
      await code;
      return { kind: 'page', status: 404, rendered: renderApp(pathname, store), state: serverStateOf(store) };
    }
    const loaded = async () => {
      const outcome = await page.load(store, param);
      // The dependent queries the page started once its item was known.
      await Promise.all(store.dispatch(baseApi.util.getRunningQueriesThunk()));
      await code;
      return outcome;
    };
    const outcome = await waitAtMost(loaded(), SHARE_DATA_TIMEOUT_MS);
    if (outcome === 'timeout') return { kind: 'shell', reason: 'timeout' };
    if (outcome === 'failed') return { kind: 'shell', reason: 'failed' };
    const rendered = renderApp(pathname, store);
    return { kind: 'page', status: outcome === 'found' ? 200 : 404, rendered, state: serverStateOf(store) };
  } finally {
    // Stops what is still running (after a time-out) and the cache's removal timers, so nothing keeps
    // this request's store alive.
    for (const running of store.dispatch(baseApi.util.getRunningQueriesThunk())) running.abort();
    store.dispatch(baseApi.util.resetApiState());
  }
}
