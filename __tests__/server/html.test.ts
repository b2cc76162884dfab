import { createHash } from 'node:crypto';
import { slot, SLOTS } from '../../src/server/document';
import { hasStyleAttribute, pageTemplate, styleHashes } from '../../src/server/html';

describe('styleHashes', () => {
  // `printf 'body{color:red}' | openssl dgst -sha256 -binary | base64`
  const RED = "'sha256-FcQqt3aNlV7AZnGV4zkQRVeCeJOxbMPnQSx258L803E='";
  const sourceOf = (css: string) => `'sha256-${createHash('sha256').update(css).digest('base64')}'`;

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

describe('pageTemplate', () => {
  const SHELL =
    '<!doctype html><html><head><title data-static-meta>Hát Vui</title><meta data-static-meta name=description content=x>' +
    '<link href=/assets/main.1.css rel=stylesheet></head><body><div id=root></div></body></html>';

  it('has each slot once: the head in place of the static tags, the path and markup in #root, the state before </body>', () => {
    const template = pageTemplate(SHELL, { css: ['assets/page.2.css'], js: ['assets/page.2.js'], fonts: [] });
    for (const name of SLOTS) expect(template.split(slot(name))).toHaveLength(2);
    expect(template).not.toContain('data-static-meta');
    expect(template).toContain(`<head>${slot('head')}<link href=/assets/main.1.css`);
    expect(template).toContain(`<div id="root" data-prerendered="${slot('path')}" data-preload="/assets/page.2.js">${slot('body')}</div>`);
    expect(template).toContain(`${slot('state')}</body>`);
  });

  it('refuses a shell it cannot place a page in', () => {
    expect(() => pageTemplate(SHELL.replace(/ data-static-meta/g, ''), { css: [], js: [], fonts: [] })).toThrow(/data-static-meta/);
    expect(() => pageTemplate(SHELL.replace('<div id=root></div>', '<div id=root>x</div>'), { css: [], js: [], fonts: [] })).toThrow(
      /#root/,
    );
  });
});
