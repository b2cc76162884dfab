// `npm run serve` (after `npm run build`): the production server on PORT (8080) and HOST (all
// interfaces), with the API at API_URL (PROXY_PATHS: what goes there, /v1 by default). webpack builds this file for Node beside dist/
// (dist-server/server.js, with the share pages' templates in dist-server/templates/; webpack.config.ts).
import path from 'node:path';
import nginxConf from '../../deploy/nginx.conf';
import { timeApiCalls } from './apiCalls';
import { createApp } from './app';
import { collectProcessMetrics } from './metrics';
import { DEFAULT_METRICS_PORT, listenForMetrics } from './metricsServer';

/** Where the browser build is, relative to this file's folder (set by webpack.config.ts). */
declare const DIST_FROM_SERVER: string;

function main() {
  const apiUrl = (process.env.API_URL ?? '').trim().replace(/\/+$/, '');
  if (!/^https?:\/\/[^/]+$/.test(apiUrl)) {
    console.error('API_URL must be the API origin, e.g. API_URL=https://api.example.com npm run serve');
    process.exit(1);
  }
  const port = Number(process.env.PORT ?? 8080);
  const host = process.env.HOST ?? '0.0.0.0';
  const distDir = path.resolve(__dirname, DIST_FROM_SERVER);
  timeApiCalls(apiUrl);
  collectProcessMetrics();
  // Prometheus' /metrics, on loopback by default; METRICS_PORT=0 turns it off.
  const metricsPort = Number(process.env.METRICS_PORT || DEFAULT_METRICS_PORT);
  const metrics = metricsPort ? listenForMetrics(metricsPort, process.env.METRICS_HOST || '127.0.0.1', (message) => console.error(`[server] ${message}`)) : undefined;
  const app = createApp({
    distDir,
    templatesDir: path.join(__dirname, 'templates'),
    apiUrl,
    nginxConf,
    apiOrigin: process.env.API_ORIGIN ?? '',
    proxied: (process.env.PROXY_PATHS ?? '/v1').split(',').filter(Boolean),
    log: (message, error) => console.error(`[server] ${message}`, error ?? ''),
  });
  const server = app.listen(port, host, (error?: Error) => {
    if (error) throw error;
    console.log(`Serving ${distDir} on http://${host}:${port} (API ${apiUrl})`);
  });
  // Stops taking requests, finishes the ones under way, then exits (a rolling deploy's SIGTERM).
  const stop = () => {
    metrics?.close();
    server.close(() => process.exit(0));
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main();
