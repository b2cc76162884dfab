// Draws the site's icons, share image and web manifest into public/ from the brand mark of
// src/components/Logo.tsx and the constants of src/lib/config.ts. The PNGs are committed; re-run this
// after a brand change:  node scripts/make-images.mjs
//
// Rendering is done by the system Chromium through playwright-core (never `playwright install`), with
// Be Vietnam Pro embedded as data: URLs so the text renders the same offline, on any machine.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const ts = require('typescript');
const { chromium } = require('playwright-core');

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const publicDir = path.join(root, 'public');
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** Loads one of the app's TypeScript modules (and its relative imports) without a build step. */
function loadTs(file, cache = new Map()) {
  if (cache.has(file)) return cache.get(file);
  const source = readFileSync(file, 'utf8');
  const { outputText } = ts.transpileModule(source, {
    compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 },
  });
  const module = { exports: {} };
  cache.set(file, module.exports);
  const localRequire = (spec) => (spec.startsWith('.') ? loadTs(path.resolve(path.dirname(file), `${spec}.ts`), cache) : require(spec));
  new Function('exports', 'require', 'module', 'process', outputText)(module.exports, localRequire, module, process);
  return module.exports;
}

const config = loadTs(path.join(root, 'src/lib/config.ts'));
const { BRAND, THEME_COLOR, BRAND_COLOR, SITE_URL } = config;
const GOLD = '#f5b700';
const MANIFEST_DESCRIPTION = 'Hát karaoke với lời chạy theo nhạc, thu âm, song ca và lập phòng hát trực tuyến cùng bạn bè.';

// ---- The brand mark (same drawing as src/components/Logo.tsx, on its 48-unit grid) ----

/** The microphone, arc and stand, without the tile. */
const MARK_GLYPH = `
  <rect x="18" y="9" width="12" height="20" rx="6" fill="#fff"/>
  <path d="M13 23a11 11 0 0 0 22 0" fill="none" stroke="${GOLD}" stroke-width="3" stroke-linecap="round"/>
  <path d="M24 34v6M18 40h12" stroke="#fff" stroke-width="3" stroke-linecap="round"/>`;

/** The mark as a rounded tile (favicon, "any" icons, share image). */
const markSvg = (size) => `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 48 48">
  <rect width="48" height="48" rx="14" fill="${BRAND_COLOR}"/>${MARK_GLYPH}
</svg>`;

/**
 * Full-bleed square (maskable, apple-touch): the platform cuts its own shape, so the glyph is scaled
 * into the middle (`scale` of the side) to stay inside the safe zone.
 */
const fullBleedSvg = (size, scale) => {
  // The glyph spans about x 11.5–36.5, y 9–41.5 of the 48 grid: move its centre (24, 25.25) to (24, 24).
  const s = scale;
  const offset = 24 - 24 * s;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 48 48">
  <rect width="48" height="48" fill="${BRAND_COLOR}"/>
  <g transform="translate(${offset} ${offset - 1.25 * s}) scale(${s})">${MARK_GLYPH}</g>
</svg>`;
};

// ---- Fonts for the share image ----

const fontDir = path.join(root, 'node_modules/@fontsource/be-vietnam-pro/files');
const UNICODE = {
  latin:
    'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD',
  vietnamese:
    'U+0102-0103,U+0110-0111,U+0128-0129,U+0168-0169,U+01A0-01A1,U+01AF-01B0,U+0300-0301,U+0303-0304,U+0308-0309,U+0323,U+0329,U+1EA0-1EF9,U+20AB',
};
const fontFaces = [400, 600, 800]
  .flatMap((weight) =>
    Object.entries(UNICODE).map(([subset, range]) => {
      const data = readFileSync(path.join(fontDir, `be-vietnam-pro-${subset}-${weight}-normal.woff2`)).toString('base64');
      return `@font-face{font-family:'Be Vietnam Pro';font-weight:${weight};font-style:normal;src:url(data:font/woff2;base64,${data}) format('woff2');unicode-range:${range};}`;
    }),
  )
  .join('\n');

const host = new URL(SITE_URL).host;

/** The 1200×630 share image: mark, brand name and tagline on the stage colour, a lyrics card aside. */
const ogHtml = `<!doctype html><html lang="vi"><head><meta charset="utf-8"><style>
${fontFaces}
* { box-sizing: border-box; margin: 0; }
html, body { width: 1200px; height: 630px; }
body {
  position: relative; overflow: hidden; font-family: 'Be Vietnam Pro', sans-serif; color: #fff;
  background:
    radial-gradient(ellipse 620px 480px at 1040px 60px, rgba(109, 40, 217, 0.75), transparent 70%),
    radial-gradient(ellipse 520px 360px at 0px 640px, rgba(245, 183, 0, 0.2), transparent 70%),
    ${THEME_COLOR};
}
.copy { position: absolute; left: 80px; top: 88px; width: 640px; }
.brand { display: flex; align-items: center; gap: 32px; }
.brand svg { width: 150px; height: 150px; filter: drop-shadow(0 16px 32px rgba(0,0,0,0.35)); }
.brand h1 { font-size: 112px; font-weight: 800; line-height: 1.2; letter-spacing: -1px; }
.tagline { margin-top: 40px; font-size: 46px; font-weight: 600; line-height: 1.35; color: #f1ecff; }
.tagline b { color: ${GOLD}; font-weight: 600; }
.chips { display: flex; flex-wrap: wrap; gap: 14px; margin-top: 40px; }
.chip { padding: 8px 22px; border: 2px solid rgba(255,255,255,0.28); border-radius: 999px; font-size: 24px; font-weight: 600; color: #e9e2fb; }
.host { position: absolute; left: 80px; bottom: 48px; font-size: 26px; font-weight: 600; color: ${GOLD}; letter-spacing: 0.5px; }
.art { position: absolute; right: 56px; top: 70px; }
</style></head><body>
<div class="copy">
  <div class="brand">${markSvg(150)}<h1>${BRAND}</h1></div>
  <p class="tagline">Hát karaoke, thu âm và <b>song ca</b> cùng bạn bè</p>
  <div class="chips"><span class="chip">Lời chạy theo nhạc</span><span class="chip">Phòng hát</span><span class="chip">Sự kiện</span></div>
</div>
<p class="host">${host}</p>
<svg class="art" width="380" height="500" viewBox="0 0 380 500" xmlns="http://www.w3.org/2000/svg">
  <defs>
    <linearGradient id="screen" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#3a2372"/><stop offset="1" stop-color="#160d2c"/></linearGradient>
    <linearGradient id="sung" x1="0" y1="0" x2="1" y2="0"><stop offset="0.6" stop-color="${GOLD}"/><stop offset="0.6" stop-color="#fff"/></linearGradient>
    <linearGradient id="cover" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f472b6"/><stop offset="1" stop-color="#7c3aed"/></linearGradient>
  </defs>
  <g transform="rotate(6 190 250)">
    <rect x="70" y="10" width="250" height="480" rx="40" fill="#0c0718" stroke="#4c3a86" stroke-width="4"/>
    <rect x="84" y="24" width="222" height="452" rx="28" fill="url(#screen)"/>
    <rect x="104" y="60" width="56" height="56" rx="14" fill="url(#cover)"/>
    <rect x="174" y="70" width="108" height="13" rx="6.5" fill="#fff" fill-opacity="0.9"/>
    <rect x="174" y="93" width="70" height="10" rx="5" fill="#fff" fill-opacity="0.45"/>
    <g font-family="Be Vietnam Pro" text-anchor="middle">
      <text x="195" y="175" font-size="17" fill="#fff" fill-opacity="0.5">Ngày mai nắng lên</text>
      <text x="195" y="215" font-size="23" font-weight="800" fill="url(#sung)">cho ta cùng hát</text>
      <text x="195" y="252" font-size="17" fill="#fff" fill-opacity="0.8">một bài ca vui</text>
    </g>
    <g fill="${GOLD}">
      <rect x="122" y="300" width="8" height="20" rx="4"/><rect x="138" y="290" width="8" height="40" rx="4"/>
      <rect x="154" y="296" width="8" height="28" rx="4"/><rect x="170" y="282" width="8" height="56" rx="4"/>
      <rect x="186" y="292" width="8" height="36" rx="4"/>
      <rect x="202" y="286" width="8" height="48" rx="4" fill="#c4b5fd"/><rect x="218" y="296" width="8" height="28" rx="4" fill="#c4b5fd"/>
      <rect x="234" y="290" width="8" height="40" rx="4" fill="#c4b5fd"/><rect x="250" y="300" width="8" height="20" rx="4" fill="#c4b5fd"/>
    </g>
    <rect x="112" y="368" width="166" height="6" rx="3" fill="#fff" fill-opacity="0.2"/>
    <rect x="112" y="368" width="100" height="6" rx="3" fill="${GOLD}"/>
    <circle cx="195" cy="426" r="32" fill="${BRAND_COLOR}" stroke="#a78bfa" stroke-width="2"/>
    <rect x="187" y="408" width="16" height="25" rx="8" fill="#fff"/>
    <path d="M181 425a14 14 0 0 0 28 0M195 439v6" fill="none" stroke="${GOLD}" stroke-width="3" stroke-linecap="round"/>
  </g>
  <path d="M28 120v38a10 10 0 1 1-5-8.6V112l25-6v11z" fill="${GOLD}"/>
  <path d="M344 300v30a8 8 0 1 1-4-7V296l18-4.5v9z" fill="#f472b6"/>
  <circle cx="40" cy="330" r="7" fill="#a78bfa"/>
  <circle cx="356" cy="60" r="6" fill="${GOLD}" fill-opacity="0.8"/>
</svg>
</body></html>`;

const svgPage = (svg, size) =>
  `<!doctype html><html><head><style>html,body{margin:0;width:${size}px;height:${size}px;background:transparent}svg{display:block;width:${size}px;height:${size}px}</style></head><body>${svg}</body></html>`;

const manifest = {
  id: '/',
  name: BRAND,
  short_name: BRAND,
  description: MANIFEST_DESCRIPTION,
  lang: 'vi',
  dir: 'ltr',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  theme_color: THEME_COLOR,
  background_color: THEME_COLOR,
  categories: ['music', 'entertainment', 'social'],
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
};

async function main() {
  mkdirSync(path.join(publicDir, 'icons'), { recursive: true });
  writeFileSync(path.join(publicDir, 'favicon.svg'), `${markSvg(48)}\n`);
  writeFileSync(path.join(publicDir, 'manifest.webmanifest'), `${JSON.stringify(manifest, null, 2)}\n`);

  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'],
  });
  try {
    const render = async (file, html, width, height, transparent) => {
      const page = await browser.newPage({ viewport: { width, height }, deviceScaleFactor: 1 });
      await page.setContent(html, { waitUntil: 'load' });
      // Runs in the page: wait until the embedded fonts are ready.
      await page.evaluate(() => globalThis.document.fonts.ready);
      await page.screenshot({ path: path.join(publicDir, file), omitBackground: transparent });
      await page.close();
      console.log(`wrote public/${file}`);
    };
    await render('icons/icon-192.png', svgPage(markSvg(192), 192), 192, 192, true);
    await render('icons/icon-512.png', svgPage(markSvg(512), 512), 512, 512, true);
    // Maskable: the safe zone is the centre circle of 80 %; the glyph takes about 55 % of the side.
    await render('icons/icon-maskable-512.png', svgPage(fullBleedSvg(512, 0.62), 512), 512, 512, false);
    // iOS rounds the corners itself and shows transparency as black: full bleed, no alpha.
    await render('icons/apple-touch-icon.png', svgPage(fullBleedSvg(180, 0.78), 180), 180, 180, false);
    await render('og-image.png', ogHtml, 1200, 630, false);
  } finally {
    await browser.close();
  }
}

await main();
