// The sitemaps, built by each server process on a schedule (at start, then every `everyMs`) and served
// from its memory: a request never builds one and never waits on the API. Before a process's first
// build is done, it answers 503 with Retry-After (nginx then serves its last copy, if it has one).
// Each process builds its own: the API's cost per interval is the number of processes times one
// build's calls (SITEMAP_BUDGET), docs/seo.md.
import type { NextFunction, Request, Response } from 'express';
import { buildSitemaps, sitemapFileOf, type BuildOptions, type SitemapSet } from './sitemapBuild';

/** A build an hour: the events' rankings move slowly, and search engines read a sitemap about daily. */
const SITEMAP_EVERY_MS = 60 * 60_000;
/** How long a browser, a CDN and nginx may keep a file: a quarter of the interval. */
export const SITEMAP_MAX_AGE_S = 15 * 60;
/** What a request before the first build is told to wait. */
export const SITEMAP_RETRY_AFTER_S = 30;

export interface SitemapService {
  /** The last build, or none yet. */
  current: () => SitemapSet | undefined;
  /** The build under way (or the last one): tests and the first request's wait use it. */
  settled: () => Promise<void>;
  stop: () => void;
}

export interface SitemapServiceOptions extends Omit<BuildOptions, 'previous'> {
  everyMs?: number;
  log?: (message: string, error?: unknown) => void;
}

/** Builds now and then every `everyMs`; a build still under way when the next is due is not doubled. */
export function startSitemaps({ everyMs = SITEMAP_EVERY_MS, log = () => undefined, ...build }: SitemapServiceOptions): SitemapService {
  let current: SitemapSet | undefined;
  let running: Promise<void> = Promise.resolve();
  let busy = false;
  const run = () => {
    if (busy) return;
    busy = true;
    running = buildSitemaps({ ...build, previous: current })
      .then((set) => {
        current = set;
        log(`sitemaps: ${set.urls} URLs in ${set.files.size - 1} files, ${set.calls} API calls (${set.failures} failed)`);
      })
      .catch((error: unknown) => log('sitemaps: the build failed; the previous one is kept', error))
      .finally(() => {
        busy = false;
      });
  };
  run();
  const timer = setInterval(run, everyMs);
  // The schedule never keeps a stopping process alive (a test's DOM timers have no unref).
  (timer as { unref?: () => void }).unref?.();
  return { current: () => current, settled: () => running, stop: () => clearInterval(timer) };
}

/** GET /sitemap.xml and /sitemaps/{name}.xml, from the service's last build. */
export const sitemapRoute =
  (service: SitemapService | undefined) =>
  (req: Request, res: Response, next: NextFunction): void => {
    const name = service && (req.method === 'GET' || req.method === 'HEAD') ? sitemapFileOf(req.path) : undefined;
    if (!service || name === undefined) return next();
    const set = service.current();
    if (!set) {
      res.status(503).setHeader('Retry-After', String(SITEMAP_RETRY_AFTER_S)).setHeader('Cache-Control', 'no-store').type('text');
      res.send('The sitemap is being built.');
      return;
    }
    const xml = set.files.get(name);
    if (xml === undefined) return next();
    res.type('application/xml; charset=utf-8').setHeader('Cache-Control', `public, max-age=${SITEMAP_MAX_AGE_S}`);
    res.send(xml);
  };
