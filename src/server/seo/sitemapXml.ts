// The sitemap protocol's files (https://www.sitemaps.org/protocol.html): a `urlset` of pages and the
// `sitemapindex` naming them. Each file stays within the protocol's limits (50,000 URLs and 50 MB
// uncompressed): a list over either is split into numbered files. Every URL is escaped as XML text
// (the ids in it came from the API, which this server does not trust).
import { escapeHtml } from '../../lib/escapeHtml';

/** The protocol's limits per file. */
export const SITEMAP_LIMITS = { urls: 50_000, bytes: 50 * 1024 * 1024 } as const;
export type SitemapLimits = { urls: number; bytes: number };

const XMLNS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const URLSET_OPEN = `${HEAD}<urlset xmlns="${XMLNS}">\n`;
const URLSET_CLOSE = '</urlset>\n';

/** One page of a sitemap: its absolute URL (`lastmod` only where a real date of its change is known). */
export interface SitemapUrl {
  loc: string;
  lastmod?: string;
}

const urlEntry = ({ loc, lastmod }: SitemapUrl) =>
  `<url><loc>${escapeHtml(loc)}</loc>${lastmod ? `<lastmod>${escapeHtml(lastmod)}</lastmod>` : ''}</url>\n`;

/**
 * `urls` as one or more `urlset` files, in order, each within `limits` (its URL count and its bytes,
 * head and tail included). A single entry over the byte limit cannot be (a URL is at most 2,048
 * characters by the schema): it is an error, not a file over the limit.
 */
export function urlsetFiles(urls: readonly SitemapUrl[], limits: SitemapLimits = SITEMAP_LIMITS): string[] {
  const fixed = Buffer.byteLength(URLSET_OPEN) + Buffer.byteLength(URLSET_CLOSE);
  const files: string[] = [];
  let entries: string[] = [];
  let bytes = fixed;
  const flush = () => {
    files.push(URLSET_OPEN + entries.join('') + URLSET_CLOSE);
    entries = [];
    bytes = fixed;
  };
  for (const url of urls) {
    const entry = urlEntry(url);
    const size = Buffer.byteLength(entry);
    if (fixed + size > limits.bytes) throw new Error(`a sitemap entry of ${size} bytes is over the file limit: ${url.loc.slice(0, 80)}`);
    if (entries.length >= limits.urls || bytes + size > limits.bytes) flush();
    entries.push(entry);
    bytes += size;
  }
  // An empty list is still one file: an empty urlset is not valid, so the caller lists no such file.
  if (entries.length > 0) flush();
  return files;
}

/** The index naming each sitemap file by its absolute URL. */
export function sitemapIndex(locs: readonly string[]): string {
  const entries = locs.map((loc) => `<sitemap><loc>${escapeHtml(loc)}</loc></sitemap>\n`).join('');
  return `${HEAD}<sitemapindex xmlns="${XMLNS}">\n${entries}</sitemapindex>\n`;
}
