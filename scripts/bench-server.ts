// `npm run bench:server`: a load benchmark of the production server (not a test: it prints figures,
// and exits non-zero only when a target is missed). On loopback only, with the sandbox API:
//
// - miss: the server itself, every request a different recording (nothing in front caches), 20 at a
//   time: requests per second, p50 and p99 latency, and the server's memory (RSS) after the first
//   1,000 requests and after 10,000 (targets: p99 ≤ 100 ms once the server is warm, i.e. over the
//   9,000 after the first 1,000, which a freshly started server spends compiling its hot code; the
//   memory after 10,000 within 1.2× of after 1,000, so no per-request leak);
// - hit: the same page through nginx with deploy/nginx.conf (scripts/serve-nginx.ts), 20 at a time;
// - rolling restart: share pages (hits, misses, top-up links, unknown items) through nginx to two
//   servers, 20 at a time, while each server in turn is stopped (SIGTERM) and started again
//   (scripts/rollingRestart.ts; target: no failed request, no page answered with the bare shell).
//
//   npm run bench:server                 builds into node_modules/.cache/bench-server-dist first
//   npm run bench:server -- --no-build   reuses that build
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { routes } from '../src/lib/routes';
import { db, resetDb } from '../src/mocks/db';
import { seed } from '../src/mocks/seed';
import { describeRestartLoad, loadWhileRestarting, startServersBehindNginx } from './rollingRestart';
import { startSandboxServer } from './sandbox-server';
import { serverScriptFor, waitForHttp } from './serverBuild';

const repo = path.resolve(__dirname, '..');
const distDir = path.join('node_modules', '.cache', 'bench-server-dist');
const port = Number(process.env.BENCH_PORT ?? 4297);
const CONNECTIONS = 20;
const TARGETS = { missP99Ms: 100, memoryGrowth: 1.2 };

interface Result {
  requests: { average: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
  timeouts: number;
}
type Autocannon = (options: object) => Promise<Result>;
// eslint-disable-next-line @typescript-eslint/no-require-imports
const autocannon = require('autocannon') as Autocannon;

const rssMb = (pid: number) => {
  const kb = Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? Number.NaN);
  return kb / 1024;
};

/** `amount` GETs, CONNECTIONS at a time, each to the path `next()` gives. */
async function load(origin: string, amount: number, next: () => string): Promise<Result> {
  const result = await autocannon({
    url: origin,
    connections: CONNECTIONS,
    amount,
    headers: { Accept: 'text/html' },
    requests: [{ method: 'GET', setupRequest: (request: { path: string }) => ({ ...request, path: next() }) }],
  });
  if (result.errors || result.timeouts) throw new Error(`${result.errors} errors, ${result.timeouts} time-outs`);
  return result;
}

/** Two servers behind nginx, each restarted under load: the figures, and how many requests failed. */
async function rollingRestartRun(): Promise<{ lines: string[]; failed: number }> {
  const site = await startServersBehindNginx(distDir, port + 10);
  try {
    const result = await loadWhileRestarting({ ...site, connections: CONNECTIONS, settleMs: 3000 });
    return { lines: ['', `Rolling restart, two servers behind nginx, ${CONNECTIONS} concurrent:`, describeRestartLoad(result)], failed: result.failures.length };
  } finally {
    await site.stop();
  }
}

async function main() {
  if (!process.argv.includes('--no-build')) {
    console.log(`Building into ${distDir} …`);
    const built = spawnSync(path.join(repo, 'node_modules/.bin/webpack'), ['--mode', 'production'], {
      cwd: repo,
      stdio: 'inherit',
      env: { ...process.env, DIST_DIR: distDir },
    });
    if (built.status !== 0) throw new Error('the build failed');
  }
  const sandboxPort = port + 1000;
  await startSandboxServer(sandboxPort);
  const apiUrl = `http://127.0.0.1:${sandboxPort}`;
  const origin = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, [serverScriptFor(path.join(repo, distDir))], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', API_URL: apiUrl },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const children: ChildProcess[] = [server];
  try {
    await waitForHttp(`${origin}/`, server);
    // Every recording the sandbox has, each a different page to render.
    resetDb();
    const recordings = db.recordings.map((r) => routes.recording.href(r.uid));
    let i = 0;
    const nextRecording = () => recordings[i++ % recordings.length]!;

    await load(origin, 200, nextRecording); // warm-up: code loaded, JIT warm
    const first = await load(origin, 1_000, nextRecording);
    const rssAfter1k = rssMb(server.pid!);
    const rest = await load(origin, 9_000, nextRecording);
    const rssAfter10k = rssMb(server.pid!);

    const nginxPort = port + 1;
    const nginx = spawn(path.join(repo, 'node_modules/.bin/ts-node'), ['scripts/serve-nginx.ts'], {
      cwd: repo,
      env: { ...process.env, NGINX_PORT: String(nginxPort), SANDBOX_PORT: String(port + 2000), SERVER_PORT: String(port + 3000), DIST_DIR: distDir },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    children.push(nginx);
    const nginxOrigin = `http://127.0.0.1:${nginxPort}`;
    await waitForHttp(`${nginxOrigin}/`, nginx);
    const page = routes.recording.href(seed.recordings.audio.uid);
    await load(nginxOrigin, 200, () => page);
    const hit = await load(nginxOrigin, 10_000, () => page);
    const restart = await rollingRestartRun();

    const rows = [
      ['miss (server), first 1,000', first],
      ['miss (server), next 9,000', rest],
      ['hit (nginx cache), 10,000', hit],
    ] as const;
    const lines = [
      `Production server, ${CONNECTIONS} concurrent, loopback, sandbox API (${recordings.length} recordings, each request a different one for a miss); ${new Date().toISOString()}`,
      '',
      '| run | req/s | p50 | p99 | non-2xx |',
      '| --- | ---: | ---: | ---: | ---: |',
      ...rows.map(([name, r]) => `| ${name} | ${Math.round(r.requests.average)} | ${r.latency.p50} ms | ${r.latency.p99} ms | ${r.non2xx} |`),
      '',
      `Server memory (RSS): ${rssAfter1k.toFixed(1)} MB after 1,000 misses, ${rssAfter10k.toFixed(1)} MB after 10,000 (×${(rssAfter10k / rssAfter1k).toFixed(2)}).`,
      ...restart.lines,
    ];
    console.log(`\n${lines.join('\n')}\n`);
    const outDir = path.join(repo, 'bench', 'results');
    fs.mkdirSync(outDir, { recursive: true });
    fs.writeFileSync(path.join(outDir, 'server-latest.md'), `${lines.join('\n')}\n`);

    const missed: string[] = [];
    if (rest.latency.p99 > TARGETS.missP99Ms) missed.push(`warm miss p99 ${rest.latency.p99} ms > ${TARGETS.missP99Ms} ms`);
    if (rssAfter10k > rssAfter1k * TARGETS.memoryGrowth) missed.push(`memory grew ×${(rssAfter10k / rssAfter1k).toFixed(2)}`);
    if ([first, rest, hit].some((r) => r.non2xx > 0)) missed.push('some answers were not 2xx');
    if (restart.failed > 0) missed.push(`${restart.failed} requests failed during the rolling restart`);
    if (missed.length) {
      console.error(`Targets missed: ${missed.join('; ')}`);
      process.exitCode = 1;
    } else console.log('Targets met.');
  } finally {
    for (const child of children) child.kill('SIGTERM');
    setTimeout(() => process.exit(), 500).unref();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
