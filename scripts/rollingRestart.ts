// Load through nginx while each production server behind it, in turn, is stopped (SIGTERM) and started
// again, as a deploy does: share pages that nginx has kept (hits), pages nobody asked for yet (misses,
// rendered), top-up links (never kept) and unknown items (404, asked for). Every answer is checked: no
// failed request (no status but 200 and the 404s asked for, no connection error), and no share page
// answered with the bare app shell instead of its rendering. Used by e2e/rehearsal.spec.ts and
// `npm run bench:server`. Loopback only; bounded in time.
import { spawn } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { routes } from '../src/lib/routes';
import { db, resetDb, seed } from '../src/mocks/db';
import { waitForHttp } from './serverBuild';

/**
 * `npm run serve:nginx` with `count` servers for the build in `distDir` (relative to the repository),
 * on loopback ports from `base` up: nginx, the sandbox, the servers, the control.
 */
export async function startServersBehindNginx(distDir: string, base: number, count = 2, env: Record<string, string> = {}) {
  const repo = path.resolve(__dirname, '..');
  const ports = { nginx: base, sandbox: base + 1, server: base + 2, control: base + 2 + count };
  const site = spawn(path.join(repo, 'node_modules/.bin/ts-node'), ['scripts/serve-nginx.ts'], {
    cwd: repo,
    // Its own process group: stopped with everything it started, by its id.
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      SERVERS: String(count),
      DIST_DIR: distDir,
      NGINX_PORT: String(ports.nginx),
      SANDBOX_PORT: String(ports.sandbox),
      SERVER_PORT: String(ports.server),
      CONTROL_PORT: String(ports.control),
      ...env,
    },
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (site.exitCode !== null || site.signalCode !== null) return resolve();
      site.once('exit', () => resolve());
      process.kill(-site.pid!, 'SIGTERM');
    });
  const origin = `http://127.0.0.1:${ports.nginx}`;
  try {
    await waitForHttp(`${origin}/`, site);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    origin,
    control: `http://127.0.0.1:${ports.control}`,
    servers: Array.from({ length: count }, (_, i) => `http://127.0.0.1:${ports.server + i}`),
    stop,
  };
}

/** Stops (SIGTERM, until it exited) and starts the Nth server. */
export interface ServerControl {
  stop: (index: number) => Promise<void>;
  start: (index: number) => Promise<void>;
}

export interface RestartLoadOptions {
  /** nginx, e.g. http://127.0.0.1:8081. */
  origin: string;
  /** scripts/serve-nginx.ts's CONTROL_PORT endpoint, or the servers' own stop and start. */
  control: string | ServerControl;
  /** Run once each restarted server is healthy, while the load goes on (a check of the site). */
  afterRestart?: (index: number) => Promise<void>;
  /** The servers' own origins (for their /healthz), in the control's order. */
  servers: string[];
  /** Requests under way at once. */
  connections: number;
  /** Load before the first restart and after the last. */
  settleMs?: number;
  /** After a restarted server is healthy, before the next is stopped: nginx's fail_timeout and a margin. */
  rejoinMs?: number;
}

export interface RestartLoadResult {
  requests: number;
  /** Per kind of page: requests, and the slowest answer. */
  kinds: Record<string, { requests: number; maxMs: number }>;
  /** What went wrong, one line each (empty: nothing). */
  failures: string[];
  /** Share pages answered with the bare shell instead of their rendering. */
  shells: number;
  durationMs: number;
  latency: { p50: number; p99: number };
  /** How long each server took to stop (SIGTERM to exit) and to be healthy again. */
  restarts: { server: number; stopMs: number; startMs: number }[];
}

type Kind = 'hit' | 'miss' | 'private' | 'not-found';
interface Target {
  kind: Kind;
  path: string;
  status: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The paths, in a repeating mix: half misses (a different recording each), hits, top-ups, unknown items. */
function targets() {
  resetDb();
  const recordings = db.recordings.map((recording) => recording.uid);
  let miss = 0;
  let unknown = 0;
  const stamp = Date.now().toString(36);
  const mix: (() => Target)[] = [
    () => ({ kind: 'miss', path: routes.recording.href(recordings[miss++ % recordings.length]!), status: 200 }),
    () => ({ kind: 'hit', path: routes.room.href(seed.rooms.live), status: 200 }),
    () => ({ kind: 'miss', path: routes.recording.href(recordings[miss++ % recordings.length]!), status: 200 }),
    () => ({ kind: 'hit', path: routes.event.href(seed.events.running), status: 200 }),
    () => ({ kind: 'private', path: routes.recharge.href(seed.users.other), status: 200 }),
    () => ({ kind: 'not-found', path: routes.recording.href(`khong-co-${stamp}-${unknown++}`), status: 404 }),
  ];
  let i = 0;
  return () => mix[i++ % mix.length]!();
}

function get(agent: http.Agent, url: string) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const request = http.get(url, { agent, headers: { Accept: 'text/html' } }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      response.on('error', reject);
    });
    request.setTimeout(15_000, () => request.destroy(new Error('no answer in 15 s')));
    request.on('error', reject);
  });
}

const post = async (url: string) => {
  const response = await fetch(url, { method: 'POST' });
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
};

async function untilHealthy(origin: string) {
  const until = Date.now() + 30_000;
  while (Date.now() < until) {
    try {
      if ((await fetch(`${origin}/healthz`)).status === 200) return;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  throw new Error(`${origin}/healthz did not answer 200`);
}

/**
 * Each server renders a page of each kind once before the load starts (a fresh process compiles its
 * render path on its first requests; the sandbox API too): what is measured is the restarts.
 */
async function warmUp(servers: string[], next: () => Target) {
  const agent = new http.Agent({ keepAlive: false });
  try {
    for (const server of servers) {
      for (let i = 0; i < 6; i += 1) {
        const target = next();
        const until = Date.now() + 20_000;
        while (!(await get(agent, `${server}${target.path}`)).body.includes(`data-prerendered="${target.path}"`)) {
          if (Date.now() > until) throw new Error(`${server}${target.path}: no rendering in 20 s`);
        }
      }
    }
  } finally {
    agent.destroy();
  }
}

/** Runs the load and the restarts; resolves once both are done. */
export async function loadWhileRestarting(options: RestartLoadOptions): Promise<RestartLoadResult> {
  const { origin, control, servers, connections, afterRestart, settleMs = 1500, rejoinMs = 3000 } = options;
  const { stop, start }: ServerControl =
    typeof control === 'string'
      ? { stop: (index) => post(`${control}/server/${index}/stop`), start: (index) => post(`${control}/server/${index}/start`) }
      : control;
  const next = targets();
  await warmUp(servers, next);
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const failures: string[] = [];
  const kinds: RestartLoadResult['kinds'] = {};
  const latencies: number[] = [];
  let shells = 0;
  let running = true;

  const worker = async () => {
    while (running) {
      const target = next();
      const started = performance.now();
      try {
        const { status, body } = await get(agent, `${origin}${target.path}`);
        const ms = performance.now() - started;
        latencies.push(ms);
        const kind = (kinds[target.kind] ??= { requests: 0, maxMs: 0 });
        kind.requests += 1;
        kind.maxMs = Math.max(kind.maxMs, ms);
        if (status !== target.status) failures.push(`${target.path}: ${status}, not ${target.status}`);
        // A rendering names its path on #root; the bare shell's #root is empty.
        else if (!body.includes(`data-prerendered="${target.path}"`)) {
          shells += 1;
          failures.push(`${target.path}: the bare app shell, not its rendering`);
        }
      } catch (error) {
        failures.push(`${target.path}: ${String(error)}`);
      }
    }
  };

  const started = performance.now();
  const workers = Array.from({ length: connections }, worker);
  const restarts: RestartLoadResult['restarts'] = [];
  try {
    await sleep(settleMs);
    for (const [index, server] of servers.entries()) {
      const stopping = performance.now();
      await stop(index);
      const stopped = performance.now();
      await start(index);
      await untilHealthy(server);
      restarts.push({ server: index, stopMs: Math.round(stopped - stopping), startMs: Math.round(performance.now() - stopped) });
      await afterRestart?.(index);
      // The next server stops only once nginx sends to this one again; after the last, the settle's
      // load is enough (nginx has the other one meanwhile).
      if (index < servers.length - 1) await sleep(rejoinMs);
    }
    await sleep(settleMs);
  } finally {
    running = false;
    await Promise.all(workers);
    agent.destroy();
  }
  latencies.sort((a, b) => a - b);
  const at = (q: number) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0);
  return {
    requests: latencies.length + failures.filter((line) => !/: \d+, not|bare app shell/.test(line)).length,
    kinds,
    failures,
    shells,
    durationMs: Math.round(performance.now() - started),
    latency: { p50: at(0.5), p99: at(0.99) },
    restarts,
  };
}

/** The result in a few lines, for a test's output and the benchmark's table. */
export function describeRestartLoad(result: RestartLoadResult): string {
  const kinds = Object.entries(result.kinds)
    .map(([kind, { requests, maxMs }]) => `${kind} ${requests} (slowest ${Math.round(maxMs)} ms)`)
    .join(', ');
  const restarts = result.restarts
    .map(({ server, stopMs, startMs }) => `server ${server}: stopped in ${stopMs} ms, healthy ${startMs} ms later`)
    .join('; ');
  return [
    `${result.requests} requests in ${(result.durationMs / 1000).toFixed(1)} s (${kinds}); p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms`,
    `failed: ${result.failures.length}, of which bare shells: ${result.shells}`,
    restarts,
    ...result.failures.slice(0, 10),
  ].join('\n');
}
