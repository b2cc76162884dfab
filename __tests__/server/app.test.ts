import { expect } from '@jest/globals';
import { delay, http as mock, HttpResponse } from 'msw';
import type { Recording } from '../../src/api/contract';
import { routes } from '../../src/lib/routes';
import { seed } from '../../src/mocks/seed';
import { server as sandbox } from '../../src/mocks/node';
import { hasStyleAttribute, styleHashes } from '../../src/server/csp';
import { styleElement } from '../../src/server/document';
import { eventThemeRule } from '../../src/features/event/eventThemes';
import { matchSharePage, renderShare, SHARE_DATA_TIMEOUT_MS } from '../../src/server/shareRender';
import { payloadOf } from '../support';
import { serverForTheseTests, stateIn, TEST_NOT_FOUND, TEST_PAGE_STYLE, TEST_SHELL } from '../support/productionServer';

// The production server (src/server/app.ts) on a loopback port, rendering the share pages with the
// sandbox API (MSW answers its calls). The shell and the templates are small stand-ins for the build's.

const site = serverForTheseTests();
const logged = () => site().logged;

beforeEach(() => {
  logged().length = 0;
});

const visit = async (pathname: string, headers: Record<string, string> = {}) => {
  const response = await fetch(`${site().origin}${pathname}`, { headers: { Accept: 'text/html', ...headers } });
  return { status: response.status, html: await response.text(), headers: response.headers };
};

const recordingPath = routes.recording.href(seed.recordings.audio.uid);

describe('the production server', () => {
  it('renders a shared recording with its title, its singer and its own head, and the state it was rendered from', async () => {
    const recording = await payloadOf<Recording>(`/recordings/detail-by-uid/${seed.recordings.audio.uid}?is_platform=3`);
    const { status, html, headers } = await visit(recordingPath);
    expect(status).toBe(200);
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(html).toContain(`<h1 id="recording-title">${recording.title}</h1>`);
    expect(html).toContain(recording.owner.name);
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<meta property="og:type" content="music.song"/>');
    expect(html).toContain(`data-prerendered="${recordingPath}"`);
    const state = stateIn(html);
    expect((state.slices.recording as { detail: Recording }).detail).toEqual(recording);
    expect(Object.keys(state.api.queries)).toEqual(
      expect.arrayContaining([`getRecording("${seed.recordings.audio.uid}")`, `getGiftRanking(${recording.id})`]),
    );
    expect(state.slices).not.toHaveProperty('auth');
  });

  it('answers an unknown item with 404, its not-found page and noindex', async () => {
    const { status, html } = await visit(routes.recording.href(seed.recordings.unknown.uid));
    expect(status).toBe(404);
    expect(html).toContain('Không tìm thấy bản thu');
    expect(html).toContain('<meta name="robots" content="noindex"/>');
  });

  it('gives the ordinary shell (200) when the API is slow, down or answers garbage, and logs it', async () => {
    const faults = {
      slow: async () => {
        await delay(SHARE_DATA_TIMEOUT_MS + 400);
        return HttpResponse.json({ data: null });
      },
      down: () => HttpResponse.error(),
      garbage: () => new HttpResponse('<html>Bad gateway</html>', { status: 200, headers: { 'Content-Type': 'text/html' } }),
      failing: () => HttpResponse.json({ message: 'Lỗi', code: 'INTERNAL' }, { status: 503 }),
    };
    for (const [name, answer] of Object.entries(faults)) {
      sandbox.use(mock.get('*/v1/recordings/detail-by-uid/:uid', answer));
      const { status, html, headers } = await visit(recordingPath);
      expect({ name, status }).toEqual({ name, status: 200 });
      expect(html).toBe(TEST_SHELL);
      // Not kept by a cache in front: the next visitor may get the page.
      expect(headers.get('x-accel-expires')).toBe('0');
      sandbox.resetHandlers();
      site().allowThrough();
    }
    expect(logged()).toHaveLength(4);
  });

  it("never sends a visitor's Authorization to the API", async () => {
    const seen: (string | null)[] = [];
    sandbox.use(
      mock.get('*/v1/recordings/detail-by-uid/:uid', ({ request }) => {
        seen.push(request.headers.get('authorization'));
        return undefined;
      }),
    );
    await visit(recordingPath, { Authorization: 'Bearer visitor-token', Cookie: 'session=abc' });
    expect(seen).toEqual([null]);
  });

  it('keeps every value text: a title that tries to close the script stays in its JSON and in the heading', async () => {
    const title = '</script><script>alert(1)</script><!-- & \u2028';
    const real = await payloadOf<Recording>(`/recordings/detail-by-uid/${seed.recordings.audio.uid}?is_platform=3`);
    sandbox.use(mock.get('*/v1/recordings/detail-by-uid/:uid', () => HttpResponse.json({ data: { ...real, title } })));
    const { html } = await visit(recordingPath);
    expect(html).not.toContain('<script>alert(1)');
    expect(html).toContain('&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    // The structured data's, the state's and the shell's own.
    expect(html.match(/<\/script>/g)).toHaveLength(3);
    expect((stateIn(html).slices.recording as { detail: Recording }).detail.title).toBe(title);
    const described = new DOMParser().parseFromString(html, 'text/html').querySelector('script[type="application/ld+json"]');
    expect((JSON.parse(described!.textContent) as { name: string }).name).toBe(title);
  });

  it("never puts one request's data into another's page", async () => {
    const [recording, room] = await Promise.all([visit(recordingPath), visit(routes.room.href(seed.rooms.live))]);
    const roomState = stateIn(room.html);
    expect((roomState.slices.recording as { detail: unknown }).detail).toBeNull();
    expect(Object.keys(roomState.api.queries).every((key) => key.startsWith('getRoom('))).toBe(true);
    expect(Object.keys(stateIn(recording.html).api.queries).some((key) => key.startsWith('getRoom('))).toBe(false);
  });

  it('sends a CSP allowing the inline styles of the share page it sends alone, and renders no style attribute on any share page', async () => {
    // The template's stylesheet, and a page's own CSS (a themed event's colours).
    const eventStyle = styleHashes(styleElement(eventThemeRule(seed.events.running)!));
    for (const [pathname, own] of [
      [recordingPath, []],
      [routes.room.href(seed.rooms.live), []],
      [routes.event.href(seed.events.running), eventStyle],
      [routes.recharge.href(seed.users.other), []],
    ] as const) {
      const { status, html, headers } = await visit(pathname);
      expect({ pathname, status }).toEqual({ pathname, status: 200 });
      expect(html).toMatch(/<h1[ >]/);
      expect({ pathname, styled: hasStyleAttribute(html) }).toEqual({ pathname, styled: false });
      expect(headers.get('content-security-policy')).toBe(
        `default-src 'none'; style-src 'self' https://accounts.google.com/gsi/style ${[TEST_PAGE_STYLE, ...own].join(' ')}; frame-ancestors 'none'`,
      );
    }
    expect(eventStyle).toHaveLength(1);
  });

  it('never serves a source map, though the build keeps them', async () => {
    const map = await visit('/assets/main.js.map');
    expect(map.status).toBe(404);
    expect(map.html).not.toContain('sources');
    expect(map.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it("answers the API's calls with no-store, whatever the API said", async () => {
    // (The API's origin only: the test's own request to the server must reach the server.)
    sandbox.use(
      mock.get('http://localhost/v1/users/uid/:uid', () =>
        HttpResponse.json({ data: { uid: 'x' } }, { headers: { 'Cache-Control': 'public, max-age=600' } }),
      ),
    );
    const api = await visit(`/v1/users/uid/${seed.users.other}?is_platform=3`);
    expect(api.status).toBe(200);
    expect(api.headers.get('cache-control')).toBe('no-store');
    expect(api.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it.each(['/recording/a.b', '/room/a%20b', '/events/%2E%2E%2F', '/recharge/a%2Fb', '/recording/%C3%BD'])(
    'answers %s, a parameter that is no id, with 404 and the not-found page, asking the API nothing',
    async (pathname) => {
      const asked: string[] = [];
      const listener = ({ request }: { request: Request }) => void asked.push(new URL(request.url).pathname);
      sandbox.events.on('request:start', listener);
      const { status, html } = await visit(pathname);
      sandbox.events.removeListener('request:start', listener);
      expect(status).toBe(404);
      expect(html).toContain('Không tìm thấy trang');
      expect(html).toContain('<meta name="robots" content="noindex"/>');
      expect(asked.filter((path) => path.startsWith('/v1/'))).toEqual([]);
    },
  );

  it('renders two requests interleaved, one awaiting its data while the other renders, each with its own', async () => {
    const [first, second] = [seed.recordings.audio.uid, seed.recordings.video.uid];
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    sandbox.use(
      mock.get('*/v1/recordings/detail-by-uid/:uid', async ({ params }) => {
        if (params.uid === first) await released;
        return undefined; // the sandbox answers
      }),
    );
    const page = matchSharePage(routes.recording.href(first))!.page;
    const waiting = renderShare(page, first, routes.recording.href(first));
    const rendered = await renderShare(page, second, routes.recording.href(second));
    release();
    const late = await waiting;
    const titleOf = async (uid: string) => (await payloadOf<Recording>(`/recordings/detail-by-uid/${uid}?is_platform=3`)).title;
    if (late.kind !== 'page' || rendered.kind !== 'page') throw new Error('both are pages');
    expect(late.rendered.body).toContain(await titleOf(first));
    expect(late.rendered.body).not.toContain(await titleOf(second));
    expect(rendered.rendered.body).toContain(await titleOf(second));
    expect((late.state.slices.recording as { detail: Recording }).detail.uid).toBe(first);
    expect((rendered.state.slices.recording as { detail: Recording }).detail.uid).toBe(second);
  });

  it('describes each item as schema.org structured data, and nothing it has not found', async () => {
    const describedAt = async (pathname: string) => {
      const { html } = await visit(pathname);
      const block = new DOMParser().parseFromString(html, 'text/html').querySelector('script[type="application/ld+json"]');
      return block ? (JSON.parse(block.textContent) as Record<string, unknown>) : undefined;
    };
    const recording = await payloadOf<Recording>(`/recordings/detail-by-uid/${seed.recordings.duet.uid}?is_platform=3`);
    expect(await describedAt(routes.recording.href(recording.uid))).toMatchObject({
      '@type': 'MusicRecording',
      name: recording.title,
      author: [{ name: recording.owner.name }, { name: recording.duet_partner!.name }],
      image: expect.stringMatching(/\/cards\/recording\/.+\.jpg$/),
    });
    expect(await describedAt(routes.room.href(seed.rooms.live))).toMatchObject({ '@type': 'BroadcastEvent', isLiveBroadcast: true });
    expect(await describedAt(routes.event.href(seed.events.running))).toMatchObject({ '@type': 'Event' });
    expect(await describedAt(routes.room.href(seed.rooms.offline))).toBeUndefined();
    expect(await describedAt(routes.recording.href(seed.recordings.unknown.uid))).toBeUndefined();
  });

  describe('the embedded player', () => {
    const embedPath = routes.embedRecording.href(seed.recordings.audio.uid);

    it('is the recording alone, with its player and a way to its page, no script, and any site may frame it', async () => {
      const recording = await payloadOf<Recording>(`/recordings/detail-by-uid/${seed.recordings.audio.uid}?is_platform=3`);
      const { status, html, headers } = await visit(embedPath);
      expect(status).toBe(200);
      const doc = new DOMParser().parseFromString(html, 'text/html');
      expect(doc.querySelector('h1')?.textContent).toBe(recording.title);
      expect(doc.body.textContent).toContain(recording.owner.name);
      expect(doc.querySelector('audio[controls]')?.getAttribute('src')).toBe(recording.media_url);
      const link = doc.querySelector<HTMLAnchorElement>('a[target="_blank"]')!;
      expect(link.textContent).toBe('Nghe trên Hát Vui');
      expect(link.href).toMatch(new RegExp(`${routes.recording.href(recording.uid)}$`));
      expect(doc.querySelectorAll('script')).toHaveLength(0);
      expect(doc.getElementById('root')).toBeNull();
      expect(headers.get('content-security-policy')).toContain('frame-ancestors *');
      expect(headers.get('x-frame-options')).toBeNull();
      expect(headers.get('cross-origin-resource-policy')).toBe('cross-origin');
      expect(headers.get('x-accel-expires')).toBe('60');
      // Every other page still refuses to be framed.
      const page = await visit(recordingPath);
      expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(page.headers.get('x-frame-options')).toBe('DENY');
    });

    it('says so for an unknown recording (404), and when the API fails (200, kept by no cache)', async () => {
      const unknown = await visit(routes.embedRecording.href(seed.recordings.unknown.uid));
      expect(unknown.status).toBe(404);
      expect(unknown.html).toContain('Không tìm thấy bản thu này.');
      expect((await visit(routes.embedRecording.href('a.b'))).status).toBe(404);
      sandbox.use(mock.get('*/v1/recordings/detail-by-uid/:uid', () => HttpResponse.error()));
      const down = await visit(embedPath);
      expect(down.status).toBe(200);
      expect(down.html).toContain('Chưa tải được bản thu');
      expect(down.headers.get('x-accel-expires')).toBe('0');
    });
  });

  it('serves every other route from the app shell, and a missing file as 404, never as a page', async () => {
    expect((await visit(routes.bankTransferGuide.href())).html).toBe(TEST_SHELL);
    for (const pathname of [routes.transfer.href('u1'), routes.lookback2022.href(), `${routes.uploadVideo.href()}/`, '/LOGIN']) {
      const page = await visit(pathname);
      expect({ pathname, status: page.status, html: page.html }).toEqual({ pathname, status: 200, html: TEST_SHELL });
    }
    const missing = await visit('/assets/page-gone.0123456789.js');
    expect(missing.status).toBe(404);
    expect(missing.html).not.toContain('<html');
    expect((await visit('/assets/a/../gone.map')).html).not.toContain('<html');
  });

  it('answers a missing file outside /assets/ with the not-found page, as nginx’s location / does', async () => {
    for (const pathname of ['/gone.js', '/icons/gone.png', '/termssw.js', '/robots.txt.json', '//gone.css']) {
      const { status, html } = await visit(pathname);
      expect({ pathname, status, html }).toEqual({ pathname, status: 404, html: TEST_NOT_FOUND });
    }
  });

  it('answers a path that is no page with 404 and the not-found page, kept by no cache', async () => {
    for (const pathname of ['/khong-co-trang-nay', '/recording/a/b', '/events', '/v1foo/x', routes.transfer.href('a.b'), '/terms/x']) {
      const { status, html, headers } = await visit(pathname);
      expect({ pathname, status, html }).toEqual({ pathname, status: 404, html: TEST_NOT_FOUND });
      expect(headers.get('cache-control')).toBe('no-cache');
      expect(headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(headers.get('x-content-type-options')).toBe('nosniff');
    }
    // What the server answers itself is no page of the table, and stays as it was.
    expect((await visit('/healthz')).status).toBe(200);
    expect((await visit('/.well-known/missing.json')).status).toBe(404);
  });
});
