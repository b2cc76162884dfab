// The one way a page's HTML is written: a template (the app shell with a page's styles and code, made
// at build time: src/server/html.ts pageTemplate) parsed once into text and slots, then filled in one
// pass, each slot's value escaped for where it lands. Nothing is ever searched for in a value written
// before it: a value holding a slot's marker, or `<`, `>`, `"`, `'`, `&`, is text. The prerendered
// pages are written this way at build time (scripts/prerender.plugin.ts), the share pages per request
// (src/server/shareAnswer.ts). Every escape the server's HTML needs is here: text and attribute values
// (startTag, with the project's one text escaper, src/lib/escapeHtml.ts), CSS in <style> (styleElement),
// JSON in <script> (jsonScript); the build's templates (src/server/html.ts) and oEmbed's player
// (src/server/oembed.ts) are written with them.
import { escapeHtml } from '../lib/escapeHtml';

/** Where the request's parts go, each exactly once per template. */
export const SLOTS = ['head', 'path', 'body', 'state'] as const;
export type SlotName = (typeof SLOTS)[number];

/** A slot's marker in a template (the template is the build's own text, never a request's). */
export const slot = (name: SlotName) => `<!--slot:${name}-->`;

declare const markup: unique symbol;
/** HTML React rendered: every text and attribute in it is escaped by React. Only the renderer makes it. */
export type Markup = string & { readonly [markup]: true };
/** What React rendered, as such (src/server/render.tsx). */
export const asMarkup = (html: string) => html as Markup;

export interface DocumentParts {
  /** The page's <title>, <meta> and <link> tags, as React rendered them. */
  head: Markup;
  /** CSS of the page's own (a <style> its template lacks), written after them. */
  style?: string;
  /** The page's structured data (schema.org, for search engines and link previews), written after them. */
  structuredData?: unknown;
  /** The URL path the page is the HTML of: an attribute value (#root's data-prerendered). */
  path?: string;
  /** #root's markup, as React rendered it. */
  body: Markup;
  /** The state the page was rendered from, written as a JSON data block; none for a page without one. */
  state?: { id: string; value: unknown };
}

/** An attribute's value: text, a number, or true for an attribute without a value. */
export type AttributeValue = string | number | true;

// Tag and attribute names are this code's own; checked all the same, as they are written unescaped.
const NAME = /^[a-z][a-z0-9-]*$/;

/** A start tag, its attributes in the order given, each value escaped. */
export function startTag(name: string, attributes: Record<string, AttributeValue> = {}): string {
  if (!NAME.test(name)) throw new Error(`not a tag name: ${name}`);
  const written = Object.entries(attributes).map(([attribute, value]) => {
    if (!NAME.test(attribute)) throw new Error(`not an attribute name: ${attribute}`);
    return value === true ? ` ${attribute}` : ` ${attribute}="${escapeHtml(String(value))}"`;
  });
  return `<${name}${written.join('')}>`;
}

/**
 * A stylesheet as a <style> element. CSS is not escaped as text (`>` is a selector): only `</style`
 * would end the element, and is written `<\/style` (the same in a CSS string, and valid nowhere else).
 */
export const styleElement = (css: string, attributes: Record<string, AttributeValue> = {}) =>
  `${startTag('style', attributes)}${css.replace(/<\/style/gi, '<\\/style')}</style>`;

/**
 * A value as a JSON data block (never executed: its type is not JavaScript). Every `<`, `>` and `&` is
 * written as a JSON escape, so no value (a title holding `</script><script>`) can end the element or
 * open another; U+2028 and U+2029 likewise.
 */
function jsonScript(type: 'application/json' | 'application/ld+json', value: unknown, id?: string): string {
  const json = JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
  return `${startTag('script', id === undefined ? { type } : { type, id })}${json}</script>`;
}

/** The state a page was rendered from, as the data block the browser restores (src/api/serverState.ts). */
export const stateScript = (id: string, state: unknown) => jsonScript('application/json', state, id);

const FILL: Record<SlotName, (parts: DocumentParts) => string> = {
  head: (parts) =>
    parts.head +
    (parts.style === undefined ? '' : styleElement(parts.style)) +
    (parts.structuredData === undefined ? '' : jsonScript('application/ld+json', parts.structuredData)),
  path: (parts) => escapeHtml(parts.path ?? ''),
  body: (parts) => parts.body,
  state: (parts) => (parts.state ? stateScript(parts.state.id, parts.state.value) : ''),
};

/** A template read once: its text between the slots, and the slots in order (texts.length = slots.length + 1). */
export interface ParsedTemplate {
  texts: readonly string[];
  slots: readonly SlotName[];
}

const MARKER = /<!--slot:([a-z]+)-->/g;

/** Splits a template at its slots; each must be there once, and each of `required` must be there. */
export function parseTemplate(template: string, required: readonly SlotName[] = SLOTS): ParsedTemplate {
  const texts: string[] = [];
  const slots: SlotName[] = [];
  let from = 0;
  for (const match of template.matchAll(MARKER)) {
    const name = match[1] as SlotName;
    if (!SLOTS.includes(name)) throw new Error(`the template has an unknown slot ${match[0]}`);
    if (slots.includes(name)) throw new Error(`the template has ${match[0]} twice`);
    texts.push(template.slice(from, match.index));
    slots.push(name);
    from = match.index + match[0].length;
  }
  texts.push(template.slice(from));
  const missing = required.filter((name) => !slots.includes(name));
  if (missing.length > 0) throw new Error(`the template has no ${missing.map(slot).join(', ')}`);
  return { texts, slots };
}

/** The page: the template's text with each slot's value, in one pass. */
export function writeDocument(template: ParsedTemplate, parts: DocumentParts): string {
  let html = template.texts[0]!;
  template.slots.forEach((name, index) => {
    html += FILL[name](parts) + template.texts[index + 1]!;
  });
  return html;
}
