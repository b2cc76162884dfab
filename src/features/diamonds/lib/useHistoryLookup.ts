import { useCallback } from 'react';
import type { Transaction } from '../../../api/contract';
import { useAppDispatch } from '../../../app/hooks';
import { transactionHistoryApi } from '../../transactionHistory/transactionHistoryApi';
import { userApi } from '../../user/userApi';
import { GUEST_PAYER, isClaimed, type PendingPayment } from './pendingPayments';
import { CLOCK_SKEW_MS } from './outcome';

/** Which history entry is this payment's own, or null when the payer's history would not show it. */
export type EntryMatcher<Body> = (body: Body, owner: string) => ((tx: Transaction) => boolean) | null;

/**
 * The last way to find out a payment's outcome: read the balance (so the page shows it fresh) and the
 * newest history entries, and look for the payment's own entry: made no earlier than it was confirmed
 * (give or take a clock difference) and not already the known outcome of another payment made here.
 * Throws when the history cannot be read.
 */
export function useHistoryLookup<Body>(matcher: EntryMatcher<Body>) {
  const dispatch = useAppDispatch();
  return useCallback(
    async (payment: PendingPayment<Body>): Promise<Transaction | null> => {
      // A guest has no history to read: only repeating the order tells.
      if (payment.owner === GUEST_PAYER) return null;
      const matches = matcher(payment.body, payment.owner);
      const balance = dispatch(userApi.endpoints.getOwner.initiate(undefined, { subscribe: false, forceRefetch: true }));
      if (!matches) {
        await balance;
        return null;
      }
      const history = dispatch(transactionHistoryApi.endpoints.getTransactionHistory.initiate({ page: 1 }, { subscribe: false, forceRefetch: true }));
      const [{ items }] = await Promise.all([history.unwrap(), balance]);
      const since = payment.startedAt - CLOCK_SKEW_MS;
      // Oldest first: of two unclaimed matches, the earlier is the earlier payment's.
      const candidates = items.filter((tx) => matches(tx) && Date.parse(tx.created_at) >= since && !isClaimed(tx.id));
      return candidates.at(-1) ?? null;
    },
    [dispatch, matcher],
  );
}
