import path from 'node:path';
import zlib from 'node:zlib';
import CompressionPlugin from 'compression-webpack-plugin';
import CopyPlugin from 'copy-webpack-plugin';
import CssMinimizerPlugin from 'css-minimizer-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import webpack, { type Configuration, type RuleSetRule } from 'webpack';
import type { Configuration as DevServerConfiguration, ExpressRequestHandler } from 'webpack-dev-server';
import { InjectManifest } from 'workbox-webpack-plugin';
import { NGINX_ROUTES_FILE, nginxRoutesFile } from './scripts/nginxRoutes';
import { IntegrityPlugin } from './scripts/integrity.plugin';
import { PrerenderPlugin } from './scripts/prerender.plugin';
import { firstRequests, RouteChunksPlugin } from './scripts/routeTable';
import { serverDirFor } from './scripts/serverBuild';
import { BUDGETS, SizeCheckPlugin } from './scripts/size-check';
import { checkoutKey, UNUSED_FOR_MS } from './scripts/toolCache';
import { wellKnownFiles } from './src/lib/appLinks';
import { APP_SHELL, prerenderedFile } from './src/lib/prerendered';
import { chunkOf, prerenderedPaths, routeList, routes, shareRoutes } from './src/lib/routes';
import { siteMeta } from './src/lib/siteMeta';
import { CARD_FONTS, CARD_FONTS_DIR } from './src/server/cards/fontFiles';
import { COPY_SUFFIXES, PRECOMPRESSED_FILES, PRECOMPRESSED_MIN_BYTES } from './src/server/precompressedFiles';
import { ROBOTS_FILE, robotsTxt } from './src/server/seo/searchable';

// The build-time settings of src/lib/config.ts (see README). Anything unset builds as ''.
const SETTINGS = [
  'API_URL',
  'GOOGLE_CLIENT_ID',
  'SITE_URL',
  'REDUX_DEVTOOLS',
  // Where and how often pages send their web vitals (read in the measurements' chunk, src/lib/vitals/).
  'RUM_URL',
  'RUM_SAMPLE',
  // The mobile app's ids, for app links (src/lib/appLinks.ts).
  'ANDROID_PACKAGE',
  'ANDROID_CERT_SHA256',
  'IOS_APP_ID',
  'APP_STORE_ID',
  'APP_LINK_SCHEME',
] as const;

type Mode = Configuration['mode'];

// Webpack's filesystem cache, in node_modules/.cache/webpack, which `npm test` links outside the checkout
// (scripts/toolCache.ts): a warm build takes 3 s instead of 17. Each module's cached result is checked
// against its source's content, and the whole cache is dropped when this file or anything it imports
// changed (buildDependencies follows the config's requires, the loaders in scripts/ among them). Named
// by where the config is: npm test's build B is made in a copy of the tree (e2e/buildB.ts), whose config
// would otherwise count as changed and drop A's cache at every run, and A's then B's.
const cacheOf = (name: string): Configuration['cache'] =>
  process.env.WEBPACK_CACHE === '0'
    ? false
    : {
        type: 'filesystem',
        name: `${name}-${checkoutKey(__dirname)}`,
        buildDependencies: { config: [__filename] },
        maxAge: UNUSED_FOR_MS,
      };

/** The pages' loaders, keyed by route, whose lazy imports name the pages' chunks (scripts/routeTable.ts). */
const PAGES_FILE = path.resolve(__dirname, 'src/app/pageLoaders.ts');

// DIST_DIR lets the browser tests and the benchmark build beside a developer's own dist/.
const distDir = path.resolve(__dirname, process.env.DIST_DIR ?? 'dist');
// The Node build (the production server, and the renderer of the prerendered pages) beside dist/.
const serverDir = serverDirFor(distDir);

const defined = (settings: readonly string[] = SETTINGS) => ({
  // Trimmed here, so that a setting with a default folds into one constant (src/lib/config.ts).
  ...Object.fromEntries(settings.map((name) => [`process.env.${name}`, JSON.stringify((process.env[name] ?? '').trim())])),
  // `npm run bench` only: lets the service worker register on http://localhost to measure a repeat visit.
  'process.env.SW_ON_LOCALHOST': JSON.stringify(process.env.SW_ON_LOCALHOST === '1' ? '1' : ''),
});

// react-router's production build, without the statements that keep its unused components alive.
const reactRouterRule = {
  test: /[\\/]node_modules[\\/]react-router[\\/]dist[\\/]production[\\/][^\\/]+\.mjs$/,
  loader: path.resolve(__dirname, 'scripts/trimReactRouter.loader.ts'),
};

const scriptRule = {
  test: /\.tsx?$/,
  exclude: /node_modules/,
  // Types are checked separately (`npm run typecheck`), so the build stays fast.
  use: { loader: 'ts-loader', options: { transpileOnly: true } },
};

const assetFilename = 'assets/[name].[contenthash:10][ext]';

/** `@expo-google-fonts/be-vietnam-pro/700Bold/BeVietnamPro_700Bold.ttf?site` → assets/be-vietnam-pro-700.<hash>.woff2 */
const fontRule: RuleSetRule = {
  test: /\.ttf$/,
  resourceQuery: /^\?site$/,
  type: 'asset/resource',
  use: { loader: path.resolve(__dirname, 'scripts/fontSubset.loader.ts') },
  generator: {
    filename: ({ filename = '' }: { filename?: string }) =>
      `assets/be-vietnam-pro-${/_(\d{3})[A-Za-z]+\.ttf/.exec(filename)?.[1] ?? 'font'}.[contenthash:10].woff2`,
  },
};

const resolve = (production: boolean): Configuration['resolve'] => ({
  extensions: ['.tsx', '.ts', '.js'],
  // react-router's package exports only its development build to bundlers; the production build is
  // the same API without the warnings and checks (a third of the size).
  alias: production ? { 'react-router$': path.resolve(__dirname, 'node_modules/react-router/dist/production/index.mjs') } : {},
});

// What the service worker precaches (≤ 252 KB gzipped, scripts/size-check.ts): the app and its shell, the
// code of the route table's `precache` routes (the pages people open from a shared link, the landing
// and not-found pages) and their prerendered HTML, the account menu's, and the regular font (the text of
// every page). Everything else is fetched when first needed and then kept by the browser's cache
// (hashed files are cached for a year).
const precachedRoutes = routeList.filter((route) => route.precache);
const PRECACHED_CHUNKS = [
  'main',
  // The landing page's HTML loads the entry through it.
  'boot',
  'app',
  ...precachedRoutes.map((route) => chunkOf(route.key)),
  'account-menu',
  // The loading bar's code (src/components/TopLoadingBar.tsx), fetched after the first paint: an
  // offline navigation draws it too.
  'loading-bar',
  // What recovers from a deploy that removed code (src/lib/deployRecovery.ts): an old app shell the
  // worker serves must find it, whatever the server still has.
  'new-version',
];
// Of the prerendered pages' HTML, the landing page's: any other route answers offline from the shell
// (the worker's history fallback), and every HTML file carries its inline styles and the build's
// integrity hashes (scripts/integrity.plugin.ts).
const PRECACHED_HTML = new Set([APP_SHELL, prerenderedFile(routes.home.path)]);
const PRECACHED_FILES = [/^manifest\.webmanifest$/, /^favicon\.svg$/, /^assets\/be-vietnam-pro-400\.[0-9a-f]+\.woff2$/];
/** A font file of the site (scripts/fontSubset.loader.ts: one per weight, Latin and Vietnamese together). */
const fontFile = (weight: string) => new RegExp(`be-vietnam-pro-${weight}\\.[0-9a-f]+\\.woff2$`);
/** The font files a page of the app shell paints with: its three weights. */
const APP_FONTS = ['400', '600', '700'].map(fontFile);
const precachedRouteFiles = new WeakMap<webpack.Compilation, Set<string>>();
const isPrecached = ({ asset, compilation }: { asset: webpack.Asset; compilation: webpack.Compilation }) => {
  let files = precachedRouteFiles.get(compilation);
  if (!files) {
    // The entry's and the app's stylesheets are inlined into every HTML file (scripts/prerender.plugin.ts):
    // nothing fetches them, so they are not precached either.
    const filesOf = (names: string[]) => names.flatMap((name) => compilation.namedChunkGroups.get(name)?.getFiles() ?? []);
    const inlined = new Set(filesOf(['main', 'app']).filter((file) => file.endsWith('.css')));
    files = new Set(filesOf(PRECACHED_CHUNKS).filter((file) => !inlined.has(file)));
    precachedRouteFiles.set(compilation, files);
  }
  return files.has(asset.name) || PRECACHED_HTML.has(asset.name) || PRECACHED_FILES.some((pattern) => pattern.test(asset.name));
};

/** /.well-known/: the files that let the mobile app open the share pages, from this build's settings. */
const wellKnownPlugin = {
  apply(compiler: webpack.Compiler) {
    compiler.hooks.thisCompilation.tap('WellKnown', (compilation) =>
      compilation.hooks.processAssets.tap({ name: 'WellKnown', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        for (const [name, text] of Object.entries(wellKnownFiles())) {
          compilation.emitAsset(`.well-known/${name}`, new webpack.sources.RawSource(text));
        }
      }),
    );
  },
};

/** robots.txt, from the route table, naming the sitemap by its absolute URL (SITE_URL): docs/seo.md. */
const robotsPlugin = {
  apply(compiler: webpack.Compiler) {
    compiler.hooks.thisCompilation.tap('Robots', (compilation) =>
      compilation.hooks.processAssets.tap({ name: 'Robots', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () =>
        compilation.emitAsset(ROBOTS_FILE, new webpack.sources.RawSource(robotsTxt())),
      ),
    );
  },
};

/**
 * Each served text file's brotli (quality 11) and gzip (level 9) copy beside it, where smaller
 * (src/server/precompressedFiles.ts): nginx and the server send them instead of compressing per request.
 * After every other step (OPTIMIZE_TRANSFER: the files' bytes are final, the precache list is made,
 * without them); kept in webpack's cache, so a warm build compresses only what changed. Not the dot
 * folders: the share pages' templates (moved beside the server) and the app-link files.
 */
const precompressionPlugins = () =>
  [
    { suffix: COPY_SUFFIXES.br, algorithm: 'brotliCompress', compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } } },
    { suffix: COPY_SUFFIXES.gzip, algorithm: 'gzip', compressionOptions: { level: 9 } },
  ].map(
    ({ suffix, ...compression }) =>
      new CompressionPlugin({
        ...compression,
        test: PRECOMPRESSED_FILES,
        exclude: /^\./,
        threshold: PRECOMPRESSED_MIN_BYTES,
        // Any copy no larger than its file.
        minRatio: 1,
        filename: `[path][base]${suffix}`,
      }),
  );

/** The app, for the browser. */
const browserConfig = (production: boolean): Configuration & { devServer?: DevServerConfiguration } => ({
  name: 'browser',
  // The prerendering needs the Node build first.
  dependencies: production ? ['server'] : [],
  mode: production ? 'production' : 'development',
  cache: cacheOf(`browser-${production ? 'production' : 'development'}`),
  // boot: what a prerendered or server-rendered page loads instead of main, which it loads once the page
  // has loaded (src/boot.ts, scripts/prerender.plugin.ts).
  entry: { main: './src/main.tsx', boot: './src/boot.ts' },
  output: {
    path: distDir,
    publicPath: '/',
    filename: production ? 'assets/[name].[contenthash:10].js' : 'assets/[name].js',
    // Lazy chunks by id, not name: the entry's runtime maps every chunk to its file, and the names
    // (twice: scripts and styles) cost the first load ~0.27 KB gzipped. The size report still names them.
    // Their hashes too are in it, 8 hex digits (32 bits) each, ample to tell two builds' files apart:
    // 10 cost ~0.1 KB more.
    chunkFilename: production ? 'assets/[id].[contenthash:8].js' : 'assets/[name].js',
    assetModuleFilename: assetFilename,
    // dist/ holds this build alone, the list deploy/deploy.sh records: that script adds it to the served
    // folder, where the previous builds' files stay for the tabs still running them.
    clean: true,
    // Chunks are loaded through a Trusted Types policy of webpack's own (see deploy/nginx.conf).
    trustedTypes: { policyName: 'hatvui#webpack' },
  },
  // Production keeps its source maps in the build, unreferenced (no sourceMappingURL) and never served
  // (deploy/nginx.conf and the server answer 404 for *.map); the precache leaves them out too.
  devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
  resolve: resolve(production),
  module: {
    rules: [
      scriptRule,
      ...(production ? [reactRouterRule] : []),
      {
        test: /\.css$/,
        use: [production ? MiniCssExtractPlugin.loader : 'style-loader', 'css-loader'],
      },
      { test: /\.(woff2|svg|png|webp|avif|jpe?g)$/, type: 'asset/resource' },
      fontRule,
    ],
  },
  plugins: [
    new webpack.DefinePlugin({
      ...defined(),
      // From the route table, for the entry and the service worker, which do not load it (src/main.tsx,
      // src/sw.ts): the first requests it sends early, the pages that are prerendered.
      FIRST_REQUESTS: JSON.stringify(firstRequests()),
      // (And the field measurements' chunk, which labels a page view with its route's pattern.)
      ROUTE_PATTERNS: JSON.stringify(routeList.map((route) => route.path)),
      PRERENDERED_PATHS: JSON.stringify(prerenderedPaths),
    }),
    new RouteChunksPlugin(PAGES_FILE),
    new HtmlWebpackPlugin({
      template: './public/index.html',
      // Production: index.html is the prerendered landing page, app.html the bare shell every other
      // route starts from. The dev server has no prerendering: the shell is index.html.
      filename: production ? APP_SHELL : 'index.html',
      templateParameters: siteMeta(),
      scriptLoading: 'defer',
      chunks: ['main'],
    }),
    new CopyPlugin({
      patterns: [{ from: 'public', globOptions: { ignore: ['**/index.html'] } }],
    }),
    wellKnownPlugin,
    robotsPlugin,
    ...(production
      ? [
          new MiniCssExtractPlugin({
            filename: 'assets/[name].[contenthash:10].css',
            chunkFilename: 'assets/[id].[contenthash:8].css',
          }),
          // Every script and stylesheet carries its hash (integrity), from the HTML: one altered on the
          // way, by a CDN or a proxy, does not run.
          new IntegrityPlugin({ htmlFiles: (file) => file.endsWith('.html') }),
          new PrerenderPlugin({
            bundle: path.join(serverDir, 'prerender.js'),
            shell: APP_SHELL,
            appChunk: 'app',
            bootEntry: 'boot',
            shareTemplates: {
              dir: path.join(serverDir, 'templates'),
              routes: shareRoutes.map(({ key, kind }) => ({ key, chunk: chunkOf(key), standalone: kind === 'embed' })),
              storeChunk: 'store',
              // A share page's first paint uses the app's three weights, as any page of the shell.
              fonts: APP_FONTS,
            },
            // The landing page's headline is bold Vietnamese: that weight, nothing else.
            preloadFonts: {
              '/': [fontFile('700')],
              [APP_SHELL]: APP_FONTS,
            },
          }),
          new InjectManifest({
            swSrc: './src/sw.ts',
            swDest: 'sw.js',
            include: [isPrecached],
          }),
          new SizeCheckPlugin(),
          ...precompressionPlugins(),
        ]
      : []),
  ],
  optimization: {
    // Stable, readable chunk names per route (webpackChunkName) with content hashes.
    chunkIds: production ? 'deterministic' : 'named',
    // The stylesheets too ('...' keeps webpack's own script minifier): every page carries its styles
    // inline (src/server/html.ts), and as written, with their comments and indentation, they were 7.5 KB
    // of a share page's 13 KB of gzipped HTML; minified, 4.9.
    minimizer: ['...', new CssMinimizerPlugin()],
  },
  devServer: {
    port: 8080,
    host: 'localhost',
    historyApiFallback: { disableDotRule: true },
    hot: true,
    client: { overlay: { errors: true, warnings: false } },
    setupMiddlewares: (middlewares) => {
      // The sandbox API answers /v1 on the same origin, unless a real API_URL is set.
      if (!process.env.API_URL) {
        // An Express 5 handler, which the dev server's (Express 4) types do not name: the same call at run time.
        // eslint-disable-next-line @typescript-eslint/no-require-imports
        const { sandboxMiddleware } = require('./src/mocks/middleware') as { sandboxMiddleware: ExpressRequestHandler };
        middlewares.unshift({ name: 'sandbox-api', middleware: sandboxMiddleware });
      }
      return middlewares;
    },
  },
  // Budgets in bytes before compression, in line with the gzipped ones scripts/size-check.ts enforces
  // exactly after the build: a breach fails the build here already.
  performance: production
    ? {
        hints: 'error',
        maxEntrypointSize: BUDGETS.entryPointRawBytes,
        maxAssetSize: BUDGETS.assetRawBytes,
        assetFilter: (file: string) => /\.(js|css)$/.test(file),
      }
    : false,
});

/**
 * The Node build, from the same modules: the production server (src/server/index.ts, `npm run serve`)
 * and scripts/prerender.tsx, which the browser build calls to render the prerendered pages.
 */
const serverConfig = (): Configuration => ({
  name: 'server',
  mode: 'production',
  target: 'node',
  cache: cacheOf('server-production'),
  // The cards' worker (src/server/cards/drawPool.ts) is a file of its own, which each thread of the pool loads.
  entry: { server: './src/server/index.ts', prerender: './scripts/prerender.tsx', cardWorker: './src/server/cards/cardWorker.ts' },
  output: {
    path: serverDir,
    filename: '[name].js',
    library: { type: 'commonjs2' },
    clean: true,
    // The same URLs as the browser build for images and fonts the markup refers to.
    publicPath: '/',
    assetModuleFilename: assetFilename,
  },
  // The server's own dependencies come from node_modules at run time (package.json "dependencies").
  externals: {
    express: 'commonjs express',
    compression: 'commonjs compression',
    'http-proxy-middleware': 'commonjs http-proxy-middleware',
    'prom-client': 'commonjs prom-client',
    // The share cards' drawing (src/server/cards/): sharp is native code, satori loads its own WebAssembly.
    satori: 'commonjs satori',
    sharp: 'commonjs sharp',
    piscina: 'commonjs piscina',
  },
  node: { __dirname: false, __filename: false },
  devtool: false,
  resolve: resolve(true),
  module: {
    rules: [
      scriptRule,
      reactRouterRule,
      // Styles are the browser build's business; here an import of a stylesheet is a no-op.
      { test: /\.css$/, type: 'asset/source' },
      // deploy/nginx.conf, whose headers the server sends too.
      { test: /\.conf$/, type: 'asset/source' },
      { test: /\.(woff2|svg|png|webp|avif|jpe?g)$/, type: 'asset/resource', generator: { emit: false } },
    ],
  },
  plugins: [
    // API_URL is read when the server starts: the same build runs against any API.
    new webpack.DefinePlugin({
      ...defined(SETTINGS.filter((name) => name !== 'API_URL')),
      DIST_FROM_SERVER: JSON.stringify(path.relative(serverDir, distDir)),
    }),
    // One file per entry: the pages' lazy imports are resolved in place.
    new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 3 }),
    // The share cards' fonts, beside the server (src/server/cards/fontFiles.ts).
    new CopyPlugin({
      patterns: CARD_FONTS.map((font) => ({ from: require.resolve(font.module), to: `${CARD_FONTS_DIR}/[name][ext]` })),
    }),
    // nginx's share locations and pages (deploy/nginx.conf), from the same table as the server's.
    {
      apply: (compiler: webpack.Compiler) =>
        compiler.hooks.thisCompilation.tap('NginxRoutes', (compilation) =>
          compilation.hooks.processAssets.tap({ name: 'NginxRoutes', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () =>
            compilation.emitAsset(NGINX_ROUTES_FILE, new webpack.sources.RawSource(nginxRoutesFile(routeList))),
          ),
        ),
    },
  ],
  optimization: { minimize: false },
  performance: false,
});

export default (_env: unknown, argv: { mode?: Mode }) => {
  const production = argv.mode === 'production';
  return production ? [serverConfig(), browserConfig(true)] : browserConfig(false);
};
