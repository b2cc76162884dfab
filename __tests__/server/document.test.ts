// The one way a page's HTML is written (src/server/document.ts): parsed once, filled in one pass, each
// value escaped for where it lands.
import { asMarkup, parseTemplate, slot, SLOTS, startTag, stateScript, styleElement, writeDocument } from '../../src/server/document';

const TEMPLATE = `<html><head>${slot('head')}</head><body><div id="root" data-prerendered="${slot('path')}">${slot(
  'body',
)}</div>${slot('state')}</body></html>`;

const parts = (overrides: Partial<Parameters<typeof writeDocument>[1]> = {}) => ({
  head: asMarkup('<title>Bản thu</title>'),
  path: '/recording/abc',
  body: asMarkup('<h1>Bản thu</h1>'),
  ...overrides,
});

describe('the writer', () => {
  const HOSTILE = `a"b'c<d>e&f`;
  const parse = (html: string) => new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html').body;

  it('writes a start tag with its attributes in order, a value escaped, true as an attribute without one', () => {
    expect(startTag('iframe', { src: '/a?b=1&c=2', width: 300, title: HOSTILE, allowfullscreen: true })).toBe(
      '<iframe src="/a?b=1&amp;c=2" width="300" title="a&quot;b&#39;c&lt;d&gt;e&amp;f" allowfullscreen>',
    );
    expect(() => startTag('a onclick=x', {})).toThrow(/tag name/);
    expect(() => startTag('a', { 'x" onclick': '1' })).toThrow(/attribute name/);
  });

  it('writes CSS as it is in a <style>, which nothing in it can end early', () => {
    const css = '.a>b::after{content:"</style><script>x</script>"}';
    const style = styleElement(css, { 'data-href': '/a.css' });
    const body = parse(style);
    expect(body.children).toHaveLength(1);
    expect(body.querySelector('style')!.dataset.href).toBe('/a.css');
    expect(body.querySelector('style')!.textContent).toBe('.a>b::after{content:"<\\/style><script>x</script>"}');
  });
});

describe('stateScript', () => {
  it('writes a value no text inside it can break out of, and that reads back the same', () => {
    const state = { title: '</script><script>alert(1)</script>', note: '<!-- a & b > c \u2028\u2029', n: 1.5, none: null };
    const script = stateScript('server-state', state);
    expect(script.startsWith('<script type="application/json" id="server-state">')).toBe(true);
    const inner = script.slice(script.indexOf('>') + 1, -'</script>'.length);
    expect(inner).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(inner)).toEqual(state);
  });
});

describe('writeDocument', () => {
  const template = parseTemplate(TEMPLATE);

  it('puts each part in its slot, a `$` in them as text, and the state as a data block', () => {
    const html = writeDocument(template, {
      path: '/recording/a"b&c',
      head: asMarkup('<title>50$ &amp; $& $1</title>'),
      body: asMarkup("<h1>$` $'</h1>"),
      state: { id: 's', value: {} },
    });
    expect(html).toBe(
      '<html><head><title>50$ &amp; $& $1</title></head><body><div id="root" data-prerendered="/recording/a&quot;b&amp;c"><h1>$` $\'</h1></div><script type="application/json" id="s">{}</script></body></html>',
    );
  });

  it("writes the page's own CSS after its head tags, and its structured data after that", () => {
    const html = writeDocument(template, parts({ style: '.a>.b{color:red}</style><script>', structuredData: { name: 'x' } }));
    expect(html).toContain(
      '<title>Bản thu</title><style>.a>.b{color:red}<\\/style><script></style><script type="application/ld+json">{"name":"x"}</script></head>',
    );
  });

  it('writes no state where the page has none', () => {
    expect(writeDocument(template, parts())).toContain('</div></body>');
  });

  it.each(SLOTS.map((name) => [name]))('reads the marker of %s inside a value as text, whatever the order of the slots', (name) => {
    // Every other slot's marker, and markup, inside the path: none of it is filled or live.
    const hostile = `x${SLOTS.map(slot).join('')}<h1>GOI</h1>"'&`;
    const html = writeDocument(template, parts({ path: hostile }));
    expect(html).toContain('data-prerendered="x&lt;!--slot:head--&gt;');
    expect(html.split('<h1>')).toHaveLength(2); // the page's own heading only
    expect(html).not.toContain(slot(name));
    // The attribute is one attribute: the quote and the apostrophe are escaped too.
    const root = new DOMParser().parseFromString(html, 'text/html').getElementById('root')!;
    expect(root.getAttribute('data-prerendered')).toBe(hostile);
    expect(root.attributes).toHaveLength(2);
  });

  it('fills a slot from the order of the template, not of the parts', () => {
    const reversed = parseTemplate(`${slot('state')}${slot('body')}|${slot('path')}|${slot('head')}`);
    expect(writeDocument(reversed, parts({ path: slot('body') }))).toBe(`<h1>Bản thu</h1>|&lt;!--slot:body--&gt;|<title>Bản thu</title>`);
  });
});

describe('parseTemplate', () => {
  it('refuses a template that misses a slot, has one twice, or one it does not know', () => {
    expect(() => parseTemplate(TEMPLATE.replace(slot('state'), ''))).toThrow(/no <!--slot:state-->/);
    expect(() => parseTemplate(`${TEMPLATE}${slot('body')}`)).toThrow(/twice/);
    expect(() => parseTemplate(`${TEMPLATE}<!--slot:script-->`)).toThrow(/unknown slot/);
  });
});
