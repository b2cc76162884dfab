// The pages people share (the route table's share routes, src/lib/routes.ts), rendered per request.
// Each starts its public queries on a fresh store of its own (its page module's `load`), waits for
// them (at most SHARE_DATA_TIMEOUT_MS), and renders the app with that store (src/server/render.tsx).
// Only the public GETs are asked, with no visitor's Authorization: the store is signed out. A parameter
// that is not an id (src/lib/idParam.ts isIdParam) asks the API nothing: the page is the app's not-found page, 404.
import { QueryStatus } from '@reduxjs/toolkit/query';
import { isNotFound } from '../api/apiError';
import { baseApi } from '../api/baseApi';
import type { ServerState } from '../api/serverState';
import { pages } from '../app/pageLoaders';
import { makeStore, type AppStore, type ShareHeadStyle, type ShareStructuredData } from '../app/store';
import type { ProgressController } from '../lib/progress';
import { isIdParam } from '../lib/idParam';
import { matchRoute } from '../lib/routeMatch';
import { shareRoutes, type Routes, type ShareKey } from '../lib/routes';
import { loadRouteCode, renderApp, renderStandalone, type RenderedApp } from './render';

/** How long a visitor's HTML may wait for the API; slower, and the browser renders the page as before. */
export const SHARE_DATA_TIMEOUT_MS = 800;

/**
 * A route of the table the server renders (src/lib/routes.ts, a share or embed route): an embedded
 * one is standalone (its HTML and CSS alone, not in the shell) and any site may frame it.
 */
export type SharePage = Routes[ShareKey] & { standalone: boolean; frameable: boolean };

export const SHARE_PAGES: readonly SharePage[] = shareRoutes.map((route) => ({
  ...route,
  standalone: route.kind === 'embed',
  frameable: route.kind === 'embed',
}));

/** The share page `pathname` is, with its parameter, if it is one (as nginx's share locations: exact case). */
export function matchSharePage(pathname: string): { page: SharePage; param: string } | undefined {
  for (const page of SHARE_PAGES) {
    const param = matchRoute(page.path, pathname, true);
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

const waitAtMost = <T>(promise: Promise<T>, ms: number) => {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
};

/** The store's state as the HTML carries it: no session, and only queries that finished. */
function serverStateOf(store: AppStore): ServerState {
  const { api, auth: _auth, ...slices } = store.getState();
  const queries = Object.fromEntries(
    Object.entries(api.queries).filter(
      ([, entry]) => entry?.status === QueryStatus.fulfilled || (entry?.status === QueryStatus.rejected && isNotFound(entry.error)),
    ),
  );
  return { slices, api: { queries, mutations: {}, provided: api.provided } };
}

export type ShareRender =
  | {
      kind: 'page';
      status: 200 | 404;
      rendered: RenderedApp;
      state: ServerState;
      structuredData?: object;
      /** CSS of the page's own for its head (its module's headStyle). */
      style?: string;
      /** False: no cache may keep it (a standalone page that could not get its data). */
      keep?: false;
    }
  /** No page to hand out (the API slow, down or answering garbage): the browser renders it. */
  | { kind: 'shell'; reason: 'timeout' | 'failed' };

/** Renders the share page at `pathname` (one of SHARE_PAGES), with data from the API. */
export async function renderShare(page: SharePage, param: string, pathname: string): Promise<ShareRender> {
  const store = makeStore(undefined, { progress: noProgress });
  try {
    const code = loadRouteCode(pathname);
    const module = pages[page.key]();
    // In the shell, as the browser renders it; a standalone page (an embedded player) on its own.
    const render = async () =>
      page.standalone ? renderStandalone(page.path, (await module).default, pathname, store) : (await code, renderApp(pathname, store));
    if (!isIdParam(param)) {
      // The route renders the not-found page for it (src/app/router.tsx RoutePage; a standalone page says so itself).
      return { kind: 'page', status: 404, rendered: await render(), state: serverStateOf(store) };
    }
    let describe: ShareStructuredData | undefined;
    let styleOf: ShareHeadStyle | undefined;
    const loaded = async () => {
      const { load, structuredData, headStyle } = await module;
      describe = structuredData;
      styleOf = headStyle;
      const outcome = await load(store, param);
      // The dependent queries the page started once its item was known.
      await Promise.all(store.dispatch(baseApi.util.getRunningQueriesThunk()));
      await code;
      return outcome;
    };
    const outcome = await waitAtMost(loaded(), SHARE_DATA_TIMEOUT_MS);
    if (outcome === 'timeout' || outcome === 'failed') {
      const reason = outcome;
      // A standalone page has no app to fall back to: it says it could not load, and is kept by no cache.
      if (!page.standalone) return { kind: 'shell', reason };
      return { kind: 'page', status: 200, rendered: await render(), state: serverStateOf(store), keep: false };
    }
    const rendered = await render();
    const found = outcome === 'found';
    return {
      kind: 'page',
      status: found ? 200 : 404,
      rendered,
      state: serverStateOf(store),
      structuredData: found ? describe?.(store) : undefined,
      style: found ? styleOf?.(param) : undefined,
    };
  } finally {
    // Stops what is still running (after a time-out) and the cache's removal timers, so nothing keeps
    // this request's store alive.
    for (const running of store.dispatch(baseApi.util.getRunningQueriesThunk())) running.abort();
    store.dispatch(baseApi.util.resetApiState());
  }
}
