/**
 * @jest-environment node
 */
import { db, resetDb } from '../../../src/mocks/db';
import { eventCard, recordingCard, roomCard, type CardContent } from '../../../src/lib/shareCard';
import { drawable } from '../../../src/server/cards/cardText';
import { codePointsOf, loadCardFonts } from '../../../src/server/cards/fonts';
import { cardFontsFromNodeModules } from '../../support/cardFonts';

// Vietnamese drawn exactly: every character of a card's text is drawn by a font that has it. The
// fonts' own character maps say which (read from the TTF files the server draws with).

const fonts = loadCardFonts(cardFontsFromNodeModules);
const [regular, bold, fallbackRegular] = fonts.fonts;
const has = (font: { covers: ReadonlySet<number> }, char: string) => font.covers.has(char.codePointAt(0)!);

beforeAll(() => resetDb());

describe('the card fonts', () => {
  it('are Be Vietnam Pro, regular and bold, then Noto Sans for what it lacks', () => {
    expect(fonts.fonts.map(({ family, weight }) => `${family} ${weight}`)).toEqual([
      'Be Vietnam Pro 400',
      'Be Vietnam Pro 700',
      'Noto Sans 400',
      'Noto Sans 700',
    ]);
  });

  it.each(['ề', 'ỗ', 'ự', 'ỹ', 'Đ', 'đ', 'Ấ', 'ử', 'ệ', 'ượ', '₫', '“', '”', '…', '–', '·'])('Be Vietnam Pro draws %s in both weights', (text) => {
    for (const char of text) {
      expect(has(regular!, char)).toBe(true);
      expect(has(bold!, char)).toBe(true);
    }
  });

  it('fall back to Noto Sans for letters Be Vietnam Pro lacks; an emoji no font has is left out', () => {
    expect(has(regular!, 'Ж')).toBe(false);
    expect(has(fallbackRegular!, 'Ж')).toBe(true);
    expect(fonts.covers('Ж'.codePointAt(0)!)).toBe(true);
    expect(fonts.covers('🎤'.codePointAt(0)!)).toBe(false);
    expect(drawable('Minh Anh Ж 🎤', fonts.covers)).toBe('Minh Anh Ж');
  });

  it("read a font's character map, not a guess: an empty font has none", () => {
    expect(() => codePointsOf(Buffer.alloc(64))).toThrow(/cmap/);
  });
});

describe("the items' own text", () => {
  const cards: CardContent[] = [...db.recordings.map(recordingCard), ...db.rooms.map(roomCard), ...db.events.map(eventCard)];

  it('every character of every card the sandbox has is drawn by one of the fonts, none left out', () => {
    expect(cards.length).toBeGreaterThan(30);
    const missing = new Set<string>();
    for (const card of cards) {
      for (const text of [card.label, card.title, ...card.people, ...card.facts]) {
        for (const char of text.normalize('NFC')) if (!/\s/.test(char) && !fonts.covers(char.codePointAt(0)!)) missing.add(char);
      }
    }
    expect([...missing]).toEqual([]);
  });
});
