// What nginx keeps of the server's answers under /oembed and /cards/ (deploy/nginx.conf): one plain copy
// per URL, whatever the first visitor's Accept-Encoding, compressed per visitor with its Vary. The
// rendered configuration in a real nginx, in front of a stand-in server that gzips what it is asked
// to gzip (as the production server's compression does for answers over 1 KB).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { http as mock, passthrough } from 'msw';
import { NGINX_ROUTES_FILE, nginxRoutesFile } from '../../scripts/nginxRoutes';
import { routeList } from '../../src/lib/routes';
import { server as sandbox } from '../../src/mocks/node';

const SCRIPT = path.resolve(__dirname, '../../deploy/nginx-conf.sh');
const NGINX = '/usr/sbin/nginx';
/** Over 1 KB, and compressible. */
const ANSWER = JSON.stringify({ version: '1.0', title: 'Bài hát '.repeat(200) });

let root: string;
let nginx: ChildProcess;
let upstream: http.Server;
let port: number;
const askedWith: (string | undefined)[] = [];

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port: free } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(free));
    });
  });

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'hatvui-proxy-cache-'));
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
  port = await freePort();
  const serverDir = path.join(root, 'dist-server');
  fs.mkdirSync(path.join(serverDir, 'templates'), { recursive: true });
  fs.mkdirSync(path.join(root, 'dist'));
  fs.writeFileSync(path.join(serverDir, NGINX_ROUTES_FILE), nginxRoutesFile(routeList));
  fs.writeFileSync(path.join(serverDir, 'templates', 'style-hashes.txt'), "'sha256-AAAA='\n");
  const rendered = spawnSync('bash', [SCRIPT], {
    encoding: 'utf8',
    env: {
      PATH: process.env.PATH,
      SERVER_DIR: serverDir,
      DIST_ROOT: path.join(root, 'dist'),
      API_UPSTREAM: 'http://127.0.0.1:9',
      LISTEN_PORT: `127.0.0.1:${port}`,
      SERVER_UPSTREAM: `127.0.0.1:${(upstream.address() as net.AddressInfo).port}`,
      CACHE_DIR: path.join(root, 'cache'),
      ACCESS_LOG: path.join(root, 'access.log'),
    },
  });
  expect(rendered.stderr).toBe('');
  fs.writeFileSync(path.join(root, 'site.conf'), rendered.stdout);
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `${kind}_temp_path ${root}/${kind};`).join('\n  ');
  fs.writeFileSync(
    path.join(root, 'nginx.conf'),
    // (As root, a worker would switch to a user who cannot read the temporary folder.)
    `${process.getuid?.() === 0 ? 'user root;\n' : ''}pid ${root}/nginx.pid;\nerror_log ${root}/error.log;\ndaemon off;\nevents {}\nhttp {\n  include /etc/nginx/mime.types;\n  ${temp}\n  include ${root}/site.conf;\n}\n`,
  );
  nginx = spawn(NGINX, ['-p', root, '-c', path.join(root, 'nginx.conf')], { stdio: 'ignore' });
  const until = Date.now() + 10_000;
  for (;;) {
    const up = await new Promise<boolean>((resolve) =>
      net.connect(port, '127.0.0.1').on('connect', function (this: net.Socket) {
        this.destroy();
        resolve(true);
      }).on('error', () => resolve(false)),
    );
    if (up) break;
    if (Date.now() > until) throw new Error(fs.readFileSync(path.join(root, 'error.log'), 'utf8'));
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
});

afterAll(async () => {
  nginx?.kill('SIGTERM');
  await new Promise((resolve) => upstream.close(resolve));
  fs.rmSync(root, { recursive: true, force: true });
});

// The tests' requests pass MSW (the sandbox's) untouched.
beforeEach(() => sandbox.use(mock.all(`http://127.0.0.1:${port}/*`, () => passthrough())));

/** A chunked body's bytes. */
function unchunked(raw: Buffer) {
  const parts: Buffer[] = [];
  for (let at = 0; ; ) {
    const lineEnd = raw.indexOf('\r\n', at);
    const size = parseInt(raw.subarray(at, lineEnd).toString('latin1'), 16);
    if (!size) return Buffer.concat(parts);
    parts.push(raw.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
}

/** A GET through nginx over a plain socket, as sent: its headers and raw body. */
const get = (pathname: string, acceptEncoding?: string) =>
  new Promise<{ status: number; headers: Record<string, string>; body: Buffer }>((resolve, reject) => {
    const chunks: Buffer[] = [];
    const encoding = acceptEncoding === undefined ? '' : `Accept-Encoding: ${acceptEncoding}\r\n`;
    const socket = net.connect(port, '127.0.0.1', () =>
      socket.write(`GET ${pathname} HTTP/1.1\r\nHost: hatvui.test\r\nConnection: close\r\n${encoding}\r\n`),
    );
    socket
      .on('data', (chunk: Buffer) => chunks.push(chunk))
      .on('end', () => {
        const answer = Buffer.concat(chunks);
        const split = answer.indexOf('\r\n\r\n');
        const [statusLine = '', ...lines] = answer.subarray(0, split).toString('latin1').split('\r\n');
        const headers = Object.fromEntries(
          lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
        );
        const raw = answer.subarray(split + 4);
        resolve({ status: Number(statusLine.split(' ')[1]), headers, body: headers['transfer-encoding'] === 'chunked' ? unchunked(raw) : raw });
      })
      .on('error', reject);
  });

describe.each([
  ['/oembed', `/oembed?url=${encodeURIComponent('https://hatvui.vn/recording/abc')}&format=json`],
  ['/cards/', '/cards/recording/abc.svg'],
  ['the sitemaps', '/sitemaps/recordings-1.xml'],
])('what nginx keeps under %s', (_location, pathname) => {
  it('is one plain copy: a visitor who takes no gzip gets it plain after one who does, and each is told Vary', async () => {
    askedWith.length = 0;
    const first = await get(pathname, 'gzip, deflate, br');
    expect(first.status).toBe(200);
    expect(first.headers['x-cache-status']).toBe('MISS');
    // Compressed, and said so: a cache in front keeps a copy per encoding.
    expect(first.headers['content-encoding']).toBe('gzip');
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
