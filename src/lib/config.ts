// Build-time settings and product constants, in one place (but the field measurements' RUM_URL and
// RUM_SAMPLE, read in their own chunk, src/lib/vitals/settings.ts: the entry carries this module). webpack's DefinePlugin replaces each
// `process.env.X` below with the value given at build time; jest reads the real environment.

const env = (value: string | undefined): string => (value ?? '').trim();

/** Where the API lives; empty means the same origin as the page (the sandbox in development). */
export const API_URL = env(process.env.API_URL).replace(/\/+$/, '');
/** The origin the API is called on: API_URL, or the page's own. */
export const apiOrigin = () => API_URL || globalThis.location?.origin || '';
/** Google OAuth web client id; without it, sign-in with Google is unavailable. */
export const GOOGLE_CLIENT_ID = env(process.env.GOOGLE_CLIENT_ID);
/** Public origin of the site, for canonical and share links. */
export const SITE_URL = (env(process.env.SITE_URL) || 'https://hatvui.vn').replace(/\/+$/, '');
/** Connect the store to Redux DevTools (always on in development builds). */
export const REDUX_DEVTOOLS = process.env.NODE_ENV !== 'production' || env(process.env.REDUX_DEVTOOLS) === '1';
/**
 * The sandbox's own tools (such as a bank statement line arriving) exist only in builds with no real
 * Google client, the same builds that offer the sandbox sign-in.
 */
export const SANDBOX_TOOLS = GOOGLE_CLIENT_ID === '';

export const BRAND = 'Hát Vui';
export const COMPANY = 'Công ty TNHH Giải trí Hát Vui';
export const COMPANY_ADDRESS = 'Tầng 8, 123 Nguyễn Thị Minh Khai, Phường Bến Thành, TP. Hồ Chí Minh';
export const SUPPORT_EMAIL = 'hotro@hatvui.vn';
export const COPYRIGHT_YEAR = 2022;
export const FAN_PAGE_URL = 'https://www.facebook.com/hatvui.app';

// The mobile app, as link previews, the stores and the phone's "open in app" know it (README: App links).
// Each folds into one constant in a build (webpack.config.ts trims the settings), or is dropped by the
// bundles that do not read it (`#__PURE__`): the first bundle carries the store links only.
/** The Android app's package name (Google Play's id). */
export const ANDROID_PACKAGE = process.env.ANDROID_PACKAGE || 'vn.hatvui.app';
/** SHA-256 fingerprints of the Android app's signing certificates (`AA:BB:…`), comma-separated; may be empty. */
export const ANDROID_CERT_SHA256 = /*#__PURE__*/ env(process.env.ANDROID_CERT_SHA256);
/** The iOS app's id, `TEAMID.bundle.id`; empty: no iOS app claims this site's links. */
export const IOS_APP_ID = /*#__PURE__*/ env(process.env.IOS_APP_ID);
/** The iOS app's App Store id (the number in its store URL). */
export const APP_STORE_ID = process.env.APP_STORE_ID || '1600000000';
/** The app's URL scheme, without `://`: links that open the installed app. */
export const APP_LINK_SCHEME = process.env.APP_LINK_SCHEME || 'hatvui';
export const APP_STORE_URL = `https://apps.apple.com/vn/app/hat-vui/id${process.env.APP_STORE_ID || '1600000000'}`;
export const PLAY_STORE_URL = `https://play.google.com/store/apps/details?id=${process.env.ANDROID_PACKAGE || 'vn.hatvui.app'}`;
/** The mobile app's URL scheme as a link prefix, for "Mở trong ứng dụng". */
export const APP_SCHEME = `${APP_LINK_SCHEME}://`;

export const LOCALE = 'vi-VN';
export const OG_LOCALE = 'vi_VN';
export const THEME_COLOR = '#1a1033';
/** Actions and the loading bar. */
export const BRAND_COLOR = '#6d28d9';
export const ERROR_COLOR = '#c62828';
