/**
 * @jest-environment node
 */
import { EVENT_SLUGS } from '../../../src/features/event/eventSlugs';
import { contrastRatio, DEFAULT_EVENT_THEME, eventThemeFor, hasOwnTheme, mix } from '../../../src/features/event/eventThemes';
import { seed } from '../../../src/mocks/seed';

const AA = 4.5;
const WHITE = '#ffffff';
/** The countdown boxes and the phase chip sit on the banner under 30 % black. */
const underShade = (colour: string) => mix('#000000', colour, 0.3);

describe('the contrast arithmetic', () => {
  it('matches the WCAG reference values', () => {
    expect(contrastRatio('#000000', WHITE)).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#777777')).toBe(1);
    // #767676 is the classic lightest grey that passes AA on white.
    expect(contrastRatio('#767676', WHITE)).toBeGreaterThanOrEqual(AA);
    expect(contrastRatio('#777777', WHITE)).toBeLessThan(AA);
  });

  it('mixes colours as a translucent layer paints', () => {
    expect(mix('#000000', WHITE, 0.5)).toBe('#808080');
    expect(mix('#ff0000', WHITE, 1)).toBe('#ff0000');
  });
});

describe('event themes', () => {
  it.each(EVENT_SLUGS)('%s has its own theme with readable colours', (slug) => {
    expect(hasOwnTheme(slug)).toBe(true);
    const theme = eventThemeFor(slug);
    // Buttons with white text, links and rank numbers on white cards.
    expect(contrastRatio(theme.accent, WHITE)).toBeGreaterThanOrEqual(AA);
    // Prize chips: accent text on the pale wash.
    expect(contrastRatio(theme.accent, theme.accentSoft)).toBeGreaterThanOrEqual(AA);
    // Banner text on both ends of the gradient, and on the shaded boxes over it.
    for (const stop of [theme.bannerFrom, theme.bannerTo]) {
      expect(contrastRatio(theme.bannerText, stop)).toBeGreaterThanOrEqual(AA);
      expect(contrastRatio(theme.bannerText, underShade(stop))).toBeGreaterThanOrEqual(AA);
    }
    expect(theme.season).not.toBe('');
  });

  it('gives each slug a look of its own', () => {
    const looks = EVENT_SLUGS.map((slug) => {
      const t = eventThemeFor(slug);
      return [t.motif, t.accent, t.bannerFrom, t.bannerTo, t.highlight].join(' ');
    });
    expect(new Set(looks).size).toBe(EVENT_SLUGS.length);
  });

  it('falls back to the default theme for a slug it does not know', () => {
    expect(hasOwnTheme(seed.events.unknown)).toBe(false);
    expect(eventThemeFor(seed.events.unknown)).toEqual(DEFAULT_EVENT_THEME);
    expect(eventThemeFor('')).toEqual(DEFAULT_EVENT_THEME);
    expect(contrastRatio(DEFAULT_EVENT_THEME.accent, WHITE)).toBeGreaterThanOrEqual(AA);
    expect(contrastRatio(DEFAULT_EVENT_THEME.bannerText, DEFAULT_EVENT_THEME.bannerFrom)).toBeGreaterThanOrEqual(AA);
  });

  it('themes the seeded running and ended events differently from the default', () => {
    expect(eventThemeFor(seed.events.running)).not.toEqual(DEFAULT_EVENT_THEME);
    expect(eventThemeFor(seed.events.ended)).not.toEqual(DEFAULT_EVENT_THEME);
  });
});
