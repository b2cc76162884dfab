// The pages built into static HTML at build time (the route table's `prerender: true` routes,
// scripts/prerender.tsx) and hydrated in the browser. They show the same to everyone (no data from the
// API), so a visitor from a chat link sees the page at once. Every other URL is answered with the bare
// app shell, APP_SHELL, and drawn in the browser, or, for a share page, rendered by the production
// server; the service worker, the server and deploy/nginx.conf serve them the same way. No route
// table here: the service worker uses this module and gets the prerendered paths from the build.

import { trimTrailingSlashes } from './trailingSlashes';

export const APP_SHELL = 'app.html';

/** The file under dist/ that holds the prerendered page at `path`: `/` is index.html, `/terms` terms/index.html. */
export const prerenderedFile = (path: string) => (path === '/' ? 'index.html' : `${path.replace(/^\/+/, '')}/index.html`);

/**
 * The file under dist/ that answers a navigation to `pathname` (a trailing slash is the same page),
 * given the prerendered pages' paths.
 */
export const htmlFileFor = (pathname: string, prerenderedPaths: readonly string[]): string => {
  const path = pathname.length > 1 ? trimTrailingSlashes(pathname) : pathname;
  return prerenderedPaths.includes(path) ? prerenderedFile(path) : APP_SHELL;
};

/** A share page's template, beside the server's code, by its route's key (scripts/prerender.plugin.ts writes it). */
export const templateFileOf = (key: string) => `${key}.html`;
