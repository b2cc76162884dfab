// The static files middleware: dist/ as the static deploy serves it (deploy/nginx.conf), each file with
// its Cache-Control; never a source map, never a folder's redirect. What is not a file passes on.
import path from 'node:path';
import express, { type NextFunction, type Request, type Response } from 'express';
import { sendFileNotFound } from './answers';
import { staticCacheControl } from './cacheHeaders';
import { trimTrailingSlashes } from '../lib/trailingSlashes';
import { decodedPath, normalizedPath, normalizePosix } from './requestPath';

const SOURCE_MAP = /\.map$/i;

/**
 * Whether express.static would find a source map for `rawPath`. The build keeps its source maps (for
 * whoever reads a stack trace); they are never served, whatever the spelling: the file is looked up by
 * the decoded path, with its dot segments and trailing slashes resolved (send: `main.js.m%61p`,
 * `/sw.js.map/.`, `/sw.js.map%2F.` and `/sw.js.map/%2e` are all sw.js.map). Linear in the path.
 */
export function isSourceMapPath(rawPath: string): boolean {
  // (Not decodable: express.static answers no file for it either.)
  const decoded = decodedPath(rawPath);
  return decoded !== undefined && SOURCE_MAP.test(trimTrailingSlashes(normalizePosix(`./${decoded}`)));
}

/**
 * Whether the decoded path ends with `.map`: what nginx's `\.map$` location answers with its plain 404
 * (unless its `^~ /v1/` location took the path first: `/v1%2Fx.map` is the not-found page there).
 */
const plainSourceMap = (rawPath: string) => SOURCE_MAP.test(decodedPath(rawPath) ?? '') && !normalizedPath(rawPath).startsWith('/v1/');

export function staticFiles(distDir: string) {
  const serve = express.static(distDir, {
    index: false,
    // /terms is a folder (terms/index.html): answered as the page (src/server/appPages.ts), not redirected to /terms/.
    redirect: false,
    setHeaders: (res, file) => res.setHeader('Cache-Control', staticCacheControl(path.relative(distDir, file).split(path.sep).join('/'))),
  });
  return (req: Request, res: Response, next: NextFunction) => {
    // A path nginx normalises to a folder's (`/favicon.svg/.`, `/index.html//`) is no file there (its
    // try_files finds none); express.static would send the file.
    if (normalizedPath(req.path).endsWith('/')) return next();
    if (!isSourceMapPath(req.path)) return void serve(req, res, next);
    // A map asked for by its name: the plain 404 nginx gives it. Any other spelling (a dot segment, a
    // slash after it) is no file at all, and what follows answers it as it answers any such path.
    if (plainSourceMap(req.path)) sendFileNotFound(res);
    else next();
  };
}
