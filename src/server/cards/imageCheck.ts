// What a card's picture is, read from its first bytes before any decoder sees it: JPEG, PNG or WebP by
// their magic bytes (whatever the Content-Type said), and their width, height and, for a PNG, its bit
// depth and interlacing. A file of a few hundred KB can unpack to gigabytes (a 6300×6300 16-bit
// interlaced PNG is 317 MB decoded, and an interlaced PNG is decoded whole): such a file is refused
// here, unread, rather than stopped half-way by the decoder.

type ImageFormat = 'jpeg' | 'png' | 'webp' | 'svg';

export interface ImageHeader {
  format: ImageFormat;
  /** 0 for an SVG: its size is the rasteriser's, held to the same pixel limit there. */
  width: number;
  height: number;
  /** A PNG's bits per sample (1–16), 8 for the others. */
  depth: number;
  /** A PNG with Adam7 interlacing, which is decoded whole. */
  interlaced: boolean;
}

/** The most pixels a picture may have: a 4000×3000 photo. */
export const MAX_IMAGE_PIXELS = 12_000_000;
/** A 16-bit or interlaced PNG is decoded whole, up to 8 bytes a pixel: at most 32 MB of it. */
const MAX_WHOLE_DECODE_PIXELS = 4_000_000;

export type ImageVerdict = { ok: true; header: ImageHeader } | { ok: false; reason: 'format' | 'size'; detail: string };

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
// JPEG's start-of-frame markers (C4, C8 and CC are other segments): the frame's size is in them.
const JPEG_FRAMES = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);

const header = (format: ImageFormat, width: number, height: number, depth = 8, interlaced = false): ImageHeader => ({
  format,
  width,
  height,
  depth,
  interlaced,
});

function pngHeader(bytes: Buffer): ImageHeader | undefined {
  // The signature, then IHDR first: width, height, depth, colour type, compression, filter, interlace.
  if (bytes.length < 33 || bytes.toString('latin1', 12, 16) !== 'IHDR') return undefined;
  return header('png', bytes.readUInt32BE(16), bytes.readUInt32BE(20), bytes[24], bytes[28] !== 0);
}

function jpegHeader(bytes: Buffer): ImageHeader | undefined {
  let at = 2;
  while (at + 9 < bytes.length) {
    if (bytes[at] !== 0xff) return undefined;
    const marker = bytes[at + 1]!;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    if (JPEG_FRAMES.has(marker)) return header('jpeg', bytes.readUInt16BE(at + 7), bytes.readUInt16BE(at + 5));
    // The image data (SOS) or its end before any frame: no size to read.
    if (marker === 0xda || marker === 0xd9) return undefined;
    const standalone = marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7);
    at += standalone ? 2 : 2 + bytes.readUInt16BE(at + 2);
  }
  return undefined;
}

function webpHeader(bytes: Buffer): ImageHeader | undefined {
  if (bytes.length < 30) return undefined;
  switch (bytes.toString('latin1', 12, 16)) {
    case 'VP8 ': // lossy: a key frame's 14-bit sizes after its start code
      if (bytes[23] !== 0x9d || bytes[24] !== 0x01 || bytes[25] !== 0x2a) return undefined;
      return header('webp', bytes.readUInt16LE(26) & 0x3fff, bytes.readUInt16LE(28) & 0x3fff);
    case 'VP8L': {
      // lossless: a signature byte, then width−1 and height−1 in 14 bits each
      if (bytes[20] !== 0x2f) return undefined;
      const bits = bytes.readUInt32LE(21);
      return header('webp', (bits & 0x3fff) + 1, ((bits >>> 14) & 0x3fff) + 1);
    }
    case 'VP8X': // extended (alpha, animation): the canvas, width−1 and height−1 in 24 bits each
      return header('webp', bytes.readUIntLE(24, 3) + 1, bytes.readUIntLE(27, 3) + 1);
    default:
      return undefined;
  }
}

/** The largest SVG drawn, and the most elements in it: a placeholder's few shapes, not a drawing's thousands. */
export const SVG_MAX_BYTES = 64 * 1024;
export const SVG_MAX_ELEMENTS = 200;
// What makes an SVG's rasterising cost far more than its pixels (filters, patterns, masks, references
// to other elements or files, entities): refused. A gradient (`fill="url(#g)"`) is a placeholder's. sharp's time limit does not stop librsvg, and a
// thread ended on a time-out leaves libvips' native work running (one SVG cost 16 s of CPU).
const SVG_COSTLY = /<(filter|fe[a-z]+|pattern|mask|clippath|image|use|foreignobject|script|style)[\s>/]|<!entity|url\(\s*['"]?[^\s'"#]|href\s*=/i;

/** An SVG's start: optional BOM, blanks, an XML declaration, comments or a doctype, then `<svg`. */
const SVG_START = /^\uFEFF?\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*|<!DOCTYPE[^>]*>\s*)*<svg[\s>]/i;

/** The picture's format and size from its first bytes; undefined for anything else. */
export function readImageHeader(bytes: Buffer, { svg = false } = {}): ImageHeader | undefined {
  if (bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return pngHeader(bytes);
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return jpegHeader(bytes);
  if (bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') return webpHeader(bytes);
  if (svg && SVG_START.test(bytes.toString('utf8', 0, 1024))) return header('svg', 0, 0);
  return undefined;
}

/** An SVG of a few plain shapes, small: what a placeholder is. Linear in its size (at most SVG_MAX_BYTES read). */
function checkSvg(bytes: Buffer, read: ImageHeader): ImageVerdict {
  if (bytes.length > SVG_MAX_BYTES) return { ok: false, reason: 'size', detail: `an SVG of ${bytes.length} bytes` };
  const text = bytes.toString('utf8');
  if (SVG_COSTLY.test(text)) return { ok: false, reason: 'format', detail: 'an SVG with filters, patterns, masks, references or entities' };
  const elements = text.match(/<[a-z]/gi)?.length ?? 0;
  if (elements > SVG_MAX_ELEMENTS) return { ok: false, reason: 'size', detail: `an SVG of ${elements} elements` };
  return { ok: true, header: read };
}

/**
 * Whether the picture may be decoded: JPEG, PNG or WebP (and SVG when `svg`, the sandbox's
 * placeholders), of at most MAX_IMAGE_PIXELS, a 16-bit or interlaced PNG of at most MAX_WHOLE_DECODE_PIXELS.
 */
export function checkImage(bytes: Buffer, options: { svg?: boolean } = {}): ImageVerdict {
  const read = readImageHeader(bytes, options);
  if (!read) return { ok: false, reason: 'format', detail: 'not a JPEG, PNG or WebP' };
  if (read.format === 'svg') return checkSvg(bytes, read);
  const pixels = read.width * read.height;
  if (pixels === 0) return { ok: false, reason: 'format', detail: 'no size' };
  if (pixels > MAX_IMAGE_PIXELS) return { ok: false, reason: 'size', detail: `${read.width}×${read.height} is over ${MAX_IMAGE_PIXELS} pixels` };
  if ((read.depth > 8 || read.interlaced) && pixels > MAX_WHOLE_DECODE_PIXELS) {
    return { ok: false, reason: 'size', detail: `a ${read.depth}-bit${read.interlaced ? ' interlaced' : ''} PNG of ${read.width}×${read.height}` };
  }
  return { ok: true, header: read };
}
