// The field measurements' chunk. src/main.tsx loads it at the visitor's first touch, key, scroll or
// hiding of the page, or 10 s after load: web-vitals reads what the browser kept since the start (the
// largest paint, layout shifts, the first input and slow interactions, the page's hiding). A visit
// out of the RUM_SAMPLE share measures nothing.
import { RUM_SAMPLE } from './settings';
import type { Rendering } from '../rum';
import { reportVitals } from './report';

/** The page view's own URL: the document's, whatever the app has navigated to since. */
export const landedPathname = (): string => {
  const [navigation] = performance.getEntriesByType?.('navigation') ?? [];
  return navigation ? new URL(navigation.name).pathname : location.pathname;
};

/**
 * How the page's HTML came. A page rendered by the server or at build time marks #root with
 * data-prerendered, and the server's pages with data-server too (src/server/html.ts pageTemplate);
 * both stay, unlike the server's state, which the store removes once read.
 */
export const renderingOf = (root: HTMLElement | null): Rendering =>
  root?.dataset.prerendered === undefined ? 'shell' : root.dataset.server === undefined ? 'prerendered' : 'server';

/** Whether this visit is in the sample. */
export const sampled = (rate = RUM_SAMPLE, random = Math.random) => random() < rate;

if (sampled()) {
  const pathname = landedPathname();
  reportVitals(renderingOf(document.getElementById('root')), pathname);
}
