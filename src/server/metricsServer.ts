// `GET /metrics` in Prometheus' text format, on a listener of its own (METRICS_PORT, else the server's
// PORT + 1384; on loopback unless METRICS_HOST says otherwise): never on the public port, where anyone could read the server's
// figures. Failing to listen is said and otherwise ignored: the site goes on without its metrics.
import http from 'node:http';
import { registry } from './metrics';

/** The port Prometheus exporters use by convention: the metrics port of a server on the default PORT, 8080. */
const DEFAULT_METRICS_PORT = 9464;
/** A server's metrics port, unless METRICS_PORT says otherwise, is its own PORT plus this (8080: 9464, 8081: 9465). */
export const METRICS_PORT_OFFSET = DEFAULT_METRICS_PORT - 8080;

/**
 * Where this process's /metrics listens: METRICS_PORT if set (`0`: nowhere), else its PORT + 1384, so
 * that several servers on one host (8080, 8081, …) never want the same port. An error for a value that
 * is no port.
 */
export function metricsPortFor(env: NodeJS.ProcessEnv, serverPort: number): { port: number } | { error: string } {
  const explicit = env.METRICS_PORT?.trim();
  if (explicit) {
    const port = Number(explicit);
    return /^\d+$/.test(explicit) && port <= 65535 ? { port } : { error: `METRICS_PORT must be a port (0 turns the metrics off), not ${explicit}` };
  }
  // A server on an ephemeral port (PORT=0) has no port to derive one from.
  if (!serverPort) return { port: 0 };
  const port = serverPort + METRICS_PORT_OFFSET;
  return port <= 65535 ? { port } : { error: `PORT ${serverPort} + ${METRICS_PORT_OFFSET} is no port: set METRICS_PORT (0 turns the metrics off)` };
}

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
