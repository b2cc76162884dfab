// React on the server: the whole app (shell and page) rendered to HTML for one URL, the same tree
// src/main.tsx hydrates. The prerendered pages use it at build time (scripts/prerender.tsx), the share
// pages per request (src/server/sharePages.ts).
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { AppRoutes, resolveRoutesFor, setAppStore } from '../app/router';
import type { AppStore } from '../app/store';

export interface RenderedApp {
  /** The page's <title>, <meta> and <link> tags, for <head>. */
  head: string;
  /** The markup of #root. */
  body: string;
}

// React 19 writes the tags a page renders with <Head> (title, meta, link) ahead of the rest.
const LEADING_HEAD_TAGS = /^(?:<title>[^<]*<\/title>|<(?:meta|link)\b[^>]*>)+/;

/** Loads the code of the route at `path` (a suspended route would render empty). */
export const loadRouteCode = (path: string) => resolveRoutesFor({ pathname: path });

/**
 * Renders `path` (its code loaded first: loadRouteCode) as a signed-out visitor sees it, with `store`
 * as the store of the pages that use one.
 *
 * The router keeps the browser visit's one store in a variable of its own (src/app/router.tsx). Here
 * each render makes it this request's store right before one synchronous renderToString: Node runs
 * one render at a time and nothing in it waits, so no render ever sees another request's store.
 */
export function renderApp(path: string, store: AppStore): RenderedApp {
  setAppStore(store);
  const html = renderToString(
    <StrictMode>
      <StaticRouter location={path}>
        <AppRoutes />
      </StaticRouter>
    </StrictMode>,
  );
  const head = LEADING_HEAD_TAGS.exec(html)?.[0] ?? '';
  return { head, body: html.slice(head.length) };
}
