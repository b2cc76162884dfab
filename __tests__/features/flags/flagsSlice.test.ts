import { expect } from '@jest/globals';
import { delay, http, HttpResponse } from 'msw';
import { newIdempotencyKey } from '../../../src/api/idempotency';
import type { AppStore } from '../../../src/app/store';
import { diamondsApi } from '../../../src/features/diamonds/api/diamondsApi';
import { selectFlag, selectFlags, type FlagName } from '../../../src/features/flags/flagsSlice';
import { reportViolationApi } from '../../../src/features/reportViolation/reportViolationApi';
import { songsApi } from '../../../src/features/songs/songsApi';
import { seed } from '../../../src/mocks/db';
import { server } from '../../../src/mocks/node';
import { ORIGIN, freshStore, signedInStore, validBodies, videoFields } from '../../support';

const key = newIdempotencyKey;
const { recharge, bankRecharge, bankIdRecharge, transfer } = diamondsApi.endpoints;
const { uploadVideoSong, uploadYoutubeSong } = songsApi.endpoints;
const { reportContent } = reportViolationApi.endpoints;

type Send = (store: AppStore) => Promise<unknown>;

// For each flag: a call the sandbox accepts, and one it refuses (a 4xx of its own rules).
const cases: [FlagName, Send, Send][] = [
  [
    'recharge',
    (s) => s.dispatch(recharge.initiate({ body: validBodies.recharge, idempotencyKey: key() })),
    (s) => s.dispatch(recharge.initiate({ body: { ...validBodies.recharge, uid: seed.users.unknown }, idempotencyKey: key() })),
  ],
  [
    'bankRecharge',
    (s) => s.dispatch(bankRecharge.initiate({ body: validBodies.bankRecharge, idempotencyKey: key() })),
    (s) =>
      s.dispatch(
        bankRecharge.initiate({
          body: { ...validBodies.bankRecharge, transfer_content: 'Nạp tiền có dấu' },
          idempotencyKey: key(),
        }),
      ),
  ],
  [
    'bankIdRecharge',
    (s) => s.dispatch(bankIdRecharge.initiate({ body: validBodies.bankIdRecharge, idempotencyKey: key() })),
    (s) => s.dispatch(bankIdRecharge.initiate({ body: { ...validBodies.bankIdRecharge, diamonds: -5 }, idempotencyKey: key() })),
  ],
  [
    'transfer',
    (s) => s.dispatch(transfer.initiate({ body: validBodies.transfer, idempotencyKey: key() })),
    (s) => s.dispatch(transfer.initiate({ body: { ...validBodies.transfer, diamonds: seed.balances.owner * 10 }, idempotencyKey: key() })),
  ],
  [
    'uploadVideoSong',
    (s) => s.dispatch(uploadVideoSong.initiate({ fields: videoFields(), idempotencyKey: key() })),
    (s) => s.dispatch(uploadVideoSong.initiate({ fields: videoFields({ video: new Blob([], { type: 'video/mp4' }) }), idempotencyKey: key() })),
  ],
  [
    'uploadYoutubeSong',
    (s) => s.dispatch(uploadYoutubeSong.initiate({ body: validBodies.uploadYoutubeSong, idempotencyKey: key() })),
    (s) => s.dispatch(uploadYoutubeSong.initiate({ body: { ...validBodies.uploadYoutubeSong, video_id: 'ngắn' }, idempotencyKey: key() })),
  ],
  [
    'reportViolation',
    (s) => s.dispatch(reportContent.initiate({ body: validBodies.reportContent, idempotencyKey: key() })),
    (s) =>
      s.dispatch(
        reportContent.initiate({
          body: { ...validBodies.reportContent, reason: 'other', description: '' },
          idempotencyKey: key(),
        }),
      ),
  ],
];

describe('the flags slice', () => {
  it('starts with every flag down, as CONTRACT.md says', () => {
    expect(freshStore().getState().flags).toEqual({
      recharge: false,
      bankRecharge: false,
      bankIdRecharge: false,
      transfer: false,
      uploadVideoSong: false,
      uploadYoutubeSong: false,
      reportViolation: false,
    });
  });

  it.each(cases)('raises %s on a 200 and lowers it again on a refusal, touching no other flag', async (flag, succeed, fail) => {
    const { store } = signedInStore(seed.users.owner);
    const others = Object.keys(store.getState().flags).filter((name) => name !== flag);

    expect(await succeed(store)).toHaveProperty('data');
    expect(selectFlag(store.getState(), flag)).toBe(true);
    for (const other of others) expect(selectFlags(store.getState())[other as FlagName]).toBe(false);

    expect(await fail(store)).toMatchObject({ error: { status: expect.any(Number), code: expect.any(String) } });
    expect(selectFlag(store.getState(), flag)).toBe(false);
  });

  it('lowers a flag on a server error (a POST is not retried, so this is quick)', async () => {
    const { store } = signedInStore(seed.users.owner);
    await store.dispatch(transfer.initiate({ body: validBodies.transfer, idempotencyKey: key() }));
    server.use(http.post(`${ORIGIN}/v1/diamonds/transfer`, () => HttpResponse.json({ message: 'down', code: 'INTERNAL' }, { status: 503 })));
    await store.dispatch(transfer.initiate({ body: validBodies.transfer, idempotencyKey: key() }));
    expect(selectFlag(store.getState(), 'transfer')).toBe(false);
  });

  it('lowers a flag when the person is not signed in (no request is sent)', async () => {
    const store = freshStore({ flags: { ...freshStore().getState().flags, recharge: true } });
    await store.dispatch(recharge.initiate({ body: validBodies.recharge, idempotencyKey: key() }));
    expect(selectFlag(store.getState(), 'recharge')).toBe(false);
  });

  it('keeps a flag as it was when the person cancels the request', async () => {
    const { store } = signedInStore(seed.users.owner);
    await store.dispatch(recharge.initiate({ body: validBodies.recharge, idempotencyKey: key() }));
    server.use(
      http.post(`${ORIGIN}/v1/diamonds/increase`, async () => {
        await delay(1000);
        return HttpResponse.json({ message: 'too late', code: 'INTERNAL' }, { status: 500 });
      }),
    );
    const running = store.dispatch(recharge.initiate({ body: validBodies.recharge, idempotencyKey: key() }));
    running.abort();
    await running;
    expect(selectFlag(store.getState(), 'recharge')).toBe(true);
  });
});
