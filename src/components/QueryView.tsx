import type { ReactNode } from 'react';
import { isNotFound } from '../api/apiError';
import { useBackgroundRender } from '../lib/useBackgroundRender';
import { ErrorState, NotFoundState } from './ErrorState';
import { Head } from './Head';

/** The part of an RTK Query hook's result a screen is drawn from. */
interface QueryResultLike<T> {
  /** The data for the current arguments only: never the previous item's, shown as if it were this one. */
  currentData?: T;
  /** The last failure for these arguments; RTK Query keeps it while a retry is on its way. */
  error?: unknown;
  isFetching: boolean;
  refetch: () => unknown;
}

type QueryFailure = 'failed' | 'not-found';

export interface QueryViewProps<T> {
  result: QueryResultLike<T>;
  /** What stands in for the data until it is ready: a skeleton with its status line. */
  loading: ReactNode;
  /** The failure card's heading: what could not be loaded ("Không tải được bản thu"). */
  failedTitle: string;
  /**
   * A 404 in the page's own words; without it, the failure card says it, in its words. A 404 is a
   * definitive answer: neither card offers "Thử lại" for it.
   */
  notFound?: () => ReactNode;
  /** Puts the failure or not-found card in the page's frame (its container, head and page heading). */
  frame?: (card: ReactNode, kind: QueryFailure) => ReactNode;
  children: (data: T) => ReactNode;
}

/**
 * The one way from a query to the screen: ready, loading, not found (said once, for good), or failed
 * with "Thử lại".
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
  const kind: QueryFailure = notFound && isNotFound(error) ? 'not-found' : 'failed';
  const card =
    kind === 'not-found' && notFound ? (
      notFound()
    ) : (
      <ErrorState error={error} title={failedTitle} onRetry={() => void refetch()} retrying={isFetching} />
    );
  return frame ? frame(card, kind) : card;
}

export interface ItemQueryViewProps<T> {
  result: QueryResultLike<T>;
  /** What the page shows, capitalised as a heading: "Bản thu". */
  name: string;
  /** The page's skeleton while the item loads. */
  skeleton: ReactNode;
  /** Why an item may not be found, in the page's words. */
  notFoundText: string;
  /** A class for the container of the failure and not-found cards. */
  className?: string;
  children: (data: T) => ReactNode;
}

/**
 * A shared item's page (a recording, a room, an event): QueryView with the states every such page has.
 * Loading and failure are kept out of search results under the item's name ("Bản thu"), the failure
 * says "Không tải được bản thu" under a page heading, and an unknown item "Không tìm thấy bản thu".
 */
export function ItemQueryView<T>({ result, name, skeleton, notFoundText, className = '', children }: ItemQueryViewProps<T>) {
  const noun = name.toLocaleLowerCase('vi-VN');
  return (
    <QueryView
      result={result}
      loading={
        <>
          <Head title={name} noIndex />
          {skeleton}
        </>
      }
      failedTitle={`Không tải được ${noun}`}
      frame={(card, kind) => (
        <div className={`container container--narrow ${className}`.trim()}>
          {kind === 'failed' ? (
            <>
              <Head title={name} noIndex />
              <h1 className="visually-hidden">{name}</h1>
            </>
          ) : null}
          {card}
        </div>
      )}
      notFound={() => (
        <NotFoundState title={`Không tìm thấy ${noun}`}>
          <p>{notFoundText}</p>
        </NotFoundState>
      )}
    >
      {children}
    </QueryView>
  );
}
