// The server side of the prerendering: webpack builds this file for Node (webpack.config.ts, the
// "prerender" build), and scripts/prerender.plugin.ts calls `renderPage` for each of PRERENDERED_PAGES
// while it builds the browser bundle. It renders the same tree src/main.tsx hydrates: the whole app
// (shell and page), as a signed-out visitor sees it: these pages use no store.
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { PRERENDERED_PAGES } from '../src/lib/prerendered';
import { AppRoutes, resolveRoutesFor } from '../src/app/router';

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
  // Its code first, as the browser does before it hydrates (a suspended route would render empty).
  await resolveRoutesFor({ pathname: path });
  const html = renderToString(
    <StrictMode>
      <StaticRouter location={path}>
        <AppRoutes />
      </StaticRouter>
    </StrictMode>,
  );
  // A page that threw is left to the browser (React writes its Suspense boundary empty): not a page.
  if (!html.includes('<h1')) throw new Error(`${path} rendered no heading: did it fail?`);
  const head = LEADING_HEAD_TAGS.exec(html)?.[0] ?? '';
  if (!head.includes('<title>')) throw new Error(`${path} rendered no <title>`);
  return { head, body: html.slice(head.length) };
}
