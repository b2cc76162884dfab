// The sitemap build (src/server/seo/sitemapBuild.ts) against an API that answers as CONTRACT.md says:
// what it lists, what it costs the API (counted), its limits, and every file valid by the protocol's schema.
import { server } from '../../../src/mocks/node';
import { EVENT_SLUGS } from '../../../src/features/event/eventSlugs';
import { SITE_URL } from '../../../src/lib/config';
import { buildSitemaps, INDEX_FILE, SITEMAP_BUDGET, type SitemapSet } from '../../../src/server/seo/sitemapBuild';
import { publicPagePaths } from '../../../src/server/seo/searchable';
import { locsOf, sitemapsSchemaErrors } from '../../support/sitemapSchema';
import { API, contractApi, PER_PAGE } from './contractApi';

const build = (options: Partial<Parameters<typeof buildSitemaps>[0]> = {}) => buildSitemaps({ apiUrl: API, ...options });

const expectValid = async (set: SitemapSet) => expect(await sitemapsSchemaErrors(Object.fromEntries(set.files))).toEqual([]);

// Builds of hundreds of calls through MSW and the schema checks in WebAssembly: seconds on a busy machine.
jest.setTimeout(30_000);

/** Every URL of the set's files but the index, by file. */
const urlsOf = (set: SitemapSet) =>
  Object.fromEntries([...set.files].filter(([name]) => name !== INDEX_FILE).map(([name, xml]) => [name, locsOf(xml)]));

describe('the sitemap build', () => {
  it('lists the public pages, the 32 events and every recording they list, with one call per event and per page', async () => {
    const api = contractApi(EVENT_SLUGS);
    server.use(...api.handlers);
    const set = await build();
    // 40 recordings an event: pages 1, 2 and 3 (15 + 15 + 10), and each event's detail for its id.
    expect(api.calls).toHaveLength(32 + 32 * 3);
    expect(set.calls).toBe(api.calls.length);
    expect(set.failures).toBe(0);
    const files = urlsOf(set);
    expect(Object.keys(files)).toEqual(['pages', 'events', 'recordings-1']);
    expect(files.pages).toEqual(publicPagePaths().map((path) => `${SITE_URL}${path}`));
    expect(files.events).toEqual(EVENT_SLUGS.map((slug) => `${SITE_URL}/events/${slug}`));
    expect(files['recordings-1']).toHaveLength(32 * 40);
    expect(files['recordings-1']).toContain(`${SITE_URL}/recording/rec-32-39`);
    expect(locsOf(set.files.get(INDEX_FILE)!)).toEqual(['pages', 'events', 'recordings-1'].map((name) => `${SITE_URL}/sitemaps/${name}.xml`));
    // No lastmod: the API gives no date a page last changed.
    expect([...set.files.values()].join('')).not.toContain('lastmod');
    await expectValid(set);
  });

  it('asks at most its pages per event and its calls in all, every event its first pages first', async () => {
    const api = contractApi(EVENT_SLUGS, { recordingsOf: () => 10_000 });
    server.use(...api.handlers);
    const set = await build();
    expect(api.calls).toHaveLength(SITEMAP_BUDGET.calls);
    const pagesOf = (id: number) =>
      api
        .pageCalls()
        .filter((call) => call.startsWith(`/v1/events/recordings/${id}?`))
        .map((call) => Number(/page=(\d+)/.exec(call)![1]));
    const counts = EVENT_SLUGS.map((_, index) => pagesOf(index + 1));
    // (400 − 32) pages shared round by round: 11 or 12 each, pages 1…n of each event, none twice.
    for (const pages of counts) {
      expect(pages.length === 11 || pages.length === 12).toBe(true);
      expect([...pages].sort((a, b) => a - b)).toEqual(pages.map((_, i) => i + 1));
    }
    expect(urlsOf(set)['recordings-1']).toHaveLength((SITEMAP_BUDGET.calls - 32) * PER_PAGE);

    const wider = contractApi(EVENT_SLUGS, { recordingsOf: () => 10_000 });
    server.use(...wider.handlers);
    await build({ budget: { ...SITEMAP_BUDGET, calls: 10_000 } });
    // With calls to spare, the per-event cap binds: 20 pages each, never a 21st.
    expect(wider.calls).toHaveLength(32 + 32 * SITEMAP_BUDGET.pagesPerEvent);
    expect(wider.pageCalls().some((call) => call.endsWith(`page=${SITEMAP_BUDGET.pagesPerEvent + 1}`))).toBe(false);
  });

  it('lists at most its recordings, and asks no page once it has them', async () => {
    const api = contractApi(EVENT_SLUGS, { recordingsOf: () => 10_000 });
    server.use(...api.handlers);
    const set = await build({ budget: { ...SITEMAP_BUDGET, recordings: 100 } });
    expect(urlsOf(set)['recordings-1']).toHaveLength(100);
    // 7 pages of 15 fill it; at most the calls already under way (4 at a time) follow, and no second page.
    expect(api.pageCalls().length).toBeGreaterThanOrEqual(7);
    expect(api.pageCalls().length).toBeLessThanOrEqual(7 + SITEMAP_BUDGET.concurrency - 1);
    expect(api.pageCalls().some((call) => call.endsWith('page=2'))).toBe(false);
  });

  it('splits a list over a file limit into numbered files, each within it and valid', async () => {
    server.use(...contractApi(EVENT_SLUGS.slice(0, 4)).handlers);
    const byCount = await build({ slugs: EVENT_SLUGS.slice(0, 4), limits: { urls: 50, bytes: 50 * 1024 * 1024 } });
    const files = urlsOf(byCount);
    expect(Object.keys(files)).toEqual(['pages', 'events', 'recordings-1', 'recordings-2', 'recordings-3', 'recordings-4']);
    expect(Object.values(files).map((urls) => urls.length)).toEqual([publicPagePaths().length, 4, 50, 50, 50, 10]);
    await expectValid(byCount);

    server.use(...contractApi(EVENT_SLUGS.slice(0, 4)).handlers);
    const byBytes = await build({ slugs: EVENT_SLUGS.slice(0, 4), limits: { urls: 50_000, bytes: 4096 } });
    const parts = [...byBytes.files].filter(([name]) => name.startsWith('recordings-'));
    expect(parts.length).toBeGreaterThan(1);
    for (const [, xml] of parts) expect(Buffer.byteLength(xml)).toBeLessThanOrEqual(4096);
    expect(parts.flatMap(([, xml]) => locsOf(xml))).toEqual(Object.values(files).slice(2).flat());
    await expectValid(byBytes);
  });

  it('skips an id that is not of our grammar, and escapes what it writes', async () => {
    const hostile = ['a&b', '"><script>', '../x', 'ok_1', 'x y', 'OK-2'];
    server.use(
      ...contractApi(EVENT_SLUGS.slice(0, 2), {
        recordingsOf: () => hostile.length,
        uidOf: (_id, index) => hostile[index]!,
        // The second event's id would turn its recordings' GET into another path.
        idOf: (_slug, index) => (index === 1 ? '1/../../users' : 7),
      }).handlers,
    );
    const set = await build({ slugs: EVENT_SLUGS.slice(0, 2) });
    expect(urlsOf(set).events).toEqual([`${SITE_URL}/events/${EVENT_SLUGS[0]}`]);
    expect(urlsOf(set)['recordings-1']).toEqual([`${SITE_URL}/recording/ok_1`, `${SITE_URL}/recording/OK-2`]);
    await expectValid(set);
  });

  it('keeps what the last build found for an event whose calls fail, and drops one the API says is gone', async () => {
    const slugs: [string, string, string] = [EVENT_SLUGS[0], EVENT_SLUGS[1], EVENT_SLUGS[2]];
    server.use(...contractApi(slugs).handlers);
    const first = await build({ slugs });
    server.use(
      ...contractApi(slugs, {
        detailStatus: (slug) => ({ [slugs[0]]: 500, [slugs[1]]: 404 })[slug],
        pageStatus: (id, page) => (id === 3 && page === 2 ? 503 : undefined),
      }).handlers,
    );
    const second = await build({ slugs, previous: first });
    expect(second.failures).toBe(2);
    expect(urlsOf(second).events).toEqual([slugs[0], slugs[2]].map((slug) => `${SITE_URL}/events/${slug}`));
    // The first event as the last build had it; the third's 40 from the last build, not this one's 15.
    expect(second.events.get(slugs[0])).toEqual(first.events.get(slugs[0]));
    expect(second.events.get(slugs[2])!.recordings).toHaveLength(40);

    server.use(...contractApi(slugs, { detailStatus: () => 500 }).handlers);
    const without = await build({ slugs });
    // Nothing known yet: the fixed pages alone, an index still valid.
    expect(Object.keys(urlsOf(without))).toEqual(['pages']);
    await expectValid(without);
  });
});
