/**
 * @jest-environment node
 */
// (Node's timers: piscina unrefs its threads' idle timers, which jsdom's timers cannot.)
// The cards' pool of worker threads (src/server/cards/drawPool.ts), with stand-in workers: a card comes
// back as bytes, a refused picture as a PictureRefusedError with its reason, and a task that never ends
// is ended at DRAW_TIMEOUT_MS while this thread's event loop goes on.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DRAW_TIMEOUT_MS, drawPool } from '../../../src/server/cards/drawPool';
import { PictureRefusedError } from '../../../src/server/cards/renderCard';
import { recordingCard } from '../../../src/lib/shareCard';
import { db } from '../../../src/mocks/db';

jest.setTimeout(DRAW_TIMEOUT_MS + 10_000);

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

it('ends a task that runs away at DRAW_TIMEOUT_MS, and this thread answers meanwhile', async () => {
  const pool = drawPool({ fonts, threads: 1, workerFile: worker('spin', 'for (;;) {}') });
  try {
    let ticks = 0;
    const ticking = setInterval(() => (ticks += 1), 100);
    const started = Date.now();
    await expect(pool.card(content(), null)).rejects.toThrow();
    clearInterval(ticking);
    const took = Date.now() - started;
    expect(took).toBeGreaterThanOrEqual(DRAW_TIMEOUT_MS - 100);
    expect(took).toBeLessThan(DRAW_TIMEOUT_MS + 5_000);
    // The event loop went on while the worker spun.
    expect(ticks).toBeGreaterThan(DRAW_TIMEOUT_MS / 100 / 2);
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
     module.exports = async () => { require('node:child_process').execSync('sleep ${(DRAW_TIMEOUT_MS + 1500) / 1000}'); };`,
  );
  const pool = drawPool({ fonts, threads: 1, workerFile: file });
  await expect(pool.card(content(), null)).rejects.toThrow();
  await pool.close();
  const loadsAtClose = fs.readFileSync(loads, 'utf8').length;
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  expect(fs.readFileSync(loads, 'utf8').length).toBe(loadsAtClose);
});
