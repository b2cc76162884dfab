// The prerendered pages: scripts/prerender.tsx renders each the way src/main.tsx hydrates it, and
// hydration finds exactly that markup (React reports any difference: text, attributes or tags).
import { act } from '@testing-library/react';
import { StrictMode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { asMarkup, parseTemplate, writeDocument } from '../../src/server/document';
import { completeShell, inlineStylesheets, pageTemplate, type PageFiles } from '../../src/server/html';
import { renderPage } from '../../scripts/prerender';
import { APP_SHELL, htmlFileFor } from '../../src/lib/prerendered';
import { prerenderedPaths, routes } from '../../src/lib/routes';
import { AppRoutes, resolveRoutesFor } from '../../src/app/router';
import { actAsync } from '../support/act';

// A shell like the one html-webpack-plugin makes of public/index.html (minified, unquoted).
const SHELL =
  '<!doctype html><html lang=vi><head><meta charset=utf-8><title data-static-meta>Hát Vui</title>' +
  '<meta data-static-meta name=description content="Mô tả"><meta name=theme-color content=#1a1033>' +
  '<script defer src=/assets/main.1.js></script><link href=/assets/main.1.css rel=stylesheet></head>' +
  '<body><noscript>Hãy bật JavaScript</noscript><div id=root></div></body></html>';

/** A prerendered page, as the build writes it: the shell's template for its files, filled with it. */
const fillShell = (shell: string, { path, head, body, ...files }: { path: string; head: string; body: string } & PageFiles) =>
  writeDocument(parseTemplate(pageTemplate(shell, files, '/', { boot: 'assets/boot.1.js' })), { path, head: asMarkup(head), body: asMarkup(body) });

describe('the list of prerendered pages', () => {
  it('is the landing, legal and help pages, the trending articles and the 404 page', () => {
    expect([...prerenderedPaths].sort()).toEqual(
      [
        routes.home.href(),
        routes.terms.href(),
        routes.privacy.href(),
        routes.deleteAccount.href(),
        routes.facebookLoginQuestion.href(),
        routes.articlesTrending.href(),
        routes.notFound.href(),
      ].sort(),
    );
  });

  it('maps a navigation to its HTML file, anything else to the app shell', () => {
    expect(htmlFileFor('/', prerenderedPaths)).toBe('index.html');
    expect(htmlFileFor(routes.terms.href(), prerenderedPaths)).toBe('terms/index.html');
    expect(htmlFileFor(`${routes.terms.href()}/`, prerenderedPaths)).toBe('terms/index.html');
    expect(htmlFileFor(routes.notFound.href(), prerenderedPaths)).toBe('404/index.html');
    expect(htmlFileFor(routes.recording.href('abc'), prerenderedPaths)).toBe(APP_SHELL);
    expect(htmlFileFor('/terms-and-more', prerenderedPaths)).toBe(APP_SHELL);
  });
});

describe('filling the app shell with a page', () => {
  it('puts the page tags in place of the static ones, the markup in #root, and links its styles', () => {
    const html = fillShell(SHELL, {
      path: '/terms',
      head: '<title>Điều khoản | Hát Vui</title><meta name="description" content="Điều khoản"/>',
      body: '<p>Có hiệu lực từ <!-- -->01/07/2023</p>',
      css: ['assets/app.5.css', 'assets/page-terms.2.css'],
      js: ['assets/page-terms.2.js', 'assets/252.3.js'],
      fonts: ['assets/font-700.4.woff2'],
    });
    const doc = new DOMParser().parseFromString(html, 'text/html');
    expect(doc.querySelectorAll('title')).toHaveLength(1);
    expect(doc.title).toBe('Điều khoản | Hát Vui');
    expect(doc.querySelectorAll('[data-static-meta]')).toHaveLength(0);
    expect(doc.querySelector('meta[name=description]')?.getAttribute('content')).toBe('Điều khoản');
    expect(doc.querySelector('meta[name=theme-color]')).not.toBeNull();
    const root = doc.getElementById('root')!;
    expect(root.dataset.prerendered).toBe('/terms');
    // The comment React puts between two texts is kept: hydration needs it.
    expect(root.innerHTML).toBe('<p>Có hiệu lực từ <!-- -->01/07/2023</p>');
    expect([...doc.querySelectorAll('link[rel=stylesheet]')].map((link) => link.getAttribute('href'))).toEqual([
      '/assets/main.1.css',
      '/assets/app.5.css',
      '/assets/page-terms.2.css',
    ]);
    // Only the boot script is a script of the page; it loads the entry once the page has loaded and
    // painted (src/boot.ts), and the route's code is fetched after that.
    expect([...doc.querySelectorAll('script')].map((script) => [script.getAttribute('src'), script.dataset.entry])).toEqual([
      ['/assets/boot.1.js', '/assets/main.1.js'],
    ]);
    expect(root.dataset.preload).toBe('/assets/page-terms.2.js /assets/252.3.js');
    const preload = doc.querySelector('link[rel=preload]')!;
    expect(preload.getAttribute('href')).toBe('/assets/font-700.4.woff2');
    expect(preload.getAttribute('as')).toBe('font');
    expect(preload.hasAttribute('crossorigin')).toBe(true);
  });

  it('gives the bare app shell the app: its styles linked, its code preloaded', () => {
    const html = completeShell(SHELL, { css: ['assets/app.5.css'], js: ['assets/318.6.js', 'assets/app.5.js'], fonts: [] });
    const doc = new DOMParser().parseFromString(html, 'text/html');
    expect(doc.getElementById('root')!.childNodes).toHaveLength(0);
    expect(doc.querySelectorAll('[data-static-meta]')).toHaveLength(2);
    expect([...doc.querySelectorAll('link[rel=stylesheet]')].map((link) => link.getAttribute('href'))).toEqual([
      '/assets/main.1.css',
      '/assets/app.5.css',
    ]);
    expect([...doc.querySelectorAll('link[rel=preload][as=script]')].map((link) => link.getAttribute('href'))).toEqual([
      '/assets/318.6.js',
      '/assets/app.5.js',
    ]);
  });
});

describe('inlining the stylesheets', () => {
  const css: Record<string, string> = {
    '/assets/main.1.css': 'body{margin:0}\n/*# sourceMappingURL=main.1.css.map*/',
    '/assets/app.5.css': '.a::after{content:"</style><script>"}',
  };

  it('puts each stylesheet in the page, in order, where the code loading styles finds it', () => {
    const html = completeShell(SHELL, { css: ['assets/app.5.css', 'assets/gone.9.css'], js: [], fonts: [] });
    const doc = new DOMParser().parseFromString(
      inlineStylesheets(html, (href) => css[href]),
      'text/html',
    );
    const styles = [...doc.head.querySelectorAll('style')];
    expect(styles.map((style) => style.dataset.href)).toEqual(['/assets/main.1.css', '/assets/app.5.css']);
    expect(styles[0]!.textContent).toBe('body{margin:0}\n');
    // A stylesheet's text cannot close the element and start markup.
    expect(doc.querySelectorAll('script')).toHaveLength(1);
    expect(styles[1]!.textContent).toContain('content:"<\\/style><script>"');
    // One it cannot read stays linked.
    expect([...doc.querySelectorAll('link[rel=stylesheet]')].map((link) => link.getAttribute('href'))).toEqual(['/assets/gone.9.css']);
  });
});

describe.each(prerenderedPaths.map((path) => [path]))('the prerendered page %s', (path) => {
  let root: Root | undefined;
  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
    document.head.innerHTML = '';
    document.body.innerHTML = '';
    window.history.replaceState(null, '', '/');
  });

  it('has its title and share tags, and hydrates without a difference', async () => {
    const { head, body } = await renderPage(path);
    expect(body).toContain('<h1');
    const html = fillShell(SHELL, { path, head, body, css: [], js: [], fonts: [] });
    const doc = new DOMParser().parseFromString(html, 'text/html');
    document.head.innerHTML = doc.head.innerHTML;
    document.body.innerHTML = doc.body.innerHTML;
    window.history.replaceState(null, '', path);
    const container = document.getElementById('root')!;
    const h1 = container.querySelector('h1')!;
    const title = document.title;
    expect(title).toMatch(/ \| Hát Vui$/);
    expect(document.head.querySelector('meta[property="og:title"]')).toHaveAttribute('content', title);

    // What src/main.tsx does for a signed-out visitor on this URL.
    const problems: unknown[] = [];
    const consoleError = jest.spyOn(console, 'error').mockImplementation((...args) => problems.push(args));
    await resolveRoutesFor(window.location);
    await actAsync(() => {
      root = hydrateRoot(
        container,
        <StrictMode>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </StrictMode>,
        { onRecoverableError: (error) => problems.push(error) },
      );
    });
    consoleError.mockRestore();
    expect(problems).toEqual([]);
    // The same elements, not a fresh render; the head tags adopted, not doubled.
    expect(container.querySelector('h1')).toBe(h1);
    expect(document.querySelectorAll('title')).toHaveLength(1);
    expect(document.title).toBe(title);
    expect(document.head.querySelectorAll('meta[property="og:title"]')).toHaveLength(1);
  });
});
