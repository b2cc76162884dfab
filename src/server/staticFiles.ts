// The static files middleware: dist/ as the static deploy serves it (deploy/nginx.conf), each file with
// its Cache-Control, from its precompressed copy where the request takes one (src/server/precompressedFiles.ts);
// never a source map nor a copy by its own name, never a folder's redirect. What is not a file passes on.
import type { Stats } from 'node:fs';
import path from 'node:path';
import express, { type NextFunction, type Request, type Response } from 'express';
import Negotiator from 'negotiator';
import { sendFileNotFound } from './answers';
import { staticCacheControl } from './cacheHeaders';
import { COPY_EXTENSIONS, COPY_SUFFIXES, PRECOMPRESSED_FILES } from './precompressedFiles';
import { trimTrailingSlashes } from '../lib/trailingSlashes';
import { decodedPath, normalizedPath, normalizePosix } from './requestPath';

const SOURCE_MAP = /\.map$/i;
/** What the build keeps but never serves by its name: source maps, and the copies (sent only in their file's place). */
const NOT_SERVED = new RegExp(`\\.(map|${COPY_EXTENSIONS})$`, 'i');

type CopyEncoding = keyof typeof COPY_SUFFIXES;
const ENCODINGS = Object.keys(COPY_SUFFIXES) as CopyEncoding[];

/** Whether express.static would find a file whose name `pattern` matches for `rawPath` (linear: see isSourceMapPath). */
function findsFile(pattern: RegExp, rawPath: string): boolean {
  // (Not decodable: express.static answers no file for it either.)
  const decoded = decodedPath(rawPath);
  return decoded !== undefined && pattern.test(trimTrailingSlashes(normalizePosix(`./${decoded}`)));
}

/**
 * Whether express.static would find a source map for `rawPath`. The build keeps its source maps (for
 * whoever reads a stack trace); they are never served, whatever the spelling: the file is looked up by
 * the decoded path, with its dot segments and trailing slashes resolved (send: `main.js.m%61p`,
 * `/sw.js.map/.`, `/sw.js.map%2F.` and `/sw.js.map/%2e` are all sw.js.map). Linear in the path.
 */
export const isSourceMapPath = (rawPath: string) => findsFile(SOURCE_MAP, rawPath);

/**
 * Whether the decoded path ends with `.map` (or a copy's suffix): what nginx's `\.(map|br|gz)$` location
 * answers with its plain 404 (unless its `^~ /v1/` location took the path first: `/v1%2Fx.map` is the
 * not-found page there).
 */
const plainNotServed = (rawPath: string) => NOT_SERVED.test(decodedPath(rawPath) ?? '') && !normalizedPath(rawPath).startsWith('/v1/');

/**
 * The copy to answer `req` with for the file at `pathname`: the encoding it takes best, q-values
 * honoured (browsers list gzip first, at the same q as br: br wins the tie); none for a Range (its
 * offsets are the plain file's) or another method.
 */
function copyFor(req: Request, pathname: string): CopyEncoding | undefined {
  if ((req.method !== 'GET' && req.method !== 'HEAD') || req.headers.range !== undefined || !PRECOMPRESSED_FILES.test(pathname)) return undefined;
  const best = new Negotiator(req).encoding([...ENCODINGS, 'identity'], { preferred: ENCODINGS });
  return ENCODINGS.find((encoding) => encoding === best);
}

/** A file that may have copies is answered according to Accept-Encoding, whichever is sent. */
const varyIfPrecompressed = (res: Response, file: string) => {
  if (PRECOMPRESSED_FILES.test(file)) res.vary('Accept-Encoding');
};

/** A file's Cache-Control, by its path under distDir. */
const cacheControlIn = (distDir: string, file: string) => staticCacheControl(path.relative(distDir, file).split(path.sep).join('/'));

/**
 * A middleware over `distDir` that answers the file at `pathname` (the request's path unless given)
 * from the copy the request takes best, with the plain file's Content-Type and Cache-Control (unless
 * one is set already) and an ETag per encoding; `next()` when there is no such copy, the request as it
 * came. (The compression middleware leaves an answer with a Content-Encoding as it is.)
 */
export function precompressedCopies(distDir: string) {
  const serveCopy = Object.fromEntries(
    ENCODINGS.map((encoding) => [
      encoding,
      express.static(distDir, {
        index: false,
        redirect: false,
        setHeaders: (res, file, stat: Stats) => {
          const plain = file.slice(0, -COPY_SUFFIXES[encoding].length);
          if (!res.getHeader('Cache-Control')) res.setHeader('Cache-Control', cacheControlIn(distDir, plain));
          res.type(path.extname(plain));
          res.setHeader('Content-Encoding', encoding);
          varyIfPrecompressed(res, plain);
          // send's own is the copy's size and time, which the other copy could share.
          res.setHeader('ETag', `W/"${stat.size.toString(16)}-${stat.mtime.getTime().toString(16)}-${encoding}"`);
        },
      }),
    ]),
  ) as Record<CopyEncoding, ReturnType<typeof express.static>>;
  return (req: Request, res: Response, next: NextFunction, pathname = req.path) => {
    const encoding = copyFor(req, pathname);
    if (!encoding) return next();
    // The copy's path, resolved by express.static as any path is (decoded, within distDir); no query.
    const url = req.url;
    req.url = `${pathname}${COPY_SUFFIXES[encoding]}`;
    serveCopy[encoding](req, res, (error?: unknown) => {
      req.url = url;
      next(error);
    });
  };
}

export function staticFiles(distDir: string) {
  const serve = express.static(distDir, {
    index: false,
    // /terms is a folder (terms/index.html): answered as the page (src/server/appPages.ts), not redirected to /terms/.
    redirect: false,
    setHeaders: (res, file) => {
      res.setHeader('Cache-Control', cacheControlIn(distDir, file));
      varyIfPrecompressed(res, file);
    },
  });
  const copies = precompressedCopies(distDir);
  return (req: Request, res: Response, next: NextFunction) => {
    // A path nginx normalises to a folder's (`/favicon.svg/.`, `/index.html//`) is no file there (its
    // try_files finds none); express.static would send the file.
    if (normalizedPath(req.path).endsWith('/')) return next();
    if (!findsFile(NOT_SERVED, req.path)) return copies(req, res, (error?: unknown) => (error ? next(error) : void serve(req, res, next)));
    // A map (or a copy) asked for by its name: the plain 404 nginx gives it. Any other spelling (a dot
    // segment, a slash after it) is no file at all, and what follows answers it as it answers any such path.
    if (plainNotServed(req.path)) sendFileNotFound(res);
    else next();
  };
}
