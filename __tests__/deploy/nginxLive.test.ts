/**
 * @jest-environment node
 */
// A live room's event stream through a real nginx (deploy/nginx.conf as rendered) in front of two
// servers with the production route and lifecycle (src/server/live/, src/server/lifecycle.ts): each
// change reaches the client as it happens (nothing held in a buffer or a gzip stream), heartbeats pass,
// a visitor past 20 streams is refused, and a server restarted under a stream sends its client to the
// other, where it gets the room's state again.
import type http from 'node:http';
import express from 'express';
import { stoppable } from '../../src/server/lifecycle';
import { roomStreamRoute } from '../../src/server/live/roomStream';
import { eventStream, fuzzedPaths, statusOf, until } from '../server/live/streamClient';
import { freePort, startRealNginx } from '../support/realNginx';

jest.setTimeout(60_000);

/** The API's answer for the room now (GET /v1/rooms/detail/{id}), which the test changes. */
let room = { data: { uid: 'r1', is_live: true, online_count: 9, now_singing: 'Bài một' } };
const fetchImpl = () => Promise.resolve(new Response(JSON.stringify(room), { status: 200 }));

/** A server process stand-in on `port`: the stream route (polling every 100 ms) behind the lifecycle. */
function standIn(port: number) {
  let current: { server: http.Server; live: ReturnType<typeof roomStreamRoute>; lifecycle: ReturnType<typeof stoppable> } | undefined;
  const start = () =>
    new Promise<void>((resolve) => {
      // Its own per-visitor bound out of the way: nginx's is the one under test.
      const live = roomStreamRoute({ apiUrl: 'http://api.test', fetchImpl, intervalMs: 100, heartbeatMs: 400, maxPerAddress: 1000 });
      const app = express();
      // The location's own settings are under test: the server's X-Accel-Buffering: no would turn
      // nginx's buffering off by itself, so these stand-ins do not send it.
      app.use((_req, res, next) => {
        const setHeader = res.setHeader.bind(res);
        res.setHeader = (name, value) => (name.toLowerCase() === 'x-accel-buffering' ? res : setHeader(name, value));
        next();
      });
      app.use(live);
      const server = app.listen(port, '127.0.0.1', () => resolve());
      current = { server, live, lifecycle: stoppable(server, [live]) };
    });
  const stop = async () => {
    await current?.lifecycle.stop(5_000);
    current = undefined;
  };
  return { start, stop, streams: () => current?.live.streams() ?? 0 };
}

let servers: ReturnType<typeof standIn>[];
let nginx: Awaited<ReturnType<typeof startRealNginx>>;

beforeAll(async () => {
  const ports = [await freePort(), await freePort()];
  servers = ports.map(standIn);
  await Promise.all(servers.map((server) => server.start()));
  nginx = await startRealNginx(ports.map((port) => `127.0.0.1:${port}`));
});
afterAll(async () => {
  await nginx?.stop();
  await Promise.all(servers.map((server) => server.stop()));
});

const open = (pathname = '/live/rooms/r1', headers: Record<string, string> = {}) => eventStream(nginx.port, pathname, headers);
const lastData = (stream: ReturnType<typeof open>) => stream.events.at(-1)?.data;

it('passes each change on as it happens: unbuffered, uncompressed, once with the site headers', async () => {
  const stream = open('/live/rooms/r1', { 'Accept-Encoding': 'gzip, br' });
  await until(() => stream.events.length > 0, 'the first state');
  expect(stream.status).toBe(200);
  expect(stream.head).toMatch(/\r\ncontent-type: text\/event-stream/i);
  expect(stream.head).not.toMatch(/content-encoding/i);
  expect(stream.head.match(/\r\ncache-control: /gi)).toHaveLength(1);
  expect(stream.head).toMatch(/\r\ncache-control: no-store(\r\n|$)/i);
  const delays: number[] = [];
  for (let change = 1; change <= 5; change += 1) {
    room = { data: { ...room.data, online_count: 9 + change, now_singing: `Bài ${change + 1}` } };
    const expected = JSON.stringify(room);
    const changedAt = performance.now();
    await until(() => lastData(stream) === expected, `change ${change}`);
    delays.push(Math.round(stream.events.at(-1)!.at - changedAt));
  }
  console.log(`change to receipt through nginx, ms (100 ms polls): ${delays.join(', ')}`);
  // A buffer (or gzip) would hold a ~100-byte event until it filled or the stream ended: never within a second.
  expect([...delays].sort((a, b) => a - b)[2]).toBeLessThan(1000);
  expect(stream.closed).toBe(false);
  stream.close();
});

it('passes the heartbeats on', async () => {
  const stream = open();
  await until(() => stream.heartbeats >= 2, 'two heartbeats');
  stream.close();
});

it('refuses a visitor past 20 streams with 429 and Retry-After, and not another visitor', async () => {
  const visitor = { 'X-Forwarded-For': '203.0.113.9' };
  const streams = Array.from({ length: 20 }, () => open('/live/rooms/r1', visitor));
  await until(() => streams.every((stream) => stream.status === 200), 'twenty streams');
  const refused = open('/live/rooms/r1', visitor);
  await until(() => refused.closed || refused.body.length > 0, 'the refusal');
  expect(refused.status).toBe(429);
  expect(refused.head).toMatch(/\r\nretry-after: 10(\r\n|$)/i);
  expect(refused.body).toContain('Quá nhiều kết nối');
  // The site's headers, as any answer of nginx's.
  expect(refused.head).toMatch(/\r\nx-content-type-options: nosniff\r\n/i);
  const other = open('/live/rooms/r1', { 'X-Forwarded-For': '198.51.100.4' });
  await until(() => other.status !== 0, 'another visitor');
  expect(other.status).toBe(200);
  for (const stream of [...streams, refused, other]) stream.close();
});

it('refuses a path over 1 KB with 414, and a path that is no stream with 404, asking no server', async () => {
  const long = open(`/live/rooms/${'a'.repeat(1100)}`);
  const odd = open('/live/rooms/a.b');
  await until(() => long.status !== 0 && odd.status !== 0, 'the answers');
  expect(long.status).toBe(414);
  expect(odd.status).toBe(404);
  long.close();
  odd.close();
});

it('answers no path under /live/rooms/ with a 5xx (fuzzed, nginx and the servers behind it)', async () => {
  const origin = `http://127.0.0.1:${nginx.port}`;
  const answers = await Promise.all(fuzzedPaths(200, 23).map(async (pathname) => ({ pathname, status: await statusOf(origin, pathname) })));
  expect(answers.filter(({ status }) => !(status > 0 && status < 500))).toEqual([]);
});

it('sends the client of a restarted server to the other one, where it gets the state again', async () => {
  // (nginx closes the earlier tests' streams to the servers once it sees their clients gone.)
  const streamsOpen = () => servers.reduce((sum, server) => sum + server.streams(), 0);
  await until(() => streamsOpen() === 0, 'the earlier streams to close');
  const stream = open();
  await until(() => stream.events.length > 0, 'the first state');
  const serving = servers.find((server) => server.streams() > 0)!;
  expect(serving).toBeDefined();
  // The restart: SIGTERM's stop ends the stream at once (a clean end), the server is down a while.
  const stopped = serving.stop();
  await until(() => stream.closed, 'the stream to end');
  await stopped;
  expect(stream.body).toMatch(/^retry: 3000\n\n/);
  // Again with the last id, as EventSource does, and at once rather than after `retry`: nginx still
  // has the stopped server in its list then, and must pass the client on to the other (the 3 s wait
  // tested nothing more, issue 38).
  const again = open('/live/rooms/r1', { 'Last-Event-ID': stream.events.at(-1)!.id! });
  await until(() => again.events.length > 0, 'the state after reconnecting');
  expect(again.status).toBe(200);
  expect(lastData(again)).toBe(JSON.stringify(room));
  await serving.start();
  again.close();
});
