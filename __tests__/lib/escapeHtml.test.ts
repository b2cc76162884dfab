// The project's one text escaper (src/lib/escapeHtml.ts): the server's HTML, the sandbox's SVGs and the
// vitals chart write text with it, so what it writes must read back as it was in HTML and in XML.
import { escapeHtml } from '../../src/lib/escapeHtml';

const HOSTILE = `a"b'c<d>e&f`;

describe('escapeHtml', () => {
  it('writes text that reads back as it was in HTML, in an element or in an attribute quoted either way', () => {
    const parse = (html: string) => new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html').body;
    expect(escapeHtml(HOSTILE)).toBe('a&quot;b&#39;c&lt;d&gt;e&amp;f');
    expect(parse(`<p>${escapeHtml(HOSTILE)}</p>`).textContent).toBe(HOSTILE);
    for (const quote of ['"', "'"]) {
      const element = parse(`<p title=${quote}${escapeHtml(HOSTILE)}${quote} id="x"></p>`).firstElementChild!;
      expect({ quote, title: element.getAttribute('title'), attributes: element.attributes.length }).toEqual({
        quote,
        title: HOSTILE,
        attributes: 2,
      });
    }
  });

  it('writes text that reads back as it was in an SVG file (XML), in an element or in an attribute quoted either way', () => {
    for (const quote of ['"', "'"]) {
      const svg = `<svg xmlns="http://www.w3.org/2000/svg"><text id=${quote}${escapeHtml(HOSTILE)}${quote}>${escapeHtml(HOSTILE)}</text></svg>`;
      const text = new DOMParser().parseFromString(svg, 'image/svg+xml').querySelector('text');
      expect({ quote, content: text?.textContent, id: text?.getAttribute('id') }).toEqual({ quote, content: HOSTILE, id: HOSTILE });
    }
  });
});
