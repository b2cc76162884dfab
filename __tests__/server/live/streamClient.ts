// Raw HTTP/1.1 for the live rooms' tests: a path exactly as spelled (fetch would encode it, and MSW
// answers a malformed one itself), and a stream read as it arrives, never waited to its end.
import net from 'node:net';

/** The status of GET `pathname` (as spelled), read from the status line; the connection is then dropped. */
export const statusOf = (origin: string, pathname: string, headers: Record<string, string> = {}) =>
  new Promise<number>((resolve, reject) => {
    const { hostname, port } = new URL(origin);
    let got = '';
    const socket = net.connect(Number(port), hostname, () => {
      const lines = Object.entries(headers)
        .map(([name, value]) => `${name}: ${value}\r\n`)
        .join('');
      socket.write(`GET ${pathname} HTTP/1.1\r\nHost: test\r\n${lines}\r\n`);
    });
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => {
      got += chunk;
      if (!got.includes('\r\n')) return;
      socket.destroy();
      resolve(Number(got.split(' ')[1]));
    });
    socket.on('error', reject);
    socket.on('close', () => resolve(Number(got.split(' ')[1] ?? 0)));
  });

/** `count` paths under /live/rooms/ of up to 12 pieces each (dot segments, encodings, odd bytes), from a fixed seed. */
export function fuzzedPaths(count: number, seed: number): string[] {
  let state = seed;
  const random = () => (state = (state * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const pieces = [
    'a',
    'Z',
    '0',
    '-',
    '_',
    '.',
    '/',
    '%',
    '%2F',
    '%2e',
    '%00',
    '..',
    '?',
    '%23',
    '~',
    ':',
    '@',
    '%E1%BA%A1',
    '%20',
    '%22',
    'ạ',
    '\\\\',
    ';',
    '=',
    '*',
  ];
  return Array.from({ length: count }, () => {
    const length = Math.floor(random() * 12);
    return `/live/rooms/${Array.from({ length }, () => pieces[Math.floor(random() * pieces.length)]).join('')}`;
  });
}

type StreamEvent = { id?: string; data: string; at: number };

/**
 * GET `pathname` on loopback `port` as an EventSource would, read as it arrives: the status, the
 * headers, the body (de-chunked), its events (with when each arrived) and heartbeat comments.
 */
export function eventStream(port: number, pathname: string, headers: Record<string, string> = {}) {
  const state = {
    status: 0,
    head: '',
    body: '',
    events: [] as StreamEvent[],
    heartbeats: 0,
    closed: false,
    close: () => socket.destroy(),
  };
  let raw = Buffer.alloc(0);
  let chunked = false;
  let parsed = 0;
  const socket = net.connect(port, '127.0.0.1', () => {
    const lines = Object.entries({ Accept: 'text/event-stream', ...headers })
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('');
    socket.write(`GET ${pathname} HTTP/1.1\r\nHost: test\r\n${lines}\r\n`);
  });
  const readEvents = () => {
    let end: number;
    while ((end = state.body.indexOf('\n\n', parsed)) >= 0) {
      const block = state.body.slice(parsed, end);
      parsed = end + 2;
      if (block.startsWith(':')) state.heartbeats += block.includes('heartbeat') ? 1 : 0;
      const data = /^data: (.*)$/m.exec(block)?.[1];
      if (data !== undefined) state.events.push({ id: /^id: (.*)$/m.exec(block)?.[1], data, at: performance.now() });
    }
  };
  socket.on('data', (chunk: Buffer) => {
    raw = Buffer.concat([raw, chunk]);
    if (!state.head) {
      const split = raw.indexOf('\r\n\r\n');
      if (split < 0) return;
      state.head = raw.subarray(0, split).toString('latin1');
      state.status = Number(state.head.split(' ')[1]);
      chunked = /\r\ntransfer-encoding: chunked/i.test(state.head);
      raw = raw.subarray(split + 4);
    }
    if (!chunked) {
      state.body += raw.toString('utf8');
      raw = Buffer.alloc(0);
    }
    for (;;) {
      if (!chunked) break;
      const lineEnd = raw.indexOf('\r\n');
      if (lineEnd < 0) break;
      const size = parseInt(raw.subarray(0, lineEnd).toString('latin1'), 16);
      if (raw.length < lineEnd + 2 + size + 2) break;
      state.body += raw.subarray(lineEnd + 2, lineEnd + 2 + size).toString('utf8');
      raw = raw.subarray(lineEnd + 2 + size + 2);
      if (size === 0) socket.end();
    }
    readEvents();
  });
  socket.on('close', () => (state.closed = true));
  socket.on('error', () => undefined);
  return state;
}

/** Resolves once `done()` holds; fails after `ms` saying what it waited for. */
export async function until(done: () => boolean, what: string, ms = 10_000) {
  const deadline = Date.now() + ms;
  while (!done()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
