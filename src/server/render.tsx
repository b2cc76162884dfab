// React on the server: the whole app (shell and page) rendered to HTML for one URL, the same tree
// src/main.tsx hydrates. The prerendered pages use it at build time (scripts/prerender.tsx), the share
// pages per request (src/server/shareRender.ts).
import { StrictMode, type ComponentType, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { HelmetProvider } from 'react-helmet-async';
import { Route, Routes, StaticRouter } from 'react-router';
import { AppRoutes, resolveRoutesFor } from '../app/router';
import { StoreProvider, type AppStore } from '../app/store';
import { asMarkup, type Markup } from './document';

export interface RenderedApp {
  /** The page's <title>, <meta> and <link> tags, for <head>. */
  head: Markup;
  /** The markup of #root. */
  body: Markup;
}

// The tree is rendered as React's own document, <html> with one <body> (one child each, so no id that
// useId gives changes from the browser's tree): React itself puts what the page hoists (its <title>,
// <meta> and <link> tags, the preloads of its first images) into the <head> it writes, and the rest into
// <body>. Nothing escaped can write these boundaries: the head and body are React's two elements.
const HEAD_START = '<html><head>';
const HEAD_END_BODY_START = '</head><body>';
const BODY_END = '</body></html>';

/** Loads the code of the route at `path` (a suspended route would render empty). */
export const loadRouteCode = (path: string) => resolveRoutesFor({ pathname: path });

/** `tree` at `path` as HTML: the head tags it rendered, and the rest. */
function renderAt(path: string, tree: ReactNode): RenderedApp {
  const html = renderToString(
    <StrictMode>
      <html>
        <body>
          <StaticRouter location={path}>{tree}</StaticRouter>
        </body>
      </html>
    </StrictMode>,
  );
  const headEnd = html.indexOf(HEAD_END_BODY_START);
  if (!html.startsWith(HEAD_START) || headEnd === -1 || !html.endsWith(BODY_END)) throw new Error(`${path}: React wrote no document`);
  return {
    head: asMarkup(html.slice(HEAD_START.length, headEnd)),
    body: asMarkup(html.slice(headEnd + HEAD_END_BODY_START.length, -BODY_END.length)),
  };
}

/**
 * Renders `path` (its code loaded first: loadRouteCode) as a signed-out visitor sees it, the pages that
 * use a store using `store`: it reaches them through React (AppRoutes), so renders of two requests,
 * however they interleave, each see their own.
 */
export const renderApp = (path: string, store: AppStore): RenderedApp => renderAt(path, <AppRoutes store={store} />);

/** Renders a standalone page (an `embed()` route of src/lib/routes.ts) on its own, at `path` of its `pattern`, with `store`. */
export const renderStandalone = (pattern: string, Page: ComponentType, path: string, store: AppStore): RenderedApp =>
  renderAt(
    path,
    <HelmetProvider>
      <StoreProvider store={store}>
        <Routes>
          <Route path={pattern} element={<Page />} />
        </Routes>
      </StoreProvider>
    </HelmetProvider>,
  );
