/**
 * @jest-environment node
 */
import { EVENT_SLUGS } from '../../src/features/event/eventSlugs';
import { db, findEventBySlug, findRecordingByUid, findRoomByUid, findUser, ledgerOf, resetDb, resetDbIfUsed, seed } from '../../src/mocks/db';

describe('sandbox seed data', () => {
  it('has a dozen users with Vietnamese names, some without an avatar', () => {
    expect(db.users).toHaveLength(12);
    expect(findUser(seed.users.owner)?.name).toBe('Nguyễn Thu Trang');
    expect(findUser(seed.users.owner)?.diamonds).toBe(seed.balances.owner);
    expect(findUser(seed.users.other)?.diamonds).toBe(seed.balances.other);
    expect(findUser(seed.users.poor)?.diamonds).toBe(seed.balances.poor);
    expect(findUser(seed.users.unknown)).toBeUndefined();
    expect(db.users.some((u) => u.avatar_url === null)).toBe(true);
    for (const uid of seed.sandboxUsers) expect(findUser(uid)).toBeDefined();
  });

  it('serves all 32 event slugs, one running now and one long over', () => {
    expect(db.events.map((e) => e.slug)).toEqual([...EVENT_SLUGS]);
    const now = Date.now();
    const running = findEventBySlug(seed.events.running);
    expect(running?.id).toBe(seed.eventIds.running);
    expect(Date.parse(running!.start_at)).toBeLessThan(now);
    expect(Date.parse(running!.end_at)).toBeGreaterThan(now);
    const ended = findEventBySlug(seed.events.ended);
    expect(ended?.id).toBe(seed.eventIds.ended);
    expect(Date.parse(ended!.end_at)).toBeLessThan(now);
    expect(findEventBySlug(seed.events.empty)?.id).toBe(seed.eventIds.empty);
    expect(findEventBySlug(seed.events.unknown)).toBeUndefined();
    for (const event of db.events) {
      expect(event.start_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+07:00$/);
      expect(Date.parse(event.start_at)).toBeLessThan(Date.parse(event.end_at));
      expect(event.rules).toContain('\n');
      expect(event.prizes.length).toBeGreaterThan(0);
      expect(db.eventSongIds.get(event.id)?.length).toBeGreaterThan(0);
    }
  });

  it('keeps the well-known recordings and rooms', () => {
    const audio = findRecordingByUid(seed.recordings.audio.uid);
    expect(audio).toMatchObject({ id: seed.recordings.audio.id, media_type: 'audio' });
    expect(audio?.comments.some((c) => c.content.includes('<script>'))).toBe(true);
    expect(audio?.lyrics).toContain('\n');
    expect(findRecordingByUid(seed.recordings.video.uid)).toMatchObject({ id: seed.recordings.video.id, media_type: 'video' });
    expect(findRecordingByUid(seed.recordings.duet.uid)?.duet_partner?.uid).toBe(seed.users.owner);
    expect(findRecordingByUid(seed.recordings.quiet.uid)).toMatchObject({ images: [], comments: [], cover_url: null });
    expect(findRoomByUid(seed.rooms.live)?.is_live).toBe(true);
    expect(findRoomByUid(seed.rooms.offline)?.is_live).toBe(false);
    const uids = db.recordings.map((r) => r.uid);
    expect(new Set(uids).size).toBe(uids.length);
  });

  it('gives the owner a consistent 40-entry ledger ending at the current balance', () => {
    const ledger = ledgerOf(seed.users.owner);
    expect(ledger).toHaveLength(seed.ownerLedgerSize);
    expect(ledger[0]?.balance_after).toBe(seed.balances.owner);
    for (let i = 0; i + 1 < ledger.length; i += 1) {
      const newer = ledger[i]!;
      const older = ledger[i + 1]!;
      expect(Date.parse(newer.created_at)).toBeGreaterThanOrEqual(Date.parse(older.created_at));
      const change = newer.status === 'success' ? newer.diamonds : 0;
      expect(newer.balance_after).toBe(older.balance_after + change);
    }
  });

  it('dates comments after their recording and never in the future', () => {
    const now = Date.now();
    for (const r of db.recordings) {
      const times = r.comments.map((c) => Date.parse(c.created_at));
      expect(times).toEqual([...times].sort((a, b) => a - b));
      for (const t of times) {
        expect(t).toBeGreaterThanOrEqual(Date.parse(r.created_at));
        expect(t).toBeLessThanOrEqual(now);
      }
    }
  });

  it('points every media URL at the sandbox itself, never another host', () => {
    const everything = JSON.stringify({
      users: db.users,
      recordings: db.recordings,
      rooms: db.rooms,
      events: db.events,
      songs: db.songs,
    });
    const urls = everything.match(/"(?:https?:)?\/\/[^"]*"/g) ?? [];
    expect(urls).toEqual([]);
  });

  it('rebuilds the same data on reset', () => {
    // Dates of the running event follow the clock; everything else is fixed.
    const shape = () => JSON.stringify(db.recordings.map((r) => [r.id, r.uid, r.title, r.likes_count, r.comments_count]));
    const before = shape();
    findUser(seed.users.owner)!.diamonds = 1;
    db.sessions.set('t', { uid: seed.users.owner, expiresAt: Date.now() + 1000 });
    resetDb();
    expect(findUser(seed.users.owner)?.diamonds).toBe(seed.balances.owner);
    expect(db.sessions.size).toBe(0);
    expect(shape()).toBe(before);
  });

  it('puts back what a test changed after every test that used it, and builds nothing after one that did not', () => {
    findUser(seed.users.owner)!.diamonds = 1;
    db.sessions.set('t', { uid: seed.users.owner, expiresAt: Date.now() + 1000 });
    resetDbIfUsed();
    expect(findUser(seed.users.owner)?.diamonds).toBe(seed.balances.owner);
    expect(db.sessions.size).toBe(0);

    // A build reads the clock (the running event's dates follow it): an untouched state is not rebuilt.
    resetDb();
    const clock = jest.spyOn(Date, 'now');
    try {
      resetDbIfUsed();
      expect(clock).not.toHaveBeenCalled();
      expect(db.users.length).toBeGreaterThan(0);
      resetDbIfUsed();
      expect(clock).toHaveBeenCalled();
    } finally {
      clock.mockRestore();
    }
  });
});
