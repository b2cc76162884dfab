// The site's pages other than the share pages (src/server/shareAnswer.ts), from the build in dist/: the
// app pages (prerendered, or the app shell the browser draws them from), the not-found page for a path
// that is no page, and the app shell for whatever went wrong.
import fs from 'node:fs';
import path from 'node:path';
import type { NextFunction, Request, Response } from 'express';
import { prerenderedPaths, routeList, routes } from '../lib/routes';
import { APP_SHELL, htmlFileFor, prerenderedFile, templateFileOf } from '../lib/prerendered';
import { sendFileNotFound, sendHtml, type HtmlAnswer } from './answers';
import { UNCACHEABLE } from './cacheHeaders';
import { STYLE_HASHES_FILE, styleHashes } from './csp';
import { parseTemplate, type ParsedTemplate } from './document';
import type { SiteHeaders } from './headers';
import { isPagePath } from '../lib/routeMatch';
import { isPlainPath, normalizedPath, rawPathOf } from './requestPath';
import { SHARE_PAGES } from './shareRender';
import { COPY_EXTENSIONS } from './precompressedFiles';
import { precompressedCopies } from './staticFiles';

/** The build's HTML files, read once, at start. */
export interface PagesBuild {
  /** The bare app shell. */
  shell: string;
  /** The not-found page as the build prerendered it: what a path that is no page gets, with its 404. */
  notFoundPage: string;
  /** Each share page's template, by its route's key. */
  templates: ReadonlyMap<string, ParsedTemplate>;
  /** The CSP sources of each template's inline <style> elements (styleHashes), by its route's key: hashed once, at start. */
  templateStyles: ReadonlyMap<string, readonly string[]>;
  /** STYLE_HASHES_FILE's line: the CSP sources of every inline <style> of the build. */
  styleHashes: string;
}

/** What the pages' middlewares answer from. */
export interface PageSite {
  build: PagesBuild;
  headers: SiteHeaders;
  log: (message: string, error?: unknown) => void;
}

/** Reads the build's pages: dist/ (`distDir`), and the share pages' templates and style hashes (`templatesDir`). */
export function readPagesBuild(distDir: string, templatesDir: string): PagesBuild {
  const read = (dir: string, file: string) => fs.readFileSync(path.join(dir, file), 'utf8');
  const texts = SHARE_PAGES.map(({ key, standalone }) => ({ key, standalone, text: read(templatesDir, templateFileOf(key)) }));
  return {
    shell: read(distDir, APP_SHELL),
    notFoundPage: read(distDir, prerenderedFile(routes.notFound.path)),
    // A standalone page is its head and body alone: no path to hydrate, no state.
    templates: new Map(texts.map(({ key, standalone, text }) => [key, parseTemplate(text, standalone ? ['head', 'body'] : undefined)])),
    templateStyles: new Map(texts.map(({ key, text }) => [key, styleHashes(text)])),
    styleHashes: read(templatesDir, STYLE_HASHES_FILE).trim(),
  };
}

// Files (or what looks like one) are never answered with a page: a missing script must not run HTML.
const FILE_PATH = /^\/assets\/|\.(js|css|map|png|svg|ico|webp|avif|jpe?g|woff2|json|webmanifest|txt)$/;

/**
 * Whether `pathname` is a file's (or looks like one) once normalised, as nginx chooses its location:
 * `/assets/../login` is no file's (it is /login), `/assets/a%5Cb` is.
 */
export const isFilePath = (pathname: string) => FILE_PATH.test(normalizedPath(pathname));

/** Whether `req` asks for a page: a GET (or HEAD) of a path that is not a file's. */
export const isPageRequest = (req: Request) => (req.method === 'GET' || req.method === 'HEAD') && !isFilePath(req.path);

/** Every route's path pattern: any other path is no page (src/lib/routeMatch.ts isPagePath). */
const PAGE_PATTERNS = routeList.map((route) => route.path);

/**
 * The app pages middleware: a route's page as the build wrote it (prerendered, or the app shell; its
 * precompressed copy where the request takes one), kept by no cache in front.
 */
export function appPages(distDir: string) {
  const copies = precompressedCopies(distDir);
  return (req: Request, res: Response, next: NextFunction) => {
    if (!isPageRequest(req) || !isPlainPath(rawPathOf(req)) || !isPagePath(PAGE_PATTERNS, req.path)) return next();
    res.set(UNCACHEABLE);
    const file = htmlFileFor(req.path, prerenderedPaths);
    // (Relative to the root: a dot in the root's own path, such as .e2e-dist/, is not a dotfile.)
    copies(req, res, (error?: unknown) => (error ? next(error) : res.sendFile(file, { root: distDir })), `/${file}`);
  };
}

/** The not-found middleware: the not-found page (404) for a page request, a plain 404 for a file. */
/**
 * What nginx answers with a plain 404, never the not-found page, once normalised: a hashed asset (its
 * `/assets/` location: a script must never be handed HTML) and a source map or a precompressed copy
 * (its `\.(map|br|gz)$` location), unless its `^~ /v1/` location took the path first (`/v1%2Fx.map`:
 * the not-found page there).
 */
const PLAIN_NOT_FOUND = new RegExp(`^/assets/|^(?!/v1/)[\\s\\S]*\\.(map|${COPY_EXTENSIONS})$`);

/**
 * Anything no middleware answered: the not-found page, as nginx's `location /` answers whatever is no
 * file there (a missing `/x.png` too: it was a text 404 here, the page through nginx); a plain 404 for
 * what nginx answers so (PLAIN_NOT_FOUND) and for other methods.
 */
export function notFound(site: PageSite) {
  const page: HtmlAnswer = { status: 404, headers: { ...site.headers.forPage(), ...UNCACHEABLE }, html: site.build.notFoundPage };
  const plain = (req: Request) => (req.method !== 'GET' && req.method !== 'HEAD') || PLAIN_NOT_FOUND.test(normalizedPath(req.path));
  return (req: Request, res: Response) => (plain(req) ? sendFileNotFound(res) : sendHtml(res, site.headers, page));
}

/** The app shell as an answer (the browser renders the page), which no cache in front keeps. */
export const shellAnswer = (site: PageSite): HtmlAnswer => ({
  status: 200,
  headers: { ...site.headers.forPage(), ...UNCACHEABLE },
  html: site.build.shell,
});

/** Whatever else went wrong: a visitor gets the app shell, never a server error page. */
export function appShellOnError(site: PageSite) {
  return (error: unknown, req: Request, res: Response, _next: NextFunction) => {
    site.log(`${req.path}: ${String(error)}`, error);
    if (res.headersSent) return void res.end();
    sendHtml(res, site.headers, shellAnswer(site));
  };
}
