// Writes the prerendered pages into the browser build (see src/lib/prerendered.ts) and completes the
// app shell. It runs inside the browser build, after html-webpack-plugin has made the shell and before
// the service worker's precache manifest is made, so the pages are precached like any other file.
//
// The entry (src/main.tsx) is small; the app is the "app" chunk it loads. Every page needs the app's
// styles (the shell's components) for its first paint, so they are linked in every HTML file.
// - A prerendered page: the shell with the page's own <head> tags in place of the landing page's static
//   ones, the rendered markup in #root, the route's styles linked, and its code listed in #root's
//   data-preload: the entry fetches it with the app once the page has painted, so that nothing but
//   HTML, CSS and fonts stands between the visitor and the text.
// - The app shell (every other route): the app's code is preloaded, as the entry will ask for it at once.
import type { Compiler } from 'webpack';
import type { PrerenderedPage } from '../src/lib/prerendered';

export interface PrerenderPluginOptions {
  /** The Node build of scripts/prerender.tsx. */
  bundle: string;
  /** The app shell html-webpack-plugin writes (src/lib/prerendered.ts APP_SHELL). */
  shell: string;
  /** The chunk with the app (webpackChunkName in src/main.tsx). */
  appChunk: string;
  /** Font files to preload on a page, by page path (the app shell by its file name): the ones its first paint needs. */
  preloadFonts?: Record<string, RegExp[]>;
}

interface PrerenderModule {
  PRERENDERED_PAGES: readonly PrerenderedPage[];
  renderPage: (path: string) => Promise<{ head: string; body: string }>;
}

export interface PageFiles {
  /** Stylesheets to link, in order. */
  css: string[];
  /** Scripts to preload (the shell) or to list in #root's data-preload (a page). */
  js: string[];
  /** Font files to preload. */
  fonts: string[];
}

const NAME = 'PrerenderPlugin';
const STATIC_META = /<(title|meta)\b[^>]*\bdata-static-meta\b[^>]*>(?:[^<]*<\/title>)?/g;
// (html-webpack-plugin's minifier drops the quotes it can)
const EMPTY_ROOT = /<div id="?root"?><\/div>/;

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** Adds links to the shell's <head>: fonts before its first stylesheet, the rest at the end. */
function addLinks(html: string, files: PageFiles, scriptsAs: 'preload' | 'none', publicPath: string) {
  const url = (file: string) => escapeAttribute(`${publicPath}${file}`);
  const fonts = files.fonts
    .map((file) => `<link rel="preload" href="${url(file)}" as="font" type="font/woff2" crossorigin>`)
    .join('');
  const css = files.css.map((file) => `<link href="${url(file)}" rel="stylesheet">`).join('');
  const js =
    scriptsAs === 'preload' ? files.js.map((file) => `<link rel="preload" href="${url(file)}" as="script">`).join('') : '';
  return html
    .replace(/<link\b[^>]*\brel="?stylesheet\b[^>]*>|<\/head>/, (first) => `${fonts}${first}`)
    .replace('</head>', `${css}${js}</head>`);
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
    // A stylesheet cannot end the element early; its source map comment is of no use inline.
    const rules = css.replace(/\/\*# sourceMappingURL=[^*]*\*\/\s*$/, '').replace(/<\/style/gi, '<\\/style');
    return `<style data-href="${escapeAttribute(url!)}">${rules}</style>`;
  });
}

/** The app shell, with the app's styles and code. Exported for the tests. */
export function completeShell(shell: string, files: PageFiles, publicPath = '/'): string {
  if (!EMPTY_ROOT.test(shell)) throw new Error('the app shell has no empty #root');
  return addLinks(shell, files, 'preload', publicPath);
}

/** The shell with one page in it. Exported for the tests. */
export function fillShell(
  shell: string,
  page: { path: string; head: string; body: string } & PageFiles,
  publicPath = '/',
): string {
  let headPlaced = false;
  let html = shell.replace(STATIC_META, () => {
    if (headPlaced) return '';
    headPlaced = true;
    return page.head;
  });
  if (!headPlaced) throw new Error('the app shell has no data-static-meta tags to replace');
  if (!EMPTY_ROOT.test(html)) throw new Error('the app shell has no empty #root');
  html = addLinks(html, page, 'none', publicPath);
  const preload = page.js.map((file) => `${publicPath}${file}`).join(' ');
  return html.replace(
    EMPTY_ROOT,
    () =>
      `<div id="root" data-prerendered="${escapeAttribute(page.path)}" data-preload="${escapeAttribute(preload)}">${page.body}</div>`,
  );
}

export class PrerenderPlugin {
  constructor(private readonly options: PrerenderPluginOptions) {}

  apply(compiler: Compiler) {
    const { Compilation: CompilationClass, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        // After html-webpack-plugin (OPTIMIZE_INLINE), before the real content hashes and the
        // service worker's manifest, which therefore cover these files too.
        { name: NAME, stage: CompilationClass.PROCESS_ASSETS_STAGE_OPTIMIZE_INLINE + 100 },
        async () => {
          const shell = compilation.getAsset(this.options.shell);
          if (!shell) throw new Error(`${NAME}: no ${this.options.shell} in the build`);
          const template = shell.source.source().toString();
          // A fresh copy of the Node build each time (watch mode rebuilds it).
          delete require.cache[require.resolve(this.options.bundle)];
          // eslint-disable-next-line @typescript-eslint/no-require-imports
          const { PRERENDERED_PAGES, renderPage } = require(this.options.bundle) as PrerenderModule;
          const publicPath = String(compilation.outputOptions.publicPath ?? '/');
          const assetNames = compilation.getAssets().map((asset) => asset.name);
          const cssOf = (href: string) => {
            if (!href.startsWith(publicPath)) return undefined;
            return compilation.getAsset(href.slice(publicPath.length))?.source.source().toString();
          };

          const filesOf = (chunk: string) => {
            const group = compilation.namedChunkGroups.get(chunk);
            if (!group) throw new Error(`${NAME}: no chunk named ${chunk}`);
            return group.getFiles();
          };
          const entryFiles = new Set(filesOf('main'));
          const appFiles = filesOf(this.options.appChunk).filter((file) => !entryFiles.has(file));
          const app: PageFiles = {
            css: appFiles.filter((file) => file.endsWith('.css')),
            js: appFiles.filter((file) => file.endsWith('.js')),
            fonts: [],
          };

          const fontsFor = (pagePath: string) =>
            (this.options.preloadFonts?.[pagePath] ?? []).map((pattern) => {
              const file = assetNames.find((name) => pattern.test(name));
              if (!file) throw new Error(`${NAME}: no font file matches ${pattern}`);
              return file;
            });
          app.fonts = fontsFor(this.options.shell);

          for (const page of PRERENDERED_PAGES) {
            const own = filesOf(page.chunk).filter((file) => !entryFiles.has(file) && !appFiles.includes(file));
            const fonts = fontsFor(page.path);
            const rendered = await renderPage(page.path);
            const html = fillShell(
              template,
              {
                path: page.path,
                ...rendered,
                css: [...app.css, ...own.filter((file) => file.endsWith('.css'))],
                // The app's code comes through the entry's import(); the route's is listed.
                js: own.filter((file) => file.endsWith('.js')),
                fonts,
              },
              publicPath,
            );
            // `minimized`: a minifier would drop the <!-- --> between adjacent texts that hydration needs.
            compilation.emitAsset(page.file, new sources.RawSource(inlineStylesheets(html, cssOf)), { minimized: true });
          }
          compilation.updateAsset(
            this.options.shell,
            new sources.RawSource(inlineStylesheets(completeShell(template, app, publicPath), cssOf)),
          );
        },
      );
    });
  }
}

