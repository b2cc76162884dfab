import { expect } from '@jest/globals';
import type { Lookback2022, ReportResult, Song } from '../../../src/api/contract';
import { db, seed, signInAs } from '../../../src/mocks/db';
import { call, get, post } from '../../support';

interface Failure {
  message: string;
  code: string;
}

const videoForm = (overrides: Partial<Record<'video' | 'thumbnail' | 'name' | 'artist', Blob | string | null>> = {}) => {
  const parts: Record<string, Blob | string | null> = {
    video: new Blob([new Uint8Array([0, 0, 0, 24, 102, 116, 121, 112])], { type: 'video/mp4' }),
    thumbnail: new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' }),
    name: '  Hoa nở không màu  ',
    artist: 'Hoài Lâm',
    ...overrides,
  };
  const form = new FormData();
  for (const [key, value] of Object.entries(parts)) {
    if (value === null) continue;
    if (typeof value === 'string') form.append(key, value);
    else form.append(key, value, key === 'video' ? 'hoa-no.mp4' : 'bia.png');
  }
  return form;
};

describe('video song upload', () => {
  it('stores a processing song from multipart fields', async () => {
    const { status, body } = await call<{ data: Song }>('POST', '/songs/uploadVideoSong', {
      form: videoForm(),
      token: signInAs(seed.users.owner),
    });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ name: 'Hoa nở không màu', artist: 'Hoài Lâm', source: 'video', status: 'processing' });
    expect(db.songs.find((s) => s.song.id === body.data.id)?.uploader).toBe(seed.users.owner);
  });

  it.each([
    ['no video', { video: null }],
    ['no thumbnail', { thumbnail: null }],
    ['no name', { name: null }],
    ['a blank artist', { artist: '   ' }],
    ['an image as the video', { video: new Blob(['x'], { type: 'image/png' }) }],
    ['an empty video', { video: new Blob([], { type: 'video/mp4' }) }],
    ['a name over 100 characters', { name: 'a'.repeat(101) }],
  ])('refuses a form with %s', async (_case, overrides) => {
    const { status, body } = await call<Failure>('POST', '/songs/uploadVideoSong', {
      form: videoForm(overrides),
      token: signInAs(seed.users.owner),
    });
    expect(status).toBe(400);
    expect(body.code).toBe('VALIDATION');
  });

  it('needs a signed-in user', async () => {
    expect((await call('POST', '/songs/uploadVideoSong', { form: videoForm() })).status).toBe(401);
  });

  it('stores one song for a retried upload with the same key', async () => {
    const token = signInAs(seed.users.owner);
    const before = db.songs.length;
    const first = await call<{ data: Song }>('POST', '/songs/uploadVideoSong', { form: videoForm(), token, key: 'upload-1' });
    const retry = await call<{ data: Song }>('POST', '/songs/uploadVideoSong', { form: videoForm(), token, key: 'upload-1' });
    expect(retry.body).toEqual(first.body);
    expect(db.songs).toHaveLength(before + 1);
  });
});

describe('YouTube song upload', () => {
  const valid = {
    youtube_url: 'https://www.youtube.com/watch?v=FN7ALfpGxiI',
    video_id: 'FN7ALfpGxiI',
    name: 'Nơi này có anh',
    artist: 'Sơn Tùng M-TP',
  };

  it('stores a YouTube song', async () => {
    const { status, body } = await post<{ data: Song }>('/songs/uploadYoutubeSong', valid, signInAs(seed.users.owner));
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ name: 'Nơi này có anh', source: 'youtube', status: 'processing' });
  });

  it.each([
    ['a short video id', { video_id: 'abc' }],
    ['a video id with bad characters', { video_id: 'FN7ALfpGxi!' }],
    ['another host', { youtube_url: 'https://vimeo.com/FN7ALfpGxiI' }],
    ['a URL of another video', { youtube_url: 'https://youtu.be/aaaaaaaaaaa' }],
    ['no name', { name: '' }],
    ['no artist', { artist: undefined }],
  ])('refuses %s', async (_case, overrides) => {
    const { status } = await post('/songs/uploadYoutubeSong', { ...valid, ...overrides }, signInAs(seed.users.owner));
    expect(status).toBe(400);
  });
});

describe('violation report', () => {
  const report = {
    target_type: 'recording',
    target_id: seed.recordings.audio.uid,
    reason: 'spam',
    description: '',
    contact_email: '',
  };

  it('stores reports with increasing ids', async () => {
    const token = signInAs(seed.users.owner);
    const first = await post<{ data: ReportResult }>('/users/report-content', report, token);
    const second = await post<{ data: ReportResult }>(
      '/users/report-content',
      {
        ...report,
        reason: 'other',
        description: 'Bản thu dùng giọng hát của người khác.\nLink gốc ở phần bình luận.',
        contact_email: 'ban@example.com',
      },
      token,
    );
    expect(first.body.data).toEqual({ id: expect.any(Number), status: 'received' });
    expect(second.body.data.id).toBeGreaterThan(first.body.data.id);
    expect(db.reports).toHaveLength(2);
    expect(db.reports[1]?.description).toContain('\n');
  });

  it.each([
    ['an unknown target type', { target_type: 'song' }],
    ['an unknown reason', { reason: 'boring' }],
    ['no target id', { target_id: '' }],
    ['“other” without a description', { reason: 'other', description: '  ' }],
    ['a description over 1000 characters', { description: 'a'.repeat(1001) }],
    ['a bad e-mail', { contact_email: 'khong-phai-email' }],
  ])('refuses %s', async (_case, overrides) => {
    const { status, body } = await post<Failure>('/users/report-content', { ...report, ...overrides }, signInAs(seed.users.owner));
    expect(status).toBe(400);
    expect(body.code).toBe('VALIDATION');
    expect(db.reports).toHaveLength(0);
  });
});

describe('lookback 2022', () => {
  it('returns the owner’s seeded review', async () => {
    const { status, body } = await get<{ data: Lookback2022 }>('/my/lookback2022', signInAs(seed.users.owner));
    expect(status).toBe(200);
    expect(body.data.user.uid).toBe(seed.users.owner);
    expect(body.data.top_songs.length).toBeGreaterThan(0);
    expect(body.data.best_recording?.uid).toBe(seed.recordings.audio.uid);
  });

  it('computes a stable review for anyone else', async () => {
    const token = signInAs(seed.users.other);
    const a = await get<{ data: Lookback2022 }>('/my/lookback2022', token);
    const b = await get<{ data: Lookback2022 }>('/my/lookback2022', token);
    expect(a.body.data.user.uid).toBe(seed.users.other);
    expect(a.body.data.recordings_count).toBeGreaterThan(0);
    expect(b.body).toEqual(a.body);
  });
});
