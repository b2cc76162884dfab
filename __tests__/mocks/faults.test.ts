/**
 * @jest-environment node
 */
import type { AddressInfo } from 'node:net';
import { startSandboxServer } from '../../scripts/sandbox-server';

// The sandbox's `slow-save` fault, as the upload's browser test uses it: the answer is held after the
// request's last byte for `holdMs`, or until the fault is lifted, whichever comes first.
const UPLOAD = '/v1/songs/uploadVideoSong';
let server: Awaited<ReturnType<typeof startSandboxServer>>;
let origin: string;

beforeAll(async () => {
  server = await startSandboxServer(0);
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  // (A held answer left by a failed test would keep close() waiting.)
  server.closeAllConnections();
  return new Promise((resolve) => server.close(resolve));
});
afterEach(() => setFault(null));

async function setFault(fault: 'slow-save' | null, holdMs?: number) {
  const response = await fetch(`${origin}/sandbox/faults`, { method: 'POST', body: JSON.stringify({ path: UPLOAD, fault, holdMs }) });
  expect(response.status).toBe(200);
}

/** An upload (its answer does not matter here, only when it comes), and the ms it took to be answered. */
async function upload() {
  const started = performance.now();
  const response = await fetch(`${origin}${UPLOAD}`, { method: 'POST', body: new FormData() });
  await response.arrayBuffer();
  return performance.now() - started;
}

it('holds the answer for holdMs after the last byte', async () => {
  await setFault('slow-save', 300);
  expect(await upload()).toBeGreaterThanOrEqual(290);
});

it('lets a held answer go as soon as the fault is lifted, long before its holdMs', async () => {
  await setFault('slow-save', 60_000);
  const answered = upload();
  let done = false;
  void answered.then(() => (done = true));
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(done).toBe(false);
  await setFault(null);
  expect(await answered).toBeLessThan(10_000);
});

it('answers at once without the fault', async () => {
  expect(await upload()).toBeLessThan(5_000);
});
