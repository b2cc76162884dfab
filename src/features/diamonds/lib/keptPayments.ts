import { newIdempotencyKey } from '../../../api/idempotency';
import type { Transaction } from '../../../api/contract';

/**
 * The payments a person confirmed whose outcome this browser does not know yet, each with its
 * Idempotency-Key. They live in localStorage, so a reload, leaving and coming back, or another tab of
 * the site confirming the same payment reuses the key (the server then answers with the first result
 * instead of charging again). A payment leaves the list once its outcome is known, so a deliberate
 * second payment gets a new key. Keys are kept 24 hours, as long as the server remembers them.
 *
 * A bank order whose pending request was created stays here too, with that transaction (`order`), until
 * the history says it is done: the person may leave for the bank app and come back to a reloaded page.
 */

export type PaymentKind = 'recharge' | 'bank' | 'transfer';

export interface KeptPayment<Body = unknown> {
  kind: PaymentKind;
  /** The signed-in user who confirmed it: another account on this browser never sees it. */
  owner: string;
  /** What the person meant to pay (canonical JSON): the same intent reuses this payment's key. */
  fingerprint: string;
  /** What is sent, every time: the first body, even if the same intent is confirmed again. */
  body: Body;
  key: string;
  /** When it was first confirmed (ms since the epoch). */
  startedAt: number;
  /** A bank order the server recorded: its pending transaction. */
  order?: Transaction;
}

/** How long the server keeps a key's answer, hence how long a key is worth keeping. */
export const KEPT_FOR_MS = 24 * 60 * 60 * 1000;
export const STORAGE_KEY = 'hatvui.payments.v1';

const storage = (): Storage | null => {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
};

/**
 * A list kept in localStorage under `key` for KEPT_FOR_MS (stamped by `timeOf`), shared by the site's
 * tabs. When storage is unavailable (a locked-down web view) or its value unreadable, this tab still
 * keeps its own copy in memory.
 */
function storedList<T>(key: string, isEntry: (value: unknown) => value is T, timeOf: (entry: T) => number) {
  let memory: T[] = [];
  return {
    read(now = Date.now()): T[] {
      const store = storage();
      let entries = memory;
      if (store) {
        try {
          const parsed: unknown = JSON.parse(store.getItem(key) ?? '[]');
          entries = Array.isArray(parsed) ? parsed.filter(isEntry) : [];
        } catch {
          entries = memory;
        }
      }
      return entries.filter((entry) => now - timeOf(entry) < KEPT_FOR_MS && timeOf(entry) <= now + 60_000);
    },
    write(entries: T[]) {
      memory = entries;
      try {
        storage()?.setItem(key, JSON.stringify(entries));
      } catch {
        // Full or refused: the in-memory copy still serves this tab.
      }
    },
  };
}

const isKept = (value: unknown): value is KeptPayment => {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return (
    typeof entry.kind === 'string' &&
    typeof entry.owner === 'string' &&
    typeof entry.fingerprint === 'string' &&
    typeof entry.key === 'string' &&
    typeof entry.startedAt === 'number' &&
    'body' in entry
  );
};

const payments = storedList(STORAGE_KEY, isKept, (entry) => entry.startedAt);
const readAll = payments.read;
const writeAll = payments.write;

/** JSON with object keys sorted, so the same intent always gives the same text. */
export function fingerprintOf(intent: unknown): string {
  return JSON.stringify(intent, (_key, value: unknown) =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : value,
  );
}

/**
 * The payment to send for this intent: the one already kept (same kind, owner and fingerprint, outcome
 * unknown) with its key and first body, else a new one with a new key and `body`, kept from now on.
 */
export function keepPayment<Body>(kind: PaymentKind, owner: string, intent: unknown, body: Body, now = Date.now()): KeptPayment<Body> {
  const fingerprint = fingerprintOf(intent);
  const entries = readAll(now);
  const existing = entries.find(
    (entry) => entry.kind === kind && entry.owner === owner && entry.fingerprint === fingerprint && !entry.order,
  );
  if (existing) return existing as KeptPayment<Body>;
  const created: KeptPayment<Body> = { kind, owner, fingerprint, body, key: newIdempotencyKey(), startedAt: now };
  writeAll([...entries, created]);
  return created;
}

/** The outcome is known: the key is not needed any more (a new payment of the same gets a new one). */
export function releasePayment(key: string) {
  writeAll(readAll().filter((entry) => entry.key !== key));
}

/** A bank order was recorded: kept with its transaction until the history says it is settled. */
export function keepOrder(key: string, order: Transaction) {
  writeAll(readAll().map((entry) => (entry.key === key ? { ...entry, order } : entry)));
}

/** This owner's kept payments of one kind, oldest first. */
export function keptPayments<Body = unknown>(kind: PaymentKind, owner: string): KeptPayment<Body>[] {
  return readAll().filter((entry) => entry.kind === kind && entry.owner === owner) as KeptPayment<Body>[];
}

/**
 * History entries already known as the outcome of a payment made here. Finding out a later payment of
 * the same kind and amount never takes one of them for its own. Kept 24 hours, like the keys.
 */
const CLAIMED_KEY = 'hatvui.claimed.v1';

interface Claim {
  id: number;
  at: number;
}

const isClaim = (value: unknown): value is Claim =>
  typeof value === 'object' && value !== null && typeof (value as Claim).id === 'number' && typeof (value as Claim).at === 'number';

const claims = storedList(CLAIMED_KEY, isClaim, (claim) => claim.at);

/** The entry `id` is the known outcome of a payment. */
export function claimEntry(id: number, now = Date.now()) {
  claims.write([...claims.read(now).filter((claim) => claim.id !== id), { id, at: now }]);
}

/** Whether the entry `id` is already some payment's known outcome. */
export const isClaimed = (id: number): boolean => claims.read().some((claim) => claim.id === id);
