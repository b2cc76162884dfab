// Writes the prerendered pages into the browser build (see src/lib/prerendered.ts) and completes the
// app shell. It runs inside the browser build, after html-webpack-plugin has made the shell and before
// the service worker's precache manifest is made, so the pages are precached like any other file.
//
// The entry (src/main.tsx) is small; the app is the "app" chunk it loads. Every page needs the app's
// styles (the shell's components) for its first paint, so they are linked in every HTML file.
// - A prerendered page: the shell with the page's own <head> tags in place of the landing page's static
//   ones, the rendered markup in #root, the route's styles linked, and its code listed in #root's
//   data-preload: the entry fetches it with the app once the page has painted, so that nothing but
//   HTML, CSS and fonts stands between the visitor and the text. The entry itself is loaded by the boot
//   script (src/boot.ts) once the page has loaded.
// - The app shell (every other route): the app's code is preloaded, as the entry will ask for it at once.
//
// Every stylesheet these files inline is allowed by its hash in the CSP (deploy/nginx.conf has no
// 'unsafe-inline'): once the build's hashes are final, the hashes of all their <style> elements are
// written beside the share templates (STYLE_HASHES_FILE), for the server and nginx's configuration. A
// style attribute in any of them fails the build: the CSP refuses those (src/lib/useStyleProperties.ts).
import type { Compiler } from 'webpack';
import { templateFileOf } from '../src/lib/prerendered';
import type { RenderedApp } from '../src/server/render';
import type { PrerenderedPage } from './prerender';
import fs from 'node:fs';
import path from 'node:path';
import { hasStyleAttribute, STYLE_HASHES_FILE, styleHashes } from '../src/server/csp';
import { parseTemplate, writeDocument } from '../src/server/document';
import { completeShell, inlineStylesheets, pageTemplate, standaloneTemplate, type PageFiles } from '../src/server/html';

export interface PrerenderPluginOptions {
  /** The Node build of scripts/prerender.tsx. */
  bundle: string;
  /** The app shell html-webpack-plugin writes (src/lib/prerendered.ts APP_SHELL). */
  shell: string;
  /** The chunk with the app (webpackChunkName in src/main.tsx). */
  appChunk: string;
  /** The entry a prerendered or server-rendered page loads instead of the app's (src/boot.ts): it loads that one once the page has loaded. */
  bootEntry: string;
  /** Font files to preload on a page, by page path (the app shell by its file name): the ones its first paint needs. */
  preloadFonts?: Record<string, RegExp[]>;
  /**
   * The pages the production server renders per request (src/server/shareRender.ts): for each share
   * route, a template (the shell with the route's styles and code, and slots for the request's head,
   * markup and state) written to `dir/<key>.html`, beside the server's code, not into dist/.
   */
  shareTemplates?: {
    dir: string;
    /** Each share route, and whether it is a standalone page (its HTML and CSS alone: no app, no code). */
    routes: readonly { key: string; chunk: string; standalone: boolean }[];
    storeChunk: string;
    fonts: RegExp[];
  };
}

interface PrerenderModule {
  PRERENDERED_PAGES: readonly PrerenderedPage[];
  renderPage: (path: string) => Promise<RenderedApp>;
}

const NAME = 'PrerenderPlugin';
/** Where the share pages' templates are written in dist/ before they move beside the server. */
const SHARE_TEMPLATES = '.server-templates';

export class PrerenderPlugin {
  constructor(private readonly options: PrerenderPluginOptions) {}

  apply(compiler: Compiler) {
    const { Compilation: CompilationClass, sources } = compiler.webpack;
    /** The HTML files written here, and (once final) the CSP hashes of their inline styles. */
    const written: string[] = [];
    let hashes: string[] = [];
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      written.length = 0;
      hashes = [];
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
          const boot = filesOf(this.options.bootEntry).find((file) => file.endsWith('.js'));
          if (!boot) throw new Error(`${NAME}: no script in the ${this.options.bootEntry} entry`);
          const appFiles = filesOf(this.options.appChunk).filter((file) => !entryFiles.has(file));
          const app: PageFiles = {
            css: appFiles.filter((file) => file.endsWith('.css')),
            js: appFiles.filter((file) => file.endsWith('.js')),
            fonts: [],
          };

          const fontFiles = (patterns: RegExp[]) =>
            patterns.map((pattern) => {
              const file = assetNames.find((name) => pattern.test(name));
              if (!file) throw new Error(`${NAME}: no font file matches ${pattern}`);
              return file;
            });
          const fontsFor = (pagePath: string) => fontFiles(this.options.preloadFonts?.[pagePath] ?? []);
          app.fonts = fontsFor(this.options.shell);

          for (const page of PRERENDERED_PAGES) {
            const own = filesOf(page.chunk).filter((file) => !entryFiles.has(file) && !appFiles.includes(file));
            const fonts = fontsFor(page.path);
            const rendered = await renderPage(page.path);
            const files = {
              css: [...app.css, ...own.filter((file) => file.endsWith('.css'))],
              // The app's code comes through the entry's import(); the route's is listed.
              js: own.filter((file) => file.endsWith('.js')),
              fonts,
            };
            const html = writeDocument(parseTemplate(inlineStylesheets(pageTemplate(template, files, publicPath, { boot }), cssOf)), {
              path: page.path,
              ...rendered,
            });
            // `minimized`: a minifier would drop the <!-- --> between adjacent texts that hydration needs.
            compilation.emitAsset(page.file, new sources.RawSource(html), { minimized: true });
            written.push(page.file);
          }
          const share = this.options.shareTemplates;
          if (share) {
            for (const { key, chunk, standalone } of share.routes) {
              // The route's code and the store's: a share page always uses the store.
              const own = [...new Set([...filesOf(chunk), ...filesOf(share.storeChunk)])].filter(
                (file) => !entryFiles.has(file) && !appFiles.includes(file),
              );
              const css = own.filter((file) => file.endsWith('.css'));
              const html = standalone
                ? // The entry's styles (the fonts, the base) and the page's own; no script.
                  standaloneTemplate([...[...entryFiles].filter((file) => file.endsWith('.css')), ...css], publicPath)
                : pageTemplate(
                    template,
                    { css: [...app.css, ...css], js: own.filter((file) => file.endsWith('.js')), fonts: fontFiles(share.fonts) },
                    publicPath,
                    { server: true, boot },
                  );
              // An asset of the build, so the real content hashes reach its links too; moved out of
              // dist/ once written (below).
              const file = `${SHARE_TEMPLATES}/${templateFileOf(key)}`;
              compilation.emitAsset(file, new sources.RawSource(inlineStylesheets(html, cssOf)), { minimized: true });
              written.push(file);
            }
          }
          compilation.updateAsset(this.options.shell, new sources.RawSource(inlineStylesheets(completeShell(template, app, publicPath), cssOf)));
          written.push(this.options.shell);
        },
      );
      // After the real content hashes have reached these files: their text is final.
      compilation.hooks.processAssets.tap({ name: NAME, stage: CompilationClass.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const all = new Set<string>();
        for (const file of written) {
          const html = compilation.getAsset(file)!.source.source().toString();
          if (hasStyleAttribute(html)) {
            compilation.errors.push(new compiler.webpack.WebpackError(`${NAME}: ${file} has a style attribute, which the CSP refuses`));
          }
          for (const hash of styleHashes(html)) all.add(hash);
        }
        hashes = [...all];
      });
    });
    compiler.hooks.afterEmit.tap(NAME, () => {
      const share = this.options.shareTemplates;
      if (!share) return;
      const emitted = path.join(compiler.outputPath, SHARE_TEMPLATES);
      fs.rmSync(share.dir, { recursive: true, force: true });
      fs.mkdirSync(path.dirname(share.dir), { recursive: true });
      fs.renameSync(emitted, share.dir);
      // One line, as it goes into the CSP's style-src.
      fs.writeFileSync(path.join(share.dir, STYLE_HASHES_FILE), `${hashes.join(' ')}\n`);
    });
  }
}
