import { useDeferredValue } from 'react';

/**
 * `data` as a page renders it. RTK Query hands new data to React through the store's subscription,
 * which React must render at once and in one piece: on a phone that is one long task, the page frozen
 * meanwhile. Read through this, new data is rendered in the background instead, in slices that leave
 * the page answering input, and what was on screen (the skeleton) stays until it is ready. Data that
 * goes away (other arguments) goes at once: the page never shows what it showed before as current.
 */
export function useBackgroundRender<T>(data: T | undefined): T | undefined {
  const deferred = useDeferredValue(data);
  return data === undefined ? undefined : deferred;
}
