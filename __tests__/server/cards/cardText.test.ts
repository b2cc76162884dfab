/**
 * @jest-environment node
 */
import { findRecordingByUid, findRoomByUid, seed } from '../../../src/mocks/db';
import { recordingCard, roomCard } from '../../../src/lib/shareCard';
import { cardText, drawable, fitTitle, TEXT_WIDTH, truncate } from '../../../src/server/cards/cardText';

// The card's text before it is drawn: what is kept, how long it may be, how big the title is.

/** A stand-in for the fonts' coverage: Latin and Vietnamese letters, punctuation, not emoji or CJK. */
const covers = (codePoint: number) =>
  codePoint < 0x2000 || (codePoint >= 0x1e00 && codePoint <= 0x1eff) || [0x2013, 0x201c, 0x201d, 0x2026].includes(codePoint);

describe('the text a card draws', () => {
  it('composes Vietnamese typed as letters plus combining marks into the letters the font has', () => {
    const decomposed = 'Tie\u0302\u0301ng Vie\u0323\u0302t'.normalize('NFD');
    expect(drawable(decomposed, covers)).toBe('Tiếng Việt');
    expect(drawable(decomposed, covers)).toBe('Tiếng Việt'.normalize('NFC'));
  });

  it('leaves out what no font draws (never a box) and keeps everything on one line', () => {
    expect(drawable('Thu Trang 🎤 中文', covers)).toBe('Thu Trang');
    expect(drawable('Dòng một\nDòng\thai  ', covers)).toBe('Dòng một Dòng hai');
    expect(drawable('\u0007Bell', covers)).toBe('Bell');
  });

  it('cuts a long text at a word, with an ellipsis, and leaves a short one alone', () => {
    expect(truncate('Bèo dạt mây trôi', 40)).toBe('Bèo dạt mây trôi');
    const cut = truncate('Nguyễn Hoàng Phương Thảo Nguyên Khánh Linh', 20);
    expect(cut).toBe('Nguyễn Hoàng…');
    expect(Array.from(cut).length).toBeLessThanOrEqual(20);
    // One long word is cut inside it.
    expect(truncate('Ááááááááááááááááááááááá', 10)).toBe('Ááááááááá…');
  });

  it('draws a short title large, a longer one smaller, and cuts one too long for three lines', () => {
    const short = fitTitle('Bèo dạt mây trôi', TEXT_WIDTH.beside);
    expect(short).toEqual({ text: 'Bèo dạt mây trôi', size: 72 });
    const medium = fitTitle('Nối lại tình xưa – phiên bản song ca mùa hè', TEXT_WIDTH.beside);
    expect(medium.size).toBeLessThan(72);
    expect(medium.text).toBe('Nối lại tình xưa – phiên bản song ca mùa hè');
    const long = fitTitle('Liên khúc '.repeat(20).trim(), TEXT_WIDTH.beside);
    expect(long.size).toBe(42);
    expect(long.text.endsWith('…')).toBe(true);
    // The whole width holds more: the same title stays larger without a picture beside it.
    expect(fitTitle(medium.text, TEXT_WIDTH.full).size).toBeGreaterThan(medium.size);
  });
});

describe("a card's text for an item", () => {
  it('names both singers of a duet, each cut on its own, and the counts', () => {
    const duet = findRecordingByUid(seed.recordings.duet.uid)!;
    const long = { ...duet, duet_partner: { ...duet.duet_partner!, name: 'Công Tằng Tôn Nữ Hoàng Phương Thảo Nguyên' } };
    const text = cardText(recordingCard(long), covers, true);
    expect(text.byline).toMatch(new RegExp(`^${duet.owner.name} và Công Tằng Tôn Nữ.*…$`));
    expect(text.facts).toBe(recordingCard(long).facts.join(' · '));
    expect(text.label).toBe('Song ca');
  });

  it('names a room by its host, and says it is live', () => {
    const live = findRoomByUid(seed.rooms.live)!;
    const text = cardText(roomCard(live), covers, false);
    expect(text.byline).toBe(`Chủ phòng ${live.owner.name}`);
    expect(text.live).toBe(true);
    expect(text.facts).toMatch(/^Đang live · [\d.]+ người nghe$/);
  });

  it('falls back to what the item is when its title has nothing a font draws', () => {
    const r = findRecordingByUid(seed.recordings.audio.uid)!;
    expect(cardText(recordingCard({ ...r, title: '🎤🎶' }), covers, true).title).toBe('Bản thu');
  });
});
