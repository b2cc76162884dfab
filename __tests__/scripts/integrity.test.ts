// The integrity the build writes into its HTML (scripts/integrity.plugin.ts): on the page's own script
// tags and script preloads, beside #root's preload list. (The chunks' hashes, in the entry, are read
// from the built files by e2e/csp.spec.ts.)
import { integrityOf, shiftedOneLine, withIntegrity } from '../../scripts/integrity.plugin';

const FILES: Record<string, string> = {
  '/assets/main.abc.js': 'main code',
  '/assets/app.def.js': 'app code',
  '/assets/page-room.123.js': 'room code',
  '/assets/store.456.js': 'store code',
};
const integrity = (url: string) => (url in FILES ? integrityOf(FILES[url]!) : undefined);

describe('withIntegrity', () => {
  it('adds integrity to the scripts and script preloads the page names, with the right hashes', () => {
    const html = withIntegrity(
      '<html><head><link rel="preload" href="/assets/app.def.js" as="script"><link rel="preload" href="/assets/font.woff2" as="font" crossorigin></head>' +
        '<body><div id="root" data-preload="/assets/page-room.123.js /assets/store.456.js"></div><script defer src="/assets/main.abc.js"></script></body></html>',
      integrity,
    );
    const doc = new DOMParser().parseFromString(html, 'text/html');
    const script = doc.querySelector('script[src]')!;
    expect(script.getAttribute('integrity')).toBe(integrityOf('main code'));
    const preload = doc.querySelector('link[as="script"]')!;
    expect(preload.getAttribute('integrity')).toBe(integrityOf('app code'));
    // A font is not a script: left as it was.
    expect(doc.querySelector('link[as="font"]')!.hasAttribute('integrity')).toBe(false);
    expect(doc.getElementById('root')!.dataset.preloadIntegrity).toBe(`${integrityOf('room code')} ${integrityOf('store code')}`);
    expect(integrityOf('main code')).toMatch(/^sha256-[A-Za-z0-9+/]{43}=$/);
  });

  it('leaves an integrity already there, and a script it has no file for', () => {
    const html = withIntegrity(
      '<head></head><script src="/assets/main.abc.js" integrity="sha384-given"></script><script src="https://accounts.google.com/gsi/client"></script>',
      integrity,
    );
    expect(html).toContain('<script src="/assets/main.abc.js" integrity="sha384-given"></script>');
    expect(html).toContain('<script src="https://accounts.google.com/gsi/client"></script>');
  });
});

describe('shiftedOneLine', () => {
  it('keeps every mapping of a file that gained a first line: the generated lines start one later', () => {
    const map = { version: 3, sources: ['a.ts'], names: [], mappings: 'AAAA,CAAC;AACA' };
    expect(JSON.parse(shiftedOneLine(JSON.stringify(map)))).toEqual({ ...map, mappings: ';AAAA,CAAC;AACA' });
  });
});
