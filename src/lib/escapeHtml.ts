// The one text escaper of the project's markup: the server's HTML (src/server/document.ts), the
// sandbox's placeholder SVGs and the vitals chart. `'` is written `&#39;`, which HTML and XML both
// read (`&apos;` is XML's and HTML5's only), so the same escape serves an HTML page and an SVG file.
const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/**
 * Text for element content or an attribute value, whichever quote encloses it, in HTML or XML (SVG):
 * every character that means markup, escaped.
 */
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => ESCAPES[char]!);
