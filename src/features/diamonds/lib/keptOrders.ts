import { useMemo, useSyncExternalStore } from 'react';
import type { TransactionStatus } from '../../../api/contract';
import { isIdParam } from '../../../lib/idParam';
import { findBank } from './banks';
import { MEMO_MAX } from './memo';
import { exclusive, storedList } from './storedList';
import { GUEST_PAYER } from './pendingPayments';

/**
 * Every bank order made on this device, as a receipt the payer keeps ("Lệnh nạp của bạn"): a guest's or
 * a signed-in person's, for themselves or for someone else. The server knows a guest order only on the
 * receiver's history, which the payer cannot read, so this is the payer's only record of what they were
 * asked to pay and where. Kept in localStorage (a reload, a return from the bank app, a later visit), at
 * most MAX_KEPT orders for KEPT_DAYS days, and checked when read like pendingPayments.ts: an entry that
 * is not exactly what this site writes is never shown.
 */

export interface KeptOrder {
  /** The order's transaction id (the "mã yêu cầu" support asks for). */
  id: number;
  /** Who made it: the signed-in payer's uid, or GUEST_PAYER. */
  payer: string;
  receiver: { uid: string; name: string };
  diamonds: number;
  amountVnd: number;
  /** The memo unique to the order. */
  memo: string;
  /** The receiving bank (banks.ts id). */
  bankId: string;
  /** When it was recorded, ms since the epoch (this device's clock). */
  createdAt: number;
  /** The last status known here (a guest's, or an order for someone else, stays `pending`). */
  status: TransactionStatus;
}

export const ORDERS_KEY = 'hatvui.orders.v1';
export const MAX_KEPT = 20;
export const KEPT_DAYS = 30;
const KEPT_MS = KEPT_DAYS * 24 * 60 * 60 * 1000;
/** How long the server waits for a matching transfer before an order expires (CONTRACT.md). */
export const ORDER_EXPIRES_MS = 24 * 60 * 60 * 1000;

const STATUSES: readonly string[] = ['pending', 'success', 'failed'] satisfies TransactionStatus[];
const MEMO = new RegExp(`^[A-Z0-9 ]{1,${MEMO_MAX}}$`);
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isCount = (value: unknown, max: number) => Number.isSafeInteger(value) && (value as number) > 0 && (value as number) <= max;
const isUid = (value: unknown): value is string => typeof value === 'string' && value.length <= 64 && isIdParam(value);
const FIELDS = ['id', 'payer', 'receiver', 'diamonds', 'amountVnd', 'memo', 'bankId', 'createdAt', 'status'];

/** Exactly the fields written here, each with a value this site could have written. */
export const isKeptOrder = (value: unknown): value is KeptOrder => {
  if (!isRecord(value) || Object.keys(value).length !== FIELDS.length || !FIELDS.every((name) => name in value)) return false;
  const { receiver } = value;
  return (
    isCount(value.id, Number.MAX_SAFE_INTEGER) &&
    (value.payer === GUEST_PAYER || isUid(value.payer)) &&
    isRecord(receiver) &&
    Object.keys(receiver).length === 2 &&
    isUid(receiver.uid) &&
    typeof receiver.name === 'string' &&
    receiver.name.length > 0 &&
    receiver.name.length <= 200 &&
    isCount(value.diamonds, 1_000_000) &&
    isCount(value.amountVnd, 100_000_000) &&
    typeof value.memo === 'string' &&
    MEMO.test(value.memo) &&
    typeof value.bankId === 'string' &&
    findBank(value.bankId) !== undefined &&
    typeof value.createdAt === 'number' &&
    Number.isFinite(value.createdAt) &&
    STATUSES.includes(value.status as string)
  );
};

const orders = storedList(ORDERS_KEY, isKeptOrder, (order) => order.createdAt, KEPT_MS);

// This tab's changes and other tabs' (the storage event) bump the version the lists render from.
let version = 0;
const listeners = new Set<() => void>();
const changed = () => {
  version += 1;
  for (const listener of listeners) listener();
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === ORDERS_KEY || event.key === null) changed();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
};

/** The kept orders, newest first. */
export const readKeptOrders = (now = Date.now()): KeptOrder[] => orders.read(now).sort((a, b) => b.createdAt - a.createdAt);

/** Keeps (or updates, by id) an order: the newest MAX_KEPT stay. */
export const keepOrder = (order: KeptOrder, now = Date.now()) =>
  exclusive(() => {
    if (!isKeptOrder(order)) return;
    const entries = orders.read(now);
    const previous = entries.find((kept) => kept.id === order.id);
    // The first time recorded stays (the order's age decides how often it is followed), and so does a
    // settled status: an order paid or expired never turns pending again.
    const next = {
      ...order,
      createdAt: previous?.createdAt ?? order.createdAt,
      status: previous && previous.status !== 'pending' ? previous.status : order.status,
    };
    const kept = [...entries.filter((other) => other.id !== order.id), next].sort((a, b) => a.createdAt - b.createdAt);
    orders.write(kept.slice(-MAX_KEPT));
    changed();
  });

/** A status the history told about a kept order. */
export const noteOrderStatus = (id: number, status: TransactionStatus) =>
  exclusive(() => {
    const entries = orders.read();
    if (!entries.some((order) => order.id === id && order.status !== status)) return;
    orders.write(entries.map((order) => (order.id === id ? { ...order, status } : order)));
    changed();
  });

/**
 * The orders `viewer` (the signed-in uid, or null) may see: every guest order made here, and their own.
 * Another account's orders on a shared device stay out of sight (they come back when that account signs in).
 * Read only in the browser after hydration: the server renders none.
 */
export function useKeptOrders(viewer: string | null): KeptOrder[] {
  const current = useSyncExternalStore(
    subscribe,
    () => version,
    () => -1,
  );
  return useMemo(
    () => (current < 0 ? [] : readKeptOrders().filter((order) => order.payer === GUEST_PAYER || order.payer === viewer)),
    [current, viewer],
  );
}

/** Whether the history the viewer can read shows this order: only their own top-up of themselves. */
export const statusReadable = (order: KeptOrder, viewer: string | null) => viewer !== null && order.payer === viewer && order.receiver.uid === viewer;
