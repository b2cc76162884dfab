// `GET /metrics` in Prometheus' text format, on a listener of its own (METRICS_PORT, on loopback unless
// METRICS_HOST says otherwise): never on the public port, where anyone could read the server's
// figures. Failing to listen is said and otherwise ignored: the site goes on without its metrics.
import http from 'node:http';
import { registry } from './metrics';

/** The port Prometheus exporters use by convention. */
export const DEFAULT_METRICS_PORT = 9464;

export function listenForMetrics(port: number, host: string, log: (message: string) => void) {
  const server = http.createServer((req, res) => {
    if (req.method !== 'GET' || req.url?.split('?')[0] !== '/metrics') {
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
      return;
    }
    registry.metrics().then(
      (text) => res.writeHead(200, { 'Content-Type': registry.contentType, 'Cache-Control': 'no-store' }).end(text),
      (error: unknown) => res.writeHead(500, { 'Content-Type': 'text/plain' }).end(String(error)),
    );
  });
  server.on('error', (error) => log(`metrics: cannot listen on ${host}:${port} (${error.message}); serving without them`));
  server.listen(port, host, () => log(`Metrics on http://${host}:${port}/metrics`));
  return server;
}
