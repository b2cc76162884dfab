import type { ReactNode } from 'react';
import { isNotFound } from '../api/apiError';
import { useBackgroundRender } from '../lib/useBackgroundRender';
import { ErrorState } from './ErrorState';
import { Head } from './Head';

/** The part of an RTK Query hook's result a screen is drawn from. */
export interface QueryResultLike<T> {
  /** The data for the current arguments only: never the previous item's, shown as if it were this one. */
  currentData?: T;
  /** The last failure for these arguments; RTK Query keeps it while a retry is on its way. */
  error?: unknown;
  isFetching: boolean;
  refetch: () => unknown;
}

export type QueryFailure = 'failed' | 'not-found';

export interface QueryViewProps<T> {
  result: QueryResultLike<T>;
  /** What stands in for the data until it is ready: a skeleton with its status line. */
  loading: ReactNode;
  /** The failure card's heading: what could not be loaded ("Không tải được bản thu"). */
  failedTitle: string;
  /** A 404 in the page's own words; without it, a 404 is a failure like any other. */
  notFound?: (retry: () => void, retrying: boolean) => ReactNode;
  /** Puts the failure or not-found card in the page's frame (its container, head and page heading). */
  frame?: (card: ReactNode, kind: QueryFailure) => ReactNode;
  children: (data: T) => ReactNode;
}

/**
 * The one way from a query to the screen: ready, loading, not found, or failed with "Thử lại".
 *
 * New data is rendered in the background (useBackgroundRender), the skeleton staying meanwhile. A
 * failure stays on screen while its retry is on its way, its button saying so, instead of flashing
 * back to the skeleton and away from what the person was reading.
 */
export function QueryView<T>({ result, loading, failedTitle, notFound, frame, children }: QueryViewProps<T>) {
  const data = useBackgroundRender(result.currentData);
  if (data !== undefined) return children(data);
  const { error, isFetching, refetch } = result;
  if (error === undefined) return loading;
  const retry = () => void refetch();
  const kind: QueryFailure = notFound && isNotFound(error) ? 'not-found' : 'failed';
  const card =
    kind === 'not-found' && notFound ? (
      notFound(retry, isFetching)
    ) : (
      <ErrorState error={error} title={failedTitle} onRetry={retry} retrying={isFetching} />
    );
  return frame ? frame(card, kind) : card;
}

/**
 * The frame of a shared item's page when the item cannot be shown: a narrow container, kept out of
 * search results, and a page heading for the failure (a not-found card brings its own).
 */
export function itemPageFrame(name: string, className = '') {
  return function ItemPageFrame(card: ReactNode, kind: QueryFailure) {
    return (
      <div className={`container container--narrow ${className}`.trim()}>
        {kind === 'failed' ? (
          <>
            <Head title={name} noIndex />
            <h1 className="visually-hidden">{name}</h1>
          </>
        ) : null}
        {card}
      </div>
    );
  };
}
