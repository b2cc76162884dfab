import { paths } from './paths';

// The pages built into static HTML at build time (scripts/prerender.tsx) and hydrated in the browser.
// They show the same to everyone (no data from the API), so a visitor from a chat link sees the page at
// once. Every other URL is answered with the bare app shell, APP_SHELL, and drawn in the browser; the
// service worker, scripts/preview.ts and deploy/nginx.conf serve both the same way.

export interface PrerenderedPage {
  /** The URL path it is the HTML of. */
  path: string;
  /** Its file under dist/. */
  file: string;
  /** The webpack chunk of its route (webpackChunkName in src/app/router.tsx), loaded with the HTML. */
  chunk: string;
}

export const APP_SHELL = 'app.html';

export const PRERENDERED_PAGES: readonly PrerenderedPage[] = [
  { path: paths.home.href(), file: 'index.html', chunk: 'page-landing' },
  { path: paths.terms.href(), file: 'terms/index.html', chunk: 'page-terms' },
  { path: paths.privacy.href(), file: 'privacy/index.html', chunk: 'page-privacy' },
  { path: paths.deleteAccount.href(), file: 'delete-account/index.html', chunk: 'page-delete-account' },
  {
    path: paths.facebookLoginQuestion.href(),
    file: 'facebook-login-question/index.html',
    chunk: 'page-facebook-login-question',
  },
  { path: paths.articlesTrending.href(), file: 'articles/trending/index.html', chunk: 'page-articles-trending' },
  { path: paths.notFound.href(), file: '404.html', chunk: 'page-not-found' },
];

/**
 * The pages the production server renders per request with the API's data (src/server/sharePages.ts):
 * the ones people share. Without the server (a static host, the dev server) they are app-shell routes.
 */
export const SERVER_RENDERED: readonly { pattern: string; chunk: string }[] = [
  { pattern: paths.recording.path, chunk: 'page-recording' },
  { pattern: paths.room.path, chunk: 'page-room' },
  { pattern: paths.event.path, chunk: 'page-event' },
  { pattern: paths.recharge.path, chunk: 'page-recharge' },
];

/** The file under dist/ that answers a navigation to `pathname` (a trailing slash is the same page). */
export const htmlFileFor = (pathname: string): string => {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return PRERENDERED_PAGES.find((page) => page.path === path)?.file ?? APP_SHELL;
};
