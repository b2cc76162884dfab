// Into the installed app from a shared link: one link per page (the app's scheme and the page's own
// path), used by "Mở trong ứng dụng", the App Links tags (al:*) and Safari's app banner alike; and the
// two files by which Android and iOS let the app open this site's share pages itself
// (/.well-known/assetlinks.json, /.well-known/apple-app-site-association), written at build time.
import { ANDROID_CERT_SHA256, ANDROID_PACKAGE, APP_LINK_SCHEME, APP_SCHEME, APP_STORE_ID, BRAND, IOS_APP_ID, PLAY_STORE_URL } from './config';
import { routeList } from './routes';

/** The pages the app opens itself (their entries say `appLink`): what people share. The money pages stay on the web. */
export const APP_LINK_ROUTES = /* @__PURE__ */ routeList.filter((route) => route.appLink).map((route) => route.path);

/** `/recording/:id` → `/recording/*`, as both files write a path. */
const wildcard = (pattern: string) => pattern.replace(/:[^/]+/g, '*');

/** The link that opens the app at the page `path` (`/recording/a7Hk29Qx` → `hatvui://recording/a7Hk29Qx`). */
export const appLink = (path: string) => `${APP_SCHEME}${path.replace(/^\/+/, '')}`;

/**
 * What the Play Store hands the app after an install from "Mở trong ứng dụng" (the Install Referrer
 * API's `installReferrer`): a query string whose `path` is the page to open, so the shared item is not
 * lost on the way through the store; `utm_*` for the Play Console's acquisition report.
 */
export const installReferrer = (path: string) => `utm_source=hatvui_web&utm_medium=open_in_app&path=${encodeURIComponent(path)}`;

/** The app's Google Play page, carrying the page `path` as its install referrer (`&referrer=`). */
export const playStoreUrl = (path: string) => `${PLAY_STORE_URL}&referrer=${encodeURIComponent(installReferrer(path))}`;

/**
 * Android's way into the app, which in-app browsers (Facebook's, Zalo's) follow where they block a bare
 * custom scheme: an intent for the app's scheme and package (`intent://recording/a7Hk29Qx#Intent;
 * scheme=hatvui;package=vn.hatvui.app;S.browser_fallback_url=…;end`); without the app, the browser goes
 * to the fallback, the Play Store page with the path as its install referrer.
 */
export const androidAppIntent = (path: string) =>
  `intent://${path.replace(/^\/+/, '')}#Intent;scheme=${APP_LINK_SCHEME};package=${ANDROID_PACKAGE};` +
  `S.browser_fallback_url=${encodeURIComponent(playStoreUrl(path))};end`;

export interface HeadTag {
  /** `property` for Open Graph style tags (al:*), `name` for the others. */
  attribute: 'property' | 'name';
  key: string;
  content: string;
}

/** The head tags that offer the app for the page `path`: App Links (al:*) and Safari's app banner. */
export function appLinkTags(path: string): HeadTag[] {
  const url = appLink(path);
  return [
    { attribute: 'property', key: 'al:ios:url', content: url },
    { attribute: 'property', key: 'al:ios:app_store_id', content: APP_STORE_ID },
    { attribute: 'property', key: 'al:ios:app_name', content: BRAND },
    { attribute: 'property', key: 'al:android:url', content: url },
    { attribute: 'property', key: 'al:android:package', content: ANDROID_PACKAGE },
    { attribute: 'property', key: 'al:android:app_name', content: BRAND },
    { attribute: 'name', key: 'apple-itunes-app', content: `app-id=${APP_STORE_ID}, app-argument=${url}` },
  ];
}

/** Android's Digital Asset Links: the app (by package and signing certificates) may open this site's links. */
export const assetLinks = () => [
  {
    relation: ['delegate_permission/common.handle_all_urls'],
    target: {
      namespace: 'android_app',
      package_name: ANDROID_PACKAGE,
      sha256_cert_fingerprints: ANDROID_CERT_SHA256.split(',')
        .map((fingerprint) => fingerprint.trim().toUpperCase())
        .filter(Boolean),
    },
  },
];

/**
 * iOS's universal links: which of this site's paths the app opens. `components` for iOS 13 and later,
 * `appID`/`paths` for older systems (which ignore the rest); with no IOS_APP_ID, no app is named.
 */
export function appleAppSiteAssociation() {
  const routes = APP_LINK_ROUTES.map(wildcard);
  const appIDs = IOS_APP_ID ? [IOS_APP_ID] : [];
  const legacy = IOS_APP_ID ? { appID: IOS_APP_ID, paths: routes } : {};
  return {
    applinks: {
      apps: [],
      details: [{ appIDs, components: routes.map((route) => ({ '/': route })), ...legacy }],
    },
  };
}

/** The files under /.well-known/, by name, as the build writes them (served as application/json). */
export const wellKnownFiles = (): Record<string, string> => ({
  'assetlinks.json': `${JSON.stringify(assetLinks(), null, 2)}\n`,
  'apple-app-site-association': `${JSON.stringify(appleAppSiteAssociation(), null, 2)}\n`,
});
