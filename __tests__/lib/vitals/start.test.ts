import { paths } from '../../../src/lib/paths';
import { PRERENDERED_PAGES, SERVER_RENDERED } from '../../../src/lib/prerendered';
import { reportVitals } from '../../../src/lib/vitals/report';
import { landedPathname, renderingOf, sampled } from '../../../src/lib/vitals/start';

jest.mock('../../../src/lib/vitals/report', () => ({ reportVitals: jest.fn() }));

const root = (prerendered?: string) => {
  const element = document.createElement('div');
  if (prerendered !== undefined) element.dataset.prerendered = prerendered;
  return element;
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
    const share = paths.recording.href('abc');
    expect(SERVER_RENDERED.map(({ pattern }) => pattern)).toContain(paths.recording.path);
    expect(renderingOf(root(share), share)).toBe('server');
    for (const page of PRERENDERED_PAGES) expect(renderingOf(root(page.path), page.path)).toBe('prerendered');
    // The server could not get the data and sent the app shell; or the service worker's cached shell.
    expect(renderingOf(root(), share)).toBe('shell');
    expect(renderingOf(null, '/')).toBe('shell');
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
