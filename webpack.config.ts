import path from 'node:path';
import CopyPlugin from 'copy-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import webpack, { type Configuration } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import { InjectManifest } from 'workbox-webpack-plugin';
import { siteMeta } from './src/app/siteMeta';

// The build-time settings of src/app/config.ts (see README). Anything unset builds as ''.
const SETTINGS = ['API_URL', 'GOOGLE_CLIENT_ID', 'SITE_URL', 'REDUX_DEVTOOLS'] as const;

export default (_env: unknown, argv: { mode?: Configuration['mode'] }): Configuration & {
  devServer?: DevServerConfiguration;
} => {
  const production = argv.mode === 'production';
  const defined = Object.fromEntries(
    SETTINGS.map((name) => [`process.env.${name}`, JSON.stringify(process.env[name] ?? '')]),
  );
  const meta = siteMeta();

  return {
    mode: production ? 'production' : 'development',
    entry: { main: './src/main.tsx' },
    output: {
      // DIST_DIR lets the browser tests build beside a developer's own dist/.
      path: path.resolve(__dirname, process.env.DIST_DIR ?? 'dist'),
      publicPath: '/',
      filename: production ? 'assets/[name].[contenthash:10].js' : 'assets/[name].js',
      chunkFilename: production ? 'assets/[name].[contenthash:10].js' : 'assets/[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      clean: true,
      // Chunks are loaded through a Trusted Types policy of webpack's own (see deploy/nginx.conf).
      trustedTypes: { policyName: 'hatvui#webpack' },
    },
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    resolve: { extensions: ['.tsx', '.ts', '.js'] },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          // Types are checked separately (`npm run typecheck`), so the build stays fast.
          use: { loader: 'ts-loader', options: { transpileOnly: true } },
        },
        {
          test: /\.css$/,
          use: [production ? MiniCssExtractPlugin.loader : 'style-loader', 'css-loader'],
        },
        { test: /\.(woff2|svg|png|webp|avif|jpe?g)$/, type: 'asset/resource' },
      ],
    },
    plugins: [
      new webpack.DefinePlugin(defined),
      new HtmlWebpackPlugin({
        template: './public/index.html',
        templateParameters: meta,
        scriptLoading: 'defer',
      }),
      new CopyPlugin({
        patterns: [{ from: 'public', globOptions: { ignore: ['**/index.html'] } }],
      }),
      ...(production
        ? [
            new MiniCssExtractPlugin({
              filename: 'assets/[name].[contenthash:10].css',
              chunkFilename: 'assets/[name].[contenthash:10].css',
            }),
            new InjectManifest({
              swSrc: './src/sw.ts',
              swDest: 'sw.js',
              // Source maps and the share image are not part of the app shell.
              exclude: [/\.map$/, /^og-image/, /\.LICENSE\.txt$/],
            }),
          ]
        : []),
    ],
    optimization: {
      // Stable, readable chunk names per route (webpackChunkName) with content hashes.
      chunkIds: production ? 'deterministic' : 'named',
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
          // eslint-disable-next-line @typescript-eslint/no-require-imports
          const { sandboxMiddleware } = require('./src/mocks/middleware');
          middlewares.unshift({ name: 'sandbox-api', middleware: sandboxMiddleware });
        }
        return middlewares;
      },
    },
    performance: production ? { hints: 'warning' } : false,
  };
};
