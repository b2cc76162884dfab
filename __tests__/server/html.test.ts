import { fillTemplate, SLOT, stateScript } from '../../src/server/html';

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
