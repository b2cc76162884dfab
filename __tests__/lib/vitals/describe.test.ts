import type { LCPAttribution, MetricWithAttribution } from 'web-vitals/attribution';
import { CLSThresholds, FCPThresholds, INPThresholds, LCPThresholds, TTFBThresholds } from 'web-vitals/attribution';
import { THRESHOLDS } from '../../../src/lib/rum';
import { browserOf, connectionOf, lcpElementOf, vitalOf } from '../../../src/lib/vitals/describe';
import { lcpMetric, metric } from '../../support/webVitals';

// User agents as the in-app browsers send them.
const ZALO_ANDROID =
  'Mozilla/5.0 (Linux; Android 13; SM-A546E Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/120.0.6099.144 Mobile Safari/537.36 Zalo android/12100631 ZaloTheme/light ZaloLanguage/vi';
const ZALO_IOS =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Zalo iOS/467 ZaloTheme/dark ZaloLanguage/vi';
const FACEBOOK_ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7 Build/UQ1A.240105.004; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/121.0.6167.101 Mobile Safari/537.36 [FB_IAB/FB4A;FBAV/449.0.0.35.109;]';
const MESSENGER_IOS =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/MessengerForiOS;FBAV/436.0.0.39.106;FBBV/522158406;FBDV/iPhone14,5;FBMD/iPhone;FBSN/iOS;FBSV/16.6;FBSS/3;FBCR/;FBID/phone;FBLC/vi_VN;FBOP/5]';
const CHROME = 'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36';
const SAFARI = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

describe('what a page view says about the visit', () => {
  it('names the in-app browser family, and only that', () => {
    expect(browserOf(ZALO_ANDROID)).toBe('zalo');
    expect(browserOf(ZALO_IOS)).toBe('zalo');
    expect(browserOf(FACEBOOK_ANDROID)).toBe('facebook');
    expect(browserOf(MESSENGER_IOS)).toBe('facebook');
    expect(browserOf(CHROME)).toBe('other');
    expect(browserOf(SAFARI)).toBe('other');
    expect(browserOf('')).toBe('other');
  });

  it("reads the connection's effective type where the browser says one it knows", () => {
    const withType = (effectiveType?: string) => ({ connection: effectiveType ? { effectiveType } : undefined }) as unknown as Navigator;
    expect(connectionOf(withType('3g'))).toBe('3g');
    expect(connectionOf(withType('slow-2g'))).toBe('slow-2g');
    expect(connectionOf(withType('5g'))).toBeUndefined();
    expect(connectionOf(withType())).toBeUndefined();
  });

  it("tells an LCP's element: an image (a background one too), a video's poster, text, or nothing known", () => {
    const entry = (tagName: string | null, url = '') =>
      ({ lcpEntry: { element: tagName ? { tagName } : null, url } }) as unknown as LCPAttribution;
    expect(lcpElementOf(entry('IMG', '/sandbox/cover.webp'))).toBe('image');
    expect(lcpElementOf(entry('DIV', '/hero.webp'))).toBe('image');
    expect(lcpElementOf(entry('VIDEO', '/poster.jpg'))).toBe('video');
    expect(lcpElementOf(entry('H1'))).toBe('text');
    // The element left the page (the app replaced it): its URL still tells an image from text.
    expect(lcpElementOf(entry(null, '/cover.webp'))).toBe('image');
    expect(lcpElementOf({} as LCPAttribution)).toBe('other');
  });

  it("sends LCP with its element and its four phases, the others' values alone, rounded", () => {
    expect(vitalOf(lcpMetric({ value: 2417.345, element: 'H1', phases: [612.04, 0, 0, 1805.3049] }))).toEqual({
      name: 'LCP',
      value: 2417.3,
      element: 'text',
      phases: { ttfb: 612, loadDelay: 0, loadDuration: 0, renderDelay: 1805.3 },
    });
    expect(vitalOf(metric('INP', 184.00001))).toEqual({ name: 'INP', value: 184 });
    expect(vitalOf(metric('CLS', 0.0123456))).toEqual({ name: 'CLS', value: 0.0123 });
    expect(vitalOf(metric('TTFB', 88.88))).toEqual({ name: 'TTFB', value: 88.9 });
    // Nothing else of the report goes: no target selector, no URL, no entries.
    const sent = JSON.stringify(vitalOf({ ...metric('INP', 90), attribution: { interactionTarget: '#uid-42' } } as MetricWithAttribution));
    expect(sent).not.toContain('uid-42');
  });

  it("uses Google's thresholds, as web-vitals has them", () => {
    expect(THRESHOLDS).toEqual({
      LCP: LCPThresholds,
      INP: INPThresholds,
      CLS: CLSThresholds,
      FCP: FCPThresholds,
      TTFB: TTFBThresholds,
    });
  });
});
