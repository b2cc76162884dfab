// Which browser the page is in, told from the user agent in one place: the phone's system (Android,
// iOS, or neither) and, inside an app's own web view (Zalo, Facebook, Messenger, Instagram, TikTok,
// Line), which app. Those web views refuse Google sign-in, have no Web Share, block custom schemes and
// `blob:` downloads (docs/in-app-browsers.md); the pages that meet those limits offer a way round them.
// Only lazy chunks import this module (pages', and the field measurements': src/lib/vitals/describe.ts):
// the landing page's first bundle stays as it was.

export type Platform = 'ios' | 'android' | 'desktop';

export type InAppApp = 'zalo' | 'facebook' | 'messenger' | 'instagram' | 'tiktok' | 'line';

/** How each app is named to the person ("trong Zalo"). */
export const IN_APP_NAMES: Record<InAppApp, string> = {
  zalo: 'Zalo',
  facebook: 'Facebook',
  messenger: 'Messenger',
  instagram: 'Instagram',
  tiktok: 'TikTok',
  line: 'LINE',
};

/** iPadOS reports itself as a Mac: a Mac with a touch screen is an iPad. */
export const platformOf = (userAgent: string, maxTouchPoints = 0): Platform => {
  if (/android/i.test(userAgent)) return 'android';
  if (/iphone|ipad|ipod/i.test(userAgent)) return 'ios';
  if (/macintosh/i.test(userAgent) && maxTouchPoints > 1) return 'ios';
  return 'desktop';
};

// In order: Messenger's and Instagram's web views carry Facebook's markers too.
const APPS: readonly [InAppApp, RegExp][] = [
  ['zalo', /\bZalo\b/i],
  ['messenger', /FB_IAB\/(?:Orca|MESSENGER)|FBAN\/Messenger|\bMessenger(?:ForiOS|LiteForiOS)?\b/i],
  ['instagram', /\bInstagram\b/i],
  ['facebook', /FBAN\/|FBAV\/|FB_IAB\/|\bFBIOS\b|\bFB4A\b/i],
  ['tiktok', /musical_ly|\btrill_|BytedanceWebview|\bTikTok\b/i],
  ['line', /\bLine\/\d/],
];

/** The app whose web view this is, or null for a browser of its own (Chrome, Safari, Firefox…). */
export const inAppBrowserOf = (userAgent: string): InAppApp | null => APPS.find(([, pattern]) => pattern.test(userAgent))?.[0] ?? null;

/** iOS's major version ("CPU iPhone OS 17_4 like Mac OS X" → 17), or null when it does not say. */
export const iosVersionOf = (userAgent: string): number | null => {
  const match = /\bOS (\d+)[_.]\d+(?:[_.]\d+)? like Mac OS X/i.exec(userAgent);
  return match ? Number(match[1]) : null;
};

export interface BrowserContext {
  platform: Platform;
  inApp: InAppApp | null;
  /** iOS's major version on an iPhone or iPad that names it. */
  iosVersion: number | null;
}

/** Outside a browser (the server, a test without one): a computer's browser, where nothing is worked around. */
export const NO_BROWSER: BrowserContext = { platform: 'desktop', inApp: null, iosVersion: null };

/** This browser's context, read from `navigator` (call it in the browser only: after hydration, or on a click). */
export function browserContext(): BrowserContext {
  if (typeof navigator === 'undefined') return NO_BROWSER;
  const userAgent = navigator.userAgent;
  const platform = platformOf(userAgent, navigator.maxTouchPoints);
  return { platform, inApp: inAppBrowserOf(userAgent), iosVersion: platform === 'ios' ? iosVersionOf(userAgent) : null };
}

/**
 * Chrome's intent link that opens the https page `url` in Chrome on Android (Chrome's "Android Intents
 * with Chrome"): `intent://HOST/PATH?QUERY#Intent;scheme=https;package=com.android.chrome;…;end`.
 * Without Chrome, the web view is sent to `url` itself. The page's own fragment cannot travel (the
 * intent's takes its place).
 */
export function chromeIntentUrl(url: string): string {
  const target = new URL(url);
  if (target.protocol !== 'https:' && target.protocol !== 'http:') throw new Error('Only a web page can be opened in Chrome');
  const fallback = `${target.origin}${target.pathname}${target.search}`;
  return (
    `intent://${target.host}${target.pathname}${target.search}` +
    `#Intent;scheme=${target.protocol.slice(0, -1)};package=com.android.chrome;` +
    `S.browser_fallback_url=${encodeURIComponent(fallback)};end`
  );
}

/** iOS 17 and later open `x-safari-https://…` in Safari, from any app. */
export const SAFARI_SCHEME_SINCE_IOS = 17;

/** The same page in Safari (iOS 17+): `https://hatvui.vn/login` → `x-safari-https://hatvui.vn/login`. */
export const safariUrl = (url: string): string => `x-safari-${url}`;
