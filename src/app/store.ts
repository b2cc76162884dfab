import {
  combineSlices,
  configureStore,
  createDynamicMiddleware,
  createListenerMiddleware,
  type Middleware,
} from '@reduxjs/toolkit';
import type { setupListeners } from '@reduxjs/toolkit/query';
import type { baseApi } from '../api/baseApi';
import { RESET_API_STATE } from '../api/resetApiState';
import { authSlice } from '../features/auth/authSlice';
import { eventSlice } from '../features/event/eventSlice';
import { flagsSlice } from '../features/flags/flagsSlice';
import { globalSlice } from '../features/global/globalSlice';
import { lookback2022Slice } from '../features/lookback2022/lookback2022Slice';
import { recordingSlice } from '../features/recording/recordingSlice';
import { roomSlice } from '../features/room/roomSlice';
import { transactionHistorySlice } from '../features/transactionHistory/transactionHistorySlice';
import { userSlice } from '../features/user/userSlice';
import { REDUX_DEVTOOLS } from '../lib/config';
import { startLoadingBarListening } from './loadingBarListener';
import type { ProgressController } from '../lib/progress';
import { startSessionListening } from '../features/auth/session';

// RTK Query (and every endpoint) loads with the first page that calls the API, not with the landing
// page: until then `api` holds exactly the state RTK Query starts with, and when src/api/baseApi.ts is
// evaluated it hands over its reducer and middleware (`apiModuleLoaded`), which every store then uses.

type ApiReducer = (typeof baseApi)['reducer'];
type ApiState = ReturnType<ApiReducer>;

const isOnline = () => typeof navigator === 'undefined' || navigator.onLine !== false;
const isDocumentVisible = () => typeof document === 'undefined' || document.visibilityState !== 'hidden';

/** RTK Query's initial state for src/api/baseApi.ts (a test compares the two). */
const apiInitialState = (): ApiState => ({
  queries: {},
  mutations: {},
  provided: { tags: {} as ApiState['provided']['tags'], keys: {} },
  subscriptions: {},
  config: {
    online: isOnline(),
    focused: isDocumentVisible(),
    middlewareRegistered: false,
    refetchOnFocus: false,
    refetchOnReconnect: false,
    refetchOnMountOrArgChange: true,
    keepUnusedDataFor: 60,
    reducerPath: 'api',
    invalidationBehavior: 'delayed',
  },
});

const apiUntilLoaded: ApiReducer = (state, action) =>
  state === undefined || action.type === RESET_API_STATE ? apiInitialState() : state;

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
  { reducerPath: 'api' as const, reducer: apiUntilLoaded },
);

export type RootState = ReturnType<typeof rootReducer>;

/** What src/api/baseApi.ts hands over when it is loaded. */
export interface LoadedApi {
  api: { reducerPath: 'api'; reducer: ApiReducer; middleware: Middleware };
  setupListeners: typeof setupListeners;
}

let loadedApi: LoadedApi | undefined;
const waitingForApi = new Set<(loaded: LoadedApi) => void>();

/** Called once by src/api/baseApi.ts: from now on every store runs RTK Query. */
export function apiModuleLoaded(loaded: LoadedApi) {
  if (loadedApi) return;
  loadedApi = loaded;
  rootReducer.inject(loaded.api, { overrideExisting: true });
  waitingForApi.forEach((attach) => attach(loaded));
  waitingForApi.clear();
}

export interface StoreOptions {
  /** The loading bar the store drives; tests pass their own. */
  progress?: ProgressController;
}

/** One factory for the app and every test: a fresh store each time. */
export const makeStore = (preloadedState?: Partial<RootState>, options: StoreOptions = {}) => {
  const listener = createListenerMiddleware();
  startLoadingBarListening(listener, options.progress);
  const session = startSessionListening(listener);
  const apiMiddleware = createDynamicMiddleware();
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    devTools: REDUX_DEVTOOLS,
    middleware: (getDefault) => getDefault().prepend(listener.middleware).concat(apiMiddleware.middleware),
  });
  const attachApi = ({ api, setupListeners: listen }: LoadedApi) => {
    apiMiddleware.addMiddleware(api.middleware);
    listen(store.dispatch);
    // Online and focus may have changed since the store started: RTK Query starts from the truth.
    listen(store.dispatch, (dispatch, actions) => {
      dispatch(isOnline() ? actions.onOnline() : actions.onOffline());
      dispatch(isDocumentVisible() ? actions.onFocus() : actions.onFocusLost());
      return () => undefined;
    });
  };
  if (loadedApi) attachApi(loadedApi);
  else waitingForApi.add(attachApi);
  session.resume(store.getState().auth, store.dispatch);
  return store;
};

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
