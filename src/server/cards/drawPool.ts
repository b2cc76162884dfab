// Where the cards are drawn: a pool of worker threads (piscina), so that no drawing holds the server's
// event loop (a share page, /healthz and every other answer go on while cards are drawn). At most
// `threads` of them, the cards' cap (CARD_MAX_DRAWS, the cores but one by default); each task is held
// to DRAW_TIMEOUT_MS, after which its thread is ended (an SVG cover whose rasterising runs away, a
// layout that does not end) and the card route sends the site's image. From the TypeScript sources (the
// tests, which have no built worker) the same functions run in this thread.
import fs from 'node:fs';
import path from 'node:path';
import { Piscina } from 'piscina';
import type { CardContent } from '../../lib/shareCard';
import type { CardPicture } from './CardArt';
import { draw, type DrawTask } from './cardWorker';
import { CARD_FONTS } from './fontFiles';
import type { FontLocator } from './fonts';
import { PictureRefusedError, SHARP_SECONDS } from './renderCard';

/** The built worker, beside the built server (webpack.config.ts). */
const CARD_WORKER_FILE = 'cardWorker.js';
/** The longest a card or a cover may take: sharp's own limit, and as long again for the layout. */
export const DRAW_TIMEOUT_MS = 2 * SHARP_SECONDS * 1000;

export interface Drawer {
  card(content: CardContent, picture: CardPicture | null): Promise<Buffer>;
  picture(image: Buffer, shape: CardPicture['shape'], svg: boolean): Promise<CardPicture>;
  close(): Promise<void>;
}

const REFUSED = /^(format|size): /;

/**
 * The pool of `threads` threads running `workerFile`, or this thread when there is no such file; a task
 * is ended after `timeoutMs` (DRAW_TIMEOUT_MS; the tests' stand-in workers run away for less).
 */
export function drawPool({
  fonts,
  threads,
  workerFile = path.join(__dirname, CARD_WORKER_FILE),
  timeoutMs = DRAW_TIMEOUT_MS,
}: {
  fonts: FontLocator;
  threads: number;
  workerFile?: string;
  timeoutMs?: number;
}): Drawer {
  const fontFiles = CARD_FONTS.map(fonts);
  let pool: Piscina | undefined;
  const run = (work: DrawTask, transfer?: ArrayBuffer[]): Promise<unknown> => {
    if (!fs.existsSync(workerFile)) return draw(work);
    pool ??= new Piscina({
      filename: workerFile,
      // No minimum: a thread is started for a card and ends once idle a minute (its fonts and WebAssembly
      // with it); the next card starts one. (With a minimum of one, the first thread never ended, and a
      // thread ended for running away that exited after close() was replaced by a new one, which kept a
      // stopping server alive and, in jest, loaded a worker file already deleted.)
      minThreads: 0,
      maxThreads: threads,
      idleTimeout: 60_000,
      // Tasks beyond the threads wait (a cover, then its card; the card route lets 3 draws a thread wait).
      maxQueue: threads * 8,
    });
    return pool.run(work, { signal: AbortSignal.timeout(timeoutMs), transferList: transfer });
  };
  return {
    async card(content, picture) {
      const jpeg = (await run({ task: 'card', content, picture, fontFiles })) as Uint8Array;
      return Buffer.from(jpeg.buffer, jpeg.byteOffset, jpeg.byteLength);
    },
    async picture(image, shape, svg) {
      try {
        return (await run({ task: 'picture', image: new Uint8Array(image), shape, svg })) as CardPicture;
      } catch (error) {
        // A refusal crosses the thread as a plain Error: its reason is the start of its message.
        // (Read by its message: an error from a thread may be of another realm's Error.)
        const message = error instanceof PictureRefusedError ? undefined : (error as { message?: unknown } | undefined)?.message;
        const reason = typeof message === 'string' ? (REFUSED.exec(message)?.[1] as 'format' | 'size' | undefined) : undefined;
        throw reason ? new PictureRefusedError(reason, String(message).replace(REFUSED, '')) : error;
      }
    },
    close: async () => {
      await pool?.destroy();
    },
  };
}
