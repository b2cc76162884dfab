// The live rooms' stream as the production server (src/server/app.ts) serves it, with the sandbox as
// its API: before compression (events are never held back), no request in flight while it is open,
// and no path under /live/rooms/ a 5xx.
import net from 'node:net';
import { parseExposition, sampleValue } from '../../../scripts/vitals/exposition';
import { seed } from '../../../src/mocks/seed';
import { registry } from '../../../src/server/metrics';
import { serverForTheseTests } from '../../support/productionServer';
import { fuzzedPaths, statusOf } from './streamClient';

// The fuzzed corpus takes a few hundred ms alone, seconds on a machine busy with other suites.
jest.setTimeout(30_000);

const site = serverForTheseTests();
const inFlight = async () => sampleValue(parseExposition(await registry.metrics()), 'hatvui_http_requests_in_flight', {}) ?? 0;

/** A stream over a raw socket, read as it arrives. */
function stream(pathname: string, headers = '') {
  const socket = net.connect(site().port, '127.0.0.1', () => socket.write(`GET ${pathname} HTTP/1.1\r\nHost: test\r\n${headers}\r\n`));
  const state = { received: '', closed: false, close: () => socket.destroy() };
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => (state.received += chunk));
  socket.on('close', () => (state.closed = true));
  socket.on('error', () => undefined);
  return state;
}

const until = async (done: () => boolean, what: string) => {
  const deadline = Date.now() + 10_000;
  while (!done()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

it("streams a live room's state uncompressed to a client that takes gzip, and it is no request in flight", async () => {
  const before = await inFlight();
  const viewer = stream(`/live/rooms/${seed.rooms.live}`, 'Accept-Encoding: gzip, br\r\n');
  await until(() => viewer.received.includes('\ndata: '), 'the first event');
  const [head = ''] = viewer.received.split('\r\n\r\n');
  expect(head).toMatch(/^HTTP\/1\.1 200 /);
  expect(head).toMatch(/\r\nContent-Type: text\/event-stream; charset=utf-8/i);
  expect(head).toMatch(/\r\nX-Accel-Buffering: no/i);
  expect(head).not.toMatch(/content-encoding/i);
  // The room's own payload, as the API sent it.
  const data = JSON.parse(/\ndata: (.*)\n/.exec(viewer.received)![1]!) as { data: { uid: string } };
  expect(data.data.uid).toBe(seed.rooms.live);
  expect(await inFlight()).toBe(before);
  viewer.close();
});

it('tells the viewers of a room the API does not know that it ended, then ends the stream', async () => {
  const viewer = stream(`/live/rooms/${seed.rooms.unknown}`);
  await until(() => viewer.received.endsWith('0\r\n\r\n'), 'the stream to end');
  expect(viewer.received).toContain('data: {"ended":true,"not_found":true}\n\n');
  viewer.close();
});

it('answers no path under /live/rooms/ with a 5xx (fuzzed, through the whole server)', async () => {
  const answers = await Promise.all(fuzzedPaths(200, 7).map(async (pathname) => ({ pathname, status: await statusOf(site().origin, pathname) })));
  expect(answers.filter(({ status }) => !(status > 0 && status < 500))).toEqual([]);
});
