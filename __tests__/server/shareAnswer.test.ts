// A share page's answer as a value (src/server/shareAnswer.ts shareAnswer): its status, every header
// it is sent with, its HTML; with the sandbox API (MSW answers its calls) and a stand-in build.
import { expect } from '@jest/globals';
import { http as mock, HttpResponse } from 'msw';
import { routes } from '../../src/lib/routes';
import { seed } from '../../src/mocks/seed';
import { server as sandbox } from '../../src/mocks/node';
import { shareCacheHeaders } from '../../src/server/cacheHeaders';
import { siteHeaders } from '../../src/server/headers';
import { readPagesBuild, type PageSite } from '../../src/server/appPages';
import { shareAnswer } from '../../src/server/shareAnswer';
import { matchSharePage } from '../../src/server/shareRender';
import { makeTestBuild, stateIn, TEST_NGINX_CONF, TEST_PAGE_STYLE, TEST_SHELL } from '../support/productionServer';

const build = makeTestBuild();
afterAll(() => build.remove());
const logged: string[] = [];
const pages = readPagesBuild(build.distDir, build.templatesDir);
const site: PageSite = {
  build: pages,
  headers: siteHeaders(TEST_NGINX_CONF, { styleHashes: pages.styleHashes }),
  log: (message) => logged.push(message),
};
const answerFor = (pathname: string) => shareAnswer(site, matchSharePage(pathname)!, pathname);

// A share page's policy allows its own inline stylesheet alone, not every page's the build hashed.
const POLICY = `default-src 'none'; style-src 'self' https://accounts.google.com/gsi/style ${TEST_PAGE_STYLE}`;

describe('shareAnswer', () => {
  it("is a recording's page, with the site's headers and its route's caching", async () => {
    const pathname = routes.recording.href(seed.recordings.audio.uid);
    const { status, headers, html } = await answerFor(pathname);
    expect(status).toBe(200);
    expect(headers).toEqual({
      'Content-Security-Policy': `${POLICY}; frame-ancestors 'none'`,
      'X-Content-Type-Options': 'nosniff',
      'X-Frame-Options': 'DENY',
      'Cross-Origin-Resource-Policy': 'same-origin',
      ...shareCacheHeaders(matchSharePage(pathname)!.page.cache, 200),
    });
    expect(headers['X-Accel-Expires']).toMatch(/^[1-9]\d*$/);
    expect(html).toContain(`data-prerendered="${pathname}"`);
    expect((stateIn(html).slices.recording as { detail: { uid: string } }).detail.uid).toBe(seed.recordings.audio.uid);
  });

  it('is a framable page for the embedded player: no X-Frame-Options, any ancestor, readable from other sites', async () => {
    const { status, headers } = await answerFor(routes.embedRecording.href(seed.recordings.audio.uid));
    expect(status).toBe(200);
    expect(headers).not.toHaveProperty('X-Frame-Options');
    // (Its stand-in template has no inline style: none is allowed.)
    expect(headers['Content-Security-Policy']).toBe(`default-src 'none'; style-src 'self' https://accounts.google.com/gsi/style; frame-ancestors *`);
    expect(headers['Cross-Origin-Resource-Policy']).toBe('cross-origin');
  });

  it('is the app shell, kept by no cache and with the headers of any page, when the API is down', async () => {
    sandbox.use(mock.get('*/v1/recordings/detail-by-uid/:uid', () => HttpResponse.error()));
    const answer = await answerFor(routes.recording.href(seed.recordings.audio.uid));
    expect(answer).toEqual({
      status: 200,
      headers: { ...site.headers.forPage(), 'Cache-Control': 'no-cache', 'X-Accel-Expires': '0' },
      html: TEST_SHELL,
    });
    expect(logged.at(-1)).toMatch(/, sent the app shell$/);
  });
});
