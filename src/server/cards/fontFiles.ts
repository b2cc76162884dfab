// The fonts a card is drawn with: Be Vietnam Pro (the site's typeface, its full TTFs: every precomposed
// Vietnamese letter) and Noto Sans for the characters it lacks (Greek, Cyrillic, more Latin). Only the
// names live here, with no imports: webpack.config.ts copies these files into dist-server/fonts/.

export interface FontFile {
  family: string;
  weight: 400 | 700;
  /** The file inside its npm package (a dependency installed by npm ci, no download step of its own). */
  module: string;
}

export const CARD_FONTS: readonly FontFile[] = [
  { family: 'Be Vietnam Pro', weight: 400, module: '@expo-google-fonts/be-vietnam-pro/400Regular/BeVietnamPro_400Regular.ttf' },
  { family: 'Be Vietnam Pro', weight: 700, module: '@expo-google-fonts/be-vietnam-pro/700Bold/BeVietnamPro_700Bold.ttf' },
  { family: 'Noto Sans', weight: 400, module: '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf' },
  { family: 'Noto Sans', weight: 700, module: '@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf' },
];

/** Beside the built server: dist-server/fonts/. */
export const CARD_FONTS_DIR = 'fonts';

/** The file's name in CARD_FONTS_DIR. */
export const fontFileName = (font: FontFile) => font.module.slice(font.module.lastIndexOf('/') + 1);
