// The server side of the prerendering: webpack builds this file for Node (webpack.config.ts, the
// "prerender" build), and scripts/prerender.plugin.ts calls `renderPage` for each of PRERENDERED_PAGES
// while it builds the browser bundle. It renders the same tree src/main.tsx hydrates: the whole app
// (shell and page) with a fresh store, as a signed-out visitor sees it.
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders } from '../src/app/AppProviders';
import { PRERENDERED_PAGES } from '../src/app/prerendered';
import { routes } from '../src/app/router';
import { makeStore } from '../src/app/store';

export { PRERENDERED_PAGES };

export interface RenderedPage {
  /** The page's <title>, <meta> and <link> tags, for <head>. */
  head: string;
  /** The markup of #root. */
  body: string;
}

// React 19 writes the tags a page renders with <Head> (title, meta, link) ahead of the rest.
const LEADING_HEAD_TAGS = /^(?:<title>[^<]*<\/title>|<(?:meta|link)\b[^>]*>)+/;

export async function renderPage(path: string): Promise<RenderedPage> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://prerender.invalid${path}`));
  if (context instanceof Response) throw new Error(`${path} answered a redirect, not a page`);
  if (context.errors) throw new Error(`${path} failed to render: ${JSON.stringify(context.errors)}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <StrictMode>
      <AppProviders store={makeStore()}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>,
  );
  const head = LEADING_HEAD_TAGS.exec(html)?.[0] ?? '';
  if (!head.includes('<title>')) throw new Error(`${path} rendered no <title>`);
  return { head, body: html.slice(head.length) };
}
