// A share page's answer as a value (src/server/shareAnswer.ts shareAnswer): its status, every header
// it is sent with, its HTML; with the sandbox API (MSW answers its calls) and a stand-in build.
import { createHash } from 'node:crypto';
import { expect } from '@jest/globals';
import { http as mock, HttpResponse } from 'msw';
import { eventThemeRule } from '../../src/features/event/eventThemes';
import { routes } from '../../src/lib/routes';
import { findEventBySlug, findRecordingByUid } from '../../src/mocks/db';
import { formatCount } from '../../src/lib/format';
import { FIRST_COMMENTS } from '../../src/pages/Recording/RecordingComments';
import { seed } from '../../src/mocks/seed';
import { server as sandbox } from '../../src/mocks/node';
import { shareCacheHeaders } from '../../src/server/cacheHeaders';
import { siteHeaders } from '../../src/server/headers';
import { readPagesBuild, type PageSite } from '../../src/server/appPages';
import { shareAnswer } from '../../src/server/shareAnswer';
import { matchSharePage } from '../../src/server/shareRender';
import { serveWithComments } from '../support';
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

  it("carries a recording's first comments as markup, and every comment it has as state for the app", async () => {
    const { uid } = seed.recordings.audio;
    const recording = findRecordingByUid(uid)!;
    serveWithComments(recording, 50, 1264);
    const { status, html } = await answerFor(routes.recording.href(uid));
    expect(status).toBe(200);
    const markup = html.slice(0, html.indexOf('<script type="application/json"'));
    expect(markup.match(/<li class="comment"/g)).toHaveLength(FIRST_COMMENTS);
    expect(markup).toContain(`Bình luận số ${FIRST_COMMENTS}<`);
    expect(markup).not.toContain(`Bình luận số ${FIRST_COMMENTS + 1}<`);
    // No button that nothing would answer before the app runs; the count of the others.
    expect(markup).not.toContain('Xem thêm');
    expect(markup.replaceAll('<!-- -->', '')).toContain(`Còn <span class="nowrap">${formatCount(1264 - FIRST_COMMENTS)} bình luận</span> khác`);
    expect((stateIn(html).slices.recording as { comments: unknown[] }).comments).toHaveLength(50);
  });

  it("carries a themed event's colours alone, in its head, allowed by its policy", async () => {
    const slug = seed.events.running;
    const rule = eventThemeRule(slug)!;
    const { status, headers, html } = await answerFor(routes.event.href(slug));
    expect(status).toBe(200);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain(`<style>${rule}</style>`);
    // No other event's colours: one rule of the kind in the whole page.
    expect(html.match(/event-theme--[\w-]+\{/g)).toEqual([`event-theme--${slug}{`]);
    const hash = `'sha256-${createHash('sha256').update(rule).digest('base64')}'`;
    expect(headers['Content-Security-Policy']).toBe(`${POLICY} ${hash}; frame-ancestors 'none'`);

    // An event the app has no theme for: the brand's look, no rule of its own.
    const unknown = 'su-kien-chua-co-giao-dien';
    const event = findEventBySlug(slug)!;
    sandbox.use(mock.get('*/v1/events/detail/:slug', () => HttpResponse.json({ data: { ...event, slug: unknown } })));
    const plain = await answerFor(routes.event.href(unknown));
    expect(plain.status).toBe(200);
    expect(plain.html).not.toMatch(/event-theme--/);
    expect(plain.headers['Content-Security-Policy']).toBe(`${POLICY}; frame-ancestors 'none'`);
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
