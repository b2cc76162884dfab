/**
 * @jest-environment node
 */
// The protocol's files as text (src/server/seo/sitemapXml.ts): escaped, within the limits, and what the
// schema check (xmllint-wasm with sitemaps.org's XSDs) accepts and refuses.
import { sitemapIndex, urlsetFiles } from '../../../src/server/seo/sitemapXml';
import { locsOf, sitemapSchemaErrors } from '../../support/sitemapSchema';

describe('sitemap files', () => {
  it('escape every URL as XML text, and read back as the same URLs', async () => {
    const locs = ['https://hatvui.vn/a?b=1&c=<2>&d=\'"', 'https://hatvui.vn/bài-hát'];
    const [xml] = urlsetFiles(locs.map((loc) => ({ loc })));
    expect(xml).toContain('b=1&amp;c=&lt;2&gt;&amp;d=&#39;&quot;');
    expect(locsOf(xml!)).toEqual(locs);
    expect(await sitemapSchemaErrors(xml!)).toEqual([]);
    const index = sitemapIndex(['https://hatvui.vn/sitemaps/pages.xml?x=1&y=2']);
    expect(index).toContain('x=1&amp;y=2');
    expect(await sitemapSchemaErrors(index)).toEqual([]);
  });

  it('are refused by the schema check when they break the protocol', async () => {
    // An empty urlset, a relative loc (shorter than the schema's 12 characters), an unknown element.
    expect(await sitemapSchemaErrors('<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"></urlset>')).not.toEqual([]);
    expect(await sitemapSchemaErrors(urlsetFiles([{ loc: '/a' }])[0]!)).not.toEqual([]);
    expect(await sitemapSchemaErrors(urlsetFiles([{ loc: 'https://hatvui.vn/', lastmod: 'hôm qua' }])[0]!)).not.toEqual([]);
    expect(await sitemapSchemaErrors(sitemapIndex([]))).not.toEqual([]);
  });

  it('never write a file over the limits, and refuse an entry no file can hold', () => {
    const urls = Array.from({ length: 25 }, (_, i) => ({ loc: `https://hatvui.vn/recording/r${i}` }));
    const byCount = urlsetFiles(urls, { urls: 10, bytes: 1_000_000 });
    expect(byCount.map((xml) => locsOf(xml).length)).toEqual([10, 10, 5]);
    const byBytes = urlsetFiles(urls, { urls: 1000, bytes: 600 });
    for (const xml of byBytes) expect(Buffer.byteLength(xml)).toBeLessThanOrEqual(600);
    expect(byBytes.flatMap(locsOf)).toEqual(urls.map((url) => url.loc));
    expect(urlsetFiles([])).toEqual([]);
    expect(() => urlsetFiles([{ loc: `https://hatvui.vn/${'a'.repeat(600)}` }], { urls: 10, bytes: 600 })).toThrow(/over the file limit/);
  });
});
