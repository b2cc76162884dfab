import { expect } from '@jest/globals';
import type { GiftRank, KaraokeEvent, Page, Recording, RecordingCard, Room, Song, User } from '../../src/api/contract';
import { EVENT_SLUGS } from '../../src/features/event/eventSlugs';
import { seed } from '../../src/mocks/db';
import { get } from '../support';

interface Failure {
  message: string;
  code: string;
}

describe('recording detail', () => {
  it('returns the recording in the envelope', async () => {
    const { status, body } = await get<{ data: Recording }>(`/recordings/detail-by-uid/${seed.recordings.audio.uid}?is_platform=3`);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ id: seed.recordings.audio.id, uid: seed.recordings.audio.uid, media_type: 'audio' });
    expect(body.data.images.length).toBeGreaterThan(0);
    expect(body.data.images[0]).toEqual(expect.objectContaining({ width: expect.any(Number), height: expect.any(Number) }));
    expect(body.data.comments_count).toBe(body.data.comments.length);
  });

  it.each([
    ['missing', ''],
    ['wrong', '?is_platform=2'],
  ])('refuses a %s is_platform with 400 VALIDATION', async (_case, query) => {
    const { status, body } = await get<Failure>(`/recordings/detail-by-uid/${seed.recordings.audio.uid}${query}`);
    expect(status).toBe(400);
    expect(body.code).toBe('VALIDATION');
    expect(body.message).toContain('is_platform');
  });

  it('answers 404 NOT_FOUND for an unknown recording', async () => {
    const { status, body } = await get<Failure>(`/recordings/detail-by-uid/${seed.recordings.unknown.uid}?is_platform=3`);
    expect(status).toBe(404);
    expect(body).toEqual({ code: 'NOT_FOUND', message: expect.stringContaining('Không tìm thấy bản thu') });
  });
});

describe('gift ranking', () => {
  it('lists givers best first, ranked 1..n', async () => {
    const { status, body } = await get<{ data: GiftRank[] }>(`/gifts/recording/top?recording_id=${seed.recordings.audio.id}`);
    expect(status).toBe(200);
    expect(body.data.map((g) => g.rank)).toEqual(body.data.map((_, i) => i + 1));
    const amounts = body.data.map((g) => g.diamonds);
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    expect(body.data[0]?.user.name).toBe('Hồ Đức Anh');
  });

  it('is empty for a recording nobody gave to', async () => {
    const { body } = await get<{ data: GiftRank[] }>(`/gifts/recording/top?recording_id=${seed.recordings.quiet.id}`);
    expect(body.data).toEqual([]);
  });

  it('needs a numeric recording_id of an existing recording', async () => {
    expect((await get('/gifts/recording/top')).status).toBe(400);
    expect((await get('/gifts/recording/top?recording_id=abc')).status).toBe(400);
    expect((await get(`/gifts/recording/top?recording_id=${seed.recordings.unknown.id}`)).status).toBe(404);
  });
});

describe('user by uid', () => {
  it('shows the public profile without e-mail or balance', async () => {
    const { status, body } = await get<{ data: User }>(`/users/uid/${seed.users.owner}?is_platform=3`);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ uid: seed.users.owner, name: 'Nguyễn Thu Trang' });
    expect(body.data).not.toHaveProperty('email');
    expect(body.data).not.toHaveProperty('diamonds');
  });

  it('answers 400 without is_platform and 404 for an unknown uid', async () => {
    expect((await get(`/users/uid/${seed.users.owner}`)).status).toBe(400);
    const missing = await get<Failure>(`/users/uid/${seed.users.unknown}?is_platform=3`);
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe('NOT_FOUND');
  });
});

describe('room detail', () => {
  it('finds a room by its uid', async () => {
    const live = await get<{ data: Room }>(`/rooms/detail/${seed.rooms.live}?is_uid=1`);
    expect(live.status).toBe(200);
    expect(live.body.data).toMatchObject({ uid: seed.rooms.live, is_live: true });
    expect(live.body.data.current_song).not.toBeNull();
    const offline = await get<{ data: Room }>(`/rooms/detail/${seed.rooms.offline}?is_uid=1`);
    expect(offline.body.data).toMatchObject({ is_live: false, current_song: null });
  });

  it('needs is_uid=1 and a known room', async () => {
    expect((await get(`/rooms/detail/${seed.rooms.live}`)).status).toBe(400);
    expect((await get(`/rooms/detail/${seed.rooms.unknown}?is_uid=1`)).status).toBe(404);
  });
});

describe('events', () => {
  it('serves every slug, and 404 for an unknown one', async () => {
    for (const slug of EVENT_SLUGS) {
      const { status, body } = await get<{ data: KaraokeEvent }>(`/events/detail/${slug}`);
      expect(status).toBe(200);
      expect(body.data.slug).toBe(slug);
    }
    const unknown = await get<Failure>(`/events/detail/${seed.events.unknown}`);
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('NOT_FOUND');
  });

  it('lists the songs of an event by its id', async () => {
    const { status, body } = await get<{ data: Song[] }>(`/events/songs/${seed.eventIds.running}`);
    expect(status).toBe(200);
    expect(body.data.length).toBeGreaterThan(0);
    expect(body.data.every((s) => s.status === 'ready')).toBe(true);
    expect((await get(`/events/songs/${seed.eventIds.unknown}`)).status).toBe(404);
    expect((await get('/events/songs/abc')).status).toBe(400);
  });

  it('pages the running event’s leaderboard 15 at a time, most liked first', async () => {
    const first = await get<{ data: Page<RecordingCard> }>(`/events/recordings/${seed.eventIds.running}`);
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ page: 1, per_page: 15, total: 38 });
    expect(first.body.data.items).toHaveLength(15);
    const likes = first.body.data.items.map((r) => r.likes_count);
    expect(likes).toEqual([...likes].sort((a, b) => b - a));

    const third = await get<{ data: Page<RecordingCard> }>(`/events/recordings/${seed.eventIds.running}?page=3`);
    expect(third.body.data.items).toHaveLength(8);
    expect(third.body.data.items[0]!.likes_count).toBeLessThanOrEqual(likes[14]!);

    const beyond = await get<{ data: Page<RecordingCard> }>(`/events/recordings/${seed.eventIds.running}?page=9`);
    expect(beyond.body.data).toMatchObject({ items: [], page: 9, total: 38 });

    const empty = await get<{ data: Page<RecordingCard> }>(`/events/recordings/${seed.eventIds.empty}`);
    expect(empty.body.data).toMatchObject({ items: [], total: 0 });
  });

  it('refuses a page that is not a positive integer', async () => {
    for (const page of ['0', '-1', 'abc', '1.5']) {
      const { status } = await get(`/events/recordings/${seed.eventIds.running}?page=${page}`);
      expect(status).toBe(400);
    }
  });

  it('lets every card open as a recording detail', async () => {
    const { body } = await get<{ data: Page<RecordingCard> }>(`/events/recordings/${seed.eventIds.ended}`);
    const card = body.data.items[0]!;
    const detail = await get<{ data: Recording }>(`/recordings/detail-by-uid/${card.uid}?is_platform=3`);
    expect(detail.body.data.id).toBe(card.id);
  });
});

describe('placeholder media', () => {
  it('serves SVG images and a WAV for recordings', async () => {
    const img = await fetch('http://localhost/sandbox/img/cover-101-640x640.svg');
    expect(img.status).toBe(200);
    expect(img.headers.get('content-type')).toContain('image/svg+xml');
    const svg = await img.text();
    expect(svg).toContain('width="640"');

    const avatar = await (await fetch('http://localhost/sandbox/img/avatar-100001.svg')).text();
    expect(avatar).toContain('>T<');

    const audio = await fetch(`http://localhost/sandbox/media/${seed.recordings.audio.uid}.mp3`);
    expect(audio.headers.get('content-type')).toBe('audio/wav');
    const bytes = new Uint8Array(await audio.arrayBuffer());
    expect(String.fromCharCode(...bytes.slice(0, 4))).toBe('RIFF');
    expect(String.fromCharCode(...bytes.slice(8, 12))).toBe('WAVE');
  });
});
