/**
 * @jest-environment node
 */
import { androidAppIntent, installReferrer, playStoreUrl } from '../../src/lib/appLinks';
import { APP_STORE_URL, PLAY_STORE_URL } from '../../src/lib/config';
import { chromeIntentUrl, inAppBrowserOf, iosVersionOf, platformOf, safariUrl } from '../../src/lib/inAppBrowser';
import { routes } from '../../src/lib/routes';
import { openInAppLink } from '../../src/components/share/OpenInAppButton';
import { USER_AGENTS as UA } from '../support/userAgents';

describe('which browser the page is in', () => {
  it.each([
    ['zaloAndroid', 'zalo', 'android'],
    ['zaloIos', 'zalo', 'ios'],
    ['facebookAndroid', 'facebook', 'android'],
    ['facebookIos', 'facebook', 'ios'],
    ['messengerAndroid', 'messenger', 'android'],
    ['messengerIos', 'messenger', 'ios'],
    ['instagramAndroid', 'instagram', 'android'],
    ['instagramIos', 'instagram', 'ios'],
    ['tiktokAndroid', 'tiktok', 'android'],
    ['tiktokIos', 'tiktok', 'ios'],
    ['lineAndroid', 'line', 'android'],
    ['lineIos', 'line', 'ios'],
    ['chromeAndroid', null, 'android'],
    ['samsungInternet', null, 'android'],
    ['safariIos', null, 'ios'],
    ['chromeWindows', null, 'desktop'],
    ['safariMac', null, 'desktop'],
  ] as const)('%s: in-app %s, on %s', (name, app, platform) => {
    expect(inAppBrowserOf(UA[name])).toBe(app);
    expect(platformOf(UA[name])).toBe(platform);
  });

  it("reads iOS's version where the user agent names it", () => {
    expect(iosVersionOf(UA.safariIos)).toBe(17);
    expect(iosVersionOf(UA.facebookIos)).toBe(16);
    expect(iosVersionOf(UA.zaloIos)).toBe(17);
    expect(iosVersionOf(UA.chromeAndroid)).toBeNull();
  });
});

/** Chrome's intent grammar: `intent://HOST/PATH?QUERY#Intent;scheme=…;package=…;S.key=value;end`. */
const readIntent = (intent: string) => {
  const match = /^intent:\/\/([^#]*)#Intent;(.*);end$/.exec(intent);
  if (!match) throw new Error(`not an intent: ${intent}`);
  const extras = Object.fromEntries(match[2]!.split(';').map((part) => part.split('=') as [string, string]));
  return { target: match[1]!, extras };
};

describe('the way out to the phone’s browser', () => {
  it('reopens the same page, with its query, in Chrome on Android, and falls back to the page itself', () => {
    const page = 'https://hatvui.vn/login?next=%2Frecharge%2F100001%3Fgoi%3Dgoi-1000';
    const { target, extras } = readIntent(chromeIntentUrl(`${page}#top`));
    expect(`https://${target}`).toBe(page);
    expect(extras).toMatchObject({ scheme: 'https', package: 'com.android.chrome' });
    expect(decodeURIComponent(extras['S.browser_fallback_url']!)).toBe(page);
    expect(() => chromeIntentUrl('javascript:alert(1)')).toThrow();
  });

  it('names Safari’s own scheme for the same page (iOS 17+)', () => {
    expect(safariUrl('https://hatvui.vn/login?next=%2Ftransfer%2F1')).toBe('x-safari-https://hatvui.vn/login?next=%2Ftransfer%2F1');
  });
});

describe('"Mở trong ứng dụng"', () => {
  const path = routes.recording.href('a7Hk29Qx');
  const ctx = (platform: 'android' | 'ios' | 'desktop', inApp: 'zalo' | 'facebook' | null) => ({ platform, inApp, iosVersion: null });

  it('on Android is an intent for the app, with the Play Store carrying the path as its fallback', () => {
    const { href, timer } = openInAppLink(path, ctx('android', 'facebook'));
    expect(timer).toBe(false);
    expect(href).toBe(androidAppIntent(path));
    const { target, extras } = readIntent(href);
    expect(target).toBe('recording/a7Hk29Qx');
    expect(extras).toMatchObject({ scheme: 'hatvui', package: 'vn.hatvui.app' });
    const store = new URL(decodeURIComponent(extras['S.browser_fallback_url']!));
    expect(store.href).toBe(playStoreUrl(path));
    expect(`${store.origin}${store.pathname}?id=${store.searchParams.get('id')}`).toBe(PLAY_STORE_URL);
    const referrer = new URLSearchParams(store.searchParams.get('referrer')!);
    expect(referrer.get('path')).toBe(path);
    expect(store.searchParams.get('referrer')).toBe(installReferrer(path));
  });

  it('in an iOS app’s web view goes to the App Store; in Safari tries the app’s scheme first', () => {
    expect(openInAppLink(path, ctx('ios', 'zalo'))).toEqual({ href: APP_STORE_URL, timer: false });
    expect(openInAppLink(path, ctx('ios', null))).toEqual({ href: 'hatvui://recording/a7Hk29Qx', timer: true });
  });
});
