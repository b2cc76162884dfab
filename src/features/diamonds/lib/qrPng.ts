// A QR code as a PNG `data:` URL, for an <img> the payer can keep: in an app's web view a long press
// saves an image, where a `blob:` download fails; a bank app then reads the code from the saved photo.
// A black-and-white PNG written here (1 bit per pixel, zlib's "stored" blocks: no compressor needed);
// the CSP's img-src allows `data:`.
import qrcode from 'qrcode-generator';

/** Quiet zone around the code, in modules (the QR standard asks for 4). */
export const QUIET_MODULES = 4;

/** The QR code's dark modules, row by row (error correction M, as the code on screen always was). */
export function qrModules(payload: string): boolean[][] {
  const qr = qrcode(0, 'M');
  qr.addData(payload, 'Byte');
  qr.make();
  const count = qr.getModuleCount();
  return Array.from({ length: count }, (_, row) => Array.from({ length: count }, (__, col) => qr.isDark(row, col)));
}

let crcTable: Uint32Array | null = null;
const crc32 = (bytes: Uint8Array): number => {
  if (!crcTable) {
    crcTable = new Uint32Array(256);
    for (let n = 0; n < 256; n += 1) {
      let c = n;
      for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
      crcTable[n] = c >>> 0;
    }
  }
  let crc = 0xffffffff;
  for (const byte of bytes) crc = crcTable[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
};

const adler32 = (bytes: Uint8Array): number => {
  let a = 1;
  let b = 0;
  for (const byte of bytes) {
    a = (a + byte) % 65521;
    b = (b + a) % 65521;
  }
  return ((b << 16) | a) >>> 0;
};

const u32 = (value: number) => [(value >>> 24) & 0xff, (value >>> 16) & 0xff, (value >>> 8) & 0xff, value & 0xff];

/** A PNG chunk: length, type, data, CRC of type and data. */
const chunk = (type: string, data: Uint8Array): number[] => {
  const typed = new Uint8Array(4 + data.length);
  for (let i = 0; i < 4; i += 1) typed[i] = type.charCodeAt(i);
  typed.set(data, 4);
  return [...u32(data.length), ...typed, ...u32(crc32(typed))];
};

/** zlib data made of "stored" (uncompressed) deflate blocks of at most 65 535 bytes. */
const zlibStored = (raw: Uint8Array): Uint8Array => {
  const blocks = Math.max(1, Math.ceil(raw.length / 0xffff));
  const out = new Uint8Array(2 + raw.length + blocks * 5 + 4);
  out[0] = 0x78;
  out[1] = 0x01;
  let at = 2;
  for (let block = 0; block < blocks; block += 1) {
    const part = raw.subarray(block * 0xffff, Math.min(raw.length, (block + 1) * 0xffff));
    out[at] = block === blocks - 1 ? 1 : 0;
    out[at + 1] = part.length & 0xff;
    out[at + 2] = part.length >>> 8;
    out[at + 3] = ~part.length & 0xff;
    out[at + 4] = (~part.length >>> 8) & 0xff;
    out.set(part, at + 5);
    at += 5 + part.length;
  }
  out.set(u32(adler32(raw)), at);
  return out;
};

/** The PNG's bytes: `scale` pixels per module, a quiet zone of white around, 1-bit greyscale (0 black). */
export function qrPngBytes(payload: string, scale = 8): Uint8Array {
  const modules = qrModules(payload);
  const size = (modules.length + QUIET_MODULES * 2) * scale;
  const rowBytes = Math.ceil(size / 8);
  const raw = new Uint8Array((rowBytes + 1) * size);
  for (let y = 0; y < size; y += 1) {
    const row = Math.floor(y / scale) - QUIET_MODULES;
    const start = y * (rowBytes + 1); // raw[start] = 0: filter "none"
    for (let x = 0; x < size; x += 1) {
      const col = Math.floor(x / scale) - QUIET_MODULES;
      const dark = modules[row]?.[col] === true;
      const at = start + 1 + (x >> 3);
      if (!dark) raw[at] = (raw[at] ?? 0) | (0x80 >> (x & 7));
    }
  }
  const header = new Uint8Array([...u32(size), ...u32(size), 1, 0, 0, 0, 0]);
  const png = [
    0x89,
    0x50,
    0x4e,
    0x47,
    0x0d,
    0x0a,
    0x1a,
    0x0a,
    ...chunk('IHDR', header),
    ...chunk('IDAT', zlibStored(raw)),
    ...chunk('IEND', new Uint8Array(0)),
  ];
  return Uint8Array.from(png);
}

/** The PNG as a `data:image/png;base64,…` URL. */
export function qrPngDataUrl(payload: string, scale = 8): string {
  const bytes = qrPngBytes(payload, scale);
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return `data:image/png;base64,${btoa(binary)}`;
}
