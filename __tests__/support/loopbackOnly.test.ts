/**
 * @jest-environment node
 */
// A file in Node's environment (no MSW) reaches this machine and nothing else (setup.ts, loopbackOnly.ts).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import net from 'node:net';

let server: http.Server;
let port: number;
beforeAll(async () => {
  server = http.createServer((_request, response) => response.end('here'));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

test('a request to this machine is answered, by fetch and by http', async () => {
  expect(await (await fetch(`http://127.0.0.1:${port}/`)).text()).toBe('here');
  expect(await (await fetch(`http://localhost:${port}/`)).text()).toBe('here');
  const body = await new Promise<string>((resolve, reject) =>
    http
      .get({ host: '127.0.0.1', port }, (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () => resolve(text));
      })
      .on('error', reject),
  );
  expect(body).toBe('here');
});

/** Why fetch failed (undici gives the socket's error as the cause), or that it was answered. */
const fetchFailure = async (url: string) => {
  try {
    await fetch(url);
    return 'answered';
  } catch (error) {
    return String((error as { cause?: Error }).cause?.message);
  }
};

test('a request to any other host fails, naming it, by fetch, http, https and net', async () => {
  const refused = /a test may not reach example\.com/;
  expect(await fetchFailure('http://example.com/')).toMatch(refused);
  expect(await fetchFailure('https://example.com/')).toMatch(refused);
  const httpError = await new Promise<Error>((resolve) => http.get('http://example.com/', () => resolve(new Error('answered'))).on('error', resolve));
  expect(httpError.message).toMatch(refused);
  const socketError = await new Promise<Error>((resolve) =>
    net.connect(80, 'example.com', () => resolve(new Error('connected'))).on('error', resolve),
  );
  expect(socketError.message).toMatch(refused);
  const addressError = await new Promise<Error>((resolve) => net.connect({ host: '93.184.215.14', port: 443 }).on('error', resolve));
  expect(addressError.message).toMatch(/a test may not reach 93\.184\.215\.14/);
});
