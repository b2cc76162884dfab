// Builds the sandbox's whole state from the tables in data/, one section per module of build/. Everything
// is derived from a seeded generator and the moment of seeding, so a reset always yields the same data
// (only the running event and the ledger's recent dates follow the real clock).
import { buildEntries } from './build/entries';
import { buildEvents } from './build/events';
import { featuredRecordings } from './build/featured';
import { featuredGifts } from './build/gifts';
import { buildLedger } from './build/ledger';
import { buildLookbacks } from './build/lookbacks';
import { toRecording } from './build/recording';
import { buildRooms } from './build/rooms';
import { buildSongs } from './build/songs';
import type { DbState } from './build/types';
import { countRecordings, startSeeding } from './build/users';

export { rankGifts } from './build/gifts';
export { toCard } from './build/recording';
export type { DbState } from './build/types';

export const buildState = (now: number): DbState => {
  // The sections share one generator and the comment and image counters: keep this call order, or the
  // same seed gives different data.
  const seeding = startSeeding(now);
  const songs = buildSongs();
  const featured = featuredRecordings(seeding);
  const seededEvents = buildEvents(now, songs);
  const entries = buildEntries(seeding, seededEvents, songs, featured);
  const recordings = [...featured, ...entries.drafts].map(toRecording);
  countRecordings(seeding.users, recordings);
  const { ledger, nextTransactionId } = buildLedger(seeding);

  return {
    users: seeding.users,
    recordings,
    gifts: [...featuredGifts(), ...entries.gifts],
    ledger,
    rooms: buildRooms(seeding),
    roomReads: new Map(),
    events: seededEvents.map((e) => e.event),
    eventSongIds: new Map(seededEvents.map((e) => [e.event.id, e.songIds])),
    eventRecordingIds: entries.recordingIds,
    songs,
    reports: [],
    lookbacks: buildLookbacks(seeding, recordings),
    sessions: new Map(),
    idempotency: new Map(),
    bankOrders: new Map(),
    guestOrders: new Map(),
    nextId: { transaction: nextTransactionId, song: 5001, report: 1 },
  };
};
