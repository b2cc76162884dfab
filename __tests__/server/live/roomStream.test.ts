import express from 'express';
import { http as mock, passthrough } from 'msw';
import { server as sandbox } from '../../../src/mocks/node';
import '../../support/setImmediate';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { roomStreamRoute } from '../../../src/server/live/roomStream';

describe('roomStreamRoute', () => {
  let server: Server;
  let base: string;
  let upstream: { status: number; body: unknown };
  const asked: string[] = [];

  beforeAll(async () => {
    const fetchImpl = ((input: string) => {
      asked.push(input);
      return Promise.resolve(new Response(JSON.stringify(upstream.body), { status: upstream.status, headers: { 'Content-Type': 'application/json' } }));
    }) as typeof fetch;
    const app = express();
    app.use(roomStreamRoute({ apiUrl: 'http://api.test', fetchImpl, intervalMs: 50, maxPerAddress: 2 }));
    server = app.listen(0);
    await new Promise((resolve) => server.once('listening', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(
    () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(resolve);
      }),
  );
  beforeEach(() => {
    // The test's own requests to the route on loopback go through; the route's API calls are fetchImpl's.
    sandbox.use(mock.all(`${base}/*`, () => passthrough()));
    upstream = { status: 200, body: { data: { uid: 'r1', is_live: true } } };
    asked.length = 0;
  });

  const readUntil = async (response: Response, text: string) => {
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let got = '';
    while (!got.includes(text)) {
      const { value, done } = await reader.read();
      if (done) break;
      got += decoder.decode(value, { stream: true });
    }
    return { got, reader };
  };

  it('streams the room state as events and asks the API for the room by uid', async () => {
    const controller = new AbortController();
    const response = await fetch(`${base}/live/rooms/r1`, { signal: controller.signal });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const { got } = await readUntil(response, '}}\n\n');
    expect(got).toContain('id: 1\ndata: {"data":{"uid":"r1","is_live":true}}\n\n');
    expect(asked[0]).toBe('http://api.test/v1/rooms/detail/r1?is_uid=1');
    controller.abort();
  });

  it('refuses an id outside the grammar without asking the API', async () => {
    const response = await fetch(`${base}/live/rooms/a.b`);
    expect(response.status).toBe(404);
    expect(asked.filter((url) => url.includes('a.b'))).toEqual([]);
  });

  it('answers 429 with Retry-After past the per-address limit', async () => {
    const controllers = [new AbortController(), new AbortController()];
    await Promise.all(controllers.map((c) => fetch(`${base}/live/rooms/r2`, { signal: c.signal })));
    const third = await fetch(`${base}/live/rooms/r2`);
    expect(third.status).toBe(429);
    expect(third.headers.get('retry-after')).toBe('10');
    for (const c of controllers) c.abort();
  });

  it('sends an ended state and closes when the API no longer knows the room', async () => {
    upstream = { status: 404, body: {} };
    const response = await fetch(`${base}/live/rooms/r3`);
    const text = await response.text();
    expect(text).toContain('"ended":true');
  });
});
