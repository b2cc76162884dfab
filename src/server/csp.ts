// The Content-Security-Policy, everything this code does with it. Its text is one `add_header` line of
// deploy/nginx.conf, which nginx sends (deploy/nginx-conf.sh fills its placeholders) and the server reads
// (src/server/headers.ts): one source for both. Here is what is derived from it: the hashes of inline
// <style> elements (the build's, written to STYLE_HASHES_FILE for ${STYLE_HASHES}), the policy of one
// document (its own styles' hashes only), and the policy of a page any site may frame.
import { createHash } from 'node:crypto';

export const CSP_HEADER = 'Content-Security-Policy';

/** Beside the share pages' templates: the `'sha256-…'` sources of every inline <style> the build wrote, on one line. */
export const STYLE_HASHES_FILE = 'style-hashes.txt';

/** A policy's directives, in order, each as its name and its sources. */
export const directivesOf = (policy: string): [name: string, sources: string[]][] =>
  policy
    .split(';')
    .map((directive) => directive.trim().split(/\s+/))
    .filter(([name]) => name)
    .map(([name, ...sources]) => [name!, sources]);

// The text of each <style> element (raw text: it ends at the first `</style`).
const STYLE_ELEMENT = /<style\b[^>]*>([\s\S]*?)<\/style[\s/>]/gi;

/**
 * The CSP sources (`'sha256-…'`) that allow each inline <style> of `html`, distinct, in order: the hash
 * of the element's text as the browser sees it (the parser turns CR LF and CR into LF).
 */
export function styleHashes(html: string): string[] {
  const hashes = [...html.matchAll(STYLE_ELEMENT)].map(
    ([, text]) => `'sha256-${createHash('sha256').update(text!.replace(/\r\n?/g, '\n'), 'utf8').digest('base64')}'`,
  );
  return [...new Set(hashes)];
}

// A start tag and its attributes (values quoted or not), and each attribute's name in them.
// (Whitespace before each attribute, as React and html-webpack-plugin write them: no backtracking.)
const START_TAG = /<[a-zA-Z][^\s/>]*((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'>]+))?)*)\s*\/?>/g;
const ATTRIBUTE_NAME = /\s([^\s"'>/=]+)(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'>]+))?/g;

/** Whether `html` has an element with a style attribute, which the CSP refuses to apply (the build fails on one). */
export const hasStyleAttribute = (html: string) =>
  [...html.matchAll(START_TAG)].some(([, attributes]) =>
    [...attributes!.matchAll(ATTRIBUTE_NAME)].some(([, name]) => name!.toLowerCase() === 'style'),
  );

/** `policy` with its style-src's sources as `change` makes them; as it is if it has no style-src. */
function changeStyleSources(policy: string, change: (sources: string[]) => string[]): string {
  const directives = policy.split(';').map((directive) => directive.trim());
  const index = directives.findIndex((directive) => /^style-src(\s|$)/.test(directive));
  if (index === -1) return policy;
  const [name, ...sources] = directives[index]!.split(/\s+/);
  directives[index] = [name, ...change(sources)].join(' ');
  return directives.join('; ');
}

/** The CSP `policy` with `sources` added to its style-src (the hashes of styles a response adds). */
export function withStyleSources(policy: string, sources: readonly string[]): string {
  if (sources.length === 0) return policy;
  return changeStyleSources(policy, (own) => [...own, ...sources.filter((source) => !own.includes(source))]);
}

/** The CSP `policy` with the build's style hashes (`built`, STYLE_HASHES_FILE's sources) taken out of its style-src. */
const withoutStyleSources = (policy: string, built: ReadonlySet<string>) =>
  changeStyleSources(policy, (own) => own.filter((source) => !built.has(source)));

const FRAME_ANCESTORS = /frame-ancestors [^;]*/;

/** The policy of a page any site may show in a frame (an embedded player): frame-ancestors lets every site. */
export const framablePolicy = (policy: string) =>
  FRAME_ANCESTORS.test(policy) ? policy.replace(FRAME_ANCESTORS, 'frame-ancestors *') : `${policy}; frame-ancestors *`;

/**
 * The policy for one HTML document whose own <style> elements have the sources `styles` (styleHashes of
 * it): its style-src allows those and no other inline style, in place of the build's hashes (`built`,
 * STYLE_HASHES_FILE's sources: every page's, 13 of them, ~0.7 KB of the response's first round trip).
 * Whatever the app adds to the page later comes as linked stylesheets ('self').
 */
export const policyForStyles = (policy: string, built: ReadonlySet<string>, styles: readonly string[]) =>
  withStyleSources(withoutStyleSources(policy, built), [...new Set(styles)]);
