import { routes } from '../../../src/lib/routes';
import { asMarkup, parseTemplate, writeDocument } from '../../../src/server/document';
import { pageTemplate } from '../../../src/server/html';
import { reportVitals } from '../../../src/lib/vitals/report';
import { landedPathname, renderingOf, sampled } from '../../../src/lib/vitals/start';

jest.mock('../../../src/lib/vitals/report', () => ({ reportVitals: jest.fn() }));

const SHELL =
  '<!doctype html><html><head><title data-static-meta>Hát Vui</title></head><body><div id="root"></div><script src="/assets/main.js"></script></body></html>';

/** #root as the build writes it: a prerendered page, or a share page's template filled by the server. */
const rootOf = (path: string, server: boolean) => {
  const template = parseTemplate(pageTemplate(SHELL, { css: [], js: [], fonts: [] }, '/', { server, boot: 'assets/boot.js' }));
  const html = writeDocument(template, { path, head: asMarkup(''), body: asMarkup('<h1>x</h1>') });
  return new DOMParser().parseFromString(html, 'text/html').getElementById('root');
};

describe("the field measurements' start", () => {
  it('measures this visit (RUM_SAMPLE unset: every visit), from the page it landed on', () => {
    // The module measured when it was loaded, as the entry's import does.
    expect(reportVitals).toHaveBeenCalledWith('shell', window.location.pathname);
  });

  it('samples visits: a share of RUM_SAMPLE, by one random draw per visit', () => {
    expect(sampled(0.1, () => 0.05)).toBe(true);
    expect(sampled(0.1, () => 0.1)).toBe(false);
    expect(sampled(0, () => 0)).toBe(false);
    expect(sampled(1, () => 0.999)).toBe(true);
    expect(sampled(Number.NaN, () => 0)).toBe(false);
  });

  it("tells the server's HTML from a prerendered page and from the bare shell, after the store took the server's state", () => {
    expect(renderingOf(rootOf(routes.recording.href('abc'), true))).toBe('server');
    expect(renderingOf(rootOf(routes.terms.href(), false))).toBe('prerendered');
    // The server could not get the data and sent the app shell; or the service worker's cached shell.
    expect(renderingOf(document.createElement('div'))).toBe('shell');
    expect(renderingOf(null)).toBe('shell');
  });

  it('takes the URL the page was loaded at, not where the app has navigated since', () => {
    const entries = jest.fn(() => [{ name: 'https://hatvui.vn/events/tet?utm_source=zalo' }]);
    Object.defineProperty(performance, 'getEntriesByType', { value: entries, configurable: true });
    window.history.pushState(null, '', '/terms');
    expect(landedPathname()).toBe('/events/tet');
    expect(entries).toHaveBeenCalledWith('navigation');
    entries.mockReturnValue([]);
    expect(landedPathname()).toBe('/terms');
  });
});
