// The sitemaps as the production server serves them (src/server/seo/sitemapRoute.ts): from the last
// build in memory, never built by a request; 503 with Retry-After before the first build is done.
import { EVENT_SLUGS } from '../../../src/features/event/eventSlugs';
import { server } from '../../../src/mocks/node';
import { SITEMAP_MAX_AGE_S, SITEMAP_RETRY_AFTER_S, startSitemaps } from '../../../src/server/seo/sitemapRoute';
import { makeTestBuild, startTestServer } from '../../support/productionServer';
import { locsOf } from '../../support/sitemapSchema';
import { API, contractApi } from './contractApi';

// A build of a hundred calls through MSW, and a server: seconds on a busy machine.
jest.setTimeout(20_000);

describe('GET /sitemap.xml', () => {
  it('is a 503 to wait for until the first build is done, then the build from memory, whatever the requests', async () => {
    let open = () => {};
    const gate = new Promise<void>((resolve) => (open = resolve));
    const api = contractApi(EVENT_SLUGS, { gate });
    server.use(...api.handlers);
    const sitemaps = startSitemaps({ apiUrl: API, everyMs: 3_600_000 });
    const build = makeTestBuild();
    const site = await startTestServer(build, { sitemaps });
    try {
      const early = await fetch(`${site.origin}/sitemap.xml`);
      expect(early.status).toBe(503);
      expect(early.headers.get('retry-after')).toBe(String(SITEMAP_RETRY_AFTER_S));
      expect(early.headers.get('cache-control')).toBe('no-store');
      open();
      await sitemaps.settled();
      const callsOfOneBuild = api.calls.length;

      const index = await fetch(`${site.origin}/sitemap.xml`);
      expect(index.status).toBe(200);
      expect(index.headers.get('content-type')).toBe('application/xml; charset=utf-8');
      expect(index.headers.get('cache-control')).toBe(`public, max-age=${SITEMAP_MAX_AGE_S}`);
      const files = locsOf(await index.text()).map((loc) => new URL(loc).pathname);
      expect(files).toEqual(['/sitemaps/pages.xml', '/sitemaps/events.xml', '/sitemaps/recordings-1.xml']);
      for (const file of files) {
        const response = await fetch(`${site.origin}${file}`);
        expect({ file, status: response.status }).toEqual({ file, status: 200 });
        expect(locsOf(await response.text()).length).toBeGreaterThan(0);
      }
      // A file the build did not write is no page; HEAD as GET.
      expect((await fetch(`${site.origin}/sitemaps/recordings-2.xml`)).status).toBe(404);
      expect((await fetch(`${site.origin}/sitemap.xml`, { method: 'HEAD' })).status).toBe(200);
      // Requests asked the API nothing.
      expect(api.calls).toHaveLength(callsOfOneBuild);
    } finally {
      sitemaps.stop();
      await site.close();
      build.remove();
    }
  });

  it('is built again on its schedule, from the last build, never two builds at once', async () => {
    let open = () => {};
    const gate = new Promise<void>((resolve) => (open = resolve));
    const api = contractApi(EVENT_SLUGS.slice(0, 2), { gate });
    server.use(...api.handlers);
    const logged: string[] = [];
    const sitemaps = startSitemaps({ apiUrl: API, slugs: EVENT_SLUGS.slice(0, 2), everyMs: 20, log: (message) => logged.push(message) });
    try {
      // The first build is held by a slow API across several intervals: still its two details alone.
      await new Promise((resolve) => setTimeout(resolve, 120));
      expect(api.calls).toHaveLength(2);
      open();
      await sitemaps.settled();
      const first = sitemaps.current()!;
      // Then the next interval's build replaces it: the same calls again (2 details, 3 pages each).
      await new Promise((resolve) => setTimeout(resolve, 60));
      await sitemaps.settled();
      expect(sitemaps.current()).not.toBe(first);
      expect(api.calls.length % 8).toBe(0);
      expect(api.calls.length).toBeGreaterThanOrEqual(16);
      expect(logged[0]).toMatch(/^sitemaps: \d+ URLs in 3 files, 8 API calls \(0 failed\)$/);
    } finally {
      sitemaps.stop();
    }
  });

  it('is no page on a server given no sitemaps', async () => {
    const build = makeTestBuild();
    const site = await startTestServer(build);
    try {
      expect((await fetch(`${site.origin}/sitemap.xml`)).status).toBe(404);
    } finally {
      await site.close();
      build.remove();
    }
  });
});
