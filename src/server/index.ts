// `npm run serve` (after `npm run build`): the production server on PORT (8080) and HOST (loopback),
// with the API at API_URL (PROXY_PATHS: what goes there, /v1 by default); src/server/settings.ts.
// webpack builds this file for Node beside dist/ (dist-server/server.js, with the share pages'
// templates in dist-server/templates/; webpack.config.ts).
import http from 'node:http';
import path from 'node:path';
import nginxConf from '../../deploy/nginx.conf';
import { timeApiCalls } from './apiCalls';
import { createApp } from './app';
import { roomStreamRoute } from './live/roomStream';
import { collectProcessMetrics } from './metrics';
import { listenForMetrics, metricsPortFor } from './metricsServer';
import { stoppable, stopOnSignals } from './lifecycle';
import { MAX_HEADER_BYTES } from './requestPath';
import { startSitemaps } from './seo/sitemapRoute';
import { serverSettings } from './settings';

/** Where the browser build is, relative to this file's folder (set by webpack.config.ts). */
declare const DIST_FROM_SERVER: string;

function main() {
  const settings = serverSettings(process.env);
  if ('error' in settings) {
    console.error(settings.error);
    process.exit(1);
  }
  const { apiUrl, port, host } = settings;
  const distDir = path.resolve(__dirname, DIST_FROM_SERVER);
  timeApiCalls(apiUrl);
  collectProcessMetrics();
  // Prometheus' /metrics, on loopback by default, a port per server (PORT + 1384); METRICS_PORT=0 turns it off.
  const metricsPort = metricsPortFor(process.env, port);
  if ('error' in metricsPort) {
    console.error(metricsPort.error);
    process.exit(1);
  }
  const metrics = metricsPort.port
    ? listenForMetrics(metricsPort.port, process.env.METRICS_HOST || '127.0.0.1', (message) => console.error(`[server] ${message}`))
    : undefined;
  let isStopping = () => false;
  const log = (message: string, error?: unknown) => console.error(`[server] ${message}`, error ?? '');
  // Built at start, then on a schedule, with a bounded number of API calls (docs/seo.md).
  const sitemaps = startSitemaps({ apiUrl, log });
  const liveRooms = roomStreamRoute({ apiUrl, visitors: settings.visitors });
  const app = createApp({
    distDir,
    templatesDir: path.join(__dirname, 'templates'),
    apiUrl,
    nginxConf,
    apiOrigin: settings.apiOrigin,
    proxied: settings.proxied,
    cards: settings.cards,
    log,
    isStopping: () => isStopping(),
    sitemaps,
    visitors: settings.visitors,
    liveRooms,
  });
  const server = http.createServer({ maxHeaderSize: MAX_HEADER_BYTES }, app);
  server.once('error', (error) => {
    throw error;
  });
  server.listen(port, host, () => {
    console.log(`Serving ${distDir} on http://${host}:${port} (API ${apiUrl})`);
  });
  // A rolling deploy's SIGTERM: no new connections, what is under way finishes, the live rooms' streams
  // end at once (src/server/lifecycle.ts).
  const lifecycle = stoppable(server, [liveRooms]);
  isStopping = stopOnSignals(
    () => lifecycle.stop(),
    () => {
      sitemaps.stop();
      metrics?.close();
    },
    (message) => console.error(`[server] ${message}`),
  );
}

main();
