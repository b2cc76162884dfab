// A webpack loader that makes one WOFF2 per weight of Be Vietnam Pro, with the Latin and the Vietnamese
// characters together (webpack.config.ts applies it to src/styles/fonts.css's `…ttf?site` imports).
// Every page of this site is Vietnamese, so it needs both halves of each weight that @fontsource splits
// by unicode-range: six files for three weights, where three do. A browser opens six connections per
// host over HTTP/1.1, so the six fonts took them all and the page's own script waited behind them; over
// HTTP/2 each is a request and its headers more. One subset of the full TTF per weight is also smaller
// than the two halves (400: 29.4 KB against 21.2 + 11.5 KB).
import subsetFont from 'subset-font';
import type { LoaderContext } from 'webpack';

/**
 * The characters kept: @fontsource's `latin` and `vietnamese` subsets of Be Vietnam Pro (their
 * unicode-range, as Google Fonts cuts them), together.
 */
const SITE_RANGES = [
  // latin
  [0x0000, 0x00ff],
  [0x0131],
  [0x0152, 0x0153],
  [0x02bb, 0x02bc],
  [0x02c6],
  [0x02da],
  [0x02dc],
  [0x0304],
  [0x0308],
  [0x0329],
  [0x2000, 0x206f],
  [0x20ac],
  [0x2122],
  [0x2191],
  [0x2193],
  [0x2212],
  [0x2215],
  [0xfeff],
  [0xfffd],
  // vietnamese
  [0x0102, 0x0103],
  [0x0110, 0x0111],
  [0x0128, 0x0129],
  [0x0168, 0x0169],
  [0x01a0, 0x01a1],
  [0x01af, 0x01b0],
  [0x0300, 0x0301],
  [0x0303, 0x0304],
  [0x0308, 0x0309],
  [0x0323],
  [0x1ea0, 0x1ef9],
  [0x20ab],
] as const;

const siteText = () => {
  const points = new Set<number>();
  for (const [first, last = first] of SITE_RANGES) for (let point = first; point <= last; point += 1) points.add(point);
  return String.fromCodePoint(...points);
};

/** The font's TTF, subset to the site's characters, as WOFF2. */
const subsetForSite = (ttf: Buffer) => subsetFont(ttf, siteText(), { targetFormat: 'woff2' });

export default function fontSubsetLoader(this: LoaderContext<unknown>, ttf: Buffer) {
  const done = this.async();
  subsetForSite(ttf).then(
    (woff2) => done(null, woff2),
    (error: Error) => done(error),
  );
}
// The TTF arrives as bytes, not text.
export const raw = true;
