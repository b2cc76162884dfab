// The store every page, test (and later the server) makes with makeStore: CONTRACT.md "The store" key by
// key, RTK Query built in, and nothing shared between two stores.
import { expect } from '@jest/globals';
import { baseApi } from '../../src/api/baseApi';
import { makeStore } from '../../src/app/store';
import { signedOut } from '../../src/features/auth/authSlice';
import { recordingApi } from '../../src/features/recording/recordingApi';
import { seed } from '../../src/mocks/db';

const fetchRecording = async (store: ReturnType<typeof makeStore>, uid: string) => {
  const request = store.dispatch(recordingApi.endpoints.getRecording.initiate(uid));
  const result = await request;
  request.unsubscribe();
  return result;
};

describe('makeStore', () => {
  it('has every key of the contract with its initial value, api as RTK Query starts it', () => {
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
    const { config, ...rest } = state.api;
    const initial = baseApi.reducer(undefined, { type: '@@INIT' });
    expect(rest).toEqual({ queries: {}, mutations: {}, provided: initial.provided, subscriptions: {} });
    expect(config).toMatchObject({ ...initial.config, middlewareRegistered: expect.anything() });
  });

  it('fetches through RTK Query, and the slices follow the answer', async () => {
    const store = makeStore();
    const result = await fetchRecording(store, seed.recordings.audio.uid);
    expect(result.isSuccess).toBe(true);
    expect(store.getState().recording.detail?.uid).toBe(seed.recordings.audio.uid);
    expect(store.getState().api.config.middlewareRegistered).toBe(true);
  });

  it('drops the API cache when the person signs out', async () => {
    const store = makeStore({ auth: { token: 'tok', expiresAt: '2099-01-01T00:00:00+07:00' } });
    await fetchRecording(store, seed.recordings.audio.uid);
    expect(Object.keys(store.getState().api.queries)).toHaveLength(1);
    store.dispatch(signedOut());
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(store.getState().api.queries).toEqual({});
  });

  it('shares nothing between two stores (one per visit, one per server request)', async () => {
    const first = makeStore();
    const second = makeStore();
    await fetchRecording(first, seed.recordings.audio.uid);
    expect(first.getState().recording.detail).not.toBeNull();
    expect(second.getState().recording.detail).toBeNull();
    expect(second.getState().api.queries).toEqual({});
  });
});
