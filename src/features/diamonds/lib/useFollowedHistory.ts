import { useAppDispatch } from '../../../app/hooks';
import { transactionHistoryApi, useGetTransactionHistoryQuery } from '../../transactionHistory/transactionHistoryApi';
import { useFollowSchedule } from './useFollowSchedule';

const NEWEST = { page: 1 } as const;

/**
 * The look-up the last return to the page is answered by (one already taken care of: every follower
 * hears the same return, and the first one to hear it asks for all of them).
 */
let askedOnReturn: string | undefined;

/**
 * The payer's own newest history, followed while `active` (an order of theirs is pending whose status
 * it will show) on useFollowSchedule's schedule, counted from `since` (the newest such order's time).
 * Several pages' worth of followers share the one query, so they never ask twice at once.
 */
export function useFollowedHistory(active: boolean, since: number) {
  const history = useGetTransactionHistoryQuery(NEWEST, { skip: !active });
  const { refetch } = history;
  const dispatch = useAppDispatch();
  useFollowSchedule(active, since, (returned, stopped) => {
    if (!returned) return void refetch();
    // On coming back, the answer must be to a question asked after the credit. A look-up still on its
    // way (a slow network, a page frozen in the background) may have left before it, and a refetch now
    // would only wait for that one: so it lands first, and then the history is asked again.
    const running = dispatch(transactionHistoryApi.util.getRunningQueryThunk('getTransactionHistory', NEWEST));
    if (!running) {
      askedOnReturn = refetch().requestId;
      return;
    }
    if (running.requestId === askedOnReturn) return;
    askedOnReturn = running.requestId;
    void running.then(() => {
      if (stopped.aborted) return;
      askedOnReturn = dispatch(
        transactionHistoryApi.endpoints.getTransactionHistory.initiate(NEWEST, { subscribe: false, forceRefetch: true }),
      ).requestId;
    });
  });
  return {
    /** The history's entry for the transaction `id`, if the followed page holds it. */
    find: (id: number) => (active ? history.data?.items.find((tx) => tx.id === id) : undefined),
    refresh: active ? refetch : null,
    checking: history.isFetching,
  };
}
