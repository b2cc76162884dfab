// Helpers for the feature and API tests (jest runs only *.test.ts files, so this one is not a test).
// They would sit in __tests__/support/, which another engineer owns.
import { makeStore, type RootState } from '../../src/app/store';
import type { ProgressController } from '../../src/lib/progress';
import { seed, signInAs } from '../../src/mocks/db';
import { server } from '../../src/mocks/node';

export const ORIGIN = 'http://localhost';
export const v1 = (path: string): string => `${ORIGIN}/v1${path}`;

// The loading bar is not under test here; the real one would keep ticking between tests.
const quietBar: ProgressController = {
  begin: () => undefined,
  end: () => undefined,
  getSnapshot: () => ({ progress: 0, visible: false, failed: false }),
  subscribe: () => () => undefined,
};

/** A fresh real store. */
export const freshStore = (preloadedState?: Partial<RootState>) => makeStore(preloadedState, { progress: quietBar });

/** A fresh real store whose person is signed in to the sandbox. */
export const signedInStore = (uid: string = seed.users.owner) => {
  const token = signInAs(uid);
  const store = freshStore({ auth: { token, expiresAt: '2099-01-01T00:00:00+07:00' } });
  return { store, token };
};

/** The payload the sandbox answers to a GET, read on its own, to compare with what the store kept. */
export const payloadOf = async (path: string, token?: string): Promise<unknown> => {
  const response = await fetch(v1(path), token ? { headers: { Authorization: `Bearer ${token}` } } : {});
  if (response.status !== 200) throw new Error(`GET ${path} answered ${response.status}`);
  return ((await response.json()) as { data: unknown }).data;
};

export interface SeenRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  authorization: string | null;
  idempotencyKey: string | null;
  contentType: string | null;
  /** A copy of the request, for reading its body. */
  copy: Request;
}

/** Records every request that reaches the sandbox until `stop()`. */
export const watchRequests = () => {
  const seen: SeenRequest[] = [];
  const listener = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    seen.push({
      method: request.method,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      authorization: request.headers.get('authorization'),
      idempotencyKey: request.headers.get('idempotency-key'),
      contentType: request.headers.get('content-type'),
      copy: request.clone(),
    });
  };
  server.events.on('request:start', listener);
  return { seen, stop: () => server.events.removeListener('request:start', listener) };
};

/** Bodies the sandbox accepts, one per mutation. */
export const validBodies = {
  recharge: { uid: seed.users.owner, package_id: 'goi-100', diamonds: 100, price_vnd: 20_000 },
  bankRecharge: { uid: seed.users.owner, diamonds: 500, price_vnd: 100_000, transfer_content: 'HATVUI 100001' },
  bankIdRecharge: {
    uid: seed.users.other,
    bank_id: 'vcb',
    diamonds: 500,
    price_vnd: 100_000,
    transfer_content: 'HATVUI 100002',
  },
  transfer: { receiver_uid: seed.users.other, diamonds: 10, note: 'Chúc mừng sinh nhật!\nHát hay lắm.' },
  uploadYoutubeSong: {
    youtube_url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    video_id: 'dQw4w9WgXcQ',
    name: 'Nối vòng tay lớn',
    artist: 'Trịnh Công Sơn',
  },
  reportContent: {
    target_type: 'recording',
    target_id: seed.recordings.audio.uid,
    reason: 'spam',
    description: 'Quảng cáo lặp lại trong phần bình luận.',
    contact_email: 'nguoidung@example.com',
  },
} as const;

/** Video-upload fields the sandbox accepts; Blobs, since jsdom's File does not mix with Node's FormData. */
export const videoFields = (overrides: { video?: Blob; thumbnail?: Blob } = {}) => ({
  video: overrides.video ?? new Blob([new Uint8Array(2048)], { type: 'video/mp4' }),
  thumbnail: overrides.thumbnail ?? new Blob([new Uint8Array(256)], { type: 'image/png' }),
  name: 'Diễm xưa',
  artist: 'Trịnh Công Sơn',
});
