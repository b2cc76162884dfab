// `npm run preview`: serves the production build in dist/ the way a static host would (gzip, long
// cache for hashed assets, no-cache for HTML, the prerendered pages at their paths and the app shell as
// the history fallback: src/lib/prerendered.ts), with the sandbox API on the same origin at /v1 unless
// API_URL points the app at a real one.
import fs from 'node:fs';
import path from 'node:path';
import compression from 'compression';
import express from 'express';
import { htmlFileFor } from '../src/lib/prerendered';

const root = path.resolve(__dirname, '..', process.env.DIST_DIR ?? 'dist');
const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? 'localhost';

if (!fs.existsSync(path.join(root, 'index.html'))) {
  console.error('dist/ has no build: run `npm run build` first.');
  process.exit(1);
}

const app = express();
app.disable('x-powered-by');
app.use(compression());

if (!process.env.API_URL) {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { sandboxMiddleware } = require('../src/mocks/middleware');
  app.use(sandboxMiddleware);
}
app.use('/v1', (_req, res) => {
  res.status(404).json({ message: 'Không tìm thấy địa chỉ này.', code: 'NOT_FOUND' });
});

const NO_CACHE = /(\.html|(^|\/)sw\.js|(^|\/)manifest\.webmanifest)$/;
app.use(
  express.static(root, {
    index: false,
    // /terms is a folder (terms/index.html): answered below as the page, not redirected to /terms/.
    redirect: false,
    setHeaders: (res, file) => {
      const rel = path.relative(root, file);
      if (NO_CACHE.test(rel)) res.setHeader('Cache-Control', 'no-cache');
      else if (rel.startsWith(`assets${path.sep}`)) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      else res.setHeader('Cache-Control', 'public, max-age=3600');
    },
  }),
);

// Navigations: a prerendered page's HTML at its path, the app shell for every other route.
const STATIC_FILE = /^\/assets\/|\.(js|css|map|png|svg|ico|webp|avif|woff2|json|webmanifest|txt)$/;
app.get('*', (req, res, next) => {
  if (!req.accepts('html') || STATIC_FILE.test(req.path)) return next();
  res.setHeader('Cache-Control', 'no-cache');
  res.sendFile(path.join(root, htmlFileFor(req.path)));
});

app.listen(port, host, () => {
  console.log(`Preview of dist/ on http://${host}:${port}${process.env.API_URL ? '' : ' (sandbox API at /v1)'}`);
});
