// The build's HTML files, made from the app shell (public/index.html as html-webpack-plugin wrote it):
// the bare shell with the app's styles and code, and each page's template with its own (filled by the
// document writer, src/server/document.ts, at build time for a prerendered page and per request for a
// share page); their stylesheets inlined (the CSP hashes of those inline styles: src/server/csp.ts).
// Every tag is written by the document writer (src/server/document.ts), which escapes what it holds.
import { escapeHtml } from '../lib/escapeHtml';
import { slot, startTag, styleElement } from './document';

export interface PageFiles {
  /** Stylesheets to link, in order. */
  css: string[];
  /** Scripts to preload (the shell) or to list in #root's data-preload (a page). */
  js: string[];
  /** Font files to preload. */
  fonts: string[];
}

/**
 * The shell's entry script tag (html-webpack-plugin's, its quotes dropped where it can), which a page's
 * template replaces by the boot script's (src/boot.ts).
 */
const ENTRY_SCRIPT = /<script\b[^>]*\bsrc="?([^"\s>]+)"?[^>]*><\/script>/;

const STATIC_META = /<(title|meta)\b[^>]*\bdata-static-meta\b[^>]*>(?:[^<]*<\/title>)?/g;
// (html-webpack-plugin's minifier drops the quotes it can)
const EMPTY_ROOT = /<div id="?root"?><\/div>/;

const stylesheetLinks = (css: readonly string[], publicPath: string) =>
  css.map((file) => startTag('link', { href: `${publicPath}${file}`, rel: 'stylesheet' })).join('');

/** Adds links to the shell's <head>: fonts before its first stylesheet, the rest at the end. */
function addLinks(html: string, files: PageFiles, scriptsAs: 'preload' | 'none', publicPath: string) {
  const url = (file: string) => `${publicPath}${file}`;
  const fonts = files.fonts
    .map((file) => startTag('link', { rel: 'preload', href: url(file), as: 'font', type: 'font/woff2', crossorigin: true }))
    .join('');
  const css = stylesheetLinks(files.css, publicPath);
  const js = scriptsAs === 'preload' ? files.js.map((file) => startTag('link', { rel: 'preload', href: url(file), as: 'script' })).join('') : '';
  return html.replace(/<link\b[^>]*\brel="?stylesheet\b[^>]*>|<\/head>/, (first) => `${fonts}${first}`).replace('</head>', `${css}${js}</head>`);
}

const STYLESHEET_LINK = /<link\b[^>]*\brel="?stylesheet"?[^>]*>/g;

/**
 * Puts each linked stylesheet's rules into the HTML itself, as `<style data-href="…">`: the first paint
 * then waits for no request but the HTML (on a phone network, one round trip or more saved). The app's
 * code finds them by `data-href` (mini-css-extract-plugin's loader looks for that attribute) and does
 * not load them again. `read` returns a stylesheet's text by its URL, undefined to leave it linked.
 * Exported for the tests.
 */
export function inlineStylesheets(html: string, read: (href: string) => string | undefined): string {
  return html.replace(STYLESHEET_LINK, (link) => {
    const href = /\bhref=(?:"([^"]*)"|([^\s>]+))/.exec(link);
    const url = href?.[1] ?? href?.[2];
    const css = url === undefined ? undefined : read(url);
    if (css === undefined) return link;
    // Its source map comment is of no use inline.
    return styleElement(css.replace(/\/\*# sourceMappingURL=[^*]*\*\/\s*$/, ''), { 'data-href': url! });
  });
}

/** The app shell, with the app's styles and code. Exported for the tests. */
export function completeShell(shell: string, files: PageFiles, publicPath = '/'): string {
  if (!EMPTY_ROOT.test(shell)) throw new Error('the app shell has no empty #root');
  return addLinks(shell, files, 'preload', publicPath);
}

/**
 * A page's template: the shell with the page's own stylesheets, fonts and code, and the slots the
 * document writer fills (src/server/document.ts): its head tags in place of the landing page's static
 * ones, its path and markup in #root, the state it was rendered from before </body>.
 */
export function pageTemplate(
  shell: string,
  files: PageFiles,
  publicPath: string,
  { server = false, boot }: { server?: boolean; boot: string },
): string {
  let headPlaced = false;
  let html = shell.replace(STATIC_META, () => {
    if (headPlaced) return '';
    headPlaced = true;
    return slot('head');
  });
  if (!headPlaced) throw new Error('the app shell has no data-static-meta tags to replace');
  if (!EMPTY_ROOT.test(html)) throw new Error('the app shell has no empty #root');
  if (!html.includes('</body>')) throw new Error('the app shell has no </body>');
  html = addLinks(html, files, 'none', publicPath);
  // The page paints without the entry: the boot script asks for it once the page has loaded.
  if (!ENTRY_SCRIPT.test(html)) throw new Error('the app shell has no entry script');
  html = html.replace(
    ENTRY_SCRIPT,
    (_tag, entry: string) => `${startTag('script', { defer: true, src: `${publicPath}${boot}`, 'data-entry': entry })}</script>`,
  );
  const preload = files.js.map((file) => `${publicPath}${file}`).join(' ');
  return html
    .replace(
      EMPTY_ROOT,
      () =>
        // data-server: rendered per request (a share page), not at build time (what the field measurements report).
        `<div id="root" data-prerendered="${slot('path')}"${server ? ' data-server' : ''} data-preload="${escapeHtml(preload)}">${slot('body')}</div>`,
    )
    .replace('</body>', () => `${slot('state')}</body>`);
}

/**
 * A standalone page's template (an `embed()` route of src/lib/routes.ts: an embedded player): its stylesheets,
 * its head and its body, and no script at all.
 */
export function standaloneTemplate(css: readonly string[], publicPath = '/'): string {
  return `<!doctype html><html lang="vi"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">${slot('head')}${stylesheetLinks(css, publicPath)}</head><body>${slot('body')}</body></html>`;
}
