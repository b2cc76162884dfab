/**
 * @jest-environment node
 */
// (Node's timers: piscina unrefs its threads' idle timers, which jsdom's timers cannot.)
// The cards' pool of worker threads (src/server/cards/drawPool.ts), with stand-in workers: a card comes
// back as bytes, a refused picture as a PictureRefusedError with its reason, and a task that never ends
// is ended at its limit while this thread's event loop goes on.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DRAW_TIMEOUT_MS, drawPool } from '../../../src/server/cards/drawPool';
import { PictureRefusedError, SHARP_SECONDS } from '../../../src/server/cards/renderCard';
import { recordingCard } from '../../../src/lib/shareCard';
import { db } from '../../../src/mocks/db';

/**
 * The limit the runaway tests give their pool: the server's own (DRAW_TIMEOUT_MS, seconds) would hold
 * jest's one worker that long for each of them while it waits, doing nothing.
 */
const TIMEOUT_MS = 400;

let dir: string;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hatvui-pool-'));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** A worker file whose task is `body` (plain JavaScript, as webpack emits cardWorker.js). */
const worker = (name: string, body: string) => {
  const file = path.join(dir, `${name}.js`);
  fs.writeFileSync(file, `module.exports = async (work) => { ${body} };`);
  return file;
};
const fonts = () => '/nowhere.ttf';
const content = () => recordingCard(db.recordings[0]!);

it('hands a card back as the bytes the worker drew', async () => {
  const pool = drawPool({ fonts, threads: 1, workerFile: worker('card', 'return new Uint8Array([0xff, 0xd8, work.fontFiles.length]);') });
  try {
    expect([...(await pool.card(content(), null))]).toEqual([0xff, 0xd8, 4]);
  } finally {
    await pool.close();
  }
});

it('turns a refusal in the worker back into a PictureRefusedError with its reason', async () => {
  const pool = drawPool({ fonts, threads: 1, workerFile: worker('refuse', "throw new Error('size: an SVG of 900 elements');") });
  try {
    const refused = await pool.picture(Buffer.from('<svg/>'), 'square', true).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(PictureRefusedError);
    expect(refused).toMatchObject({ reason: 'size', message: 'size: an SVG of 900 elements' });
  } finally {
    await pool.close();
  }
});

it('holds a task to DRAW_TIMEOUT_MS unless told otherwise: sharp’s limit, and as long again for the layout', async () => {
  expect(DRAW_TIMEOUT_MS).toBe(2 * SHARP_SECONDS * 1000);
  const timeouts = jest.spyOn(AbortSignal, 'timeout');
  const pool = drawPool({ fonts, threads: 1, workerFile: worker('quick', 'return new Uint8Array([1]);') });
  try {
    await pool.card(content(), null);
    expect(timeouts.mock.calls).toEqual([[DRAW_TIMEOUT_MS]]);
  } finally {
    timeouts.mockRestore();
    await pool.close();
  }
});

it('ends a task that runs away at its limit, and this thread answers meanwhile', async () => {
  const pool = drawPool({ fonts, threads: 1, workerFile: worker('spin', 'for (;;) {}'), timeoutMs: TIMEOUT_MS });
  try {
    const started = Date.now();
    const card = pool.card(content(), null).then(
      () => 'drawn',
      () => 'ended',
    );
    // This thread's timers run while the worker spins: a 20 ms timer fires before the task's end. Not a
    // count of ticks over the limit: a collection in jest's large heap on a loaded machine once held
    // the loop for most of the 400 ms (one tick), and the timer that was due first still runs first.
    const first = await Promise.race([card, new Promise((resolve) => setTimeout(() => resolve('answered'), 20))]);
    expect(first).toBe('answered');
    expect(await card).toBe('ended');
    const took = Date.now() - started;
    expect(took).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);
    expect(took).toBeLessThan(TIMEOUT_MS + 5_000);
  } finally {
    await pool.close();
  }
});

it('starts no thread once closed, after a task that ran away was ended (a stopping server keeps none alive)', async () => {
  // Each thread notes that it loaded the file; the task is a native call that a thread's termination
  // waits for (a busy loop in JavaScript ends at once), so the ended thread exits after the close, as
  // it did under load in CI: piscina then started a new thread for its minimum, after the pool's end.
  const loads = path.join(dir, 'loads.txt');
  const file = path.join(dir, 'noted.js');
  fs.writeFileSync(
    file,
    `require('node:fs').appendFileSync(${JSON.stringify(loads)}, 'x');
     module.exports = async () => { require('node:child_process').execSync('sleep ${(TIMEOUT_MS + 1000) / 1000}'); };`,
  );
  const pool = drawPool({ fonts, threads: 1, workerFile: file, timeoutMs: TIMEOUT_MS });
  await expect(pool.card(content(), null)).rejects.toThrow();
  await pool.close();
  const loadsAtClose = fs.readFileSync(loads, 'utf8').length;
  // The ended thread's native call ends a second after the close; a replacement would load by then.
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  expect(fs.readFileSync(loads, 'utf8').length).toBe(loadsAtClose);
});
