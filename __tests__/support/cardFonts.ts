import type { FontLocator } from '../../src/server/cards/fonts';

/** The card fonts where npm put them (the built server reads its own copies, dist-server/fonts/). */
export const cardFontsFromNodeModules: FontLocator = (font) => require.resolve(font.module);
