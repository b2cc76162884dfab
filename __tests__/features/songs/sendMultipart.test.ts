import { expect } from '@jest/globals';
import { REQUEST_TIMEOUT_MS } from '../../../src/api/baseApi';
import { newIdempotencyKey } from '../../../src/api/idempotency';
import { sendMultipart, type MultipartResult } from '../../../src/features/songs/sendMultipart';
import { songsApi } from '../../../src/features/songs/songsApi';
import { MB } from '../../../src/features/songs/validation';
import { serverSaveWaitMs } from '../../../src/features/songs/uploadWait';
import { seed } from '../../../src/mocks/db';
import { signedInStore, videoFields } from '../../support';
import { FakeXhr, installFakeXhr } from '../../support/fakeXhr';

// The timing of an upload, with the network played by hand (FakeXhr: upload progress, end of body and
// answer fired by the test) under jest's fake clock. The real transport against the sandbox is covered
// in songsApi.test.ts; jsdom's cannot hold an answer back for minutes.
let restoreXhr: () => void;
beforeEach(() => {
  restoreXhr = installFakeXhr();
  jest.useFakeTimers();
});
afterEach(() => {
  jest.useRealTimers();
  restoreXhr();
});

/** The request and whatever it has resolved with so far. */
const start = (answerTimeoutMs?: number) => {
  const outcome: { result?: MultipartResult } = {};
  void sendMultipart({
    url: '/songs/uploadVideoSong',
    form: new FormData(),
    token: 'token',
    idempotencyKey: newIdempotencyKey(),
    answerTimeoutMs,
  }).then((result) => {
    outcome.result = result;
  });
  const xhr = FakeXhr.all.at(-1)!;
  expect(xhr.sent).toBe(true);
  return { xhr, outcome };
};

const wait = (ms: number) => jest.advanceTimersByTimeAsync(ms);
const TIMED_OUT = { error: expect.objectContaining({ status: 'TIMEOUT_ERROR' }) };

describe('waiting for the answer once the last byte is sent', () => {
  const saveWait = serverSaveWaitMs(50 * MB);

  it('is not a failure 16 s after the last byte: the answer that comes later is the result', async () => {
    const { xhr, outcome } = start(saveWait);
    xhr.progress(60);
    await wait(10_000);
    xhr.bodySent();
    await wait(16_000);
    expect(outcome.result).toBeUndefined();
    expect(xhr.aborted).toBe(false);

    await wait(60_000);
    xhr.answer(200, { data: { id: 7 } });
    await wait(0);
    expect(outcome.result).toEqual({ data: { id: 7 } });
  });

  it('fails with a time-out once the wait that fits the size has passed', async () => {
    expect(saveWait).toBe(170_000);
    const { xhr, outcome } = start(saveWait);
    xhr.bodySent();
    await wait(saveWait - 1);
    expect(outcome.result).toBeUndefined();
    await wait(1);
    expect(outcome.result).toEqual(TIMED_OUT);
    expect(xhr.aborted).toBe(true);
  });

  it('counts the body as sent when the last progress event reports every byte (no load event)', async () => {
    const { xhr, outcome } = start(saveWait);
    xhr.progress(100, 100);
    await wait(REQUEST_TIMEOUT_MS + 5_000);
    expect(outcome.result).toBeUndefined();
    await wait(saveWait);
    expect(outcome.result).toEqual(TIMED_OUT);
  });

  it('keeps the idle time-out while bytes are still going out', async () => {
    const { xhr, outcome } = start(saveWait);
    // Each progress event gives another 15 s…
    for (const loaded of [10, 20, 30]) {
      await wait(REQUEST_TIMEOUT_MS - 1_000);
      xhr.progress(loaded);
    }
    expect(outcome.result).toBeUndefined();
    // …and a stalled upload fails 15 s after the last one, not after the long wait.
    await wait(REQUEST_TIMEOUT_MS - 1);
    expect(outcome.result).toBeUndefined();
    await wait(1);
    expect(outcome.result).toEqual(TIMED_OUT);
    expect(xhr.aborted).toBe(true);
  });

  it('goes back to the idle time-out once the answer starts to arrive', async () => {
    const { xhr, outcome } = start(saveWait);
    xhr.bodySent();
    await wait(30_000);
    // The answer starts, then nothing more comes.
    xhr.answerBegins();
    await wait(REQUEST_TIMEOUT_MS);
    expect(outcome.result).toEqual(TIMED_OUT);
  });

  it('waits no longer than the idle time-out when no wait is given', async () => {
    const { xhr, outcome } = start();
    xhr.bodySent();
    await wait(REQUEST_TIMEOUT_MS);
    expect(outcome.result).toEqual(TIMED_OUT);
  });
});

describe('the video upload endpoint', () => {
  it('waits after the last byte for a time that fits the files’ size', async () => {
    const { store } = signedInStore(seed.users.owner);
    const video = new Blob([new Uint8Array(64)], { type: 'video/mp4' });
    Object.defineProperty(video, 'size', { value: 300 * MB });
    const fields = videoFields({ video });
    const expected = serverSaveWaitMs(300 * MB + fields.thumbnail.size);
    expect(expected).toBe(2 * 60_000 + 301 * 1_000);

    const outcome: { settled?: boolean } = {};
    const running = store.dispatch(songsApi.endpoints.uploadVideoSong.initiate({ fields, idempotencyKey: newIdempotencyKey() }));
    void running.then(() => {
      outcome.settled = true;
    });
    await wait(0);
    const xhr = FakeXhr.all.at(-1)!;
    xhr.bodySent();
    await wait(expected - 1);
    expect(outcome.settled).toBeUndefined();
    await wait(1);
    expect((await running).error).toMatchObject({ status: 'TIMEOUT_ERROR' });
  });
});
