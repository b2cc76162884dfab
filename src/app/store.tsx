// The store (Redux Toolkit, RTK Query, react-redux and every slice: the "store" chunk), loaded with the
// first page that uses it (src/app/router.tsx keeps the visit's one store); the landing, legal and help
// pages never need it. No state lives here outside what makeStore makes.
import { combineSlices, configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { baseApi } from '../api/baseApi';
import { freshCarried, serverStateRestored, takeServerState } from '../api/serverState';
import { authSlice } from '../features/auth/authSlice';
import { restoreSession } from '../features/auth/savedSession';
import { followOtherTabs, startSessionListening } from '../features/auth/session';
import { startPaymentsListening } from '../features/diamonds/lib/sessionEnd';
import { eventSlice } from '../features/event/eventSlice';
import { flagsSlice } from '../features/flags/flagsSlice';
import { globalSlice } from '../features/global/globalSlice';
import { lookback2022Slice } from '../features/lookback2022/lookback2022Slice';
import { recordingSlice } from '../features/recording/recordingSlice';
import { roomSlice } from '../features/room/roomSlice';
import { transactionHistorySlice } from '../features/transactionHistory/transactionHistorySlice';
import { userSlice } from '../features/user/userSlice';
import { REDUX_DEVTOOLS } from '../lib/config';
import type { LoadOutcome } from '../lib/routes';
import type { ProgressController } from '../lib/progress';
import { startLoadingBarListening } from './loadingBarListener';

// Each state key is its slice's own `name`: the store mirrors CONTRACT.md "The store" one to one.
const rootReducer = combineSlices(
  recordingSlice,
  userSlice,
  lookback2022Slice,
  transactionHistorySlice,
  roomSlice,
  eventSlice,
  flagsSlice,
  globalSlice,
  authSlice,
  baseApi,
);

export type RootState = ReturnType<typeof rootReducer>;

export interface StoreOptions {
  /** The loading bar the store drives; tests pass their own. */
  progress?: ProgressController;
}

/** One factory for the app, the server and every test: a fresh store each time, no state outside it. */
export const makeStore = (preloadedState?: Partial<RootState>, options: StoreOptions = {}) => {
  const listener = createListenerMiddleware();
  startLoadingBarListening(listener, options.progress);
  const session = startSessionListening(listener);
  startPaymentsListening(listener);
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    devTools: REDUX_DEVTOOLS,
    middleware: (getDefault) => getDefault().prepend(listener.middleware).concat(baseApi.middleware),
  });
  setupListeners(store.dispatch);
  session.resume(store.getState().auth, store.dispatch);
  return store;
};

export type AppStore = ReturnType<typeof makeStore>;

/**
 * The browser visit's store: the saved session, or, for a signed-out visitor on a page the server
 * rendered, the state that page was rendered from (its queries count as this visit's first answers).
 */
export function makeVisitStore() {
  const auth = restoreSession();
  const server = auth ? undefined : takeServerState();
  const store = makeStore(auth ? { auth } : server?.slices);
  if (server) store.dispatch(serverStateRestored(freshCarried(server.api)));
  // The visit's one store lives as long as the page: it follows the other tabs' sign-ins and sign-outs.
  followOtherTabs(store);
  return store;
}
export type AppDispatch = AppStore['dispatch'];

/**
 * A share page's server loader (its module's `load`, src/app/pageLoaders.ts): starts on `store` the queries
 * the page's first render shows and resolves with how its own item went; the queries it starts once
 * that is known are awaited too (src/server/shareRender.ts).
 */
export type ShareLoad = (store: AppStore, param: string) => Promise<LoadOutcome>;

/** A share page's item as schema.org structured data (JSON-LD), read from the store its `load` filled; none if not found. */
export type ShareStructuredData = (store: AppStore) => object | undefined;

/**
 * A share page's CSS of its own for the server's HTML (written into its head as a <style>, allowed by its
 * CSP's hash): what the shared stylesheets keep for every page of its kind but this one needs, from its
 * route's parameter; none if it needs none.
 */
export type ShareHeadStyle = (param: string) => string | undefined;

/** The store's provider, in the app and in tests alike. */
export function StoreProvider({ store, children }: { store: AppStore; children: ReactNode }) {
  return <Provider store={store}>{children}</Provider>;
}
