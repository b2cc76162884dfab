// The sandbox API's in-memory state. One live object: handlers read and change it, `resetDb()` puts
// the seed back in place (after every jest test that used it, and on POST /sandbox/reset in the dev server).
import type { KaraokeEvent, Owner, Recording, Room, Transaction, User, UserSummary } from '../api/contract';
import { buildState, type DbState } from './build';
import { randomToken } from './random';
import { DAY } from './time';

export { seed } from './seed';
export type { DbState } from './build';

const state: DbState = buildState(Date.now());
/** Whether anything has read or changed the state since it was last built. */
let used = false;

/** The state, as everything reads and changes it: a view that notes that it was used. */
export const db: DbState = new Proxy(state, {
  get(target, key, receiver) {
    used = true;
    return Reflect.get(target, key, receiver) as unknown;
  },
  set(target, key, value, receiver) {
    used = true;
    return Reflect.set(target, key, value, receiver);
  },
});

export const resetDb = (): void => {
  Object.assign(state, buildState(Date.now()));
  used = false;
};

/**
 * resetDb, unless nothing has touched the state since it was built: jest resets after every test, and
 * most of its tests never reach the sandbox, while a build costs ~13 ms (issue 38). Skipping it leaves
 * the same data, seeded a little earlier (the file's tests run within seconds of each other; the seed's
 * dates are days apart).
 */
export const resetDbIfUsed = (): void => {
  if (used) resetDb();
};

/** How long a sign-in lasts (the login call's `expires_at`). */
const SESSION_TTL_MS = 7 * DAY;

/** Opens a session for a seeded user and returns its bearer token (what the login call does). */
export const signInAs = (uid: string): string => {
  if (!findUser(uid)) throw new Error(`signInAs: no sandbox user ${uid}`);
  const token = randomToken();
  db.sessions.set(token, { uid, expiresAt: Date.now() + SESSION_TTL_MS });
  return token;
};

export const findUser = (uid: string): Owner | undefined => db.users.find((u) => u.uid === uid);

export const toSummary = (u: UserSummary): UserSummary => ({
  uid: u.uid,
  name: u.name,
  avatar_url: u.avatar_url,
  level: u.level,
});

/** What anyone may see of a user: no e-mail, no balance. */
export const toPublicUser = (u: Owner): User => ({
  ...toSummary(u),
  bio: u.bio,
  followers_count: u.followers_count,
  following_count: u.following_count,
  recordings_count: u.recordings_count,
});

export const toOwner = (u: Owner): Owner => ({ ...toPublicUser(u), email: u.email, diamonds: u.diamonds });

export const summaryOf = (uid: string): UserSummary | null => {
  const u = findUser(uid);
  return u ? toSummary(u) : null;
};

export const findRecordingByUid = (uid: string): Recording | undefined => db.recordings.find((r) => r.uid === uid);
export const findRecordingById = (id: number): Recording | undefined => db.recordings.find((r) => r.id === id);
export const findRoomByUid = (uid: string): Room | undefined => db.rooms.find((r) => r.uid === uid);
export const findEventBySlug = (slug: string): KaraokeEvent | undefined => db.events.find((e) => e.slug === slug);
export const findEventById = (id: number): KaraokeEvent | undefined => db.events.find((e) => e.id === id);

/** A user's ledger, newest first. */
export const ledgerOf = (uid: string): Transaction[] =>
  db.ledger
    .filter((entry) => entry.uid === uid)
    .map((entry) => entry.tx)
    .sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at) || b.id - a.id);

/** Appends a ledger entry for `uid` and returns it. */
export const recordTransaction = (uid: string, tx: Omit<Transaction, 'id'>): Transaction => {
  const entry: Transaction = { id: db.nextId.transaction++, ...tx };
  db.ledger.push({ uid, tx: entry });
  return entry;
};
