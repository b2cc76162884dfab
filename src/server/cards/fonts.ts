// The card's fonts, read once, and which characters they draw: a character no font has is left out of
// the text rather than drawn as a box (src/server/cards/cardText.ts).
import fs from 'node:fs';
import path from 'node:path';
import { CARD_FONTS, CARD_FONTS_DIR, fontFileName, type FontFile } from './fontFiles';

/** Where a font file is: dist-server/fonts/ in the built server, node_modules in the tests. */
export type FontLocator = (font: FontFile) => string;

/** The fonts the build copied into CARD_FONTS_DIR beside the server (`dir`). */
export const fontsBeside =
  (dir: string): FontLocator =>
  (font) =>
    path.join(dir, CARD_FONTS_DIR, fontFileName(font));

interface LoadedFont extends FontFile {
  data: Buffer;
  /** The Unicode code points the font has a glyph for. */
  covers: ReadonlySet<number>;
}

export interface CardFonts {
  fonts: readonly LoadedFont[];
  /** Whether some font draws `codePoint`. */
  covers: (codePoint: number) => boolean;
}

/**
 * The code points of a TrueType/OpenType font's Unicode character maps (`cmap` subtables of format 4,
 * the Basic Multilingual Plane, and 12, all of Unicode), with a glyph other than .notdef.
 */
export function codePointsOf(font: Buffer): Set<number> {
  const points = new Set<number>();
  const tables = font.readUInt16BE(4);
  let cmap = -1;
  for (let i = 0; i < tables; i += 1) {
    const record = 12 + i * 16;
    if (font.toString('latin1', record, record + 4) === 'cmap') cmap = font.readUInt32BE(record + 8);
  }
  if (cmap < 0) throw new Error('the font has no cmap table');
  const subtables = font.readUInt16BE(cmap + 2);
  for (let i = 0; i < subtables; i += 1) {
    const record = cmap + 4 + i * 8;
    const platform = font.readUInt16BE(record);
    const encoding = font.readUInt16BE(record + 2);
    const unicode = platform === 0 || (platform === 3 && (encoding === 1 || encoding === 10));
    if (!unicode) continue;
    const table = cmap + font.readUInt32BE(record + 4);
    const format = font.readUInt16BE(table);
    if (format === 4) readFormat4(font, table, points);
    else if (format === 12) readFormat12(font, table, points);
  }
  return points;
}

function readFormat4(font: Buffer, table: number, points: Set<number>) {
  const segments = font.readUInt16BE(table + 6) / 2;
  const ends = table + 14;
  const starts = ends + segments * 2 + 2;
  const deltas = starts + segments * 2;
  const rangeOffsets = deltas + segments * 2;
  for (let s = 0; s < segments; s += 1) {
    const end = font.readUInt16BE(ends + s * 2);
    const start = font.readUInt16BE(starts + s * 2);
    const delta = font.readInt16BE(deltas + s * 2);
    const rangeOffsetAt = rangeOffsets + s * 2;
    const rangeOffset = font.readUInt16BE(rangeOffsetAt);
    for (let c = start; c <= end && c !== 0xffff; c += 1) {
      let glyph: number;
      if (rangeOffset === 0) glyph = (c + delta) & 0xffff;
      else {
        glyph = font.readUInt16BE(rangeOffsetAt + rangeOffset + (c - start) * 2);
        if (glyph !== 0) glyph = (glyph + delta) & 0xffff;
      }
      if (glyph !== 0) points.add(c);
    }
  }
}

function readFormat12(font: Buffer, table: number, points: Set<number>) {
  const groups = font.readUInt32BE(table + 12);
  for (let g = 0; g < groups; g += 1) {
    const group = table + 16 + g * 12;
    const start = font.readUInt32BE(group);
    const end = font.readUInt32BE(group + 4);
    const firstGlyph = font.readUInt32BE(group + 8);
    for (let c = start; c <= end; c += 1) if (firstGlyph + (c - start) !== 0) points.add(c);
  }
}

/** Reads the card's fonts (CARD_FONTS, in order of preference) from where `locate` says they are. */
export function loadCardFonts(locate: FontLocator): CardFonts {
  const fonts = CARD_FONTS.map((font) => {
    const data = fs.readFileSync(locate(font));
    return { ...font, data, covers: codePointsOf(data) };
  });
  return { fonts, covers: (codePoint) => fonts.some((font) => font.covers.has(codePoint)) };
}
