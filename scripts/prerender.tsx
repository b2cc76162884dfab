// The server side of the prerendering: webpack builds this file for Node (webpack.config.ts, the
// "server" build), and scripts/prerender.plugin.ts calls `renderPage` for each of PRERENDERED_PAGES
// while it builds the browser bundle. It renders the same tree src/main.tsx hydrates: the whole app
// (shell and page), as a signed-out visitor sees it: these pages use no store, so theirs stays empty.
import { makeStore } from '../src/app/store';
import { prerenderedFile } from '../src/lib/prerendered';
import { chunkOf, routeList } from '../src/lib/routes';
import { loadRouteCode, renderApp, type RenderedApp } from '../src/server/render';

/** A page built into static HTML: its path, its file under dist/, its route's chunk. */
export interface PrerenderedPage {
  path: string;
  file: string;
  chunk: string;
}

export const PRERENDERED_PAGES: readonly PrerenderedPage[] = routeList
  .filter((route) => route.prerender)
  .map((route) => ({ path: route.path, file: prerenderedFile(route.path), chunk: chunkOf(route.key) }));

export async function renderPage(path: string): Promise<RenderedApp> {
  await loadRouteCode(path);
  const { head, body } = renderApp(path, makeStore());
  // A page that threw is left to the browser (React writes its Suspense boundary empty): not a page.
  if (!body.includes('<h1')) throw new Error(`${path} rendered no heading: did it fail?`);
  if (!head.includes('<title>')) throw new Error(`${path} rendered no <title>`);
  return { head, body };
}
