// The slices follow the endpoints by name (src/features/endpointMatchers.ts) so that RTK Query stays
// out of the first bundle. These matchers must agree with RTK Query's own on every endpoint.
import { configureStore, type Middleware, type UnknownAction } from '@reduxjs/toolkit';
import { baseApi } from '../../src/api/baseApi';
import { authApi } from '../../src/features/auth/authApi';
import { diamondsApi } from '../../src/features/diamonds/diamondsApi';
import { endpointMatchers } from '../../src/features/endpointMatchers';
import { eventApi } from '../../src/features/event/eventApi';
import { lookback2022Api } from '../../src/features/lookback2022/lookback2022Api';
import { recordingApi } from '../../src/features/recording/recordingApi';
import { reportViolationApi } from '../../src/features/reportViolation/reportViolationApi';
import { roomApi } from '../../src/features/room/roomApi';
import { songsApi } from '../../src/features/songs/songsApi';
import { transactionHistoryApi } from '../../src/features/transactionHistory/transactionHistoryApi';
import { userApi } from '../../src/features/user/userApi';
import { seed } from '../../src/mocks/db';

// Every feature's endpoints are injected into the one API.
const apis = [
  authApi,
  diamondsApi,
  eventApi,
  lookback2022Api,
  recordingApi,
  reportViolationApi,
  roomApi,
  songsApi,
  transactionHistoryApi,
  userApi,
];
type Matcher = (action: unknown) => boolean;
const endpoints = Object.entries(baseApi.endpoints as Record<string, { matchFulfilled: Matcher; matchRejected: Matcher }>);
type AnyApi = { endpoints: Record<string, { useQuery: unknown; useMutation: unknown }> };
const queries = endpointMatchers<AnyApi, 'query'>('query');
const mutations = endpointMatchers<AnyApi, 'mutation'>('mutation');
/** The helper's matchers for an endpoint of RTK Query's, by its kind. */
const matchersFor = (name: string) => ('useMutation' in (baseApi.endpoints as Record<string, object>)[name]! ? mutations : queries);

// Actions of every shape the API dispatches: each thunk, each status, each endpoint, plus some that
// only look alike.
const thunkActions = (): UnknownAction[] => {
  const actions: UnknownAction[] = [];
  for (const thunk of ['api/executeQuery', 'api/executeMutation']) {
    for (const status of ['pending', 'fulfilled', 'rejected'] as const) {
      for (const [endpointName] of endpoints) {
        actions.push({
          type: `${thunk}/${status}`,
          payload: status === 'fulfilled' ? { ok: true } : undefined,
          meta: { arg: { endpointName, type: 'query' }, requestId: 'r-1', requestStatus: status },
        });
      }
    }
  }
  actions.push({ type: 'api/executeQuery/fulfilled', meta: { arg: {} } });
  actions.push({ type: 'other/executeQuery/fulfilled', meta: { arg: { endpointName: 'getRoom' }, requestId: 'r', requestStatus: 'fulfilled' } });
  actions.push({ type: 'api/resetApiState' });
  return actions;
};

describe('matching an endpoint by name', () => {
  it('covers every endpoint of the API, queries and mutations', () => {
    expect(apis.length).toBe(10);
    expect(endpoints.map(([name]) => name)).toEqual(
      expect.arrayContaining(['getRecording', 'getOwner', 'login', 'recharge', 'reportContent', 'uploadVideoSong']),
    );
    expect(matchersFor('login')).toBe(mutations);
    expect(matchersFor('getRecording')).toBe(queries);
  });

  it.each(endpoints.map(([name]) => name))('%s: fulfilled and rejected match exactly what RTK Query matches', (name) => {
    const endpoint = (baseApi.endpoints as Record<string, { matchFulfilled: Matcher; matchRejected: Matcher }>)[name]!;
    const { fulfilled, rejected } = matchersFor(name);
    for (const action of thunkActions()) {
      expect([action.type, fulfilled(name)(action)]).toEqual([action.type, endpoint.matchFulfilled(action)]);
      expect([action.type, rejected(name)(action)]).toEqual([action.type, endpoint.matchRejected(action)]);
    }
  });

  it('agrees with RTK Query on the actions of real requests', async () => {
    const seen: UnknownAction[] = [];
    const capture: Middleware = () => (next) => (action) => {
      seen.push(action as UnknownAction);
      return next(action);
    };
    const store = configureStore({
      reducer: { [baseApi.reducerPath]: baseApi.reducer },
      middleware: (getDefault) => getDefault().concat(baseApi.middleware, capture),
    });
    await store.dispatch(recordingApi.endpoints.getRecording.initiate(seed.recordings.audio.uid));
    await store.dispatch(recordingApi.endpoints.getRecording.initiate(seed.recordings.unknown.uid));
    await store.dispatch(roomApi.endpoints.getRoom.initiate(seed.rooms.live));
    expect(seen.filter((action) => action.type === 'api/executeQuery/fulfilled')).toHaveLength(2);
    expect(seen.filter((action) => action.type === 'api/executeQuery/rejected')).toHaveLength(1);
    for (const [name, endpoint] of endpoints) {
      const { fulfilled, rejected } = matchersFor(name);
      for (const action of seen) {
        expect(fulfilled(name)(action)).toBe(endpoint.matchFulfilled(action));
        expect(rejected(name)(action)).toBe(endpoint.matchRejected(action));
      }
    }
  });
});
