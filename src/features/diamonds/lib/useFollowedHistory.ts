import { useGetTransactionHistoryQuery } from '../../transactionHistory/transactionHistoryApi';
import { useFollowSchedule } from './useFollowSchedule';

/**
 * The payer's own newest history, followed while `active` (an order of theirs is pending whose status
 * it will show) on useFollowSchedule's schedule, counted from `since` (the newest such order's time).
 * Several pages' worth of followers share the one query, so they never ask twice at once.
 */
export function useFollowedHistory(active: boolean, since: number) {
  const history = useGetTransactionHistoryQuery({ page: 1 }, { skip: !active });
  const { refetch } = history;
  useFollowSchedule(active, since, () => void refetch());
  return {
    /** The history's entry for the transaction `id`, if the followed page holds it. */
    find: (id: number) => (active ? history.data?.items.find((tx) => tx.id === id) : undefined),
    refresh: active ? refetch : null,
    checking: history.isFetching,
  };
}
