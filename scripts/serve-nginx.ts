// `npm run serve:nginx` (after `npm run build`): serves dist/ through Debian's nginx with
// deploy/nginx.conf, rendered by deploy/nginx-conf.sh exactly as in production, on a loopback port: the
// production servers (dist-server/server.js; SERVERS of them, 1 unless set) behind it render the share
// pages, and the sandbox API is the /v1 upstream of all (unless API_UPSTREAM is set).
//
// Each server's /metrics has a port of its own: its PORT + 1384 (src/server/metricsServer.ts) unless
// METRICS_PORT is given: `0` (none), one port (the first server's; the next ones follow it), or one
// port per server separated by spaces, as SERVER_UPSTREAM lists the servers.
//
// NGINX_WORK_DIR (tests only): nginx's folder (its error.log, the access log), made if missing, instead
// of a new temporary one; each server's process id is written there too, server-N.pid.
//
// CONTROL_PORT (tests and benchmarks only): a loopback endpoint that stops (SIGTERM, waiting for the
// process to exit) and starts the production servers: POST /server/stop and /server/start for all of
// them, /server/N/stop and /server/N/start for the Nth (from 0).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { METRICS_PORT_OFFSET } from '../src/server/metricsServer';
import { startSandboxServer } from './sandbox-server';
import { serverDirFor, serverScriptFor } from './serverBuild';

const repo = path.resolve(__dirname, '..');
const dist = path.resolve(repo, process.env.DIST_DIR ?? 'dist');
const port = Number(process.env.NGINX_PORT ?? process.env.PORT ?? 8081);
const sandboxPort = Number(process.env.SANDBOX_PORT ?? port + 1000);
/** The first server's port; the next ones follow it. */
const serverPort = Number(process.env.SERVER_PORT ?? port + 2000);
const serverCount = Math.max(1, Number(process.env.SERVERS ?? 1));
const nginxBin = process.env.NGINX_BIN ?? '/usr/sbin/nginx';

/** deploy/nginx.conf as deploy/nginx-conf.sh renders it from these variables (the production way). */
export function renderSiteConfig(variables: Record<string, string>): string {
  const rendered = spawnSync('bash', [path.join(repo, 'deploy', 'nginx-conf.sh')], {
    encoding: 'utf8',
    env: { PATH: process.env.PATH, ...variables },
  });
  if (rendered.status !== 0) throw new Error(`deploy/nginx-conf.sh failed: ${rendered.stderr}`);
  return rendered.stdout;
}

/**
 * Each server's metrics port (0: none) from METRICS_PORT: unset, the server's own default (its port +
 * 1384); `0`, none; one port, that one and the next ones; a list, one port per server.
 */
export function metricsPortsFor(value: string | undefined, serverPorts: number[]): number[] {
  const given = (value ?? '').trim().split(/\s+/).filter(Boolean).map(Number);
  if (given.some((port) => !Number.isInteger(port) || port < 0 || port > 65535))
    throw new Error(`METRICS_PORT: ${value} is not one port or a list of ports`);
  if (given.length === 0) return serverPorts.map((port) => port + METRICS_PORT_OFFSET);
  if (given.length === 1) return serverPorts.map((_, i) => (given[0] ? given[0] + i : 0));
  if (given.length !== serverPorts.length) throw new Error(`METRICS_PORT lists ${given.length} ports for ${serverPorts.length} servers`);
  return given;
}

/**
 * The modules deploy/nginx.conf needs beyond nginx itself, by their Debian package: the brotli filter
 * (per request) and brotli_static (the build's precompressed copies), which Debian's own nginx.conf
 * loads from modules-enabled. Those files name them relative to nginx's prefix, and nginx runs here
 * with a prefix of its own (-p): the main configuration below loads them by their paths instead.
 */
const BROTLI_MODULES = {
  'libnginx-mod-http-brotli-filter': '/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so',
  'libnginx-mod-http-brotli-static': '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so',
};

/**
 * nginx's main configuration for a site configuration at `siteConf`, with everything nginx writes
 * under `work`: no root-owned paths, no worker user switch (as root, a worker would switch to a user who
 * cannot read the temporary folder); run as `nginx -p work -c work/nginx.conf`. Every nginx the tests
 * start uses it.
 */
export function mainConfig(work: string, siteConf: string): string {
  const user = process.getuid?.() === 0 ? 'user root;\n' : '';
  const modules = Object.values(BROTLI_MODULES).map((module) => `load_module ${module};\n`);
  return `${user}${modules.join('')}worker_processes 1;
pid ${work}/nginx.pid;
error_log ${work}/error.log warn;
events { worker_connections 256; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  sendfile on;
  client_body_temp_path ${work}/body;
  proxy_temp_path ${work}/proxy;
  fastcgi_temp_path ${work}/fastcgi;
  uwsgi_temp_path ${work}/uwsgi;
  scgi_temp_path ${work}/scgi;
  include ${siteConf};
}
`;
}

/** A production server process on `listenPort` (its metrics on `metricsPort`, 0: none), started and stopped (SIGTERM) on demand. */
function serverProcess(script: string, listenPort: number, metricsPort: number, apiUrl: string, sandbox: boolean, pidFile?: string) {
  let child: ChildProcess | undefined;
  const running = () => child !== undefined && child.exitCode === null && child.signalCode === null;
  const start = () =>
    new Promise<void>((resolve, reject) => {
      if (running()) return resolve();
      child = spawn(process.execPath, [script], {
        stdio: ['ignore', 'pipe', 'inherit'],
        env: {
          ...process.env,
          PORT: String(listenPort),
          HOST: '127.0.0.1',
          API_URL: apiUrl,
          METRICS_PORT: String(metricsPort),
          // The sandbox's pictures are SVG placeholders: let the cards draw them (never for a real API).
          ...(sandbox ? { CARD_SVG_IMAGES: '1' } : {}),
        },
      });
      if (pidFile) fs.writeFileSync(pidFile, String(child.pid));
      // Its first line on stdout says it listens.
      child.stdout!.once('data', () => resolve());
      child.once('exit', (code) => reject(new Error(`the production server exited (${code})`)));
    });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (!running()) return resolve();
      child!.removeAllListeners('exit');
      child!.once('exit', () => resolve());
      child!.kill('SIGTERM');
    });
  return { start, stop, port: listenPort, metricsPort };
}

/** Waits for a build another process is still writing (the browser tests start both at once). */
async function waitForBuild(ms: number) {
  const until = Date.now() + ms;
  // sw.js is written last by the production build.
  while (Date.now() < until && !fs.existsSync(path.join(dist, 'sw.js'))) {
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

async function main() {
  await waitForBuild(Number(process.env.WAIT_FOR_BUILD_MS ?? 0));
  if (!fs.existsSync(path.join(dist, 'index.html'))) {
    console.error(`${dist} has no build: run \`npm run build\` first.`);
    process.exit(1);
  }
  if (!fs.existsSync(nginxBin)) {
    console.error(`nginx not found at ${nginxBin}: apt-get install -y nginx`);
    process.exit(1);
  }
  for (const [packageName, module] of Object.entries(BROTLI_MODULES)) {
    if (!fs.existsSync(module)) {
      console.error(`nginx's brotli module not found at ${module}: apt-get install -y ${packageName}`);
      process.exit(1);
    }
  }
  let upstream = process.env.API_UPSTREAM;
  const sandbox = !upstream;
  if (!upstream) {
    await startSandboxServer(sandboxPort);
    upstream = `http://127.0.0.1:${sandboxPort}`;
  }
  // The production servers, from the same build, with the same API.
  const ports = Array.from({ length: serverCount }, (_, i) => serverPort + i);
  const metricsPorts = metricsPortsFor(process.env.METRICS_PORT, ports);
  const work = process.env.NGINX_WORK_DIR ? path.resolve(process.env.NGINX_WORK_DIR) : fs.mkdtempSync(path.join(os.tmpdir(), 'hatvui-nginx-'));
  fs.mkdirSync(work, { recursive: true });
  const pidFile = (i: number) => (process.env.NGINX_WORK_DIR ? path.join(work, `server-${i}.pid`) : undefined);
  const servers = ports.map((listenPort, i) => serverProcess(serverScriptFor(dist), listenPort, metricsPorts[i]!, upstream, sandbox, pidFile(i)));
  const startServers = () => Promise.all(servers.map((server) => server.start())).then(() => undefined);
  const stopServers = () => Promise.all(servers.map((server) => server.stop())).then(() => undefined);
  await startServers();

  const site = renderSiteConfig({
    LISTEN_PORT: `127.0.0.1:${port}`,
    DIST_ROOT: dist,
    API_UPSTREAM: upstream.replace(/\/+$/, ''),
    API_ORIGIN: process.env.API_ORIGIN ?? '',
    SERVER_UPSTREAM: servers.map((server) => `127.0.0.1:${server.port}`).join(' '),
    CACHE_DIR: path.join(work, 'cache'),
    ACCESS_LOG: path.join(work, 'access.json.log'),
    // The build's share routes and inline styles' hashes.
    SERVER_DIR: serverDirFor(dist),
    ...(process.env.API_CA_FILE ? { API_CA_FILE: process.env.API_CA_FILE } : {}),
  });
  fs.writeFileSync(path.join(work, 'site.conf'), site);
  fs.writeFileSync(path.join(work, 'nginx.conf'), mainConfig(work, path.join(work, 'site.conf')));
  const nginx = spawn(nginxBin, ['-p', work, '-c', path.join(work, 'nginx.conf'), '-g', 'daemon off;'], {
    stdio: 'inherit',
  });
  console.log(`nginx serving ${path.relative(repo, dist) || dist} on http://127.0.0.1:${port} (API upstream ${upstream})`);
  for (const server of servers) {
    console.log(`  server on 127.0.0.1:${server.port}, metrics ${server.metricsPort ? `on http://127.0.0.1:${server.metricsPort}/metrics` : 'off'}`);
  }
  const control = process.env.CONTROL_PORT
    ? http
        .createServer((req, res) => {
          const reply = (action: () => Promise<void>) =>
            void action().then(
              () => res.writeHead(204).end(),
              (error: unknown) => res.writeHead(500).end(String(error)),
            );
          const [, index, action] = /^\/server(?:\/(\d+))?\/(stop|start)$/.exec(req.url ?? '') ?? [];
          const server = index === undefined ? undefined : servers[Number(index)];
          if (req.method !== 'POST' || !action || (index !== undefined && !server)) res.writeHead(404).end();
          else if (server) reply(action === 'stop' ? server.stop : server.start);
          else reply(action === 'stop' ? stopServers : startServers);
        })
        .listen(Number(process.env.CONTROL_PORT), '127.0.0.1')
    : undefined;
  const nginxExited = new Promise<void>((resolve) => nginx.once('exit', () => resolve()));
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    nginx.kill('SIGQUIT');
    control?.close();
    // nginx and the servers both gone before the folder goes: nginx quits first, and its exit used to end
    // this process before the folder was removed (one left in /tmp per run).
    void Promise.all([stopServers(), nginxExited]).then(() => {
      // A work folder made here is this run's alone (one named by NGINX_WORK_DIR is kept for its reader).
      if (!process.env.NGINX_WORK_DIR) fs.rmSync(work, { recursive: true, force: true });
      process.exit(0);
    });
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  nginx.on('exit', (code) => {
    if (stopping) return;
    console.error(`nginx exited (${code}); see ${work}/error.log`);
    process.exit(code ?? 1);
  });
}

if (require.main === module) void main();
