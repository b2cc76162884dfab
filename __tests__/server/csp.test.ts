/**
 * @jest-environment node
 */
// The Content-Security-Policy as the server derives it (src/server/csp.ts): the hashes of inline styles,
// a response's own styles added, the policy of a page any site may frame; and the site's headers of an
// HTML page (src/server/headers.ts siteHeaders), which use them.
import { createHash } from 'node:crypto';
import { directivesOf, framablePolicy, hasStyleAttribute, policyForStyles, styleHashes, withStyleSources } from '../../src/server/csp';
import { siteHeaders } from '../../src/server/headers';

const sourceOf = (css: string) => `'sha256-${createHash('sha256').update(css).digest('base64')}'`;

describe('styleHashes', () => {
  // `printf 'body{color:red}' | openssl dgst -sha256 -binary | base64`
  const RED = "'sha256-FcQqt3aNlV7AZnGV4zkQRVeCeJOxbMPnQSx258L803E='";

  it("gives each inline style's CSP source, once, in order", () => {
    const html = `<head><style data-href="/assets/main.css">body{color:red}</style><style>p{margin:0}</style ></head><body><style data-href="/assets/main.css">body{color:red}</style></body>`;
    expect(styleHashes(html)).toEqual([RED, sourceOf('p{margin:0}')]);
  });

  it('hashes the text as the browser reads it: non-ASCII as UTF-8, line ends as LF, `<\\/style` as it is', () => {
    expect(styleHashes('<style>a::after{content:"Hát"}\r\nb{}</style>')).toEqual([sourceOf('a::after{content:"Hát"}\nb{}')]);
    expect(styleHashes('<style>a{content:"<\\/style>"}</style>')).toEqual([sourceOf('a{content:"<\\/style>"}')]);
  });

  it('finds none where there is no <style>', () => {
    expect(styleHashes('<link rel="stylesheet" href="/a.css"><p>style</p>')).toEqual([]);
  });
});

describe('hasStyleAttribute', () => {
  it.each([
    ['<div style="width:10px">', true],
    ['<span class="avatar" style=color:red>', true],
    ['<input disabled style="x"/>', true],
    ['<div data-style="x">', false],
    ['<meta name="description" content="a style=&quot;b&quot;">', false],
    ["<img alt='x > style=y' src=a>", false],
    ['<p>style="a"</p>', false],
  ])('%s: %s', (html, expected) => {
    expect(hasStyleAttribute(html)).toBe(expected);
  });
});

describe('withStyleSources', () => {
  it("adds a response's own style hashes to style-src, once, and leaves the rest of the policy as it is", () => {
    const policy = "default-src 'none'; style-src 'self' 'sha256-a'; img-src 'self'";
    expect(withStyleSources(policy, ["'sha256-a'", "'sha256-b'"])).toBe("default-src 'none'; style-src 'self' 'sha256-a' 'sha256-b'; img-src 'self'");
    expect(withStyleSources(policy, [])).toBe(policy);
  });
});

describe('framablePolicy', () => {
  it('lets every site frame the page, and changes nothing else', () => {
    expect(framablePolicy("default-src 'none'; frame-ancestors 'none'; base-uri 'none'")).toBe(
      "default-src 'none'; frame-ancestors *; base-uri 'none'",
    );
    expect(framablePolicy("default-src 'none'")).toBe("default-src 'none'; frame-ancestors *");
  });
});

describe('policyForStyles', () => {
  const policy = "default-src 'none'; style-src 'self' 'sha256-built1' 'sha256-built2' https://accounts.google.com/gsi/style; img-src 'self'";
  const built = new Set(["'sha256-built1'", "'sha256-built2'"]);
  const css = 'h1{color:red}';
  const own = sourceOf(css);

  it("allows the document's own inline styles in place of the build's, and keeps every other source", () => {
    expect(policyForStyles(policy, built, styleHashes(`<head><style data-href="/a.css">${css}</style></head><h1>x</h1>`))).toBe(
      `default-src 'none'; style-src 'self' https://accounts.google.com/gsi/style ${own}; img-src 'self'`,
    );
  });

  it('allows no inline style to a document that has none, and a style of the build that document has', () => {
    expect(policyForStyles(policy, built, styleHashes('<p>style</p>'))).toBe(
      "default-src 'none'; style-src 'self' https://accounts.google.com/gsi/style; img-src 'self'",
    );
    // A style of the build's that this document has stays allowed (its own now).
    expect(policyForStyles(policy, new Set([own, "'sha256-built1'"]), [own, own])).toBe(
      `default-src 'none'; style-src 'self' 'sha256-built2' https://accounts.google.com/gsi/style ${own}; img-src 'self'`,
    );
  });
});

describe('directivesOf', () => {
  it('reads each directive with its sources, in order, blanks and a trailing semicolon aside', () => {
    expect(directivesOf(" default-src 'none';  img-src 'self'  data:; ")).toEqual([
      ['default-src', ["'none'"]],
      ['img-src', ["'self'", 'data:']],
    ]);
  });
});

describe("an HTML page's headers", () => {
  const CONF = [
    `add_header Content-Security-Policy "default-src 'none'; style-src 'self' \${STYLE_HASHES}; frame-ancestors 'none'" always;`,
    'add_header X-Frame-Options "DENY" always;',
    'add_header Cross-Origin-Resource-Policy "same-origin" always;',
    'add_header X-Content-Type-Options "nosniff" always;',
  ].join('\n');
  const headers = siteHeaders(CONF, { styleHashes: "'sha256-A' 'sha256-B'\n" });

  it("are the site's, its CSP allowing the build's styles, without a document (the shell, the not-found page)", () => {
    expect(headers.forPage()).toEqual({
      'Content-Security-Policy': "default-src 'none'; style-src 'self' 'sha256-A' 'sha256-B'; frame-ancestors 'none'",
      'X-Frame-Options': 'DENY',
      'Cross-Origin-Resource-Policy': 'same-origin',
      'X-Content-Type-Options': 'nosniff',
    });
    expect(Object.entries(headers.forPage())).toEqual(headers.all);
  });

  it("are the site's for a document, its CSP allowing that document's inline styles alone", () => {
    const html = '<head><style>p{}</style></head><h1>Bản thu</h1>';
    expect(headers.forPage(styleHashes(html))).toEqual({
      'Content-Security-Policy': `default-src 'none'; style-src 'self' ${styleHashes(html)[0]}; frame-ancestors 'none'`,
      'X-Frame-Options': 'DENY',
      'Cross-Origin-Resource-Policy': 'same-origin',
      'X-Content-Type-Options': 'nosniff',
    });
  });

  it('let any site frame a framable page, which then has no X-Frame-Options, and allow its own style', () => {
    const page = headers.forPage(styleHashes('<style>p{}</style>'), { frameable: true });
    expect(page).not.toHaveProperty('X-Frame-Options');
    expect(page['Cross-Origin-Resource-Policy']).toBe('cross-origin');
    expect(page['Content-Security-Policy']).toBe(`default-src 'none'; style-src 'self' ${styleHashes('<style>p{}</style>')[0]}; frame-ancestors *`);
  });
});
