// The sitemap protocol's XML Schemas (sitemaps.org's, __tests__/fixtures/sitemaps/) and a check of
// files against the one their root element names, with libxml2 compiled to WebAssembly (xmllint-wasm: no
// program to install, nothing downloaded). For jest and the browser tests alike: no jest import here.
import fs from 'node:fs';
import path from 'node:path';
import { validateXML } from 'xmllint-wasm';

const schemaFile = (name: string) => ({ fileName: name, contents: fs.readFileSync(path.join(__dirname, '../fixtures/sitemaps', name), 'utf8') });

const isIndex = (xml: string) => /<sitemapindex[\s>]/.test(xml);

/** One run of xmllint over `files` (name → XML) against one schema. */
async function errorsAgainst(schema: string, files: [string, string][]): Promise<string[]> {
  if (files.length === 0) return [];
  const result = await validateXML({ xml: files.map(([fileName, contents]) => ({ fileName, contents })), schema: [schemaFile(schema)] });
  return result.valid ? [] : result.errors.map((error) => error.rawMessage);
}

/**
 * The schema errors of sitemap files (none: all valid), each against sitemap.xsd or siteindex.xsd by
 * its root element; an error names its file. Two runs of xmllint at most, however many files.
 */
export async function sitemapsSchemaErrors(files: Record<string, string>): Promise<string[]> {
  const named = Object.entries(files).map(([name, xml]): [string, string] => [`${name.replace(/[^\w.-]/g, '_')}.xml`, xml]);
  return [
    ...(await errorsAgainst(
      'siteindex.xsd',
      named.filter(([, xml]) => isIndex(xml)),
    )),
    ...(await errorsAgainst(
      'sitemap.xsd',
      named.filter(([, xml]) => !isIndex(xml)),
    )),
  ];
}

/** The schema errors of one sitemap file (none: valid). */
export const sitemapSchemaErrors = (xml: string) => sitemapsSchemaErrors({ [isIndex(xml) ? 'sitemap-index' : 'sitemap']: xml });

/** Every `<loc>` of a sitemap file, unescaped. */
export const locsOf = (xml: string) =>
  [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map(([, loc]) =>
    loc!.replace(/&(amp|lt|gt|quot|#39);/g, (_, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[name]!),
  );
