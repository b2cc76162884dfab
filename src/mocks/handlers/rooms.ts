import { http, HttpResponse } from 'msw';
import type { Room, UserSummary } from '../../api/contract';
import { isIdParam } from '../../lib/idParam';
import { db, findRoomByUid, findUser, seed, toSummary } from '../db';
import { ApiFailure, invalid, notFound, publicGet } from '../http';
import { randomToken } from '../random';
import { asFields, requireQuery, text, type Fields } from '../validate';

const detail = publicGet('/rooms/detail/:id', ({ params, query }) => {
  requireQuery(query, 'is_uid', '1');
  const uid = params.id ?? '';
  db.roomReads.set(uid, (db.roomReads.get(uid) ?? 0) + 1);
  const room = findRoomByUid(uid);
  if (!room) throw notFound('Không tìm thấy phòng hát. Có thể phòng đã bị đóng.');
  return room;
});

// --- Sandbox only: changing a room while pages follow it (the live room tests, or a developer). ---

/** A count of people, as the API sends it: a whole number from zero. */
const count = (value: unknown, label: string): number => {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0) throw invalid(`${label} phải là số nguyên không âm.`);
  return value;
};

const song = (value: unknown): Room['current_song'] => {
  if (value === null) return null;
  const fields = asFields(value);
  return { name: text(fields.name, { label: 'Tên bài hát', max: 200 }), artist: text(fields.artist, { label: 'Ca sĩ', max: 200 }) };
};

const members = (value: unknown): UserSummary[] => {
  if (!Array.isArray(value) || value.length > 50) throw invalid('top_members phải là danh sách tối đa 50 uid.');
  return value.map((uid) => {
    const user = typeof uid === 'string' ? findUser(uid) : undefined;
    if (!user) throw invalid(`Không có người dùng ${String(uid)} trong sandbox.`);
    return toSummary(user);
  });
};

/** The fields a change may carry, checked as the API would check them; the rest of the room stays. */
const changeOf = (fields: Fields): Partial<Room> => {
  const change: Partial<Room> = {};
  if ('is_live' in fields) {
    if (typeof fields.is_live !== 'boolean') throw invalid('is_live phải là true hoặc false.');
    change.is_live = fields.is_live;
  }
  if ('online_count' in fields) change.online_count = count(fields.online_count, 'online_count');
  if ('members_count' in fields) change.members_count = count(fields.members_count, 'members_count');
  if ('current_song' in fields) change.current_song = song(fields.current_song);
  if ('top_members' in fields) change.top_members = members(fields.top_members);
  return change;
};

const sandboxJson =
  (handle: (request: Request, params: Record<string, string | readonly string[] | undefined>) => Promise<unknown>) =>
  async ({ request, params }: { request: Request; params: Record<string, string | readonly string[] | undefined> }) => {
    try {
      return HttpResponse.json({ data: await handle(request, params) });
    } catch (error) {
      if (!(error instanceof ApiFailure)) throw error;
      return HttpResponse.json({ message: error.message, code: error.code }, { status: error.status });
    }
  };

const bodyOf = async (request: Request): Promise<Fields> => asFields(await request.json().catch(() => null));

/**
 * `POST /sandbox/rooms` `{ from?: uid }`: a new room, a copy of `from` (the seed's live room by
 * default) under a fresh uid, so a test changes a room no other test is looking at.
 */
const createRoom = http.post(
  '*/sandbox/rooms',
  sandboxJson(async (request) => {
    const fields = await bodyOf(request);
    const from = fields.from === undefined ? seed.rooms.live : fields.from;
    const source = typeof from === 'string' ? findRoomByUid(from) : undefined;
    if (!source) throw notFound(`Không có phòng ${JSON.stringify(from)} trong sandbox.`);
    const room: Room = structuredClone(source);
    room.id = Math.max(...db.rooms.map((kept) => kept.id)) + 1;
    room.uid = `Rm${randomToken().slice(0, 10)}`;
    db.rooms.push({ ...room, ...changeOf(fields) });
    return findRoomByUid(room.uid);
  }),
);

/**
 * `POST /sandbox/rooms/{uid}` with any of `{ is_live, online_count, members_count, current_song,
 * top_members (uids) }` changes the room as its host's app would; `{ closed: true }` removes it (the
 * API then answers 404). The answer is the room as GET now sends it (or `{ closed: true }`).
 */
const changeRoom = http.post(
  '*/sandbox/rooms/:uid',
  sandboxJson(async (request, params) => {
    const uid = typeof params.uid === 'string' ? params.uid : '';
    const room = isIdParam(uid) ? findRoomByUid(uid) : undefined;
    if (!room) throw notFound('Không tìm thấy phòng hát.');
    const fields = await bodyOf(request);
    if (fields.closed === true) {
      db.rooms = db.rooms.filter((kept) => kept !== room);
      return { closed: true };
    }
    return Object.assign(room, changeOf(fields));
  }),
);

/** `GET /sandbox/rooms/{uid}/reads`: how many times the room's detail was asked for since the last reset. */
const roomReads = http.get('*/sandbox/rooms/:uid/reads', ({ params }) =>
  HttpResponse.json({ data: { reads: db.roomReads.get(String(params.uid)) ?? 0 } }),
);

export const roomHandlers = [detail, createRoom, changeRoom, roomReads];
