// A share page's HTML as the production server writes it (shareAnswer over a stand-in build, the
// sandbox answering through MSW), parsed as a browser running scripts parses it: a <noscript>'s markup
// is text there, so only the pictures the first paint sees are elements.
import { readPagesBuild, type PageSite } from '../../src/server/appPages';
import { shareAnswer } from '../../src/server/shareAnswer';
import { matchSharePage } from '../../src/server/shareRender';
import { siteHeaders } from '../../src/server/headers';
import { makeTestBuild, TEST_NGINX_CONF } from './productionServer';

/** For a test file: the page at a path, as an element holding the server's HTML. */
export function serverHtml() {
  const build = makeTestBuild();
  afterAll(() => build.remove());
  const pages = readPagesBuild(build.distDir, build.templatesDir);
  const site: PageSite = { build: pages, headers: siteHeaders(TEST_NGINX_CONF, { styleHashes: pages.styleHashes }), log: () => undefined };
  return async (pathname: string) => {
    const { status, html } = await shareAnswer(site, matchSharePage(pathname)!, pathname);
    if (status !== 200) throw new Error(`${pathname} answered ${status}`);
    const page = document.createElement('div');
    page.innerHTML = html;
    return page;
  };
}

/**
 * The pictures `selector` finds that wait for the app (LaterImage): for each, its box, alt and address
 * or none, and the address its <noscript> copy (the next element) has.
 */
export const laterPictures = (page: Element, selector: string) =>
  [...page.querySelectorAll<HTMLImageElement>(selector)].map((image) => ({
    src: image.getAttribute('src'),
    width: image.getAttribute('width'),
    height: image.getAttribute('height'),
    alt: image.getAttribute('alt'),
    noscript: image.nextElementSibling?.tagName === 'NOSCRIPT' ? (/src="([^"]*)"/.exec(image.nextElementSibling.textContent ?? '')?.[1] ?? '') : null,
  }));
