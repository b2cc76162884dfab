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
