/**
 * @jest-environment node
 */
// A deploy's SIGTERM to a server process with live rooms' streams open (a real child process): the
// streams end at once, so the stop does not wait for viewers who may stay for hours (their clients
// reconnect, to another process), while an ordinary request under way finishes; the process exits
// clean, nothing cut by the grace period.
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

jest.setTimeout(60_000);

/** A raw connection: what it received, and whether it is closed. */
function connection(port: number, request: string) {
  const socket = net.connect(port, '127.0.0.1', () => socket.write(request));
  const state = { received: '', closed: false };
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => (state.received += chunk));
  socket.on('close', () => (state.closed = true));
  socket.on('error', () => undefined);
  return state;
}

const until = async (done: () => boolean, what: string, ms = 20_000) => {
  const deadline = Date.now() + ms;
  while (!done()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

let child: ChildProcess;
afterEach(() => {
  if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
});

it('ends the open streams at once on SIGTERM and lets the request under way finish', async () => {
  const tsNode = path.resolve(__dirname, '../../../node_modules/.bin/ts-node');
  child = spawn(tsNode, ['--transpile-only', path.join(__dirname, 'stoppingServer.ts')], { stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  await until(() => /^\d+\n/.test(stdout), 'the server to listen');
  const port = Number(stdout.trim());

  const streams = [0, 1, 2].map(() => connection(port, 'GET /live/rooms/r1 HTTP/1.1\r\nHost: test\r\n\r\n'));
  await until(() => streams.every((stream) => stream.received.includes('data: {"data"')), 'the room state on every stream');
  const slow = connection(port, 'GET /slow HTTP/1.1\r\nHost: test\r\n\r\n');
  await new Promise((resolve) => setTimeout(resolve, 100));

  child.kill('SIGTERM');
  await until(() => streams.every((stream) => stream.closed), 'the streams to close');
  // Each stream ended as an HTTP answer ends (its last chunk), not cut: the client reconnects.
  for (const stream of streams) expect(stream.received).toMatch(/\r\n0\r\n\r\n$/);
  // The ordinary request still finished, told its connection closes.
  await until(() => slow.closed, 'the slow answer');
  expect(slow.received).toMatch(/^HTTP\/1\.1 200 [^]*\r\nConnection: close\r\n[^]*done$/);
  expect(await exited).toBe(0);
  // Nothing was left for the grace period to cut.
  expect(stderr).not.toMatch(/cut/);
});
