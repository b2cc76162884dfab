import { createHash } from 'node:crypto';
import { fillTemplate, hasStyleAttribute, SLOT, stateScript, styleHashes } from '../../src/server/html';

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

describe('fillTemplate', () => {
  const template = `<html><head>${SLOT.head}</head><body><div id="root" data-prerendered="${SLOT.path}">${SLOT.body}</div></body></html>`;

  it("puts the request's parts in their slots, a `$` in them as text", () => {
    const html = fillTemplate(template, {
      path: '/recording/a"b&c',
      head: '<title>50$ &amp; $& $1</title>',
      body: '<h1>$` $\'</h1>',
      state: '<script type="application/json" id="s">{}</script>',
    });
    expect(html).toBe(
      '<html><head><title>50$ &amp; $& $1</title></head><body><div id="root" data-prerendered="/recording/a&quot;b&amp;c"><h1>$` $\'</h1></div><script type="application/json" id="s">{}</script></body></html>',
    );
  });
});

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
