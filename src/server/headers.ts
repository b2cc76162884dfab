// The response headers of every answer, read from deploy/nginx.conf's `add_header` lines: the server
// and nginx send the same ones because there is one list (webpack gives the server that file's text).
// Its placeholders are filled as envsubst fills them for nginx: the API's origin, and the hashes of
// the inline styles the build wrote (STYLE_HASHES_FILE). The policy itself: src/server/csp.ts.
import type { NextFunction, Request, Response } from 'express';
import { CSP_HEADER, framablePolicy, policyForStyles } from './csp';

type HeaderList = readonly (readonly [name: string, value: string])[];

/** deploy/nginx.conf's placeholders that are part of a header. */
export interface HeaderValues {
  /** The API's origin when the browser calls it directly (a build with API_URL), else empty. */
  API_ORIGIN?: string;
  /** STYLE_HASHES_FILE's content. */
  STYLE_HASHES?: string;
}

/** `add_header Name "value" always;` lines with a literal value; nginx variables are nginx's own. */
const ADD_HEADER = /^\s*add_header\s+([A-Za-z-]+)\s+"([^"]*)"(?:\s+always)?\s*;/gm;
const PLACEHOLDER = /\$\{([A-Z_]+)\}/g;

/**
 * The headers deploy/nginx.conf adds, with its placeholders filled from `values` (a missing value is
 * empty, as envsubst leaves it): byte for byte what nginx sends. A placeholder this list does not know
 * is an error, never sent as it is.
 */
export function headersFromNginxConf(conf: string, values: HeaderValues = {}): [name: string, value: string][] {
  const known: Record<string, string | undefined> = { API_ORIGIN: '', STYLE_HASHES: '', ...values };
  // Cache-Control is per answer, not the site's: the server says its own (src/server/cacheHeaders.ts).
  const siteHeaders = [...conf.matchAll(ADD_HEADER)].filter(([, name]) => name!.toLowerCase() !== 'cache-control');
  return siteHeaders.map(([, name, value]) => [
    name!,
    value!.replace(PLACEHOLDER, (placeholder, key: string) => {
      const filled = known[key];
      if (filled === undefined) throw new Error(`deploy/nginx.conf: ${name} has ${placeholder}, which the server cannot fill`);
      return filled.trim();
    }),
  ]);
}

/**
 * The headers of a page any site may show in a frame (an embedded player): the CSP's frame-ancestors
 * lets every site, X-Frame-Options (which can only refuse) goes, and another site's page may load it
 * (Cross-Origin-Resource-Policy). Every other header stays.
 */
function framable(headers: HeaderList): [name: string, value: string][] {
  return headers.flatMap(([name, value]): [string, string][] => {
    switch (name.toLowerCase()) {
      case 'x-frame-options':
        return [];
      case CSP_HEADER.toLowerCase():
        return [[name, framablePolicy(value)]];
      case 'cross-origin-resource-policy':
        return [[name, 'cross-origin']];
      default:
        return [[name, value]];
    }
  });
}

/** The site's headers, for every answer and for an HTML page in particular. */
export interface SiteHeaders {
  /** What every answer carries. */
  readonly all: HeaderList;
  /**
   * An HTML page's: by the CSP sources of its document's own inline styles (styleHashes), a CSP that
   * allows those and no other (a page the server renders: its first round trip is short of room);
   * without them, the site's (the shell, the not-found page: as nginx sends them). And whether any site
   * may frame it.
   */
  forPage(styles?: readonly string[], options?: { frameable?: boolean }): Record<string, string>;
}

/** deploy/nginx.conf's headers, filled with the API's origin and the hashes of the build's inline styles. */
export function siteHeaders(nginxConf: string, { apiOrigin = '', styleHashes = '' }: { apiOrigin?: string; styleHashes?: string }): SiteHeaders {
  const all = headersFromNginxConf(nginxConf, { API_ORIGIN: apiOrigin, STYLE_HASHES: styleHashes });
  const framableAll = framable(all);
  const built = new Set(styleHashes.trim().split(/\s+/));
  return {
    all,
    forPage: (styles, { frameable = false } = {}) =>
      Object.fromEntries(
        (frameable ? framableAll : all).map(([name, value]) => [
          name,
          styles !== undefined && name.toLowerCase() === CSP_HEADER.toLowerCase() ? policyForStyles(value, built, styles) : value,
        ]),
      ),
  };
}

/** The security headers middleware: the site's headers on every answer (an HTML page replaces them with its own). */
export const securityHeaders = (headers: SiteHeaders) => (_req: Request, res: Response, next: NextFunction) => {
  for (const [name, value] of headers.all) res.setHeader(name, value);
  next();
};

/** Replaces the site's headers on `res` by a page's `own` (a header of the site it has not is removed). */
export function replaceSiteHeaders(res: Response, headers: SiteHeaders, own: Record<string, string>) {
  for (const [name] of headers.all) if (!(name in own)) res.removeHeader(name);
  res.set(own);
}
