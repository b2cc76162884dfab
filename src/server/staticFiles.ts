// The static files middleware: dist/ as the static deploy serves it (deploy/nginx.conf), each file with
// its Cache-Control; never a source map, never a folder's redirect. What is not a file passes on.
import path from 'node:path';
import express, { type NextFunction, type Request, type Response } from 'express';
import { sendFileNotFound } from './answers';
import { staticCacheControl } from './cacheHeaders';

// The build keeps its source maps (for whoever reads a stack trace); they are never served, whatever
// the spelling: the static files are looked up by the decoded path (`main.js.m%61p` is main.js.map).
const SOURCE_MAP = /\.map$/i;
const isSourceMap = (rawPath: string) => {
  try {
    return SOURCE_MAP.test(decodeURIComponent(rawPath));
  } catch {
    return true; // not decodable: no file either
  }
};

export function staticFiles(distDir: string) {
  return [
    (req: Request, res: Response, next: NextFunction) => (isSourceMap(req.path) ? sendFileNotFound(res) : next()),
    express.static(distDir, {
      index: false,
      // /terms is a folder (terms/index.html): answered as the page (src/server/pages.ts), not redirected to /terms/.
      redirect: false,
      setHeaders: (res, file) => res.setHeader('Cache-Control', staticCacheControl(path.relative(distDir, file).split(path.sep).join('/'))),
    }),
  ];
}
