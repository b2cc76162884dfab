/**
 * @jest-environment node
 */
import type { LCPAttribution, MetricWithAttribution } from 'web-vitals/attribution';
import { CLSThresholds, FCPThresholds, INPThresholds, LCPThresholds, TTFBThresholds } from 'web-vitals/attribution';
import { THRESHOLDS } from '../../../src/lib/rum';
import { browserOf, connectionOf, lcpElementOf, vitalOf } from '../../../src/lib/vitals/describe';
import { USER_AGENTS as UA } from '../../support/userAgents';
import { lcpMetric, metric } from '../../support/webVitals';

describe('what a page view says about the visit', () => {
  // Facebook's family is Facebook's and Messenger's web views; Meta's Instagram is counted as another browser.
  it.each([
    ['zaloAndroid', 'zalo'],
    ['zaloIos', 'zalo'],
    ['facebookAndroid', 'facebook'],
    ['facebookIos', 'facebook'],
    ['messengerAndroid', 'facebook'],
    ['messengerIos', 'facebook'],
    ['instagramAndroid', 'other'],
    ['instagramIos', 'other'],
    ['tiktokAndroid', 'other'],
    ['tiktokIos', 'other'],
    ['lineAndroid', 'other'],
    ['lineIos', 'other'],
    ['chromeAndroid', 'other'],
    ['samsungInternet', 'other'],
    ['safariIos', 'other'],
    ['chromeWindows', 'other'],
    ['safariMac', 'other'],
  ] as const)('names the in-app browser family of %s: %s, and only that', (name, family) => {
    expect(browserOf(UA[name])).toBe(family);
  });

  it('names no family for a browser that sends no user agent', () => {
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
    const entry = (tagName: string | null, url = '') => ({ lcpEntry: { element: tagName ? { tagName } : null, url } }) as unknown as LCPAttribution;
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
