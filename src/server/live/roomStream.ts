// GET /live/rooms/{id}: a room's state as Server-Sent Events over express's own response, fed by the
// fan-out hub (src/server/live/roomHub.ts): one poll of GET /v1/rooms/detail/{id}?is_uid=1 per room
// per interval per process, however many watch.
import type { Request, RequestHandler, Response } from 'express';
import { isIdParam } from '../../lib/idParam';
import { createRoomHub, type PollResult } from './roomHub';
import { liveMetrics } from './liveMetrics';

export const LIVE_ROOM_PATH = '/live/rooms/';

export type RoomStreamOptions = {
  apiUrl: string;
  intervalMs?: number;
  heartbeatMs?: number;
  maxStreams?: number;
  maxPerAddress?: number;
  fetchImpl?: typeof fetch;
};

/** The room's public GET, as the share page asks it; its body is passed on as received. */
export function pollRoom(apiUrl: string, fetchImpl: typeof fetch) {
  return async (roomId: string): Promise<PollResult> => {
    const response = await fetchImpl(`${apiUrl}/v1/rooms/detail/${encodeURIComponent(roomId)}?is_uid=1`, {
      signal: AbortSignal.timeout(5000),
    });
    if (response.status === 404) return { kind: 'gone' };
    if (!response.ok) return { kind: 'failed' };
    return { kind: 'state', body: JSON.stringify(await response.json()) };
  };
}

// The address the socket came from: behind nginx every stream shares nginx's, so nginx limits per
// visitor (limit_conn) and this bound only keeps one client from taking a process's streams.
const addressOf = (req: Request) => req.socket.remoteAddress ?? 'unknown';

const refuse = (res: Response, status: number) => res.status(status).set('Retry-After', '10').type('text/plain').send('Quá nhiều kết nối, thử lại sau.');

export function roomStreamRoute(options: RoomStreamOptions): RequestHandler {
  const hub = createRoomHub({
    poll: pollRoom(options.apiUrl, options.fetchImpl ?? ((input, init) => globalThis.fetch(input, init))),
    intervalMs: options.intervalMs ?? 2500,
    heartbeatMs: options.heartbeatMs ?? 15_000,
    maxStreams: options.maxStreams ?? 5000,
    maxPerAddress: options.maxPerAddress ?? 20,
    ...liveMetrics,
  });
  return (req, res, next) => {
    if (req.method !== 'GET' || !req.path.startsWith(LIVE_ROOM_PATH)) return next();
    const roomId = req.path.slice(LIVE_ROOM_PATH.length);
    if (!isIdParam(roomId)) return res.status(404).type('text/plain').send('Không tìm thấy.');
    let closed = false;
    const joined = hub.join(roomId, addressOf(req), {
      send: ({ id, data }) => res.write(`id: ${id}\ndata: ${data}\n\n`),
      heartbeat: () => res.write(': heartbeat\n\n'),
      end: () => {
        if (!closed) res.end();
      },
    });
    if (!joined.ok) return refuse(res, joined.reason === 'process' ? 503 : 429);
    res.status(200).set({
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-store',
      'X-Accel-Buffering': 'no',
    });
    res.flushHeaders();
    res.write('retry: 3000\n\n');
    res.on('close', () => {
      closed = true;
      joined.leave();
    });
  };
}
