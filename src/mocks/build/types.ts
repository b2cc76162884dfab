// The shape of the sandbox's state, shared by the section builders and the handlers (through ../build).
import type { KaraokeEvent, Lookback2022, Owner, Recording, ReportBody, Room, Song, Transaction } from '../../api/contract';

export interface LedgerEntry {
  /** Whose ledger the entry belongs to. */
  uid: string;
  tx: Transaction;
}

/** One giver's total on one recording; rankings are aggregated from these at request time. */
export interface GiftRow {
  recording_id: number;
  from_uid: string;
  diamonds: number;
  gifts_count: number;
}

export interface StoredSong {
  song: Song;
  /** Who uploaded it; `null` for the catalogue. */
  uploader: string | null;
}

interface StoredReport extends ReportBody {
  id: number;
  reporter: string;
  created_at: string;
}

interface Session {
  uid: string;
  expiresAt: number;
}

/** The first answer given to one idempotency key, replayed for every repeat of it. */
interface StoredResponse {
  fingerprint: string;
  status: number;
  body: string;
}

/** A bank top-up waiting for its money: found by its memo, credited when a statement line matches. */
interface BankOrder {
  uid: string;
  priceVnd: number;
  tx: Transaction;
}

export interface DbState {
  users: Owner[];
  recordings: Recording[];
  gifts: GiftRow[];
  ledger: LedgerEntry[];
  rooms: Room[];
  /** How many times each room's detail was asked for (sandbox control: what a fan-out costs the API). */
  roomReads: Map<string, number>;
  events: KaraokeEvent[];
  /** Event.id → Song.id list. */
  eventSongIds: Map<number, number[]>;
  /** Event.id → Recording.id list of its entries. */
  eventRecordingIds: Map<number, number[]>;
  songs: StoredSong[];
  reports: StoredReport[];
  lookbacks: Map<string, Lookback2022>;
  sessions: Map<string, Session>;
  idempotency: Map<string, StoredResponse>;
  /** Open bank orders by memo (upper case, single spaces). */
  bankOrders: Map<string, BankOrder>;
  /** When each client address made its recent guest orders (ms), for the per-address limit. */
  guestOrders: Map<string, number[]>;
  nextId: { transaction: number; song: number; report: number };
}
