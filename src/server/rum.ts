// `POST /rum`: a page view's web vitals (src/lib/rum.ts), at most RUM_MAX_BYTES, read field by field
// (src/server/rumBatch.ts) and observed into the metrics. Whatever a client sends, the answer is 204 or
// 400 (counted as such), never a 5xx, and the body's text is never logged.
import express, { type Request, type Response } from 'express';
import { RUM_MAX_BYTES } from '../lib/rum';
import { readRumBatch } from './rumBatch';
import { countBatch, observeRumBatch } from './rumMetrics';

// Any content type: sendBeacon sends a string as text/plain (no preflight from another origin).
const readBody = express.raw({ type: () => true, limit: RUM_MAX_BYTES });

const refused = (res: Response, message: string) => {
  res.status(400).setHeader('Cache-Control', 'no-store');
  res.json({ message, code: 'VALIDATION' });
};

export function receiveRum(req: Request, res: Response) {
  readBody(req, res, (error?: unknown) => {
    if (error) {
      const tooLarge = (error as { type?: string }).type === 'entity.too.large';
      countBatch(tooLarge ? 'too_large' : 'invalid');
      return refused(res, tooLarge ? `batch: at most ${RUM_MAX_BYTES} bytes` : 'batch: unreadable');
    }
    const body: unknown = req.body;
    const reading = readRumBatch(Buffer.isBuffer(body) ? body.toString('utf8') : '');
    if (!reading.ok) {
      countBatch('invalid');
      return refused(res, reading.message);
    }
    observeRumBatch(reading.batch);
    countBatch('accepted');
    res.status(204).setHeader('Cache-Control', 'no-store');
    res.end();
  });
}
