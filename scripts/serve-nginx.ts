// `npm run serve:nginx` (after `npm run build`): serves dist/ through Debian's nginx with
// deploy/nginx.conf, exactly as in production, on a loopback port: the production server
// (dist-server/server.js) behind it renders the share pages, and the sandbox API is the /v1 upstream
// of both (unless API_UPSTREAM is set).
//
// CONTROL_PORT (the browser tests only): a loopback endpoint that stops and starts the production
// server (POST /server/stop, /server/start), to see what nginx does without it.
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { STYLE_HASHES_FILE } from '../src/server/headers';
import { NGINX_ROUTES_FILE } from './nginxRoutes';
import { startSandboxServer } from './sandbox-server';
import { serverDirFor, serverScriptFor } from './serverBuild';

const repo = path.resolve(__dirname, '..');
const dist = path.resolve(repo, process.env.DIST_DIR ?? 'dist');
const port = Number(process.env.NGINX_PORT ?? process.env.PORT ?? 8081);
const sandboxPort = Number(process.env.SANDBOX_PORT ?? port + 1000);
const serverPort = Number(process.env.SERVER_PORT ?? port + 2000);
const nginxBin = process.env.NGINX_BIN ?? '/usr/sbin/nginx';

/** The same substitution `envsubst` does in production, for deploy/nginx.conf's placeholders only. */
export function renderSiteConfig(template: string, values: Record<string, string>) {
  return template.replace(
    /\$\{(LISTEN_PORT|DIST_ROOT|API_UPSTREAM|API_ORIGIN|SERVER_UPSTREAM|CACHE_DIR|STYLE_HASHES|SHARE_CACHED_PAGES|SHARE_PRIVATE_PAGES)\}/g,
    (_m, name: string) => values[name] ?? '',
  );
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
  let upstream = process.env.API_UPSTREAM;
  if (!upstream) {
    await startSandboxServer(sandboxPort);
    upstream = `http://127.0.0.1:${sandboxPort}`;
  }
  // The production server, from the same build, with the same API.
  const serverScript = serverScriptFor(dist);
  let server: ChildProcess | undefined;
  const running = () => server !== undefined && server.exitCode === null && server.signalCode === null;
  const startServer = () =>
    new Promise<void>((resolve, reject) => {
      if (running()) return resolve();
      server = spawn(process.execPath, [serverScript], {
        stdio: ['ignore', 'pipe', 'inherit'],
        env: { ...process.env, PORT: String(serverPort), HOST: '127.0.0.1', API_URL: upstream },
      });
      server.stdout!.once('data', () => resolve());
      server.once('exit', (code) => reject(new Error(`the production server exited (${code})`)));
    });
  const stopServer = () =>
    new Promise<void>((resolve) => {
      if (!running()) return resolve();
      server!.removeAllListeners('exit');
      server!.once('exit', () => resolve());
      server!.kill('SIGTERM');
    });
  await startServer();

  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'hatvui-nginx-'));
  const site = renderSiteConfig(fs.readFileSync(path.join(repo, 'deploy', 'nginx.conf'), 'utf8'), {
    LISTEN_PORT: `127.0.0.1:${port}`,
    DIST_ROOT: dist,
    API_UPSTREAM: upstream.replace(/\/+$/, ''),
    API_ORIGIN: process.env.API_ORIGIN ?? '',
    SERVER_UPSTREAM: `127.0.0.1:${serverPort}`,
    CACHE_DIR: path.join(work, 'cache'),
    // The build's inline styles, allowed by their hashes (the production server reads the same file).
    STYLE_HASHES: fs.readFileSync(path.join(serverDirFor(dist), 'templates', STYLE_HASHES_FILE), 'utf8').trim(),
    // The share routes, as the build wrote them from the route table.
    ...Object.fromEntries(
      fs
        .readFileSync(path.join(serverDirFor(dist), NGINX_ROUTES_FILE), 'utf8')
        .split('\n')
        .filter((line) => /^[A-Z_]+=/.test(line))
        .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
    ),
  });
  fs.writeFileSync(path.join(work, 'site.conf'), site);
  // A main config of our own: no root-owned paths, no worker user switch, logs under the temp dir.
  const user = process.getuid?.() === 0 ? 'user root;\n' : '';
  fs.writeFileSync(
    path.join(work, 'nginx.conf'),
    `${user}worker_processes 1;
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
  include ${work}/site.conf;
}
`,
  );
  const nginx = spawn(nginxBin, ['-p', work, '-c', path.join(work, 'nginx.conf'), '-g', 'daemon off;'], {
    stdio: 'inherit',
  });
  console.log(`nginx serving ${path.relative(repo, dist) || dist} on http://127.0.0.1:${port} (API upstream ${upstream})`);
  const control = process.env.CONTROL_PORT
    ? http
        .createServer((req, res) => {
          const reply = (action: () => Promise<void>) =>
            void action().then(
              () => res.writeHead(204).end(),
              (error: unknown) => res.writeHead(500).end(String(error)),
            );
          if (req.method === 'POST' && req.url === '/server/stop') reply(stopServer);
          else if (req.method === 'POST' && req.url === '/server/start') reply(startServer);
          else res.writeHead(404).end();
        })
        .listen(Number(process.env.CONTROL_PORT), '127.0.0.1')
    : undefined;
  const stop = () => {
    nginx.kill('SIGQUIT');
    control?.close();
    void stopServer().then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  nginx.on('exit', (code) => {
    console.error(`nginx exited (${code}); see ${work}/error.log`);
    process.exit(code ?? 1);
  });
}

if (require.main === module) void main();
