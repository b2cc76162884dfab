// The live rooms' load row of `npm run bench:server` (src/server/live/, docs/live-rooms.md): 2,000
// event streams open on ONE production server process, all watching one room of a stand-in API that
// changes the room on command and counts the polls it is asked. It prints the server's memory (RSS)
// and processor time, the time from each upstream change to each client's receipt (p50, p95, the
// last client), and the upstream polls per interval, which must be 1 whatever the number of viewers,
// and 0 once they all left. Figures, not a test: it exits non-zero only when a target is missed.
//
//   npm run bench:server -- --no-build --live-only    this row alone, on the last build
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';

export const LIVE_STREAMS = 2_000;
/** The server's poll interval (src/server/live/roomStream.ts). */
const INTERVAL_MS = 2_500;
const CHANGES = 6;
const ROOM = 'bench-room';

const rssMb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? Number.NaN) / 1024;
/** The process's processor time (user + system), in seconds (clock ticks of 10 ms). */
const cpuSeconds = (pid: number) => {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

/** The API's room detail, changed by `change()`; each poll counted, and when it first carried each state. */
function standInApi() {
  let version = 0;
  const answeredAt: number[] = [];
  let polls = 0;
  const server = http.createServer((req, res) => {
    if (!req.url?.startsWith(`/v1/rooms/detail/${ROOM}`)) {
      res.writeHead(404, { 'Content-Type': 'application/json' }).end('{"code":404,"message":"Không tìm thấy"}');
      return;
    }
    polls += 1;
    answeredAt[version] ??= performance.now();
    const data = {
      uid: ROOM,
      name: 'Phòng đo tải',
      is_live: true,
      online_count: 1000 + version,
      members_count: 40,
      owner: { uid: 'u1', name: 'Chủ phòng' },
    };
    res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ code: 200, data }));
  });
  return {
    listen: () => new Promise<number>((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port))),
    change: () => (version += 1),
    polls: () => polls,
    answeredAt: (v: number) => answeredAt[v],
    close: () => server.close(),
  };
}

/** One viewer: when (performance.now()) each version's state reached it. */
function viewer(port: number) {
  const seen = new Map<number, number>();
  let status = 0;
  let tail = '';
  const socket = net.connect(port, '127.0.0.1', () =>
    socket.write(`GET /live/rooms/${ROOM} HTTP/1.1\r\nHost: bench\r\nAccept: text/event-stream\r\n\r\n`),
  );
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => {
    const at = performance.now();
    tail = (tail + chunk).slice(-4096);
    if (!status) status = Number(/^HTTP\/1\.1 (\d+)/.exec(tail)?.[1] ?? 0);
    for (const match of chunk.matchAll(/"online_count":(\d+)/g)) {
      const version = Number(match[1]) - 1000;
      if (!seen.has(version)) seen.set(version, at);
    }
  });
  socket.on('error', () => undefined);
  return { seen, status: () => status, close: () => socket.destroy() };
}

const metricValue = (text: string, name: string) => Number(new RegExp(`^${name} (\\S+)$`, 'm').exec(text)?.[1] ?? Number.NaN);

/** The row: a server of its own (`serverScript`, the build's) on `port`, its metrics on port + 1. */
export async function benchLive(serverScript: string, port: number): Promise<{ lines: string[]; missed: string[] }> {
  const api = standInApi();
  const apiPort = await api.listen();
  const metricsUrl = `http://127.0.0.1:${port + 1}/metrics`;
  const server: ChildProcess = spawn(process.execPath, [serverScript], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', API_URL: `http://127.0.0.1:${apiPort}`, METRICS_PORT: String(port + 1) },
    // (Its sitemaps ask the stand-in API for events it does not have, and say so.)
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  const viewers: ReturnType<typeof viewer>[] = [];
  try {
    await new Promise<void>((resolve, reject) => {
      server.stdout!.once('data', () => resolve());
      server.once('exit', (code) => reject(new Error(`the server exited (${code})`)));
    });
    const pid = server.pid!;
    const rssBefore = rssMb(pid);
    // 200 at a time: a listen backlog's worth.
    for (let opened = 0; opened < LIVE_STREAMS; opened += 200) {
      for (let i = 0; i < 200; i += 1) viewers.push(viewer(port));
      await sleep(100);
    }
    const deadline = Date.now() + 60_000;
    while (viewers.some((v) => !v.seen.has(0)) && Date.now() < deadline) await sleep(100);
    const open = viewers.filter((v) => v.status() === 200 && v.seen.has(0)).length;
    await sleep(INTERVAL_MS);
    const rssOpen = rssMb(pid);

    // Changes, one every two intervals; the polls and processor time over the same span.
    const cpuStart = cpuSeconds(pid);
    const pollsStart = api.polls();
    const spanStart = performance.now();
    const fromChange: number[] = [];
    const fromPoll: number[] = [];
    const lastClient: number[] = [];
    for (let change = 1; change <= CHANGES; change += 1) {
      const changedAt = performance.now();
      api.change();
      await sleep(2 * INTERVAL_MS);
      const polledAt = api.answeredAt(change);
      const receipts = viewers.map((v) => v.seen.get(change)).filter((at): at is number => at !== undefined);
      for (const at of receipts) {
        fromChange.push(at - changedAt);
        if (polledAt !== undefined) fromPoll.push(at - polledAt);
      }
      lastClient.push(Math.max(...receipts) - changedAt);
      if (receipts.length < open) console.error(`change ${change}: ${open - receipts.length} viewers did not get it`);
    }
    const spanMs = performance.now() - spanStart;
    const cpu = cpuSeconds(pid) - cpuStart;
    const polls = api.polls() - pollsStart;
    const pollsPerInterval = polls / (spanMs / INTERVAL_MS);
    const rssAfter = rssMb(pid);
    const metrics = await (await fetch(metricsUrl)).text();
    const gauge = metricValue(metrics, 'hatvui_live_streams_open');
    const counted = metricValue(metrics, 'hatvui_live_room_polls_total');

    for (const v of viewers) v.close();
    await sleep(1000);
    const pollsLeft = api.polls();
    await sleep(3 * INTERVAL_MS);
    const pollsAfterLeaving = api.polls() - pollsLeft;

    fromChange.sort((a, b) => a - b);
    fromPoll.sort((a, b) => a - b);
    const ms = (value: number) => `${Math.round(value)} ms`;
    const lines = [
      `Live rooms: ${LIVE_STREAMS.toLocaleString('en')} event streams on one server process, one room, a stand-in API polled every ${INTERVAL_MS / 1000} s; ${CHANGES} changes:`,
      '',
      '| figure | value |',
      '| --- | ---: |',
      `| streams open (the server's gauge) | ${open} (${gauge}) |`,
      `| server RSS: before, ${LIVE_STREAMS} open, after ${CHANGES} changes | ${rssBefore.toFixed(1)} MB, ${rssOpen.toFixed(1)} MB, ${rssAfter.toFixed(1)} MB |`,
      `| memory per stream | ${(((rssOpen - rssBefore) * 1024) / LIVE_STREAMS).toFixed(1)} KB |`,
      `| server processor time over ${(spanMs / 1000).toFixed(0)} s (${CHANGES} changes to every stream) | ${cpu.toFixed(2)} s, ${((cpu / (spanMs / 1000)) * 100).toFixed(1)} % of a core |`,
      `| change to receipt, p50 / p95 (includes the wait for the next poll, 0–${INTERVAL_MS / 1000} s) | ${ms(percentile(fromChange, 50))} / ${ms(percentile(fromChange, 95))} |`,
      `| poll's answer to receipt (the fan-out), p50 / p95 | ${ms(percentile(fromPoll, 50))} / ${ms(percentile(fromPoll, 95))} |`,
      `| change to the last client's receipt, worst of ${CHANGES} | ${ms(Math.max(...lastClient))} |`,
      `| upstream polls per interval, ${LIVE_STREAMS} viewers (counter: ${counted} in all) | ${pollsPerInterval.toFixed(2)} |`,
      `| upstream polls in ${(3 * INTERVAL_MS) / 1000} s after every viewer left | ${pollsAfterLeaving} |`,
    ];
    const missed: string[] = [];
    if (open < LIVE_STREAMS) missed.push(`only ${open} of ${LIVE_STREAMS} streams opened`);
    if (Math.round(pollsPerInterval) !== 1) missed.push(`${pollsPerInterval.toFixed(2)} upstream polls per interval, not 1`);
    if (pollsAfterLeaving > 0) missed.push(`${pollsAfterLeaving} polls after every viewer left`);
    if (fromChange.length < open * CHANGES) missed.push(`${open * CHANGES - fromChange.length} receipts missing`);
    return { lines, missed };
  } finally {
    for (const v of viewers) v.close();
    server.kill('SIGTERM');
    api.close();
  }
}
