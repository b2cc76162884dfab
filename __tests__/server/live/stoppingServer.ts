// A server process for __tests__/server/live/stopping.test.ts: the live rooms' route and an ordinary
// slow answer behind the production server's lifecycle (src/server/lifecycle.ts), stopped by a real
// SIGTERM as a deploy sends it. Its first line on stdout is its port.
import express from 'express';
import type { AddressInfo } from 'node:net';
import { stoppable, stopOnSignals } from '../../../src/server/lifecycle';
import { roomStreamRoute } from '../../../src/server/live/roomStream';
import { countInFlight } from '../../../src/server/metrics';

const room = JSON.stringify({ data: { uid: 'r1', is_live: true } });
const liveRooms = roomStreamRoute({
  apiUrl: 'http://api.test',
  intervalMs: 100,
  fetchImpl: () => Promise.resolve(new Response(room, { status: 200 })),
});
const app = express();
app.use(countInFlight);
app.use(liveRooms);
app.get('/slow', (_req, res) => void setTimeout(() => res.type('text').send('done'), 800));
const server = app.listen(0, '127.0.0.1', () => console.log(String((server.address() as AddressInfo).port)));
const lifecycle = stoppable(server, [liveRooms]);
stopOnSignals(
  () => lifecycle.stop(),
  () => undefined,
  (message) => console.error(message),
);
