/**
 * @jest-environment node
 */
import { slot, SLOTS } from '../../src/server/document';
import { pageTemplate } from '../../src/server/html';

describe('pageTemplate', () => {
  const SHELL =
    '<!doctype html><html><head><title data-static-meta>Hát Vui</title><meta data-static-meta name=description content=x>' +
    '<script defer src=/assets/main.1.js></script><link href=/assets/main.1.css rel=stylesheet></head><body><div id=root></div></body></html>';
  const BOOT = { boot: 'assets/boot.1.js' };

  it('has each slot once: the head in place of the static tags, the path and markup in #root, the state before </body>', () => {
    const template = pageTemplate(SHELL, { css: ['assets/page.2.css'], js: ['assets/page.2.js'], fonts: [] }, '/', BOOT);
    for (const name of SLOTS) expect(template.split(slot(name))).toHaveLength(2);
    expect(template).not.toContain('data-static-meta');
    // The entry is the boot script's to load (src/boot.ts), once the page has loaded.
    expect(template).toContain(
      `<head>${slot('head')}<script defer src="/assets/boot.1.js" data-entry="/assets/main.1.js"></script><link href=/assets/main.1.css`,
    );
    expect(template).toContain(`<div id="root" data-prerendered="${slot('path')}" data-preload="/assets/page.2.js">${slot('body')}</div>`);
    expect(template).toContain(`${slot('state')}</body>`);
  });

  it('refuses a shell it cannot place a page in', () => {
    expect(() => pageTemplate(SHELL.replace(/ data-static-meta/g, ''), { css: [], js: [], fonts: [] }, '/', BOOT)).toThrow(/data-static-meta/);
    expect(() => pageTemplate(SHELL.replace('<div id=root></div>', '<div id=root>x</div>'), { css: [], js: [], fonts: [] }, '/', BOOT)).toThrow(
      /#root/,
    );
    expect(() => pageTemplate(SHELL.replace(/<script.*?<\/script>/, ''), { css: [], js: [], fonts: [] }, '/', BOOT)).toThrow(/entry script/);
  });
});
