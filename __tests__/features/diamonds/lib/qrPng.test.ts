/**
 * @jest-environment node
 */
import { inflateSync } from 'node:zlib';
import jsQR from 'jsqr';
import { qrModules, qrPngBytes, qrPngDataUrl, QUIET_MODULES } from '../../../../src/features/diamonds/lib/qrPng';
import { vietQrPayload } from '../../../../src/features/diamonds/lib/vietqr';

/** Reads the PNG as any decoder would: signature, chunks with their CRCs checked by zlib's inflate. */
function decodePng(bytes: Uint8Array) {
  const view = Buffer.from(bytes);
  expect([...view.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  let at = 8;
  const chunks: Record<string, Buffer> = {};
  while (at < view.length) {
    const length = view.readUInt32BE(at);
    const type = view.toString('latin1', at + 4, at + 8);
    chunks[type] = Buffer.concat([chunks[type] ?? Buffer.alloc(0), view.subarray(at + 8, at + 8 + length)]);
    at += 12 + length;
  }
  const header = chunks.IHDR!;
  const width = header.readUInt32BE(0);
  const height = header.readUInt32BE(4);
  expect([header[8], header[9]]).toEqual([1, 0]); // 1 bit, greyscale
  const raw = inflateSync(chunks.IDAT!);
  const rowBytes = Math.ceil(width / 8);
  const rgba = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y += 1) {
    expect(raw[y * (rowBytes + 1)]).toBe(0);
    for (let x = 0; x < width; x += 1) {
      const bit = (raw[y * (rowBytes + 1) + 1 + (x >> 3)]! >> (7 - (x & 7))) & 1;
      rgba.fill(bit ? 255 : 0, (y * width + x) * 4, (y * width + x) * 4 + 3);
      rgba[(y * width + x) * 4 + 3] = 255;
    }
  }
  return { width, height, rgba };
}

const payload = vietQrPayload({ bin: '970436', accountNumber: '1029384756', amountVnd: 500_000, memo: 'HATVUI K7M2P9QX' });

describe('the QR code as a PNG the payer can keep', () => {
  it('is a valid PNG that a QR reader decodes to exactly the payload', () => {
    const { width, height, rgba } = decodePng(qrPngBytes(payload));
    expect(width).toBe((qrModules(payload).length + QUIET_MODULES * 2) * 8);
    expect(height).toBe(width);
    expect(jsQR(rgba, width, height)?.data).toBe(payload);
  });

  it('draws each module as a square of pixels, with a white quiet zone', () => {
    const modules = qrModules(payload);
    const { width, rgba } = decodePng(qrPngBytes(payload, 3));
    const dark = (x: number, y: number) => rgba[(y * width + x) * 4] === 0;
    expect(dark(0, 0)).toBe(false);
    modules.forEach((row, r) =>
      row.forEach((isDark, c) => {
        expect(dark((c + QUIET_MODULES) * 3 + 1, (r + QUIET_MODULES) * 3 + 1)).toBe(isDark);
      }),
    );
  });

  it('comes as a data: URL of that PNG', () => {
    const url = qrPngDataUrl(payload);
    expect(url.startsWith('data:image/png;base64,')).toBe(true);
    expect(Buffer.from(url.slice(22), 'base64')).toEqual(Buffer.from(qrPngBytes(payload)));
  });
});
