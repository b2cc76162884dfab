// What nginx keeps of the server's answers under /oembed and /cards/ (deploy/nginx.conf): one plain copy
// per URL, whatever the first visitor's Accept-Encoding, compressed per visitor with its Vary. The
// rendered configuration in a real nginx, in front of a stand-in server that gzips what it is asked
// to gzip (as the production server's compression does for answers over 1 KB).
import http from 'node:http';
import type net from 'node:net';
import zlib from 'node:zlib';
import { http as mock, passthrough } from 'msw';
import { server as sandbox } from '../../src/mocks/node';
import { rawNginxGet, startRealNginx } from '../support/realNginx';
/** Over 1 KB, and compressible. */
const ANSWER = JSON.stringify({ version: '1.0', title: 'Bài hát '.repeat(200) });

let nginx: Awaited<ReturnType<typeof startRealNginx>>;
let upstream: http.Server;
let port: number;
const askedWith: (string | undefined)[] = [];

beforeAll(async () => {
  upstream = http.createServer((req, res) => {
    askedWith.push(req.headers['accept-encoding']);
    const gzip = /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
    res.setHeader('Content-Type', req.url!.startsWith('/cards/') ? 'image/svg+xml' : 'application/json; charset=utf-8');
    res.setHeader('Cache-Control', 'public, max-age=300');
    res.setHeader('Vary', 'Accept-Encoding');
    if (gzip) res.setHeader('Content-Encoding', 'gzip');
    res.end(gzip ? zlib.gzipSync(ANSWER) : ANSWER);
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  nginx = await startRealNginx([`127.0.0.1:${(upstream.address() as net.AddressInfo).port}`]);
  port = nginx.port;
});

afterAll(async () => {
  await nginx?.stop();
  await new Promise((resolve) => upstream.close(resolve));
});

// The tests' requests pass MSW (the sandbox's) untouched.
beforeEach(() => sandbox.use(mock.all(`http://127.0.0.1:${port}/*`, () => passthrough())));

/** A GET through nginx over a plain socket, as sent: its headers and raw body. */
const get = (pathname: string, acceptEncoding?: string) =>
  rawNginxGet(port, pathname, acceptEncoding === undefined ? {} : { 'Accept-Encoding': acceptEncoding });

describe.each([
  ['/oembed', `/oembed?url=${encodeURIComponent('https://hatvui.vn/recording/abc')}&format=json`],
  ['/cards/', '/cards/recording/abc.svg'],
  ['the sitemaps', '/sitemaps/recordings-1.xml'],
])('what nginx keeps under %s', (_location, pathname) => {
  it('is one plain copy, compressed per visitor: brotli, gzip or nothing, as each takes, and each is told Vary', async () => {
    askedWith.length = 0;
    const first = await get(pathname, 'gzip, deflate, br');
    expect(first.status).toBe(200);
    expect(first.headers['x-cache-status']).toBe('MISS');
    // Compressed, and said so: a cache in front keeps a copy per encoding.
    expect(first.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(first.body).toString('utf8')).toBe(ANSWER);
    expect(first.headers.vary).toBe('Accept-Encoding');
    const plain = await get(pathname);
    expect(plain.headers['x-cache-status']).toBe('HIT');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString('utf8')).toBe(ANSWER);
    const gzipped = await get(pathname, 'gzip');
    expect(gzipped.headers['x-cache-status']).toBe('HIT');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzipped.body).toString('utf8')).toBe(ANSWER);
    // nginx's Vary, once (the server's is dropped).
    expect(gzipped.headers.vary).toBe('Accept-Encoding');
    // The server was asked once, for a plain answer.
    expect(askedWith).toEqual([undefined]);
  });
});
