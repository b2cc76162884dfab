// /.well-known/assetlinks.json and /.well-known/apple-app-site-association, as the build wrote them into
// dist/ (webpack.config.ts, from src/lib/appLinks.ts): served as application/json (Apple's file has no
// extension), never redirected, never the app shell; any other path under /.well-known/ is a 404. Read
// once, at start.
import fs from 'node:fs';
import path from 'node:path';
import type { NextFunction, Request, Response } from 'express';
import { wellKnownFiles } from '../lib/appLinks';
import { sendFileNotFound } from './answers';
import { normalizedPath } from './requestPath';

const WELL_KNOWN_DIR = '.well-known';

/** The middleware that answers everything under /.well-known/. */
export function wellKnownRoute(distDir: string) {
  const files = new Map<string, Buffer>();
  for (const name of Object.keys(wellKnownFiles())) {
    const file = path.join(distDir, WELL_KNOWN_DIR, name);
    if (fs.existsSync(file)) files.set(name, fs.readFileSync(file));
  }
  const prefix = `/${WELL_KNOWN_DIR}/`;
  // Everything under /.well-known/ is answered here: a file we have, or a plain 404.
  return (req: Request, res: Response, next: NextFunction) => {
    // By the path as nginx takes it: `/.well-known/../login` is /login, `/.well-known/%2e%2e%2e` is here.
    const pathname = normalizedPath(req.path);
    if (!pathname.startsWith(prefix) || (req.method !== 'GET' && req.method !== 'HEAD')) return next();
    const body = files.get(pathname.slice(prefix.length));
    if (!body) return sendFileNotFound(res);
    res.setHeader('Cache-Control', 'public, max-age=3600');
    res.type('application/json').send(body);
  };
}
