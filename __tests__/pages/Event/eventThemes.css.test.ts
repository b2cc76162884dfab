// The event pages' colours: the brand's look is eventThemes.css's one rule; a themed event's colours are
// a rule of their own (eventThemeRule) that the server writes into that event's page only (the CSP
// refuses style attributes, and the server's HTML must paint in the event's colours at once). Both
// must say what eventThemes.ts says.
import fs from 'node:fs';
import path from 'node:path';
import { EVENT_SLUGS } from '../../../src/features/event/eventSlugs';
import { DEFAULT_EVENT_THEME, eventThemeFor, eventThemeRule, type EventTheme } from '../../../src/features/event/eventThemes';

/** Each rule's selector and its custom properties. */
const rulesOf = (css: string) =>
  new Map(
    [...css.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/([^{}]+)\{([^}]*)\}/g)].map(([, selector, body]) => [
      selector!.trim(),
      Object.fromEntries([...`${body!};`.matchAll(/(--[\w-]+)\s*:\s*([^;]+);/g)].map(([, name, value]) => [name, value!.trim()])),
    ]),
  );

const colours = (theme: EventTheme) => ({
  '--event-accent': theme.accent,
  '--event-accent-soft': theme.accentSoft,
  '--event-from': theme.bannerFrom,
  '--event-to': theme.bannerTo,
});

describe('eventThemes.css', () => {
  const rules = rulesOf(fs.readFileSync(path.join(__dirname, '../../../src/pages/Event/eventThemes.css'), 'utf8'));

  it("gives every page the brand's look, and no event's colours", () => {
    expect([...rules.keys()]).toEqual(['.event-page']);
    expect(rules.get('.event-page')).toEqual({ ...colours(DEFAULT_EVENT_THEME), '--event-text': DEFAULT_EVENT_THEME.bannerText });
  });
});

describe('eventThemeRule', () => {
  it.each(EVENT_SLUGS)('is the colours of %s, by its page class alone', (slug) => {
    const theme = eventThemeFor(slug);
    expect([...rulesOf(eventThemeRule(slug)!)]).toEqual([[`.event-page.event-theme--${slug}`, colours(theme)]]);
    // The text on the banner is the same for every theme, so the stylesheet sets it once.
    expect(theme.bannerText).toBe(DEFAULT_EVENT_THEME.bannerText);
  });

  it('is none for an event that is not a theme', () => {
    expect(eventThemeRule('su-kien-moi-2027')).toBeUndefined();
    expect(eventThemeRule('</style><script>')).toBeUndefined();
  });
});
