// What the share pages bring along, beside their HTML: each item's drawn card (/cards/…), the oEmbed
// answer for a recording (/oembed) and the files that let the app open the share pages
// (/.well-known/…). Three middlewares, each answering its own paths and passing the rest on, mounted by
// src/server/app.ts before the static files and the pages. (Plain middlewares, not nested routers: a
// router that ends without a match hands over through setImmediate, which a test's DOM has not.)
import { cardRoute } from './cards/cardRoute';
import type { FontLocator } from './cards/fonts';
import { oembedRoute } from './oembed';
import type { CardSettings } from './settings';
import { wellKnownRoute } from './wellKnown';

export interface ShareExtrasOptions {
  distDir: string;
  /** Where the card's fonts are (dist-server/fonts/ in the built server). */
  cardFonts: FontLocator;
  /** The API's origin (the cards' pictures may come from there), and the cards' limits. */
  apiUrl: string;
  cards?: Partial<CardSettings>;
  log: (message: string, error?: unknown) => void;
}

export function shareExtras({ distDir, cardFonts, apiUrl, cards, log }: ShareExtrasOptions) {
  return [cardRoute({ distDir, fonts: cardFonts, apiUrl, cards, log }), oembedRoute(log), wellKnownRoute(distDir)];
}
