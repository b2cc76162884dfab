// The production server (`npm run serve`): one process that is the whole site. It serves dist/ as the
// static deploy does (deploy/nginx.conf: the prerendered pages, app.html for every other route, hashed
// assets cached for a year, any path that is no page a 404 with the not-found page, the same headers),
// proxies the browser's /v1/ calls to the API, and renders the share pages per request. Behind nginx,
// which caches those pages. Each concern is a middleware of its own, mounted here in order.
import compression from 'compression';
import express, { type Request, type Response } from 'express';
import { apiProxy } from './apiProxy';
import { cardRoute } from './cards/cardRoute';
import { fontsBeside, type FontLocator } from './cards/fonts';
import { securityHeaders, siteHeaders } from './headers';
import { countInFlight } from './metrics';
import { roomStreamRoute, type RoomStreams } from './live/roomStream';
import { oembedRoute } from './oembed';
import { appPages, appShellOnError, notFound, readPagesBuild, type PageSite } from './appPages';
import { receiveRum } from './rum';
import type { CardSettings } from './settings';
import { refuseBadRequests } from './requestPath';
import { sitemapRoute, type SitemapService } from './seo/sitemapRoute';
import { sharePageRoute } from './shareAnswer';
import { staticFiles } from './staticFiles';
import { defaultVisitorSettings, type VisitorSettings } from './visitor';
import { wellKnownRoute } from './wellKnown';

export interface ServerOptions {
  /** The browser build (dist/). */
  distDir: string;
  /**
   * The share pages' templates, written by the browser build (scripts/prerender.plugin.ts), and
   * STYLE_HASHES_FILE: the CSP hashes of the inline styles of every HTML file of that build.
   */
  templatesDir: string;
  /** The API's origin: /v1/ is proxied there, and the share pages' data comes from there. */
  apiUrl: string;
  /** Paths proxied to the API as they are: /v1 (and the sandbox's /sandbox files in a preview). */
  proxied?: string[];
  /** deploy/nginx.conf's text: its headers are this server's. */
  nginxConf: string;
  /** The API's origin when the browser build calls it directly (its CSP allows it), else empty. */
  apiOrigin?: string;
  /** Reports what a visitor was not shown (a failed render): never the visitor's business. */
  log?: (message: string, error?: unknown) => void;
  /** Where the share cards' fonts are: dist-server/fonts/, beside the built server, by default. */
  cardFonts?: FontLocator;
  /** The share cards' limits (src/server/settings.ts): CARD_IMAGE_ORIGINS, CARD_MAX_DRAWS, CARD_SVG_IMAGES. */
  cards?: Partial<CardSettings>;
  /** True once the process is stopping (src/server/lifecycle.ts): GET /healthz then says 503. */
  isStopping?: () => boolean;
  /** The sitemaps, built on a schedule (src/server/seo/sitemapRoute.ts); without it /sitemap.xml is no page. */
  sitemaps?: SitemapService;
  /** Who a request's visitor is (src/server/visitor.ts): loopback is nginx, this machine exempt, unless set. */
  visitors?: VisitorSettings;
  /**
   * The live rooms' event streams (src/server/live/roomStream.ts), made by the caller to end them when
   * the process stops (src/server/lifecycle.ts); made here otherwise.
   */
  liveRooms?: RoomStreams;
}

/** GET /healthz, for whoever restarts the servers one by one (and a load balancer): 503 once this one is stopping. */
const health = (isStopping: () => boolean) => (_req: Request, res: Response) => {
  const stopping = isStopping();
  res
    .status(stopping ? 503 : 200)
    .type('text')
    .setHeader('Cache-Control', 'no-store');
  res.send(stopping ? 'stopping' : 'ok');
};

export function createApp(options: ServerOptions) {
  const { distDir, apiUrl, proxied = ['/v1'], log = () => undefined, isStopping = () => false, visitors = defaultVisitorSettings() } = options;
  const build = readPagesBuild(distDir, options.templatesDir);
  const site: PageSite = { build, headers: siteHeaders(options.nginxConf, { apiOrigin: options.apiOrigin, styleHashes: build.styleHashes }), log };

  const app = express();
  app.disable('x-powered-by');
  app.use(countInFlight);
  app.use(securityHeaders(site.headers));
  // Before any route reads the path (src/server/requestPath.ts).
  app.use(refuseBadRequests);
  app.get('/healthz', health(isStopping));
  // Visitors' web vitals (src/lib/vitals/), into the metrics; before compression: its answers are empty or tiny.
  app.post('/rum', receiveRum);
  // Live rooms' event streams (src/server/live/): before compression, which would hold their events back.
  app.use(options.liveRooms ?? roomStreamRoute({ apiUrl, visitors }));
  app.use(compression());
  app.use(apiProxy({ apiUrl, proxied, log, visitors }));
  // The share pages' cards, oEmbed and the app-link files: before the static files (dist/.well-known/
  // is a dot-folder, which express.static does not serve) and the pages. (Plain middlewares, not nested
  // routers: a router that ends without a match hands over through setImmediate, which a test's DOM has not.)
  app.use(cardRoute({ distDir, fonts: options.cardFonts ?? fontsBeside(__dirname), apiUrl, cards: options.cards, log }));
  app.use(oembedRoute(log));
  app.use(wellKnownRoute(distDir));
  app.use(sitemapRoute(options.sitemaps));
  app.use(staticFiles(distDir));
  app.use(sharePageRoute(site));
  app.use(appPages(distDir));
  app.use(notFound(site));
  app.use(appShellOnError(site));
  return app;
}
