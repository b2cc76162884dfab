/**
 * @jest-environment node
 */
import type { KaraokeEvent, Recording, Room } from '../../src/api/contract';
import { findEventBySlug, findRecordingByUid, findRoomByUid, seed } from '../../src/mocks/db';
import { cardAlt, cardHash, cardPath, eventCard, recordingCard, roomCard, shareImageOf } from '../../src/lib/shareCard';

// What a card shows and the URL that names it, computed the same way by the page (in the browser and on
// the server) and by the card's route.

const recording = (uid: string): Recording => structuredClone(findRecordingByUid(uid)!);
const room = (uid: string): Room => structuredClone(findRoomByUid(uid)!);
const event = (slug: string): KaraokeEvent => structuredClone(findEventBySlug(slug)!);

describe('a recording card', () => {
  it('shows the title, the singer, its listens and likes, and its cover', () => {
    const r = recording(seed.recordings.audio.uid);
    const card = recordingCard(r);
    expect(card).toMatchObject({ kind: 'recording', id: r.uid, title: r.title, people: [r.owner.name], role: 'singers' });
    expect(card.facts).toEqual([`${r.views_count.toLocaleString('vi-VN')} lượt nghe`, `${r.likes_count.toLocaleString('vi-VN')} lượt thích`]);
    expect(card.image).toEqual({ url: r.cover_url, shape: 'square' });
  });

  it('names both singers of a duet, and a video counts views', () => {
    const duet = recording(seed.recordings.duet.uid);
    expect(recordingCard(duet)).toMatchObject({ label: 'Song ca', people: [duet.owner.name, duet.duet_partner!.name] });
    const video = recording(seed.recordings.video.uid);
    expect(recordingCard(video).facts[0]).toMatch(/ lượt xem$/);
  });

  it("without a cover, shows the singer's avatar", () => {
    const quiet = recording(seed.recordings.quiet.uid);
    expect(quiet.cover_url).toBeNull();
    expect(recordingCard(quiet).image).toEqual(quiet.owner.avatar_url ? { url: quiet.owner.avatar_url, shape: 'round' } : null);
  });
});

describe('a room card and an event card', () => {
  it('says a live room is live and how many listen; an offline one, its members', () => {
    const live = room(seed.rooms.live);
    expect(live.is_live).toBe(true);
    expect(roomCard(live)).toMatchObject({
      people: [live.owner.name],
      role: 'host',
      live: true,
      facts: [`Đang live · ${live.online_count.toLocaleString('vi-VN')} người nghe`],
    });
    const offline = room(seed.rooms.offline);
    expect(roomCard(offline).facts).toEqual([`${offline.members_count.toLocaleString('vi-VN')} thành viên`]);
  });

  it("gives an event's dates, in Vietnam's time", () => {
    const e = { ...event(seed.events.running), start_at: '2026-01-31T17:30:00Z', end_at: '2026-02-15T16:59:59Z' };
    expect(eventCard(e).facts).toEqual(['01/02/2026 – 15/02/2026']);
  });
});

describe("a card's URL", () => {
  const r = recording(seed.recordings.audio.uid);

  it('is the same for the same item, and carries the kind, the id and a short hash', () => {
    expect(cardPath(recordingCard(recording(r.uid)))).toBe(cardPath(recordingCard(r)));
    expect(cardPath(recordingCard(r))).toMatch(new RegExp(`^/cards/recording/${r.uid}/[0-9a-z]{6,12}\\.jpg$`));
  });

  it('changes when the title, a count, a singer or the cover changes', () => {
    const base = cardHash(recordingCard(r));
    const changed = [
      { ...r, title: `${r.title}!` },
      { ...r, views_count: r.views_count + 1 },
      { ...r, likes_count: r.likes_count + 1 },
      { ...r, duet_partner: { ...r.owner, name: 'Phạm Quốc Bảo' } },
      { ...r, owner: { ...r.owner, name: `${r.owner.name} Ngọc` } },
      { ...r, cover_url: '/sandbox/img/other-640x640.svg' },
    ].map((changedRecording) => cardHash(recordingCard(changedRecording)));
    expect(new Set([base, ...changed]).size).toBe(changed.length + 1);
  });

  it('stays when only what the card does not show changes', () => {
    const base = cardHash(recordingCard(r));
    const more: Recording = { ...r, comments_count: r.comments_count + 5, lyrics: 'khác', duration_s: r.duration_s + 1 };
    expect(cardHash(recordingCard(more))).toBe(base);
  });

  it('a live room gets a new card as its listeners change; an offline one does not', () => {
    const live = room(seed.rooms.live);
    expect(cardHash(roomCard({ ...live, online_count: live.online_count + 1 }))).not.toBe(cardHash(roomCard(live)));
    const offline = room(seed.rooms.offline);
    expect(cardHash(roomCard({ ...offline, online_count: 3 }))).toBe(cardHash(roomCard(offline)));
  });
});

describe("the page's description of its card", () => {
  it('gives the size, the type and a text naming what the card shows', () => {
    const duet = recording(seed.recordings.duet.uid);
    const image = shareImageOf(recordingCard(duet));
    expect(image).toMatchObject({ url: cardPath(recordingCard(duet)), width: 1200, height: 630, type: 'image/jpeg' });
    expect(image.alt).toBe(cardAlt(recordingCard(duet)));
    for (const text of [duet.title, duet.owner.name, duet.duet_partner!.name, 'lượt nghe', 'Hát Vui']) expect(image.alt).toContain(text);
    expect(cardAlt(roomCard(room(seed.rooms.live)))).toContain('chủ phòng');
  });
});
