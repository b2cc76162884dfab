// Long texts (terms, privacy) as typed data: sections of blocks, with inline links. The shape is small on
// purpose so the texts read like the documents they are; `LegalDocument` renders it.

/** A run of text, or a link: site-relative hrefs become router links, others plain anchors. */
export type Inline = string | { readonly text: string; readonly href: string; readonly external?: boolean };

/** One paragraph's or list item's content: runs joined as written. */
export type Rich = readonly Inline[];

export type Block =
  | { readonly kind: 'p'; readonly content: Rich }
  | { readonly kind: 'ul' | 'ol'; readonly items: readonly Rich[] }
  | { readonly kind: 'h3'; readonly text: string }
  | { readonly kind: 'note'; readonly content: Rich };

export interface DocumentSection {
  /** ASCII slug without diacritics: the hash the table of contents links to. */
  readonly id: string;
  readonly title: string;
  readonly blocks: readonly Block[];
}

export interface LegalText {
  readonly title: string;
  /** Meta description of the page. */
  readonly description: string;
  /** ISO date (yyyy-mm-dd) from which this version applies. */
  readonly effectiveDate: string;
  readonly intro: readonly Block[];
  readonly sections: readonly DocumentSection[];
}

/** A paragraph: `p('Liên hệ ', link('hotro@…', 'mailto:…'), '.')`. */
export const p = (...parts: Inline[]): Block => ({ kind: 'p', content: parts });
/** A highlighted paragraph. */
export const note = (...parts: Inline[]): Block => ({ kind: 'note', content: parts });
/** A bulleted list; an item is a string or an array of runs. */
export const ul = (...items: (string | Rich)[]): Block => ({
  kind: 'ul',
  items: items.map((item) => (typeof item === 'string' ? [item] : item)),
});
/** A numbered list. */
export const ol = (...items: (string | Rich)[]): Block => ({
  kind: 'ol',
  items: items.map((item) => (typeof item === 'string' ? [item] : item)),
});
export const h3 = (text: string): Block => ({ kind: 'h3', text });
export const link = (text: string, href: string): Inline => ({ text, href, external: /^https?:/.test(href) });
export const section = (id: string, title: string, blocks: Block[]): DocumentSection => ({ id, title, blocks });

const dateFormat = new Intl.DateTimeFormat('vi-VN', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  // Content dates are calendar dates (yyyy-mm-dd, read as UTC midnight): format them in UTC so no
  // time zone moves them to the day before.
  timeZone: 'UTC',
});

/** `2024-05-06` → `06/05/2024`. */
export const formatDate = (isoDate: string) => dateFormat.format(new Date(isoDate));
