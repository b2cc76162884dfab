// The browser tests paint their phone at one device pixel per CSS pixel (playwright.config.ts PHONE), which
// is only the same page a Pixel 7 shows while nothing the browser runs or reads depends on the ratio: no
// srcset, image-set(), resolution media query or devicePixelRatio in the app's code, styles or HTML.
// One that appears fails here, with where, so that the browser tests are given a real ratio first.
import fs from 'node:fs';
import path from 'node:path';
import { tempDir } from '../support/tempDir';

const ROOT = path.resolve(__dirname, '../..');

/** What makes a page differ with the device pixel ratio. */
const RATIO_DEPENDENT =
  /devicePixelRatio|\bsrcset\b|image-set\(|(?:min|max)?-?resolution\s*:|device-pixel-ratio|\d+(?:\.\d+)?\s*(?:dppx|dpi|dpcm)\b/i;

/** The files the browser runs or reads: the app (not its server, which draws cards at a size of its own), its styles, its HTML. */
function browserFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return file === path.join(ROOT, 'src/server') || file === path.join(ROOT, 'src/mocks') ? [] : browserFiles(file);
    return /\.(tsx?|css|html)$/.test(entry.name) ? [file] : [];
  });
}

/** Each line of `files` that depends on the ratio, as `file:line: text`. */
const ratioDependentLines = (files: string[]) =>
  files.flatMap((file) =>
    fs
      .readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((line, i) => (RATIO_DEPENDENT.test(line) ? [`${path.relative(ROOT, file)}:${i + 1}: ${line.trim()}`] : [])),
  );

test('nothing the browser runs depends on the device pixel ratio', () => {
  const files = [...browserFiles(path.join(ROOT, 'src')), ...browserFiles(path.join(ROOT, 'public'))];
  expect(files.length).toBeGreaterThan(50);
  expect(ratioDependentLines(files)).toEqual([]);
});

test.each([
  ['<img srcset="a.jpg 1x, b.jpg 2x">'],
  ['<img srcSet={`${a} 2x`} />'],
  ["background: image-set('a.png' 1x, 'b.png' 2x);"],
  ['@media (min-resolution: 2dppx) {'],
  ['@media (-webkit-min-device-pixel-ratio: 2) {'],
  ['const sharp = window.devicePixelRatio > 1;'],
])('finds %s', (line) => {
  const file = path.join(tempDir('dpr-'), 'probe.tsx');
  fs.writeFileSync(file, `const a = 1;\n${line}\n`);
  expect(ratioDependentLines([file])).toEqual([expect.stringMatching(/:2: /)]);
});
