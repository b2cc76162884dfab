// The response headers of every answer, read from deploy/nginx.conf's `add_header` lines: the server
// and nginx send the same ones because there is one list (webpack gives the server that file's text).
// Its placeholders are filled as envsubst fills them for nginx: the API's origin, and the hashes of
// the inline styles the build wrote (STYLE_HASHES_FILE).

/** Beside the share pages' templates: the `'sha256-…'` sources of every inline <style> the build wrote, on one line. */
export const STYLE_HASHES_FILE = 'style-hashes.txt';

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
  // Cache-Control is per answer, not the site's: the server says its own (src/server/app.ts).
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

/** The CSP `policy` with `sources` added to its style-src (the hashes of styles a response adds). */
export function withStyleSources(policy: string, sources: readonly string[]): string {
  if (sources.length === 0) return policy;
  const directives = policy.split(';').map((directive) => directive.trim());
  const index = directives.findIndex((directive) => /^style-src(\s|$)/.test(directive));
  if (index === -1) return policy;
  const own = new Set(directives[index]!.split(/\s+/));
  directives[index] = [directives[index], ...sources.filter((source) => !own.has(source))].join(' ');
  return directives.join('; ');
}

/**
 * The headers of a page any site may show in a frame (an embedded player): the CSP's frame-ancestors
 * lets every site, X-Frame-Options (which can only refuse) goes, and another site's page may load it
 * (Cross-Origin-Resource-Policy). Every other header stays.
 */
export function framable(headers: readonly (readonly [name: string, value: string])[]): [name: string, value: string][] {
  return headers.flatMap(([name, value]): [string, string][] => {
    switch (name.toLowerCase()) {
      case 'x-frame-options':
        return [];
      case 'content-security-policy':
        return [[name, /frame-ancestors [^;]*/.test(value) ? value.replace(/frame-ancestors [^;]*/, 'frame-ancestors *') : `${value}; frame-ancestors *`]];
      case 'cross-origin-resource-policy':
        return [[name, 'cross-origin']];
      default:
        return [[name, value]];
    }
  });
}
