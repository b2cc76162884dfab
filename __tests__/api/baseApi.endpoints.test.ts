// Every call of CONTRACT.md, made through its endpoint against the sandbox: which method, path, query
// and headers reach the server.
import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { baseApi } from '../../src/api/baseApi';
import { newIdempotencyKey } from '../../src/api/idempotency';
import type { AppStore } from '../../src/app/store';
import { authApi } from '../../src/features/auth/authApi';
import { diamondsApi } from '../../src/features/diamonds/api/diamondsApi';
import { eventApi } from '../../src/features/event/eventApi';
import { lookback2022Api } from '../../src/features/lookback2022/lookback2022Api';
import { recordingApi } from '../../src/features/recording/recordingApi';
import { reportViolationApi } from '../../src/features/reportViolation/reportViolationApi';
import { roomApi } from '../../src/features/room/roomApi';
import { songsApi } from '../../src/features/songs/songsApi';
import { transactionHistoryApi } from '../../src/features/transactionHistory/transactionHistoryApi';
import { userApi } from '../../src/features/user/userApi';
import { findUser, seed } from '../../src/mocks/db';
import { server } from '../../src/mocks/node';
import { ORIGIN, signedInStore, validBodies, videoFields, watchRequests } from '../support';

let requests: ReturnType<typeof watchRequests>;
beforeEach(() => {
  requests = watchRequests();
});
afterEach(() => requests.stop());

const { recordings, rooms, events, eventIds } = seed;
const googleResult = {
  code: seed.googleCodes.other,
  scope: 'email profile openid https://www.googleapis.com/auth/userinfo.profile',
  authuser: '0',
  prompt: 'consent',
};

interface EndpointCall {
  /** What the endpoint sends; `key` is the idempotency key a mutation is given. */
  send: (store: AppStore, key: string) => Promise<unknown>;
  method: 'GET' | 'POST';
  path: string;
  query?: Record<string, string>;
  auth: boolean;
}

const calls: Record<string, EndpointCall> = {
  getRecording: {
    send: (s) => s.dispatch(recordingApi.endpoints.getRecording.initiate(recordings.audio.uid)),
    method: 'GET',
    path: `/v1/recordings/detail-by-uid/${recordings.audio.uid}`,
    query: { is_platform: '3' },
    auth: false,
  },
  getGiftRanking: {
    send: (s) => s.dispatch(recordingApi.endpoints.getGiftRanking.initiate(recordings.audio.id)),
    method: 'GET',
    path: '/v1/gifts/recording/top',
    query: { recording_id: String(recordings.audio.id) },
    auth: false,
  },
  login: {
    send: (s, key) => s.dispatch(authApi.endpoints.login.initiate({ body: googleResult, idempotencyKey: key })),
    method: 'POST',
    path: '/v1/auth/web/login',
    auth: false,
  },
  getUserByUid: {
    send: (s) => s.dispatch(userApi.endpoints.getUserByUid.initiate(seed.users.other)),
    method: 'GET',
    path: `/v1/users/uid/${seed.users.other}`,
    query: { is_platform: '3' },
    auth: false,
  },
  getOwner: {
    send: (s) => s.dispatch(userApi.endpoints.getOwner.initiate()),
    method: 'GET',
    path: '/v1/users/owner',
    auth: true,
  },
  recharge: {
    send: (s, key) => s.dispatch(diamondsApi.endpoints.recharge.initiate({ body: validBodies.recharge, idempotencyKey: key })),
    method: 'POST',
    path: '/v1/diamonds/increase',
    auth: true,
  },
  bankRecharge: {
    send: (s, key) => s.dispatch(diamondsApi.endpoints.bankRecharge.initiate({ body: validBodies.bankRecharge, idempotencyKey: key })),
    method: 'POST',
    path: '/v1/diamonds/manual',
    auth: true,
  },
  bankIdRecharge: {
    send: (s, key) => s.dispatch(diamondsApi.endpoints.bankIdRecharge.initiate({ body: validBodies.bankIdRecharge, idempotencyKey: key })),
    method: 'POST',
    path: '/v1/diamonds/manual-by-bank',
    auth: true,
  },
  transfer: {
    send: (s, key) => s.dispatch(diamondsApi.endpoints.transfer.initiate({ body: validBodies.transfer, idempotencyKey: key })),
    method: 'POST',
    path: '/v1/diamonds/transfer',
    auth: true,
  },
  uploadVideoSong: {
    send: (s, key) => s.dispatch(songsApi.endpoints.uploadVideoSong.initiate({ fields: videoFields(), idempotencyKey: key })),
    method: 'POST',
    path: '/v1/songs/uploadVideoSong',
    auth: true,
  },
  uploadYoutubeSong: {
    send: (s, key) => s.dispatch(songsApi.endpoints.uploadYoutubeSong.initiate({ body: validBodies.uploadYoutubeSong, idempotencyKey: key })),
    method: 'POST',
    path: '/v1/songs/uploadYoutubeSong',
    auth: true,
  },
  reportContent: {
    send: (s, key) => s.dispatch(reportViolationApi.endpoints.reportContent.initiate({ body: validBodies.reportContent, idempotencyKey: key })),
    method: 'POST',
    path: '/v1/users/report-content',
    auth: true,
  },
  getLookback2022: {
    send: (s) => s.dispatch(lookback2022Api.endpoints.getLookback2022.initiate()),
    method: 'GET',
    path: '/v1/my/lookback2022',
    auth: true,
  },
  getTransactionHistory: {
    send: (s) => s.dispatch(transactionHistoryApi.endpoints.getTransactionHistory.initiate({ page: 2, filter: 'all' })),
    method: 'GET',
    path: '/v1/diamonds/transaction-history',
    query: { page: '2' },
    auth: true,
  },
  getRoom: {
    send: (s) => s.dispatch(roomApi.endpoints.getRoom.initiate(rooms.live)),
    method: 'GET',
    path: `/v1/rooms/detail/${rooms.live}`,
    query: { is_uid: '1' },
    auth: false,
  },
  getEvent: {
    send: (s) => s.dispatch(eventApi.endpoints.getEvent.initiate(events.running)),
    method: 'GET',
    path: `/v1/events/detail/${events.running}`,
    auth: false,
  },
  getEventSongs: {
    send: (s) => s.dispatch(eventApi.endpoints.getEventSongs.initiate(eventIds.running)),
    method: 'GET',
    path: `/v1/events/songs/${eventIds.running}`,
    auth: false,
  },
  getEventRecordings: {
    send: (s) => s.dispatch(eventApi.endpoints.getEventRecordings.initiate({ eventId: eventIds.running, page: 2 })),
    method: 'GET',
    path: `/v1/events/recordings/${eventIds.running}`,
    query: { page: '2' },
    auth: false,
  },
};

describe('the 18 calls', () => {
  it('has one endpoint per call of CONTRACT.md, and this table covers each of them', () => {
    expect(Object.keys(baseApi.endpoints).sort()).toEqual(Object.keys(calls).sort());
    expect(new Set(Object.values(calls).map((c) => `${c.method} ${c.path}`)).size).toBe(18);
  });

  it.each(Object.entries(calls))('%s: method, path, query and headers as CONTRACT.md says', async (_name, call) => {
    // Signed in for every call, so that a public call leaking the token would show.
    const { store, token } = signedInStore(seed.users.owner);
    const key = newIdempotencyKey();

    const result = await call.send(store, key);
    expect(result).toHaveProperty('data');

    expect(requests.seen).toHaveLength(1);
    const [sent] = requests.seen;
    expect(sent?.method).toBe(call.method);
    expect(sent?.path).toBe(call.path);
    expect(sent?.query).toEqual(call.query ?? {});
    expect(sent?.authorization).toBe(call.auth ? `Bearer ${token}` : null);
    expect(sent?.idempotencyKey).toBe(call.method === 'POST' ? key : null);
  });
});

describe('request bodies', () => {
  it('sends the Google sign-in result exactly as Google returned it', async () => {
    const { store } = signedInStore();
    await calls.login!.send(store, newIdempotencyKey());
    expect(await requests.seen[0]?.copy.json()).toEqual(googleResult);
  });

  it('sends JSON bodies with their CONTRACT.md field names', async () => {
    const { store } = signedInStore();
    await calls.transfer!.send(store, newIdempotencyKey());
    expect(requests.seen[0]?.contentType).toMatch(/^application\/json/);
    expect(await requests.seen[0]?.copy.json()).toEqual(validBodies.transfer);
  });

  it('adds the history filter only when it is not "all"', async () => {
    const { store } = signedInStore();
    await store.dispatch(transactionHistoryApi.endpoints.getTransactionHistory.initiate({ page: 1, filter: 'gift' }));
    await store.dispatch(transactionHistoryApi.endpoints.getTransactionHistory.initiate({ page: 1 }));
    expect(requests.seen.map((r) => r.query)).toEqual([{ page: '1', filter: 'gift' }, { page: '1' }]);
  });
});

describe('idempotency', () => {
  it('gives each confirmation its own key', async () => {
    const { store } = signedInStore();
    await calls.recharge!.send(store, newIdempotencyKey());
    await calls.recharge!.send(store, newIdempotencyKey());
    const [first, second] = requests.seen;
    expect(first?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(second?.idempotencyKey).not.toBe(first?.idempotencyKey);
  });

  it('reuses the key when the same confirmation is retried, and the server acts only once', async () => {
    const { store } = signedInStore(seed.users.owner);
    const key = newIdempotencyKey();
    const transfer = (k: string) => store.dispatch(diamondsApi.endpoints.transfer.initiate({ body: validBodies.transfer, idempotencyKey: k }));

    // The first attempt never gets an answer; the person presses "Thử lại".
    server.use(http.post(`${ORIGIN}/v1/diamonds/transfer`, () => HttpResponse.error(), { once: true }));
    expect((await transfer(key)).error).toMatchObject({ status: 'FETCH_ERROR' });
    const first = await transfer(key);
    const again = await transfer(key);

    expect(requests.seen.map((r) => r.idempotencyKey)).toEqual([key, key, key]);
    expect(again.data).toEqual(first.data);
    expect(findUser(seed.users.owner)?.diamonds).toBe(seed.balances.owner - validBodies.transfer.diamonds);
  });
});

describe('what a money call refreshes', () => {
  it('refetches the balance and the ledger a page is showing after a transfer', async () => {
    const { store } = signedInStore(seed.users.owner);
    const owner = store.dispatch(userApi.endpoints.getOwner.initiate());
    const history = store.dispatch(transactionHistoryApi.endpoints.getTransactionHistory.initiate({ page: 1 }));
    await Promise.all([owner, history]);

    expect(store.getState().transactionHistory.page?.items[0]).not.toMatchObject({ type: 'transfer_out' });

    await calls.transfer!.send(store, newIdempotencyKey());
    await waitFor(() => {
      expect(store.getState().user.owner?.diamonds).toBe(seed.balances.owner - validBodies.transfer.diamonds);
      expect(store.getState().transactionHistory.page?.items[0]).toMatchObject({ type: 'transfer_out' });
    });
    owner.unsubscribe();
    history.unsubscribe();
  });
});
