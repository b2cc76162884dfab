// Debian's nginx with deploy/nginx.conf as deploy/nginx-conf.sh renders it, on a free loopback port,
// in front of servers a test stands in (SERVER_UPSTREAM), with a stand-in build's routes and hashes.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { NGINX_ROUTES_FILE, nginxRoutesFile } from '../../scripts/nginxRoutes';
import { mainConfig } from '../../scripts/serve-nginx';
import { routeList } from '../../src/lib/routes';

const SCRIPT = path.resolve(__dirname, '../../deploy/nginx-conf.sh');
const NGINX = '/usr/sbin/nginx';

export const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port: free } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(free));
    });
  });

const accepts = (port: number) =>
  new Promise<boolean>((resolve) =>
    net
      .connect(port, '127.0.0.1')
      .on('connect', function (this: net.Socket) {
        this.destroy();
        resolve(true);
      })
      .on('error', () => resolve(false)),
  );

/** nginx in front of `servers` (host:port each); `variables`: more of nginx-conf.sh's. */
export async function startRealNginx(servers: string[], variables: Record<string, string> = {}) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'hatvui-nginx-'));
  const port = await freePort();
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
      SERVER_UPSTREAM: servers.join(' '),
      CACHE_DIR: path.join(root, 'cache'),
      ACCESS_LOG: path.join(root, 'access.log'),
      ...variables,
    },
  });
  if (rendered.status !== 0) throw new Error(rendered.stderr);
  fs.writeFileSync(path.join(root, 'site.conf'), rendered.stdout);
  fs.writeFileSync(path.join(root, 'nginx.conf'), mainConfig(root, path.join(root, 'site.conf')));
  const nginx: ChildProcess = spawn(NGINX, ['-p', root, '-c', path.join(root, 'nginx.conf'), '-g', 'daemon off;'], { stdio: 'ignore' });
  const until = Date.now() + 10_000;
  while (!(await accepts(port))) {
    if (Date.now() > until) throw new Error(fs.readFileSync(path.join(root, 'error.log'), 'utf8'));
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const stop = () =>
    new Promise<void>((resolve) => {
      nginx.once('exit', () => {
        fs.rmSync(root, { recursive: true, force: true });
        resolve();
      });
      nginx.kill('SIGTERM');
    });
  return { port, root, conf: rendered.stdout, stop };
}

/** A chunked body's bytes. */
function unchunked(raw: Buffer) {
  const parts: Buffer[] = [];
  for (let at = 0; ;) {
    const lineEnd = raw.indexOf('\r\n', at);
    const size = parseInt(raw.subarray(at, lineEnd).toString('latin1'), 16);
    if (!size) return Buffer.concat(parts);
    parts.push(raw.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
}

/** A request to nginx on `port` over a plain socket, as sent (GET unless `method`): its headers and raw body, nothing decoded. */
export const rawNginxGet = (port: number, pathname: string, headers: Record<string, string> = {}, method = 'GET') =>
  new Promise<{ status: number; headers: Record<string, string>; body: Buffer }>((resolve, reject) => {
    const chunks: Buffer[] = [];
    const extra = Object.entries(headers)
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('');
    const socket = net.connect(port, '127.0.0.1', () =>
      socket.write(`${method} ${pathname} HTTP/1.1\r\nHost: hatvui.test\r\nConnection: close\r\n${extra}\r\n`),
    );
    socket
      .on('data', (chunk: Buffer) => chunks.push(chunk))
      .on('end', () => {
        const answer = Buffer.concat(chunks);
        const split = answer.indexOf('\r\n\r\n');
        const [statusLine = '', ...lines] = answer.subarray(0, split).toString('latin1').split('\r\n');
        const parsed = Object.fromEntries(
          lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
        );
        const raw = answer.subarray(split + 4);
        resolve({
          status: Number(statusLine.split(' ')[1]),
          headers: parsed,
          body: parsed['transfer-encoding'] === 'chunked' ? unchunked(raw) : raw,
        });
      })
      .on('error', reject);
  });
