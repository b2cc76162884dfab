// RTK Query loads with the first page that calls the API (src/app/store.ts). Until then the store
// still has every key of CONTRACT.md "The store", `api` included, with RTK Query's own initial state;
// once src/api/baseApi.ts is loaded, every store (also one made before) runs it.
import type { AppStore } from '../../src/app/store';
import { seed } from '../../src/mocks/db';

type StoreModule = typeof import('../../src/app/store');
type RecordingApiModule = typeof import('../../src/features/recording/recordingApi');
type BaseApiModule = typeof import('../../src/api/baseApi');
type AuthModule = typeof import('../../src/features/auth/authSlice');

const isolated = <T>(load: () => T): T => {
  let loaded!: T;
  jest.isolateModules(() => {
    loaded = load();
  });
  return loaded;
};

/* eslint-disable @typescript-eslint/no-require-imports -- each test needs its own module registry */
const storeOnly = () => isolated(() => require('../../src/app/store') as StoreModule);
/* eslint-enable @typescript-eslint/no-require-imports */

describe('the store before RTK Query is loaded', () => {
  it('has every key of the contract with its initial value, api as RTK Query starts it', () => {
    const { makeStore } = storeOnly();
    const state = makeStore().getState();
    expect(Object.keys(state)).toEqual([
      'recording',
      'user',
      'lookback2022',
      'transactionHistory',
      'room',
      'event',
      'flags',
      'global',
      'auth',
      'api',
    ]);
    expect(state).toMatchObject({
      recording: { detail: null, images: [], comments: [], giftsRanking: null },
      user: { detail: null, owner: null },
      lookback2022: { detail: null },
      transactionHistory: { page: null },
      room: { detail: null },
      event: { detail: null, songs: null, recordings: null },
      flags: {
        recharge: false,
        bankRecharge: false,
        bankIdRecharge: false,
        transfer: false,
        uploadVideoSong: false,
        uploadYoutubeSong: false,
        reportViolation: false,
      },
      global: { perPage: 15, filter: 'all' },
      auth: { token: null, expiresAt: null },
    });
    // What RTK Query itself starts from, computed in a registry of its own.
    const rtkInitial = isolated(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const { baseApi } = require('../../src/api/baseApi') as BaseApiModule;
      return baseApi.reducer(undefined, { type: '@@INIT' });
    });
    expect(state.api).toEqual(rtkInitial);
  });

  it('keeps the api state through actions and a reset', () => {
    const { makeStore } = storeOnly();
    const store = makeStore();
    const before = store.getState().api;
    store.dispatch({ type: 'something/else' });
    expect(store.getState().api).toBe(before);
    store.dispatch({ type: 'api/resetApiState' });
    expect(store.getState().api).toEqual(before);
  });
});

describe('when the API module arrives', () => {
  it('a store made before it fetches through RTK Query, and the slices follow', async () => {
    await jest.isolateModulesAsync(async () => {
      /* eslint-disable @typescript-eslint/no-require-imports -- loaded in this order, in one registry */
      const { makeStore } = require('../../src/app/store') as StoreModule;
      const store: AppStore = makeStore();
      expect(store.getState().api.config.middlewareRegistered).toBe(false);
      // A page's chunk arrives with its endpoints (and so RTK Query).
      const { recordingApi } = require('../../src/features/recording/recordingApi') as RecordingApiModule;
      /* eslint-enable @typescript-eslint/no-require-imports */
      const request = store.dispatch(recordingApi.endpoints.getRecording.initiate(seed.recordings.audio.uid));
      const result = await request;
      request.unsubscribe();
      expect(result.isSuccess).toBe(true);
      expect(store.getState().recording.detail?.uid).toBe(seed.recordings.audio.uid);
      expect(Object.keys(store.getState().api.queries)).toHaveLength(1);
      expect(store.getState().api.config.middlewareRegistered).toBe(true);
    });
  });

  it('a signed-out session drops the API cache', async () => {
    const { makeStore, recordingApi, signedOut } = isolated(() => {
      /* eslint-disable @typescript-eslint/no-require-imports */
      const storeModule = require('../../src/app/store') as StoreModule;
      const api = require('../../src/features/recording/recordingApi') as RecordingApiModule;
      const auth = require('../../src/features/auth/authSlice') as AuthModule;
      /* eslint-enable @typescript-eslint/no-require-imports */
      return { makeStore: storeModule.makeStore, recordingApi: api.recordingApi, signedOut: auth.signedOut };
    });
    const store = makeStore({ auth: { token: 'tok', expiresAt: '2099-01-01T00:00:00+07:00' } });
    const request = store.dispatch(recordingApi.endpoints.getRecording.initiate(seed.recordings.audio.uid));
    await request;
    request.unsubscribe();
    expect(Object.keys(store.getState().api.queries)).toHaveLength(1);
    store.dispatch(signedOut());
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(store.getState().api.queries).toEqual({});
  });

  it('resets with the action RTK Query itself uses', () => {
    const { resetApiState, baseApi } = isolated(() => ({
      /* eslint-disable @typescript-eslint/no-require-imports */
      resetApiState: (require('../../src/api/resetApiState') as typeof import('../../src/api/resetApiState')).resetApiState,
      baseApi: (require('../../src/api/baseApi') as BaseApiModule).baseApi,
      /* eslint-enable @typescript-eslint/no-require-imports */
    }));
    expect(resetApiState().type).toBe(baseApi.util.resetApiState().type);
  });
});
