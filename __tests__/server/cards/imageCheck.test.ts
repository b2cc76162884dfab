/**
 * @jest-environment node
 */
import sharp from 'sharp';
import { checkImage, MAX_IMAGE_PIXELS, readImageHeader, SVG_MAX_BYTES, SVG_MAX_ELEMENTS } from '../../../src/server/cards/imageCheck';
import { pictureOf } from '../../../src/server/cards/renderCard';
import { SIDE_IMAGE } from '../../../src/server/cards/CardArt';
import { svgPlaceholder } from '../../../src/mocks/assets';
import { pngOf } from './cardServers';

// A card's picture read from its first bytes (issue 28, 3): the real files sharp writes, read right;
// anything that is not JPEG, PNG or WebP by its bytes, or too big to decode, refused.

const picture = () => sharp({ create: { width: 300, height: 200, channels: 4, background: { r: 200, g: 40, b: 90, alpha: 0.5 } } });

describe('readImageHeader', () => {
  it.each([
    ['a JPEG', () => picture().jpeg().toBuffer(), { format: 'jpeg', depth: 8, interlaced: false }],
    [
      'a JPEG with EXIF before its frame',
      () =>
        picture()
          .jpeg()
          .withExif({ IFD0: { Copyright: 'Hát Vui' } })
          .toBuffer(),
      { format: 'jpeg', depth: 8, interlaced: false },
    ],
    ['a progressive JPEG', () => picture().jpeg({ progressive: true }).toBuffer(), { format: 'jpeg', depth: 8, interlaced: false }],
    ['a PNG', () => picture().png().toBuffer(), { format: 'png', depth: 8, interlaced: false }],
    [
      'a 16-bit interlaced PNG',
      () => picture().toColourspace('rgb16').png({ progressive: true }).toBuffer(),
      { format: 'png', depth: 16, interlaced: true },
    ],
    ['a lossy WebP', () => picture().removeAlpha().webp().toBuffer(), { format: 'webp', depth: 8, interlaced: false }],
    ['a lossy WebP with alpha', () => picture().webp().toBuffer(), { format: 'webp', depth: 8, interlaced: false }],
    ['a lossless WebP', () => picture().webp({ lossless: true }).toBuffer(), { format: 'webp', depth: 8, interlaced: false }],
  ])('reads %s: its format and size', async (_name, make, expected) => {
    expect(readImageHeader(await make())).toEqual({ ...expected, width: 300, height: 200 });
  });

  it.each([
    ['a GIF', () => picture().gif().toBuffer()],
    ['a TIFF', () => picture().tiff().toBuffer()],
    ['HTML', () => Promise.resolve(Buffer.from('<!doctype html><html><body>not a picture</body></html>'))],
    ['an SVG', () => Promise.resolve(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'))],
    ['a PNG cut short', async () => (await picture().png().toBuffer()).subarray(0, 20)],
    ['nothing', () => Promise.resolve(Buffer.alloc(0))],
  ])('reads %s as nothing', async (_name, make) => {
    expect(readImageHeader(await make())).toBeUndefined();
  });

  it('reads an SVG only when told to (the sandbox placeholders)', () => {
    const svg = Buffer.from('<?xml version="1.0"?>\n<!-- a cover -->\n<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
    expect(readImageHeader(svg, { svg: true })).toMatchObject({ format: 'svg' });
    expect(readImageHeader(Buffer.from('<html><svg></svg></html>'), { svg: true })).toBeUndefined();
  });
});

describe('checkImage', () => {
  it('refuses the bomb of issue 28: a 6300×6300 16-bit interlaced PNG of a few KB', () => {
    const bomb = pngOf(6300, 6300, { depth: 16, interlaced: true });
    expect(bomb.length).toBeLessThan(64 * 1024);
    expect(checkImage(bomb)).toMatchObject({ ok: false, reason: 'size' });
  });

  it(`refuses more than ${MAX_IMAGE_PIXELS} pixels, and a 16-bit or interlaced PNG over 4 MP`, () => {
    expect(checkImage(pngOf(4000, 3000))).toMatchObject({ ok: true });
    expect(checkImage(pngOf(4000, 3001))).toMatchObject({ ok: false, reason: 'size' });
    expect(checkImage(pngOf(2000, 2000, { interlaced: true }))).toMatchObject({ ok: true });
    expect(checkImage(pngOf(2000, 2001, { interlaced: true }))).toMatchObject({ ok: false, reason: 'size' });
    expect(checkImage(pngOf(2000, 2001, { depth: 16 }))).toMatchObject({ ok: false, reason: 'size' });
  });

  it('refuses what is not JPEG, PNG or WebP, and a picture of no size', () => {
    expect(checkImage(Buffer.from('GIF89a\x01\x00\x01\x00'))).toMatchObject({ ok: false, reason: 'format' });
    expect(checkImage(pngOf(0, 10))).toMatchObject({ ok: false, reason: 'format' });
  });
});

describe('an SVG (CARD_SVG_IMAGES=1) costs what its pixels cost', () => {
  const svg = (body: string, size = 'width="3400" height="3400"') => Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" ${size}>${body}</svg>`);

  it('the sandbox placeholders are drawn', () => {
    expect(checkImage(Buffer.from(svgPlaceholder('cover-101-640x640.svg')), { svg: true }).ok).toBe(true);
    expect(checkImage(Buffer.from(svgPlaceholder('avatar-100001.svg')), { svg: true }).ok).toBe(true);
  });

  it.each([
    ['a filter', '<filter id="f"><feGaussianBlur stdDeviation="80"/></filter><rect width="9" height="9" filter="url(#f)"/>', 'format'],
    ['a pattern', '<pattern id="p"><rect/></pattern>', 'format'],
    ['a mask', '<mask id="m"/>', 'format'],
    ['a reference', '<use href="#a"/>', 'format'],
    ['an image', '<image href="https://example.com/a.png"/>', 'format'],
    ['an entity', '<!ENTITY a "aaaa">', 'format'],
    ['an outside paint', '<rect fill="url(https://example.com/p.svg#x)"/>', 'format'],
    ['too many elements', '<rect width="3000" height="3000" opacity=".5"/>'.repeat(SVG_MAX_ELEMENTS + 1), 'size'],
    ['too many bytes', `<rect/>${' '.repeat(SVG_MAX_BYTES)}`, 'size'],
  ])('with %s is refused unread', (_name, body, reason) => {
    expect(checkImage(svg(body), { svg: true })).toMatchObject({ ok: false, reason });
  });

  it('the largest SVG let through, declared at 3400×3400, is drawn (at its box size: src/server/cards/renderCard.ts densityFor)', async () => {
    const body = Array.from(
      { length: SVG_MAX_ELEMENTS - 1 },
      (_, i) => `<rect x="${i}" y="${i}" width="3000" height="3000" opacity=".5" fill="#${(i * 9973).toString(16).padStart(6, '0').slice(0, 6)}"/>`,
    ).join('');
    const picture = await pictureOf(svg(body), 'square', { svg: true });
    expect(await sharp(Buffer.from(picture.src.split(',')[1]!, 'base64')).metadata()).toMatchObject({
      format: 'jpeg',
      width: SIDE_IMAGE,
      height: SIDE_IMAGE,
    });
  });
});
