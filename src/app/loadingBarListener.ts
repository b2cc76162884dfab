import { isAnyOf, type ListenerMiddlewareInstance, type UnknownAction } from '@reduxjs/toolkit';
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
 * its data is cached (or carried by the page's HTML, src/api/serverState.ts) never goes pending, so it
 * neither starts nor fails the bar.
 */
export const startLoadingBarListening = (listener: ListenerMiddlewareInstance, controller: ProgressController = appProgress) => {
  listener.startListening({
    predicate: isPending,
    effect: (action) => {
      if (isPending(action)) controller.begin(action.meta.requestId);
    },
  });
  listener.startListening({
    predicate: isSettled,
    effect: (action) => {
      const { meta } = action;
      const failed = meta.requestStatus === 'rejected' && !meta.condition && !meta.aborted;
      controller.end(meta.requestId, failed);
    },
  });
};
