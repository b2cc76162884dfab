import { expect } from '@jest/globals';
import { delay, http, HttpResponse } from 'msw';
import { newIdempotencyKey } from '../../../src/api/idempotency';
import type { Song } from '../../../src/api/contract';
import { sendMultipart } from '../../../src/features/songs/sendMultipart';
import { songsApi } from '../../../src/features/songs/songsApi';
import { db, seed, signInAs } from '../../../src/mocks/db';
import { server } from '../../../src/mocks/node';
import { freshStore, ORIGIN, signedInStore, videoFields, watchRequests } from '../../support';

const { uploadVideoSong } = songsApi.endpoints;

let requests: ReturnType<typeof watchRequests>;
beforeEach(() => {
  requests = watchRequests();
});
afterEach(() => requests.stop());

/** Every value in the state that is not plain data: files, forms, functions, class instances. */
const unplainValues = (value: unknown, path = 'state'): string[] => {
  if (value === null || ['string', 'number', 'boolean', 'undefined'].includes(typeof value)) return [];
  if (typeof value !== 'object') return [path];
  if (Array.isArray(value)) return value.flatMap((item, i) => unplainValues(item, `${path}[${i}]`));
  const proto = Object.getPrototypeOf(value) as unknown;
  if (proto !== Object.prototype && proto !== null) return [path];
  return Object.entries(value).flatMap(([k, v]) => unplainValues(v, `${path}.${k}`));
};

describe('uploading a song by video file', () => {
  it('sends the four multipart parts, reports progress, and answers with the new song', async () => {
    const { store, token } = signedInStore(seed.users.owner);
    const progress: number[] = [];
    const idempotencyKey = newIdempotencyKey();

    const song = await store
      .dispatch(uploadVideoSong.initiate({ fields: videoFields(), idempotencyKey, onProgress: (f) => progress.push(f) }))
      .unwrap();

    expect(song).toMatchObject({ name: 'Diễm xưa', artist: 'Trịnh Công Sơn', source: 'video', status: 'processing' } satisfies Partial<Song>);
    expect(db.songs.some((s) => s.song.id === song.id && s.uploader === seed.users.owner)).toBe(true);
    expect(progress.length).toBeGreaterThan(0);
    expect(progress.at(-1)).toBe(1);

    expect(requests.seen).toHaveLength(1);
    const [sent] = requests.seen;
    expect(sent).toMatchObject({
      method: 'POST',
      path: '/v1/songs/uploadVideoSong',
      authorization: `Bearer ${token}`,
      idempotencyKey,
    });
    expect(sent?.contentType).toMatch(/^multipart\/form-data; boundary=/);
    const form = await sent!.copy.formData();
    expect([...form.keys()].sort()).toEqual(['artist', 'name', 'thumbnail', 'video']);
    expect((form.get('video') as Blob).size).toBe(2048);
    expect((form.get('thumbnail') as Blob).type).toBe('image/png');
  });

  it('never lets the files into the store, and the store never complains about them', async () => {
    const complaints = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const { store } = signedInStore(seed.users.owner);
      const running = store.dispatch(
        uploadVideoSong.initiate({ fields: videoFields(), idempotencyKey: newIdempotencyKey(), onProgress: () => undefined }),
      );
      expect(unplainValues(store.getState())).toEqual([]);
      await running;
      expect(store.getState().flags.uploadVideoSong).toBe(true);
      expect(unplainValues(store.getState())).toEqual([]);
      expect(complaints).not.toHaveBeenCalled();
    } finally {
      complaints.mockRestore();
    }
  });

  it('sends nothing without a session, and ends the session the server refuses', async () => {
    const signedOut = await freshStore().dispatch(uploadVideoSong.initiate({ fields: videoFields(), idempotencyKey: newIdempotencyKey() }));
    expect(signedOut.error).toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
    expect(requests.seen).toHaveLength(0);

    const { store, token } = signedInStore(seed.users.owner);
    db.sessions.delete(token);
    const refused = await store.dispatch(uploadVideoSong.initiate({ fields: videoFields(), idempotencyKey: newIdempotencyKey() }));
    expect(refused.error).toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
    expect(store.getState().auth.token).toBeNull();
  });

  it('passes on the server’s own refusal', async () => {
    const { store } = signedInStore(seed.users.owner);
    const result = await store.dispatch(
      uploadVideoSong.initiate({
        fields: videoFields({ thumbnail: new Blob(['%PDF'], { type: 'application/pdf' }) }),
        idempotencyKey: newIdempotencyKey(),
      }),
    );
    expect(result.error).toMatchObject({ status: 400, code: 'VALIDATION' });
    expect(result.error?.message).toMatch(/ảnh/);
  });
});

describe('the multipart transport', () => {
  const send = (idleTimeoutMs?: number) =>
    sendMultipart({
      url: '/songs/uploadVideoSong',
      form: new FormData(),
      token: signInAs(seed.users.owner),
      idempotencyKey: newIdempotencyKey(),
      idleTimeoutMs,
    });

  it('gives up with TIMEOUT_ERROR when nothing moves for too long', async () => {
    server.use(
      http.post(`${ORIGIN}/v1/songs/uploadVideoSong`, async () => {
        await delay(500);
        return HttpResponse.json({ data: null });
      }),
    );
    expect(await send(50)).toEqual({ error: expect.objectContaining({ status: 'TIMEOUT_ERROR' }) });
  });

  it('turns a network failure into FETCH_ERROR and a body that is not JSON into PARSE_ERROR', async () => {
    server.use(http.post(`${ORIGIN}/v1/songs/uploadVideoSong`, () => HttpResponse.error(), { once: true }));
    expect(await send()).toEqual({ error: expect.objectContaining({ status: 'FETCH_ERROR' }) });

    server.use(http.post(`${ORIGIN}/v1/songs/uploadVideoSong`, () => HttpResponse.text('<html>ok</html>')));
    expect(await send()).toEqual({ error: expect.objectContaining({ status: 'PARSE_ERROR' }) });
  });

  it('stops at once when the caller cancels', async () => {
    server.use(
      http.post(`${ORIGIN}/v1/songs/uploadVideoSong`, async () => {
        await delay(2000);
        return HttpResponse.json({ data: null });
      }),
    );
    const controller = new AbortController();
    const pending = sendMultipart({
      url: '/songs/uploadVideoSong',
      form: new FormData(),
      token: signInAs(seed.users.owner),
      idempotencyKey: newIdempotencyKey(),
      signal: controller.signal,
    });
    const startedAt = Date.now();
    controller.abort();
    expect(await pending).toEqual({ error: expect.objectContaining({ status: 'FETCH_ERROR' }) });
    expect(Date.now() - startedAt).toBeLessThan(1000);
  });

  it('is never retried by itself', async () => {
    server.use(http.post(`${ORIGIN}/v1/songs/uploadVideoSong`, () => HttpResponse.json({ message: 'down', code: 'INTERNAL' }, { status: 503 })));
    expect(await send()).toEqual({ error: expect.objectContaining({ status: 503, code: 'INTERNAL' }) });
    expect(requests.seen).toHaveLength(1);
  });
});
