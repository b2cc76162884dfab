// The sitemap protocol's XML Schemas (sitemaps.org's, __tests__/fixtures/sitemaps/) and a check of a
// file against the one its root element names, with libxml2 compiled to WebAssembly (xmllint-wasm: no
// program to install, nothing downloaded). For jest and the browser tests alike: no jest import here.
import fs from 'node:fs';
import path from 'node:path';
import { validateXML } from 'xmllint-wasm';

const schemaFile = (name: string) => ({ fileName: name, contents: fs.readFileSync(path.join(__dirname, '../fixtures/sitemaps', name), 'utf8') });

/** The schema errors of `xml` (none: valid), against sitemap.xsd or siteindex.xsd by its root element. */
export async function sitemapSchemaErrors(xml: string): Promise<string[]> {
  const index = /<sitemapindex[\s>]/.test(xml);
  const result = await validateXML({
    xml: [{ fileName: index ? 'sitemap-index.xml' : 'sitemap.xml', contents: xml }],
    schema: [schemaFile(index ? 'siteindex.xsd' : 'sitemap.xsd')],
  });
  return result.valid ? [] : result.errors.map((error) => error.rawMessage);
}

/** Every `<loc>` of a sitemap file, unescaped. */
export const locsOf = (xml: string) =>
  [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map(([, loc]) => loc!.replace(/&(amp|lt|gt|quot|#39);/g, (_, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[name]!));
