// The event pages' colours are classes in eventThemes.css (the CSP refuses style attributes, and the
// server's HTML must paint in the event's colours): they must say what eventThemes.ts says.
import fs from 'node:fs';
import path from 'node:path';
import { EVENT_SLUGS } from '../../../src/features/event/eventSlugs';
import { DEFAULT_EVENT_THEME, eventThemeFor, type EventTheme } from '../../../src/features/event/eventThemes';

const css = fs.readFileSync(path.join(__dirname, '../../../src/pages/Event/eventThemes.css'), 'utf8');

/** Each rule's selector and its custom properties. */
const rules = new Map(
  [...css.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/([^{}]+)\{([^}]*)\}/g)].map(([, selector, body]) => [
    selector!.trim(),
    Object.fromEntries([...body!.matchAll(/(--[\w-]+)\s*:\s*([^;]+);/g)].map(([, name, value]) => [name, value!.trim()])),
  ]),
);

const colours = (theme: EventTheme) => ({
  '--event-accent': theme.accent,
  '--event-accent-soft': theme.accentSoft,
  '--event-from': theme.bannerFrom,
  '--event-to': theme.bannerTo,
});

describe('eventThemes.css', () => {
  it("gives every page the brand's look first, for an event the app does not know", () => {
    expect(rules.get('.event-page')).toEqual({ ...colours(DEFAULT_EVENT_THEME), '--event-text': DEFAULT_EVENT_THEME.bannerText });
  });

  it.each(EVENT_SLUGS)('has the colours of %s', (slug) => {
    const theme = eventThemeFor(slug);
    expect(rules.get(`.event-page.event-theme--${slug}`)).toEqual(colours(theme));
    // The text on the banner is the same for every theme, so it is set once.
    expect(theme.bannerText).toBe(DEFAULT_EVENT_THEME.bannerText);
  });

  it('has no rule for an event that is not a theme', () => {
    expect(rules.size).toBe(EVENT_SLUGS.length + 1);
  });
});
