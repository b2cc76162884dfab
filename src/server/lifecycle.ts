// How a server process stops: a deploy or a rolling restart sends SIGTERM, and nothing a visitor asked
// for may fail on the way. The server stops accepting connections (nginx then sends the next request
// to another server), closes its idle keep-alive connections at once and each busy one after its
// answer (sent with `Connection: close`, so nginx does not reuse it), lets the requests under way
// finish, and cuts them after the grace period. Meanwhile GET /healthz says 503 (src/server/app.ts).
import type { ServerResponse, Server } from 'node:http';

/** At most this long for the requests under way once SIGTERM came. */
const STOP_GRACE_MS = 10_000;

/**
 * Follows `server`'s answers from now on; `stop` resolves once every connection is closed: true when
 * they all ended by themselves, false when the grace period cut some.
 */
export function stoppable(server: Server) {
  const underWay = new Set<ServerResponse>();
  let stopping = false;
  // Before the app's own listener: express answers some requests at once (/healthz, a bad /cards or
  // /oembed), and a header set after that throws ERR_HTTP_HEADERS_SENT, which would end the process
  // and every request under way. (Still checked: an answer written by an earlier listener.)
  server.prependListener('request', (_req, res: ServerResponse) => {
    if (stopping && !res.headersSent) res.setHeader('Connection', 'close');
    underWay.add(res);
    res.once('close', () => underWay.delete(res));
  });
  const stop = (graceMs = STOP_GRACE_MS) =>
    new Promise<boolean>((resolve) => {
      stopping = true;
      for (const res of underWay) if (!res.headersSent) res.setHeader('Connection', 'close');
      // An answer that was already being sent leaves its connection idle: closed within 50 ms.
      const idle = setInterval(() => server.closeIdleConnections(), 50);
      const cut = setTimeout(() => {
        server.closeAllConnections();
        resolve(false);
      }, graceMs);
      server.close(() => {
        clearInterval(idle);
        clearTimeout(cut);
        resolve(true);
      });
      server.closeIdleConnections();
    });
  return { stop };
}
