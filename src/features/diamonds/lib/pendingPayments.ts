import type { Transaction } from '../../../api/contract';
import { newIdempotencyKey } from '../../../api/idempotency';
import { exclusive, storedList } from './storedList';
import { isIdParam } from '../../../lib/idParam';

/**
 * The payments a person confirmed whose outcome this browser does not know yet, each with its
 * Idempotency-Key. They live in localStorage, so a reload, leaving and coming back, or another tab of
 * the site confirming the same payment reuses the key (the server then answers with the first result
 * instead of charging again). A payment leaves the list once its outcome is known, so a deliberate
 * second payment gets a new key. Keys are kept 24 hours, as long as the server remembers them.
 *
 * A bank order whose pending request was created stays here too, with that transaction (`order`), until
 * the history says it is done: the person may leave for the bank app and come back to a reloaded page.
 *
 * What is read back is checked as written by someone else: its shape, and that its body is what its
 * fingerprint says was confirmed; anything else is never sent. Every change takes the Web Locks lock.
 */

export type PaymentKind = 'recharge' | 'bank' | 'transfer';

export interface PendingPayment<Body = unknown> {
  kind: PaymentKind;
  /**
   * The signed-in user who confirmed it: another account on this browser never sees it. GUEST_PAYER
   * for a bank order made signed out (sent without Authorization, and repeated so).
   */
  owner: string;
  /** What the person meant to pay (canonical JSON of `intentOf(body)`): the same intent reuses the key. */
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
/**
 * How old a payment may be and still be sent again with its key. An hour short of the server's 24:
 * past 24 hours the server has forgotten the key and a repeat would be a second payment, and the device
 * clock this age is measured on may have been corrected since (by minutes, usually), a repeat takes a
 * while to arrive, and checks run seconds apart. Older than this, only the history is read.
 */
export const REPEATABLE_FOR_MS = KEPT_FOR_MS - 60 * 60 * 1000;
/** The same key as the builds before this one wrote: a payment they kept is still found. */
export const STORAGE_KEY = 'hatvui.payments.v1';

/**
 * Whose a bank order made by nobody signed in is (CONTRACT.md: a guest order). Not an id any account can
 * have, so a guest's keys and an account's never mix; only bank orders may be a guest's.
 */
export const GUEST_PAYER = '(khách)';

/** Whether the server still remembers this payment's key, so repeating it cannot charge again. */
export const repeatable = (payment: Pick<PendingPayment, 'startedAt'>, now = Date.now()): boolean => now - payment.startedAt < REPEATABLE_FOR_MS;

/** What identifies an intended payment: the body, but for a bank order's memo (new for every order). */
const intentOf = (kind: PaymentKind, body: unknown): unknown => {
  if (kind !== 'bank' || !isRecord(body)) return body;
  const { transfer_content: _memo, ...intent } = body;
  return intent;
};

/** JSON with object keys sorted, so the same intent always gives the same text. */
export function fingerprintOf(intent: unknown): string {
  return JSON.stringify(intent, (_key, value: unknown) =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : value,
  );
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isId = (value: unknown) => typeof value === 'string' && value.length <= 64 && isIdParam(value);
const isCount = (value: unknown) => Number.isSafeInteger(value) && (value as number) > 0;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Exactly the fields of each kind's body (CONTRACT.md), with the values they may hold. */
const BODIES: Record<PaymentKind, Record<string, (value: unknown) => boolean>> = {
  recharge: { uid: isId, package_id: isId, diamonds: isCount, price_vnd: isCount },
  transfer: { receiver_uid: isId, diamonds: isCount, note: (value) => typeof value === 'string' },
  bank: { uid: isId, diamonds: isCount, price_vnd: isCount, transfer_content: (value) => typeof value === 'string', bank_id: isId },
};
const OPTIONAL = new Set(['bank_id']);

const isBody = (kind: PaymentKind, body: unknown): boolean => {
  if (!isRecord(body)) return false;
  const fields = BODIES[kind];
  return (
    Object.keys(body).every((name) => name in fields) &&
    Object.entries(fields).every(([name, ok]) => (OPTIONAL.has(name) && !(name in body)) || ok(body[name]))
  );
};

const isOrder = (value: unknown): value is Transaction =>
  isRecord(value) &&
  Number.isSafeInteger(value.id) &&
  value.type === 'bank_recharge' &&
  typeof value.diamonds === 'number' &&
  ['pending', 'success', 'failed'].includes(value.status as string) &&
  typeof value.created_at === 'string';

/** A sound entry: every field as written here, and a body that is what its fingerprint says. */
const isPending = (value: unknown): value is PendingPayment => {
  if (!isRecord(value)) return false;
  const kind = value.kind as PaymentKind;
  return (
    Object.hasOwn(BODIES, kind) &&
    (value.owner === GUEST_PAYER ? kind === 'bank' : isId(value.owner)) &&
    typeof value.key === 'string' &&
    UUID.test(value.key) &&
    typeof value.startedAt === 'number' &&
    Number.isFinite(value.startedAt) &&
    (value.order === undefined || isOrder(value.order)) &&
    isBody(kind, value.body) &&
    value.fingerprint === fingerprintOf(intentOf(kind, value.body))
  );
};

const payments = storedList(STORAGE_KEY, isPending, (entry) => entry.startedAt, KEPT_FOR_MS);

/**
 * The payment to send for this intent, kept before it is sent: the one already kept (same kind, owner
 * and intent, outcome unknown, key still remembered by the server) with its key and first body, else a
 * new one with a new key and `body`.
 */
export function keepPendingPayment<Body>(kind: PaymentKind, owner: string, body: Body, now = Date.now()): Promise<PendingPayment<Body>> {
  return exclusive(() => {
    const fingerprint = fingerprintOf(intentOf(kind, body));
    const entries = payments.read(now);
    const existing = entries.find(
      (entry) => entry.kind === kind && entry.owner === owner && entry.fingerprint === fingerprint && !entry.order && repeatable(entry, now),
    );
    if (existing) return existing as PendingPayment<Body>;
    const created: PendingPayment<Body> = { kind, owner, fingerprint, body, key: newIdempotencyKey(), startedAt: now };
    payments.write([...entries, created]);
    return created;
  });
}

/** The outcome is known: the key is not needed any more (a new payment of the same gets a new one). */
export const dropPendingPayment = (key: string) => exclusive(() => payments.write(payments.read().filter((entry) => entry.key !== key)));

/** A bank order was recorded: kept with its transaction until the history says it is settled. */
export const recordOrder = (key: string, order: Transaction) =>
  exclusive(() => payments.write(payments.read().map((entry) => (entry.key === key ? { ...entry, order } : entry))));

/** This owner's pending payments of one kind, oldest first. */
export function pendingPayments<Body = unknown>(kind: PaymentKind, owner: string): PendingPayment<Body>[] {
  return payments.read().filter((entry) => entry.kind === kind && entry.owner === owner) as PendingPayment<Body>[];
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

const isClaim = (value: unknown): value is Claim => isRecord(value) && Number.isSafeInteger(value.id) && typeof value.at === 'number';

const claims = storedList(CLAIMED_KEY, isClaim, (claim) => claim.at, KEPT_FOR_MS);

/** The entry `id` is the known outcome of a payment. */
export const claimEntry = (id: number, now = Date.now()) =>
  exclusive(() => claims.write([...claims.read(now).filter((claim) => claim.id !== id), { id, at: now }]));

/** Whether the entry `id` is already some payment's known outcome. */
export const isClaimed = (id: number): boolean => claims.read().some((claim) => claim.id === id);

/**
 * The session ended (sign-out, or the server refused the token): what is known is dropped, so nothing
 * about it stays for whoever uses this browser next: recorded bank orders (the history still has them),
 * and the claimed entries once no payment is left to find out. A payment whose outcome is unknown stays,
 * with its key: signing in again finds it out instead of letting it be paid twice.
 */
export const dropSettledPayments = () =>
  exclusive(() => {
    const entries = payments.read();
    const unknown = entries.filter((entry) => !entry.order);
    if (unknown.length < entries.length) payments.write(unknown);
    if (unknown.length === 0 && claims.read().length > 0) claims.write([]);
  });
