// Video files for the upload tests, made on the spot: nothing is downloaded and no binary is kept.
import type { Page } from '@playwright/test';

/**
 * How late a recording's first frame may come: its length is that much short of the drawing's (60–90 ms
 * on a quiet machine).
 */
const RECORDING_STARTS_WITHIN_MS = 150;

/**
 * A real WebM video, recorded by this Chromium from a canvas (MediaRecorder, VP8), `durationMs` long.
 * Like any browser recording, it states no length in its header. `heavy`: a larger canvas of moving
 * noise at a high bit rate, so that it weighs enough for an upload to take a moment under a throttled
 * connection. On a starved machine a recording can come out shorter than it was drawn (a clean-clone CI
 * beside stress-ng: 1.5 s drawn, under 1 s recorded, which the upload page rightly refused): its own
 * length is read back, as a player reads it, and it is recorded again (three times at most) if short.
 */
export async function recordWebm(page: Page, { durationMs = 1200, heavy = false } = {}): Promise<Buffer> {
  const base64 = await page.evaluate(
    async ({ duration, noise, startSlackMs }) => {
      const record = async () => {
        const canvas = document.createElement('canvas');
        canvas.width = noise ? 320 : 160;
        canvas.height = noise ? 180 : 90;
        const context = canvas.getContext('2d')!;
        const recorder = new MediaRecorder(
          canvas.captureStream(noise ? 25 : 15),
          noise ? { mimeType: 'video/webm;codecs=vp8', videoBitsPerSecond: 2_000_000 } : { mimeType: 'video/webm;codecs=vp8' },
        );
        const chunks: Blob[] = [];
        recorder.ondataavailable = (event) => chunks.push(event.data);
        const stopped = new Promise((resolve) => recorder.addEventListener('stop', resolve));
        recorder.start(100);
        const started = performance.now();
        const draw = (elapsed: number) => {
          if (!noise) {
            context.fillStyle = `hsl(${(elapsed / 5) % 360} 70% 50%)`;
            context.fillRect(0, 0, canvas.width, canvas.height);
            return;
          }
          const image = context.createImageData(canvas.width, canvas.height);
          for (let i = 0; i < image.data.length; i += 4) {
            image.data[i] = Math.random() * 255;
            image.data[i + 1] = (performance.now() / 4) % 255;
            image.data[i + 2] = 160;
            image.data[i + 3] = 255;
          }
          context.putImageData(image, 0, 0);
        };
        await new Promise<void>((resolve) => {
          const paint = () => {
            const elapsed = performance.now() - started;
            draw(elapsed);
            if (elapsed < duration) requestAnimationFrame(paint);
            else resolve();
          };
          paint();
        });
        recorder.stop();
        await stopped;
        return new Blob(chunks, { type: 'video/webm' });
      };
      /** A recording's length in seconds, as a player reads it (seeking to its end: the header has none). */
      const lengthOf = (blob: Blob) =>
        new Promise<number>((resolve) => {
          const video = document.createElement('video');
          video.muted = true;
          video.onloadedmetadata = () => {
            if (Number.isFinite(video.duration)) return resolve(video.duration);
            video.ondurationchange = () => Number.isFinite(video.duration) && resolve(video.duration);
            video.currentTime = 1e6;
          };
          video.onerror = () => resolve(0);
          video.src = URL.createObjectURL(blob);
        });
      for (let attempt = 1; ; attempt += 1) {
        const blob = await record();
        if (attempt === 3 || (await lengthOf(blob)) >= (duration - startSlackMs) / 1000) {
          const bytes = new Uint8Array(await blob.arrayBuffer());
          let binary = '';
          for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
          return btoa(binary);
        }
      }
    },
    { duration: durationMs, noise: heavy, startSlackMs: RECORDING_STARTS_WITHIN_MS },
  );
  return Buffer.from(base64, 'base64');
}

// EBML (the WebM container): an element is its id, its size as a variable-length integer, its data.
const SEGMENT = 0x18538067;
const INFO = 0x1549a966;
const TIMECODE_SCALE = 0x2ad7b1;

/** A variable-length integer at `at`: its length in bytes and its value (`keepMarker` for ids). */
const readVint = (bytes: Buffer, at: number, keepMarker = false) => {
  const first = bytes[at]!;
  let length = 1;
  while (length <= 8 && !(first & (0x80 >> (length - 1)))) length += 1;
  let value = keepMarker ? first : first & (0xff >> length);
  for (let i = 1; i < length; i += 1) value = value * 256 + bytes[at + i]!;
  return { length, value };
};

/** A size as an 8-byte variable-length integer (0x01 then 7 bytes), whatever its value. */
const size8 = (value: number) => {
  const out = Buffer.alloc(8);
  out[0] = 0x01;
  out.writeUIntBE(value, 2, 6);
  return out;
};

/**
 * The same WebM, its header now stating a length of `seconds` (a Duration element added to the
 * segment's Info), as a video editor writes it. The frames are untouched.
 */
export function withStatedLength(webm: Buffer, seconds: number): Buffer {
  let at = 0;
  // The EBML header, then the Segment, whose children follow its size.
  const header = readVint(webm, at, true);
  at += header.length;
  const headerSize = readVint(webm, at);
  at += headerSize.length + headerSize.value;
  const segment = readVint(webm, at, true);
  if (segment.value !== SEGMENT) throw new Error('not a WebM segment');
  at += segment.length;
  at += readVint(webm, at).length;
  // The Segment's children until Info (a recording starts with it).
  for (;;) {
    const id = readVint(webm, at, true);
    const size = readVint(webm, at + id.length);
    const dataAt = at + id.length + size.length;
    if (id.value !== INFO) {
      at = dataAt + size.value;
      continue;
    }
    const info = webm.subarray(dataAt, dataAt + size.value);
    let scale = 1_000_000;
    for (let i = 0; i < info.length;) {
      const childId = readVint(info, i, true);
      const childSize = readVint(info, i + childId.length);
      const childAt = i + childId.length + childSize.length;
      if (childId.value === TIMECODE_SCALE) scale = info.readUIntBE(childAt, childSize.value);
      i = childAt + childSize.value;
    }
    const duration = Buffer.alloc(11);
    duration.set([0x44, 0x89, 0x88]);
    duration.writeDoubleBE((seconds * 1e9) / scale, 3);
    const newInfo = Buffer.concat([webm.subarray(at, at + id.length), size8(size.value + duration.length), info, duration]);
    return Buffer.concat([webm.subarray(0, at), newInfo, webm.subarray(dataAt + size.value)]);
  }
}

/** What a renamed text file holds: the lyrics, not a video. */
export const lyricsText = (): Buffer =>
  Buffer.from('Diễm xưa – Trịnh Công Sơn\nMưa vẫn mưa bay trên tầng tháp cổ\nDài tay em mấy thuở mắt xanh xao\n'.repeat(40));

/**
 * A file that starts like an MP4 (a genuine `ftyp` box) and then holds nothing a player can read: what a
 * truncated or corrupted download looks like.
 */
export const brokenMp4 = (): Buffer => {
  const ftyp = Buffer.from([
    0x00, 0x00, 0x00, 0x18, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d, 0x00, 0x00, 0x02, 0x00, 0x69, 0x73, 0x6f, 0x6d, 0x6d, 0x70, 0x34, 0x32,
  ]);
  // Fixed pseudo-random bytes (a linear congruential generator), the same on every run.
  const noise = Buffer.alloc(64 * 1024);
  let state = 0x2545f491;
  for (let i = 0; i < noise.length; i += 1) {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    noise[i] = state >>> 24;
  }
  return Buffer.concat([ftyp, noise]);
};
