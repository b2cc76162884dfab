// `npm run bench:server`: a load benchmark of the production server (not a test: it prints figures,
// and exits non-zero only when a target is missed). On loopback only, with the sandbox API:
//
// - miss: the server itself, every request a different recording (nothing in front caches), 20 at a
//   time: requests per second, p50 and p99 latency, and the server's memory (RSS) after the first
//   1,000 requests and after 10,000 (targets: p99 ≤ 100 ms once the server is warm, i.e. over the
//   9,000 after the first 1,000, which a freshly started server spends compiling its hot code; the
//   memory after 10,000 within 1.2× of after 1,000, so no per-request leak);
// - hit: the same page through nginx with deploy/nginx.conf (scripts/serve-nginx.ts), 20 at a time;
// - rum: POST /rum batches (src/lib/rum.ts: five vitals each) to a server of their own, 20 at a time:
//   p50/p99 of 2,000 (target: p99 ≤ 5 ms), then its memory and the metrics' series after 1,000 and
//   10,000 batches whose labels go round every known route, rendering and browser and a new unknown
//   one each time (targets: memory within 1.2×, and not one series more: unknown labels are "other").
// - card miss: the server drawing a share card (GET /cards/…, src/server/cards/), every request a
//   different recording's card with its cover, CARD_CONNECTIONS at a time (a burst of link fetchers):
//   p50, p99 and the server's memory before and after 1,000 of them.
// - rolling restart: share pages (hits, misses, top-up links, unknown items) through nginx to two
//   servers, 20 at a time, while each server in turn is stopped (SIGTERM) and started again
//   (scripts/rollingRestart.ts; target: no failed request, no page answered with the bare shell).
// - live rooms: 2,000 event streams on one server process (scripts/benchLive.ts; target: one upstream
//   poll per interval, none once every viewer left, every change to every viewer).
//
//   npm run bench:server                 builds into .bench-dist/server first
//   npm run bench:server -- --no-build   reuses that build
//   npm run bench:server -- --live-only  the live rooms' row alone
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROUTE_PATTERNS } from '../src/server/rumBatch';
import { BROWSERS, RENDERINGS, type RumBatch } from '../src/lib/rum';
import { cardPath, recordingCard } from '../src/lib/shareCard';
import { routes } from '../src/lib/routes';
import { db, resetDb } from '../src/mocks/db';
import { seed } from '../src/mocks/seed';
import { benchLive } from './benchLive';
import { describeRestartLoad, loadWhileRestarting, startServersBehindNginx } from './rollingRestart';
import { startSandboxServer } from './sandbox-server';
import { serverScriptFor, waitForHttp } from './serverBuild';

const repo = path.resolve(__dirname, '..');
const distDir = path.join('.bench-dist', 'server');
const port = Number(process.env.BENCH_PORT ?? 4297);
const CONNECTIONS = 20;
const TARGETS = { missP99Ms: 100, memoryGrowth: 1.2, rumP99Ms: 5 };

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

/** `amount` GETs, `connections` at a time, each to the path `next()` gives. */
async function load(origin: string, amount: number, next: () => string, connections = CONNECTIONS): Promise<Result> {
  const result = await autocannon({
    url: origin,
    connections,
    amount,
    headers: { Accept: 'text/html' },
    requests: [{ method: 'GET', setupRequest: (request: { path: string }) => ({ ...request, path: next() }) }],
  });
  if (result.errors || result.timeouts) throw new Error(`${result.errors} errors, ${result.timeouts} time-outs`);
  return result;
}

// The batches of the rum rows: the i-th goes round every route (and one no route), rendering and
// browser (and an unknown one of each), so that the first 384 make every label set there is.
function rumBatch(i: number): string {
  const labels = [...ROUTE_PATTERNS, routes.recording.href(`id-${i}`)];
  const renderings = [...RENDERINGS, `rendering-${i}`];
  const browsers = [...BROWSERS, `browser-${i}`];
  const batch = {
    route: labels[i % labels.length]!,
    rendering: renderings[Math.floor(i / labels.length) % renderings.length]!,
    browser: browsers[Math.floor(i / (labels.length * renderings.length)) % browsers.length]!,
    connection: '4g',
    vitals: [
      {
        name: 'LCP',
        value: 800 + (i % 40) * 100,
        element: 'image',
        phases: { ttfb: 200, loadDelay: 100, loadDuration: 300, renderDelay: 200 + (i % 40) * 100 },
      },
      { name: 'INP', value: 40 + (i % 30) * 20 },
      { name: 'CLS', value: (i % 20) / 50 },
      { name: 'FCP', value: 600 + (i % 30) * 80 },
      { name: 'TTFB', value: 100 + (i % 25) * 40 },
    ],
  } as RumBatch;
  return JSON.stringify(batch);
}

/** `amount` POST /rum batches, CONNECTIONS at a time, the n-th being rumBatch(first + n). */
async function postRum(origin: string, amount: number, first: number): Promise<Result> {
  let i = first;
  const result = await autocannon({
    url: origin,
    connections: CONNECTIONS,
    amount,
    requests: [
      {
        method: 'POST',
        path: '/rum',
        headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
        setupRequest: (request: object) => ({ ...request, body: rumBatch(i++) }),
      },
    ],
  });
  if (result.errors || result.timeouts) throw new Error(`${result.errors} errors, ${result.timeouts} time-outs`);
  return result;
}

/** The rum rows, on a production server of their own (fresh memory, its own metrics). */
async function benchRum(apiUrl: string, children: ChildProcess[]): Promise<{ lines: string[]; missed: string[] }> {
  const rumPort = port + 5;
  const metricsUrl = `http://127.0.0.1:${port + 6}/metrics`;
  const origin = `http://127.0.0.1:${rumPort}`;
  const server = spawn(process.execPath, [serverScriptFor(path.join(repo, distDir))], {
    env: { ...process.env, PORT: String(rumPort), HOST: '127.0.0.1', API_URL: apiUrl, METRICS_PORT: String(port + 6) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(server);
  await waitForHttp(`${origin}/`, server);
  await waitForHttp(metricsUrl, server);
  const series = async () => (await (await fetch(metricsUrl)).text()).split('\n').filter((line) => line.startsWith('hatvui_')).length;

  // The server's own processor time (user + system, in clock ticks of 10 ms): what a batch costs it,
  // whatever else the machine is running.
  const cpuSeconds = () => {
    const fields = fs.readFileSync(`/proc/${server.pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  };
  await postRum(origin, 500, 0); // warm-up
  const timed = await postRum(origin, 2_000, 500);
  const first = await postRum(origin, 1_000, 2_500);
  const after1k = { rss: rssMb(server.pid!), series: await series(), cpu: cpuSeconds() };
  await postRum(origin, 9_000, 3_500);
  const after10k = { cpu: cpuSeconds(), rss: rssMb(server.pid!), series: await series() };
  const lines = [
    `POST /rum on a server of its own, ${CONNECTIONS} concurrent, batches of five vitals:`,
    '',
    '| run | req/s | p50 | p99 | non-2xx |',
    '| --- | ---: | ---: | ---: | ---: |',
    `| rum: POST /rum batch (5 vitals), 2,000 | ${Math.round(timed.requests.average)} | ${timed.latency.p50} ms | ${timed.latency.p99} ms | ${timed.non2xx} |`,
    `| rum: first 1,000 of 10,000 batches | ${Math.round(first.requests.average)} | ${first.latency.p50} ms | ${first.latency.p99} ms | ${first.non2xx} |`,
    '',
    `rum server memory (RSS): ${after1k.rss.toFixed(1)} MB after 1,000 batches, ${after10k.rss.toFixed(1)} MB after 10,000 (×${(after10k.rss / after1k.rss).toFixed(2)}); ` +
      `metrics series (hatvui_*): ${after1k.series} after 1,000, ${after10k.series} after 10,000; ` +
      `server processor time ${(((after10k.cpu - after1k.cpu) / 9_000) * 1000).toFixed(2)} ms per batch (over the last 9,000).`,
  ];
  const missed: string[] = [];
  if (timed.latency.p99 > TARGETS.rumP99Ms) missed.push(`rum p99 ${timed.latency.p99} ms > ${TARGETS.rumP99Ms} ms`);
  if (after10k.rss > after1k.rss * TARGETS.memoryGrowth) missed.push(`rum memory grew ×${(after10k.rss / after1k.rss).toFixed(2)}`);
  if (after10k.series !== after1k.series) missed.push(`rum series grew from ${after1k.series} to ${after10k.series}`);
  if (timed.non2xx || first.non2xx) missed.push('some rum batches were refused');
  return { lines, missed };
}

const CARD_CONNECTIONS = 4;

/** 1,000 card misses, each a different recording's card: the row, and the server's memory around them. */
async function cardMisses(origin: string, serverPid: number) {
  const cards = db.recordings.map((r) => cardPath(recordingCard(r)));
  let i = 0;
  const next = () => cards[i++ % cards.length]!;
  await load(origin, 50, next, CARD_CONNECTIONS); // warm-up: satori's and sharp's code loaded, the fonts read
  const before = rssMb(serverPid);
  const result = await load(origin, 1_000, next, CARD_CONNECTIONS);
  const after = rssMb(serverPid);
  return {
    result,
    row: `| card miss (server draws, ${CARD_CONNECTIONS} at a time), 1,000 | ${Math.round(result.requests.average)} | ${result.latency.p50} ms | ${result.latency.p99} ms | ${result.non2xx} |`,
    memory: `Server memory over 1,000 card misses: ${before.toFixed(1)} MB before, ${after.toFixed(1)} MB after (×${(after / before).toFixed(2)}).`,
  };
}

/** Two servers behind nginx, each restarted under load: the figures, and how many requests failed. */
async function rollingRestartRun(): Promise<{ lines: string[]; failed: number }> {
  const site = await startServersBehindNginx(distDir, port + 10);
  try {
    const result = await loadWhileRestarting({ ...site, connections: CONNECTIONS, settleMs: 3000 });
    return {
      lines: ['', `Rolling restart, two servers behind nginx, ${CONNECTIONS} concurrent:`, describeRestartLoad(result)],
      failed: result.failures.length,
    };
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
  if (process.argv.includes('--live-only')) return liveOnly();
  const sandboxPort = port + 1000;
  await startSandboxServer(sandboxPort);
  const apiUrl = `http://127.0.0.1:${sandboxPort}`;
  const origin = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, [serverScriptFor(path.join(repo, distDir))], {
    // CARD_SVG_IMAGES: the sandbox's pictures are SVG placeholders, which a real deployment never draws.
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', API_URL: apiUrl, CARD_SVG_IMAGES: '1' },
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
    const cards = await cardMisses(origin, server.pid!);

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
    const rum = await benchRum(apiUrl, children);
    const restart = await rollingRestartRun();
    const live = await benchLive(serverScriptFor(path.join(repo, distDir)), port + 20);

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
      cards.row,
      '',
      `Server memory (RSS): ${rssAfter1k.toFixed(1)} MB after 1,000 misses, ${rssAfter10k.toFixed(1)} MB after 10,000 (×${(rssAfter10k / rssAfter1k).toFixed(2)}).`,
      cards.memory,
      ...restart.lines,
    ];
    lines.push('', ...rum.lines, '', ...live.lines);
    console.log(`\n${lines.join('\n')}\n`);
    const outDir = path.join(repo, 'bench', 'results');
    fs.mkdirSync(outDir, { recursive: true });
    fs.writeFileSync(path.join(outDir, 'server-latest.md'), `${lines.join('\n')}\n`);

    const missed: string[] = [...rum.missed, ...live.missed];
    if (rest.latency.p99 > TARGETS.missP99Ms) missed.push(`warm miss p99 ${rest.latency.p99} ms > ${TARGETS.missP99Ms} ms`);
    if (rssAfter10k > rssAfter1k * TARGETS.memoryGrowth) missed.push(`memory grew ×${(rssAfter10k / rssAfter1k).toFixed(2)}`);
    if ([first, rest, hit, cards.result].some((r) => r.non2xx > 0)) missed.push('some answers were not 2xx');
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

async function liveOnly() {
  const live = await benchLive(serverScriptFor(path.join(repo, distDir)), port + 20);
  console.log(`\n${live.lines.join('\n')}\n`);
  if (live.missed.length) {
    console.error(`Targets missed: ${live.missed.join('; ')}`);
    process.exitCode = 1;
  } else console.log('Targets met.');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
