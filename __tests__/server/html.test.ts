import { slot, SLOTS } from '../../src/server/document';
import { pageTemplate } from '../../src/server/html';

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
    expect(() => pageTemplate(SHELL.replace('<div id=root></div>', '<div id=root>x</div>'), { css: [], js: [], fonts: [] })).toThrow(/#root/);
  });
});
