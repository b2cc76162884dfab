import express from 'express';
import { http as mock, passthrough } from 'msw';
import { server as sandbox } from '../../../src/mocks/node';
import '../../support/setImmediate';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { roomStreamRoute } from '../../../src/server/live/roomStream';
import { defaultVisitorSettings } from '../../../src/server/visitor';
import { fuzzedPaths, statusOf } from './streamClient';

/** Loopback is nginx (its X-Forwarded-For names the visitor), and this machine is limited like anyone. */
const visitors = { ...defaultVisitorSettings(), exemptLocal: false };

// The fuzzed corpus takes a few hundred ms alone, seconds on a machine busy with other suites.
jest.setTimeout(30_000);

describe('roomStreamRoute', () => {
  let server: Server;
  let base: string;
  let upstream: { status: number; body: unknown };
  const asked: string[] = [];

  beforeAll(async () => {
    const fetchImpl = ((input: string) => {
      asked.push(input);
      return Promise.resolve(
        new Response(JSON.stringify(upstream.body), { status: upstream.status, headers: { 'Content-Type': 'application/json' } }),
      );
    }) as typeof fetch;
    const app = express();
    app.use(roomStreamRoute({ apiUrl: 'http://api.test', fetchImpl, intervalMs: 50, maxPerAddress: 2, visitors }));
    app.use((_req: express.Request, res: express.Response) => res.status(404).send('next'));
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

  it('counts visitors by the address nginx names, an IPv6 visitor by its /64', async () => {
    const open = (forwarded: string) => {
      const controller = new AbortController();
      return fetch(`${base}/live/rooms/r4`, { signal: controller.signal, headers: { 'X-Forwarded-For': forwarded } }).then((response) => ({
        response,
        controller,
      }));
    };
    const streams = await Promise.all(['203.0.113.7', '203.0.113.7', '2001:db8:1:2::5', '2001:db8:1:2:ffff::9'].map(open));
    expect(streams.map(({ response }) => response.status)).toEqual([200, 200, 200, 200]);
    // A third from each visitor is one too many; another visitor is not held back by them.
    expect((await fetch(`${base}/live/rooms/r4`, { headers: { 'X-Forwarded-For': '203.0.113.7' } })).status).toBe(429);
    expect((await fetch(`${base}/live/rooms/r4`, { headers: { 'X-Forwarded-For': '2001:db8:1:2:3:4:5:6' } })).status).toBe(429);
    const other = new AbortController();
    expect((await fetch(`${base}/live/rooms/r4`, { signal: other.signal, headers: { 'X-Forwarded-For': '198.51.100.1' } })).status).toBe(200);
    for (const { controller } of [...streams, { controller: other }]) controller.abort();
  });

  it('answers HEAD with the headers and no stream, another method 405, and asks the API nothing for either', async () => {
    asked.length = 0;
    const head = await fetch(`${base}/live/rooms/r5`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toMatch(/^text\/event-stream/);
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']) {
      const answer = await fetch(`${base}/live/rooms/r5`, { method });
      expect({ method, status: answer.status, allow: answer.headers.get('allow') }).toEqual({ method, status: 405, allow: 'GET, HEAD' });
    }
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(asked.filter((url) => url.includes('/r5?'))).toEqual([]);
  });

  it('never answers a 5xx nor asks the API for anything but a grammatical id, whatever the path (fuzzed)', async () => {
    asked.length = 0;
    const answers = await Promise.all(fuzzedPaths(150, 39).map(async (pathname) => ({ pathname, status: await statusOf(base, pathname) })));
    expect(answers.filter(({ status }) => !(status > 0 && status < 500))).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 120));
    for (const url of asked) expect(url).toMatch(/^http:\/\/api\.test\/v1\/rooms\/detail\/[A-Za-z0-9_-]+\?is_uid=1$/);
  });
});
