// GET /live/rooms/{id}: a room's state as Server-Sent Events over express's own response, fed by the
// fan-out hub (src/server/live/roomHub.ts): one poll of GET /v1/rooms/detail/{id}?is_uid=1 per room
// per interval per process, however many watch.
import type { RequestHandler, Response } from 'express';
import { isIdParam } from '../../lib/idParam';
import { endInFlight } from '../metrics';
import { defaultVisitorSettings, visitorAddress, visitorKey, type VisitorSettings } from '../visitor';
import { createRoomHub, ROOM_POLL_MS, type PollResult } from './roomHub';
import { liveMetrics } from './liveMetrics';
import { LIVE_ROOM_PATH } from '../../lib/livePath';

export type RoomStreamOptions = {
  apiUrl: string;
  intervalMs?: number;
  heartbeatMs?: number;
  maxStreams?: number;
  maxPerAddress?: number;
  fetchImpl?: typeof fetch;
  /** Who a stream's visitor is (src/server/visitor.ts): nginx's X-Forwarded-For from nginx's addresses. */
  visitors?: VisitorSettings;
};

/** The route, and `stop` for a process that is stopping: every stream ends now, none opens. */
export type RoomStreams = RequestHandler & { stop: () => void; streams: () => number };

/** What a client that reconnects waits (ms) before it does; sent first on every stream. */
const RETRY_MS = 3000;

/** The room's public GET, as the share page asks it; its body is passed on as received. */
function pollRoom(apiUrl: string, fetchImpl: typeof fetch) {
  return async (roomId: string): Promise<PollResult> => {
    const response = await fetchImpl(`${apiUrl}/v1/rooms/detail/${encodeURIComponent(roomId)}?is_uid=1`, {
      signal: AbortSignal.timeout(5000),
    });
    if (response.status === 404) return { kind: 'gone' };
    if (!response.ok) return { kind: 'failed' };
    return { kind: 'state', body: JSON.stringify(await response.json()) };
  };
}

const refuse = (res: Response, status: number) =>
  res.status(status).set({ 'Retry-After': '10', 'Cache-Control': 'no-store' }).type('text/plain').send('Quá nhiều kết nối, thử lại sau.');

const eventText = ({ id, data }: { id: number; data: string }) => `id: ${id}\ndata: ${data}\n\n`;

const STREAM_HEADERS = {
  'Content-Type': 'text/event-stream; charset=utf-8',
  'Cache-Control': 'no-store',
  // nginx passes each event on as it comes (its location says so too: deploy/nginx.conf).
  'X-Accel-Buffering': 'no',
};

export function roomStreamRoute(options: RoomStreamOptions): RoomStreams {
  const visitors = options.visitors ?? defaultVisitorSettings();
  const hub = createRoomHub({
    poll: pollRoom(options.apiUrl, options.fetchImpl ?? ((input, init) => globalThis.fetch(input, init))),
    intervalMs: options.intervalMs ?? ROOM_POLL_MS,
    heartbeatMs: options.heartbeatMs ?? 15_000,
    maxStreams: options.maxStreams ?? 5000,
    maxPerAddress: options.maxPerAddress ?? 20,
    ...liveMetrics,
  });
  const route: RequestHandler = (req, res, next) => {
    if (!req.path.startsWith(LIVE_ROOM_PATH)) return next();
    const roomId = req.path.slice(LIVE_ROOM_PATH.length);
    if (!isIdParam(roomId)) return res.status(404).set('Cache-Control', 'no-store').type('text/plain').send('Không tìm thấy.');
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      return res.status(405).set({ Allow: 'GET, HEAD', 'Cache-Control': 'no-store' }).type('text/plain').send('Chỉ nhận GET.');
    }
    // What a GET would start, without a stream (nor a poll).
    if (req.method === 'HEAD') return res.status(200).set(STREAM_HEADERS).end();
    let closed = false;
    const joined = hub.join(roomId, visitorKey(visitorAddress(req, visitors), visitors), {
      send: (event) => res.write(eventText(event)),
      heartbeat: () => res.write(': heartbeat\n\n'),
      end: () => {
        if (!closed) res.end();
      },
    });
    // A stopping process: the client is told to come back (to another process) in RETRY_MS. (A 503
    // would end an EventSource for good; nginx does not try the next server on an answer.)
    if (!joined.ok && joined.reason === 'stopping') return res.status(200).set(STREAM_HEADERS).end(`retry: ${RETRY_MS}\n\n`);
    if (!joined.ok) return refuse(res, joined.reason === 'process' ? 503 : 429);
    // Open for as long as the viewer stays: no request in flight (a deploy's drain waits for those).
    endInFlight(res);
    res.status(200).set(STREAM_HEADERS);
    res.flushHeaders();
    res.write(`retry: ${RETRY_MS}\n\n`);
    if (joined.current) res.write(eventText(joined.current));
    res.on('close', () => {
      closed = true;
      joined.leave();
    });
  };
  return Object.assign(route, { stop: hub.stop, streams: hub.streams });
}
