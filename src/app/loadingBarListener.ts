import { isAnyOf, type ListenerMiddlewareInstance, type UnknownAction } from '@reduxjs/toolkit';
import type { CarriedQueries } from '../api/serverState';
import { progress as appProgress, type ProgressController } from '../lib/progress';

interface QueryThunkMeta {
  requestId: string;
  arg: { queryCacheKey: string };
  requestStatus: 'pending' | 'fulfilled' | 'rejected';
  condition?: boolean;
  aborted?: boolean;
}

// RTK Query's query thunk; mutations (forms) show their own state instead of the route's bar.
const QUERY_THUNK = 'api/executeQuery';

const isQueryAction =
  (status: QueryThunkMeta['requestStatus']) =>
  (action: UnknownAction): action is UnknownAction & { meta: QueryThunkMeta } =>
    action.type === `${QUERY_THUNK}/${status}`;

const isPending = isQueryAction('pending');
const isSettled = isAnyOf(isQueryAction('fulfilled'), isQueryAction('rejected'));

/**
 * Drives the loading bar from the store: it starts when a route's data request is pending and
 * completes when every such request has settled, red when one of them failed. A query skipped because
 * its data is cached, or answered from what the page's HTML carried (`carried`), never sent anything,
 * so it neither starts nor fails the bar.
 */
export const startLoadingBarListening = (
  listener: ListenerMiddlewareInstance,
  controller: ProgressController = appProgress,
  carried?: CarriedQueries,
) => {
  const unsent = new Set<string>();
  listener.startListening({
    predicate: isPending,
    effect: (action) => {
      if (!isPending(action)) return;
      if (carried?.has(action.meta.arg.queryCacheKey)) unsent.add(action.meta.requestId);
      else controller.begin(action.meta.requestId);
    },
  });
  listener.startListening({
    predicate: isSettled,
    effect: (action) => {
      const { meta } = action;
      if (unsent.delete(meta.requestId)) return;
      const failed = meta.requestStatus === 'rejected' && !meta.condition && !meta.aborted;
      controller.end(meta.requestId, failed);
    },
  });
};
