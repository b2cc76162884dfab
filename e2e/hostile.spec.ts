// Hostile clients (issue 37, docs/hardening.md). First, the paths attackers send, through nginx and to
// the server alone: the same status and the same kind of page from both. Then an attack through nginx
// on two servers of their own (ports E2E_PORT + 100 …), by clients that keep within the rate limits as
// an attacker would (each address under its zone's rate): runs of slashes, paths over 1 KB, random
// bytes, a card crawl over 500 ids, in 4 s periods that alternate with quiet ones. Meanwhile a
// visitor's share pages and the servers' /healthz are timed, attacked periods against quiet ones:
// percentiles of many samples, the only latency bound of the browser tests.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import fc from 'fast-check';
import { AFTER_JEST_ENV, baseURL as serverURL, E2E_DIST_DIR, E2E_PORT, nginxURL } from '../playwright.config';
import { startServersBehindNginx } from '../scripts/rollingRestart';
import { holdSideWork } from '../scripts/sideSteps';
import { rawGet } from '../scripts/serverBuild';
import { routes } from '../src/lib/routes';
import { seed } from '../src/mocks/seed';
import { CARD_CACHE_BYTES, COVER_CACHE_BYTES } from '../src/server/cards/cardDrawer';
import { MAX_PATH_BYTES } from '../src/server/requestPath';
import { ALONE, expect, test } from './fixtures';
import { phases, READY, type AttackPlan, type AttackResult, type Schedule } from './hostileAttacker';

/** What a body is: the not-found page, a rendered share page, the bare app shell, or something else. */
const kindOf = (body: string) =>
  body.includes('Không tìm thấy trang') ? 'not-found' : /data-prerendered="[^"]/.test(body) ? 'page' : body.includes('id="root"') ? 'shell' : 'other';

const PIECES = ['/', '%2F', '%2f', '.', '%2e', '%2E', '\\', '%5C', 'a', 'ạ', '%E1%BA%A1', '%', '..', '.map', 'login', 'n1'];
const PREFIXES = ['/', '/recording/', '/room/', '/events/', '/login', '/sw.js', '/v1/', '/cards/recording/', '/assets/', '/.well-known/', '/terms'];

/** The paths, and random ones of the same pieces, to 16 KB (a fixed seed: the same corpus every run). */
function corpus() {
  const fixed = [
    '//login',
    '/login/.',
    '/login/..',
    '/login%2F',
    '/login//',
    '/recording/..%2F',
    '/recording/x/..',
    '/sw.js.map/.',
    '/sw.js.map%2F.',
    '/sw.js.map/%2e',
    '/sw.js.map',
    '/assets/main.js.m%61p',
    '/admin%2F..%2Fv1/x',
    '/v1/../x',
    '/v1/%2e%2e/x',
    '/v1/a%2Fb',
    '/v1',
    '//v1/users/x',
    '/%2e%2e/login',
    '/../x',
    '/%',
    '/a%00',
    '/recording/%zz',
    '/.well-known/../login',
    '/assets/../login',
    '/login/..%2Fsw.js',
    `${routes.recording.href(seed.recordings.audio.uid)}%2F`,
    `/recording//${seed.recordings.audio.uid}`,
    `/RECORDING/${seed.recordings.audio.uid}/`,
    `/recording${'/'.repeat(900)}n1`,
    `/recording/${'a'.repeat(MAX_PATH_BYTES)}`,
    `/${'%2F'.repeat(400)}`,
    // Lengths to 16 KB: nginx reads a request line of at most 8 KB (414 beyond, before it reads the
    // path: a malformed one too); the server reads what nginx would (src/server/requestPath.ts).
    `/recording/${'a'.repeat(2048)}`,
    `/terms?${'a'.repeat(8192 - 'GET /terms? HTTP/1.1\r\n'.length)}`,
    `/terms?${'a'.repeat(8192 - 'GET /terms? HTTP/1.1\r\n'.length + 1)}`,
    `/x?${'a'.repeat(9000)}`,
    `/../${'a'.repeat(9000)}`,
    `/${'%2F'.repeat(5000)}`,
    `/recording/${'a'.repeat(16 * 1024)}`,
    `/recording${'/'.repeat(16 * 1024)}n1`,
    // The API's prefix as written (`/V1/` is no API path); a raw `#`, which ends the path nginx
    // normalises but not the one its maps read; a line feed before a location's `$`; bytes that are no UTF-8.
    '/V1/.',
    '/V1/%5c',
    '/v1/x#/../y',
    '/v1/x#\\y',
    '/terms#%2e',
    '/terms#x',
    '/login#%zz',
    '/login#/../../x',
    `${routes.recording.href(seed.recordings.audio.uid)}#/../x`,
    '/login%0A',
    '/terms/%0A',
    '/%61ssets/%C0%AF',
    '/%61ssets/gone.js',
    '/RECORDING/..#x',
    '/favicon.svg///.',
    '/favicon.svg//%2e',
    '/index.html/.',
    '/v1%2F.map',
    '/%76%31/x.map',
    // Missing files: the not-found page from nginx's location /, a plain 404 under /assets/.
    '/gone.js',
    '/icons/gone.png',
    '/termssw.js',
    '/assets/gone.js',
    '/terms/',
    '/TERMS',
    '/login\\',
  ];
  const random = fc
    .sample(
      fc.tuple(fc.constantFrom(...PREFIXES), fc.array(fc.constantFrom(...PIECES), { minLength: 1, maxLength: 40 }), fc.integer({ min: 1, max: 40 })),
      { numRuns: 60, seed: 37 },
    )
    .map(([prefix, pieces, times]) => `${prefix}${pieces.join('').repeat(times)}`.slice(0, MAX_PATH_BYTES + 64));
  const long = fc
    .sample(fc.tuple(fc.constantFrom(...PREFIXES), fc.constantFrom(...PIECES), fc.integer({ min: 1024, max: 16 * 1024 })), { numRuns: 20, seed: 37 })
    .map(([prefix, piece, bytes]) => encodeRaw(`${prefix}${piece.repeat(bytes)}`).slice(0, bytes));
  return [...fixed, ...random].map(encodeRaw).concat(long);
}

/** Unicode as a browser sends it, percent-encoded (a raw one is not an HTTP request line's). */
const encodeRaw = (pathname: string) => pathname.replace(/[^\x21-\x7e]/gu, (char) => encodeURIComponent(char));

test('every path of the corpus: the same status and the same kind of page from nginx and from the server', async () => {
  test.setTimeout(120_000);
  const differ: string[] = [];
  for (const pathname of corpus()) {
    const [viaNginx, alone] = await Promise.all([rawGet(nginxURL, pathname), rawGet(serverURL, pathname)]);
    const a = { status: viaNginx.status, kind: viaNginx.status >= 400 && viaNginx.status !== 404 ? '' : kindOf(viaNginx.body) };
    const b = { status: alone.status, kind: alone.status >= 400 && alone.status !== 404 ? '' : kindOf(alone.body) };
    if (a.status !== b.status || a.kind !== b.kind)
      differ.push(`${pathname.slice(0, 80)}: nginx ${a.status} ${a.kind}, server ${b.status} ${b.kind}`);
  }
  expect(differ).toEqual([]);
});

/** The status line's code of a GET of `target`, written to the socket byte for byte (no client's checks). */
const rawStatus = (origin: string, target: Buffer) =>
  new Promise<number>((resolve, reject) => {
    const { hostname, port } = new URL(origin);
    const socket = net.connect(Number(port), hostname, () =>
      socket.end(Buffer.concat([Buffer.from('GET '), target, Buffer.from(' HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n')])),
    );
    let head = '';
    socket.on('data', (chunk: Buffer) => (head += chunk.toString('latin1')));
    socket.on('end', () => resolve(Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0)));
    socket.on('error', reject);
  });

test('raw bytes over 0x7F in a request target: 400 from nginx as from the server (Node refuses them)', async () => {
  const targets = [
    '/ạ',
    '/login\xff',
    '/recording/\xc0\xaf',
    `${routes.recording.href(seed.recordings.audio.uid)}?\xff`,
    '/x#\xff',
    '/cards/recording/x/\xff.jpg',
  ];
  const random = fc
    .sample(fc.uint8Array({ minLength: 1, maxLength: 40 }), { numRuns: 20, seed: 37 })
    .map((bytes) => Buffer.concat([Buffer.from('/'), bytes.map((byte) => byte | 0x80)]));
  for (const target of [...targets.map((text) => Buffer.from(text, text === '/ạ' ? 'utf8' : 'latin1')), ...random]) {
    const statuses = { nginx: await rawStatus(nginxURL, target), server: await rawStatus(serverURL, target) };
    expect({ target: target.toString('latin1'), ...statuses }).toEqual({ target: target.toString('latin1'), nginx: 400, server: 400 });
  }
});

test('no redirect is built from Host: /v1 and a card under another hash, whatever Host the request names', async () => {
  for (const origin of [nginxURL, serverURL]) {
    for (const pathname of ['/v1', `/cards/recording/${seed.recordings.audio.uid}/madeup.jpg`, '/terms/']) {
      const { status, headers } = await rawGet(origin, pathname, { Host: 'evil.example' });
      expect({ origin, pathname, status, location: headers.location ?? '' }).toEqual({
        origin,
        pathname,
        status: pathname === '/v1' ? 404 : expect.any(Number),
        location: expect.not.stringContaining('evil.example'),
      });
    }
  }
});

const BASE = E2E_PORT + 100;
const work = path.resolve(__dirname, '..', `.e2e-dist/${E2E_PORT}-hostile`);
const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((values.length * p) / 100))]!;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A GET's time in ms and its answer. */
async function timed(origin: string, pathname: string, headers: Record<string, string> = {}) {
  const started = performance.now();
  const answer = await rawGet(origin, pathname, headers).catch((error: unknown) => ({ status: 0, body: String(error), headers: {} }));
  return { ms: performance.now() - started, ...answer };
}

/** Resident memory of a process, in bytes (Linux). */
const rssOf = (pid: number) => Number(/VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) * 1024;

/**
 * The resident memory a server may grow by under the attack, from its start: its caches full, and a
 * margin (docs/hardening.md): the card pool's thread (~60–100 MB), the room V8 leaves its heap before
 * it collects (~100 MB: it collects near 128 MB with 30 MB alive), the allocator's slack. 128 MB was
 * too little: 157–225 MB were measured, a plateau (6,000 ids grew it no further than 2,000).
 */
const RSS_MARGIN = 224 * 1024 * 1024;

// Alone: it compares answer times (e2e/fixtures.ts ALONE).
test('an attack within the rate limits slows no visitor, takes no server out, and serves no bare shell', { lock: ALONE }, async () => {
  test.setTimeout(150_000);
  fs.rmSync(work, { recursive: true, force: true });
  // In npm test, jest and lint (at nice 10) wait while the periods are compared (scripts/sideSteps.ts):
  // asked for now, so that jest's current file ends while the servers start.
  const jestDoneFile = process.env[AFTER_JEST_ENV];
  const hold = jestDoneFile ? holdSideWork(jestDoneFile) : Promise.resolve(() => {});
  const site = await startServersBehindNginx(E2E_DIST_DIR, BASE, 2, { NGINX_WORK_DIR: work, METRICS_PORT: '0' });
  try {
    const pids = [0, 1].map((i) => Number(fs.readFileSync(path.join(work, `server-${i}.pid`), 'utf8')));
    const share = [
      routes.recording.href(seed.recordings.audio.uid),
      routes.recording.href(seed.recordings.video.uid),
      routes.room.href(seed.rooms.live),
      routes.event.href(seed.events.running),
    ];
    // Warm both servers (their first render, the API's first answers).
    for (const server of site.servers) for (const page of share) await rawGet(server, page);
    const rssBefore = pids.map(rssOf);

    // Quiet and attacked periods alternate, 4 s each (3 of each): whatever else the machine is doing
    // (it is shared) weighs on both alike, and the visitor's samples are compared period against period.
    // The attacker is a process of its own (e2e/hostileAttacker.ts): its requests never wait in the
    // visitor's event loop. Times are the wall clock's, shared by both processes. The schedule starts a
    // second after the attacker is READY (started, the real cards drawn).
    const plan: AttackPlan = { origin: site.origin, schedule: { phaseMs: 4_000, phases: 6 }, share };
    const attacker = spawn(
      path.join(__dirname, '../node_modules/.bin/ts-node'),
      ['--transpile-only', path.join(__dirname, 'hostileAttacker.ts'), JSON.stringify(plan)],
      {
        stdio: ['pipe', 'pipe', 'inherit'],
      },
    );
    let output = '';
    const attackerDone = new Promise<number | null>((resolve) => attacker.once('exit', (code) => resolve(code)));
    const ready = new Promise<void>((resolve, reject) => {
      attacker.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (output.startsWith(`${READY}\n`)) resolve();
      });
      void attackerDone.then((code) => reject(new Error(`the attacker ended before it was ready (exit ${code}): ${output}`)));
    });
    await ready;
    await hold;
    const schedule: Schedule = { ...plan.schedule, t0: Date.now() + 1_000 };
    attacker.stdin.end(`${schedule.t0}\n`);
    const { phaseOf, attacking, stopAt } = phases(schedule);

    // A visitor: share pages rendered by the servers themselves (nginx would answer them from its
    // cache), and /healthz; each sample counted in the period it started and ended in.
    const quiet = { page: [] as number[], health: [] as number[] };
    const busy = { page: [] as number[], health: [] as number[] };
    await sleep(Math.max(0, schedule.t0 - Date.now()));
    for (let i = 0; Date.now() < stopAt; i += 1) {
      const server = site.servers[i % 2]!;
      const started = Date.now();
      const page = await timed(server, share[i % share.length]!);
      expect({ status: page.status, kind: kindOf(page.body) }).toEqual({ status: 200, kind: 'page' });
      const health = await timed(server, '/healthz');
      if (started >= schedule.t0 && phaseOf(started) === phaseOf(Date.now())) {
        const samples = attacking(started) ? busy : quiet;
        samples.page.push(page.ms);
        samples.health.push(health.ms);
      }
      await sleep(20);
    }
    await attackerDone;
    (await hold)();
    const { answers, cardIds } = JSON.parse(output.slice(READY.length + 1)) as AttackResult;

    // Through nginx too, right after: the visitor's share pages are rendered, never the bare shell.
    for (const page of share) expect({ page, kind: kindOf((await rawGet(site.origin, page)).body) }).toEqual({ page, kind: 'page' });

    const report = {
      quiet: { samples: quiet.page.length, pageP95: percentile(quiet.page, 95), healthP99: percentile(quiet.health, 99) },
      attack: { samples: busy.page.length, pageP95: percentile(busy.page, 95), healthP99: percentile(busy.health, 99) },
      cardIds,
      answers,
      rssGrowthMb: pids.map((pid, i) => Math.round((rssOf(pid) - rssBefore[i]!) / 2 ** 20)),
    };
    console.log(`Hostile clients through nginx, two servers:\n${JSON.stringify(report, null, 2)}`);

    expect(Math.min(busy.page.length, quiet.page.length)).toBeGreaterThan(100);
    expect(cardIds).toBeGreaterThan(500);
    // Within the limits: the attackers were answered (nothing refused as over the rate, 429).
    expect(answers[429] ?? 0).toBe(0);
    expect(answers[414]).toBeGreaterThan(0);
    expect(report.attack.healthP99).toBeLessThan(100);
    // 1.5 times the quiet periods' p95, and a few ms for the clock and the test's own requests.
    expect(report.attack.pageP95).toBeLessThan(1.5 * report.quiet.pageP95 + 5);
    const errors = fs.readFileSync(path.join(work, 'error.log'), 'utf8');
    expect(errors).not.toMatch(/no live upstreams|temporarily disabled|too big header/);
    for (const [i, pid] of pids.entries()) expect(rssOf(pid) - rssBefore[i]!).toBeLessThan(CARD_CACHE_BYTES + COVER_CACHE_BYTES + RSS_MARGIN);
  } finally {
    (await hold)();
    await site.stop();
  }
});

// The bound on memory, in a real server process (the built one, its worker thread and all),
// not through nginx (whose limits would make 2,000 ids a minute's crawl): the real items' cards drawn,
// then 2,000 ids, each a made-up id and a real item under a made-up hash (4 at once). Alone: it
// measures a server's memory while the machine is shared.
test('a crawl of 2,000 card ids grows a server by less than its caches and the margin', { lock: ALONE }, async () => {
  test.setTimeout(120_000);
  const crawlWork = `${work}-crawl`;
  fs.rmSync(crawlWork, { recursive: true, force: true });
  const site = await startServersBehindNginx(E2E_DIST_DIR, BASE + 50, 1, { NGINX_WORK_DIR: crawlWork, METRICS_PORT: '0' });
  try {
    const server = site.servers[0]!;
    const pid = Number(fs.readFileSync(path.join(crawlWork, 'server-0.pid'), 'utf8'));
    const real = [seed.recordings.audio.uid, seed.recordings.video.uid, seed.recordings.duet.uid, seed.recordings.quiet.uid];
    for (const uid of real) await rawGet(server, routes.recording.href(uid));
    const before = rssOf(pid);
    const answers: Record<number, number> = {};
    const ask = async (pathname: string) => {
      const { status, headers } = await rawGet(server, pathname);
      answers[status] = (answers[status] ?? 0) + 1;
      return headers.location;
    };
    // Each real card, drawn once (a card is whoever asks: no attacker can make it cost again).
    for (const uid of real) {
      const current = await ask(`/cards/recording/${uid}/first.jpg`);
      if (current) await ask(current);
    }
    const IDS = 2_000;
    for (let id = 0; id < IDS; id += 4) {
      await Promise.all(
        [0, 1, 2, 3].flatMap((k) => [
          ask(`/cards/recording/crawl${id + k}/h${id + k}.jpg`),
          ask(`/cards/recording/${real[k]!}/m${(id + k).toString(36)}.jpg`),
        ]),
      );
    }
    const growthMb = Math.round((rssOf(pid) - before) / 2 ** 20);
    console.log(`A crawl of ${IDS} card ids: ${JSON.stringify({ answers, growthMb })}`);
    // Every made-up id is no item, every real item's made-up hash its card from memory (or the redirect).
    expect((answers[404] ?? 0) + (answers[200] ?? 0) + (answers[302] ?? 0)).toBe(2 * IDS + 2 * real.length);
    expect(rssOf(pid) - before).toBeLessThan(CARD_CACHE_BYTES + COVER_CACHE_BYTES + RSS_MARGIN);
  } finally {
    await site.stop();
  }
});
