// What text a card draws, and how big: the choices made before drawing, kept apart from the drawing so
// they can be tested as text. Every string is user content of any length and any script: it is put in
// composed form (NFC: Vietnamese typed as a letter plus combining marks becomes the precomposed letter
// the font has), stripped of what no font draws (never a box), and cut to what fits.
import type { CardContent } from '../../lib/shareCard';

export interface CardText {
  label: string;
  title: string;
  /** The title's font size in px: the largest at which it fits in TITLE_LINES lines. */
  titleSize: number;
  /** "Nguyễn Thu Trang và Phạm Quốc Bảo", "Chủ phòng Minh Anh", or empty. */
  byline: string;
  /** The figures, joined: "15.420 lượt nghe · 1.234 lượt thích". */
  facts: string;
  live: boolean;
}

const TITLE_LINES = 3;
const TITLE_SIZES = [72, 64, 56, 48, 42] as const;
/** A Be Vietnam Pro bold letter is ~0.56 em wide on average in Vietnamese text. */
const BOLD_EM = 0.56;
/** The width of the text: beside a square image, or the whole card. */
export const TEXT_WIDTH = { beside: 600, full: 1080 } as const;
const NAME_CHARS = 28;
const LINE_CHARS = 60;

const WHITESPACE = /\s+/gu;

/** `text` in composed form, with only what the fonts draw, on one line. */
export function drawable(text: string, covers: (codePoint: number) => boolean): string {
  let kept = '';
  for (const char of text.normalize('NFC')) {
    const codePoint = char.codePointAt(0)!;
    if (/\s/u.test(char)) kept += ' ';
    else if (codePoint >= 0x20 && covers(codePoint)) kept += char;
  }
  return kept.replace(WHITESPACE, ' ').trim();
}

/** `text` cut to `max` characters (code points), at a word's end when one is near, with "…". */
export function truncate(text: string, max: number): string {
  const chars = Array.from(text);
  if (chars.length <= max) return text;
  const cut = chars.slice(0, max - 1).join('');
  const space = cut.lastIndexOf(' ');
  const atWord = space >= cut.length * 0.6 ? cut.slice(0, space) : cut;
  return `${atWord.replace(/[\s,.;:–-]+$/u, '')}…`;
}

const charsPerLine = (size: number, width: number) => Math.floor(width / (size * BOLD_EM));

/** The title's size and text: the largest size at which it fits; at the smallest, cut to fit. */
export function fitTitle(title: string, width: number): { text: string; size: number } {
  const length = Array.from(title).length;
  for (const size of TITLE_SIZES) {
    // A line holds a little less than its width in letters: words do not break.
    if (length <= charsPerLine(size, width) * TITLE_LINES * 0.85) return { text: title, size };
  }
  const smallest = TITLE_SIZES[TITLE_SIZES.length - 1]!;
  return { text: truncate(title, Math.floor(charsPerLine(smallest, width) * TITLE_LINES * 0.85)), size: smallest };
}

/** The text of `content`'s card, with an image beside the text (`beside`) or not. */
export function cardText(content: CardContent, covers: (codePoint: number) => boolean, beside: boolean): CardText {
  const clean = (text: string) => drawable(text, covers);
  const names = content.people.map((name) => truncate(clean(name), NAME_CHARS)).filter(Boolean);
  const byline = names.length === 0 ? '' : content.role === 'host' ? `Chủ phòng ${names[0]}` : names.join(' và ');
  const title = fitTitle(clean(content.title) || content.label, beside ? TEXT_WIDTH.beside : TEXT_WIDTH.full);
  return {
    label: clean(content.label),
    title: title.text,
    titleSize: title.size,
    byline,
    facts: truncate(content.facts.map(clean).join(' · '), LINE_CHARS),
    live: content.live,
  };
}
