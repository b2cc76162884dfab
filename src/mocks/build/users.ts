// The users section, and the seeding context every other section draws from.
import type { Owner, Recording, UserSummary } from '../../api/contract';
import { USERS } from '../data/users';
import { createRng, type Rng } from '../random';

export const summary = (user: Owner): UserSummary => ({
  uid: user.uid,
  name: user.name,
  avatar_url: user.avatar_url,
  level: user.level,
});

/**
 * What one build shares between sections. There is a single generator: the sections draw from it in the
 * order buildState calls them, so reordering the calls changes the data. The counters likewise run on
 * from one section to the next (the featured recordings take the first comment and image ids).
 */
export interface Seeding {
  now: number;
  rng: Rng;
  /** Fresh copies of the table, so handlers may change them until the next reset. */
  users: Owner[];
  /** A seeded user by uid; throws on a typo in the tables. */
  user: (uid: string) => Owner;
  nextId: { comment: number; image: number };
}

export const startSeeding = (now: number): Seeding => {
  const rng = createRng(20221225);
  const users: Owner[] = USERS.map((u) => ({ ...u }));
  const userById = new Map(users.map((u) => [u.uid, u]));
  const user = (uid: string): Owner => {
    const found = userById.get(uid);
    if (!found) throw new Error(`seed: unknown user ${uid}`);
    return found;
  };
  return { now, rng, users, user, nextId: { comment: 1, image: 1 } };
};

/** Recording counts are derived once every recording exists. */
export const countRecordings = (users: Owner[], recordings: readonly Recording[]): void => {
  for (const u of users) u.recordings_count = recordings.filter((r) => r.owner.uid === u.uid).length;
};
