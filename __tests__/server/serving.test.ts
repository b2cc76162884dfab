// The production server as an operator runs it: what it proxies to the API and with which forwarding
// headers, the source maps it never serves, the precompressed copies it sends, where it listens,
// /healthz, and how it stops.
import http from 'node:http';
import net, { BlockList } from 'node:net';
import zlib from 'node:zlib';
import { delay, http as mock } from 'msw';
import { routes } from '../../src/lib/routes';
import { seed } from '../../src/mocks/seed';
import { server as sandbox } from '../../src/mocks/node';
import { stoppable } from '../../src/server/lifecycle';
import { serverSettings } from '../../src/server/settings';
import { makeTestBuild, rawGet, serverForTheseTests, startTestServer, TEST_NOT_FOUND, TEST_SHELL } from '../support/productionServer';

const build = makeTestBuild();
afterAll(() => build.remove());

/** The API paths the sandbox was asked for while `action` ran. */
async function apiPathsAskedDuring(action: () => Promise<unknown>) {
  const asked: string[] = [];
  const listener = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    if (url.hostname === 'localhost') asked.push(url.pathname);
  };
  sandbox.events.on('request:start', listener);
  try {
    await action();
  } finally {
    sandbox.events.removeListener('request:start', listener);
  }
  return asked;
}

describe('the /v1 proxy', () => {
  let site: Awaited<ReturnType<typeof startTestServer>>;
  beforeAll(async () => {
    site = await startTestServer(build);
  });
  afterAll(() => site.close());
  beforeEach(() => site.allowThrough());

  it.each([
    '/v1/../x',
    '/v1/./users/owner',
    '/v1/%2e%2E/x',
    '/v1/.%2E/x',
    '/v1/users/a%2Fb',
    '/v1/users/a%2f..%2f..%2fx',
    '/v1/a%5Cb',
    '/v1/a\\..\\b',
  ])('refuses %s (a dot segment or a hidden slash) without asking the API', async (pathname) => {
    let answer!: Awaited<ReturnType<typeof rawGet>>;
    const asked = await apiPathsAskedDuring(async () => {
      answer = await rawGet(site.origin, pathname);
    });
    expect({ pathname, status: answer.status }).toEqual({ pathname, status: 400 });
    expect(JSON.parse(answer.body)).toMatchObject({ code: 'BAD_PATH' });
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(asked).toEqual([]);
  });

  it('does not take /v1foo for the API', async () => {
    let answer!: Awaited<ReturnType<typeof rawGet>>;
    const asked = await apiPathsAskedDuring(async () => {
      answer = await rawGet(site.origin, '/v1foo/users/owner');
    });
    expect(asked).toEqual([]);
    // Nor for a page.
    expect(answer.status).toBe(404);
    expect(answer.body).toBe(TEST_NOT_FOUND);
  });

  /** The forwarding headers the API got for one proxied GET carrying a client's own. */
  const forwardedSeen = async (origin: string) => {
    const seen: Record<string, string | null>[] = [];
    sandbox.use(
      mock.get('http://localhost/v1/users/uid/:uid', ({ request }) => {
        const names = ['x-forwarded-for', 'x-forwarded-proto', 'x-forwarded-host', 'forwarded', 'x-real-ip'];
        seen.push(Object.fromEntries(names.map((name) => [name, request.headers.get(name)])));
        return undefined;
      }),
    );
    const answer = await rawGet(origin, `/v1/users/uid/${seed.users.other}?is_platform=3`, {
      'X-Forwarded-For': '6.6.6.6, 203.0.113.7',
      'X-Forwarded-Proto': 'http',
      'X-Forwarded-Host': 'evil.example',
      Forwarded: 'for=6.6.6.6;proto=http',
      'X-Real-IP': '6.6.6.6',
    });
    expect(answer.status).toBe(200);
    expect(seen).toHaveLength(1);
    // The site's public scheme (SITE_URL): TLS ends in front of this server.
    expect(seen[0]!['x-forwarded-proto']).toBe('https');
    expect(seen[0]).toMatchObject({ 'x-forwarded-host': null, forwarded: null, 'x-real-ip': null });
    return seen[0]!['x-forwarded-for'];
  };

  it("sets the forwarding headers itself: a client's own never reach the API", async () => {
    // Nobody is nginx (NGINX_ADDRESSES names no address of this client): the socket is the visitor.
    const direct = await startTestServer(build, { visitors: { proxies: new BlockList(), exemptLocal: true } });
    try {
      direct.allowThrough();
      expect(await forwardedSeen(direct.origin)).toMatch(/^(::ffff:)?127\.0\.0\.1$/);
    } finally {
      await direct.close();
    }
  });

  it('names the visitor nginx named (from its address, loopback by default): the one visitor of src/server/visitor.ts', async () => {
    expect(await forwardedSeen(site.origin)).toBe('203.0.113.7');
  });
});

describe('source maps', () => {
  let site: Awaited<ReturnType<typeof startTestServer>>;
  beforeAll(async () => {
    site = await startTestServer(build);
  });
  afterAll(() => site.close());
  beforeEach(() => site.allowThrough());

  it.each(['/assets/main.js.map', '/assets/main.js.m%61p', '/assets/main.js.%6D%61%70', '/assets/main.js.MAP', '/assets/main%2Ejs%2Emap'])(
    'are never served, however %s spells one',
    async (pathname) => {
      const answer = await rawGet(site.origin, pathname);
      expect({ pathname, status: answer.status }).toEqual({ pathname, status: 404 });
      expect(answer.body).not.toContain('sources');
    },
  );
});

describe('precompressed copies', () => {
  // The build's copies (webpack.config.ts) at its levels, which the compression middleware's own
  // (brotli 4, gzip 6) do not reproduce: the bytes on the wire tell the copy from a compression per request.
  const script = `export const words = ${JSON.stringify(Array.from({ length: 300 }, (_, i) => `lời ${i}`))};\n`;
  const shell = TEST_SHELL.replace('</body>', `<p>${'Hát cùng bạn bè. '.repeat(100)}</p></body>`);
  const copies = (file: string, content: string) => ({
    [file]: content,
    [`${file}.br`]: zlib.brotliCompressSync(content, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
    [`${file}.gz`]: zlib.gzipSync(content, { level: 9 }),
  });
  const files = { ...copies('assets/app.0123456789.js', script), ...copies('app.html', shell) };
  const site = serverForTheseTests(files);
  const BROWSER = 'gzip, deflate, br, zstd';

  /** A request as sent, and its answer's bytes as they came (nothing decoded). */
  const ask = (pathname: string, headers: Record<string, string> = {}, method = 'GET') =>
    new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      http
        .request(`${site().origin}${pathname}`, { method, headers }, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }));
        })
        .on('error', reject)
        .end();
    });
  const asset = '/assets/app.0123456789.js';
  const copyOf = (file: string, suffix: string) => files[`${file.slice(1)}${suffix}` as keyof typeof files] as Buffer;

  it.each([
    ['br', BROWSER, '.br'],
    ['br', 'br', '.br'],
    ['gzip', 'gzip', '.gz'],
    ['gzip', 'br;q=0, gzip', '.gz'],
    ['gzip', 'gzip;q=1, br;q=0.5', '.gz'],
  ])('sends the %s copy to a client that takes %s, as the plain file would be sent', async (encoding, accept, suffix) => {
    const plain = await ask(asset);
    const answer = await ask(asset, { 'Accept-Encoding': accept });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe(encoding);
    expect(answer.body.equals(copyOf(asset, suffix))).toBe(true);
    const decoded = encoding === 'br' ? zlib.brotliDecompressSync(answer.body) : zlib.gunzipSync(answer.body);
    expect(decoded.toString('utf8')).toBe(script);
    expect(answer.headers['content-length']).toBe(String(answer.body.length));
    expect(answer.headers['content-type']).toBe(plain.headers['content-type']);
    expect(answer.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(answer.headers.vary).toBe('Accept-Encoding');
  });

  it.each([[undefined], ['identity'], ['br;q=0'], ['zstd']])('sends the plain file to a client that takes %s', async (accept) => {
    const answer = await ask(asset, accept === undefined ? {} : { 'Accept-Encoding': accept });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body.toString('utf8')).toBe(script);
    expect(answer.headers.vary).toBe('Accept-Encoding');
  });

  it("answers HEAD with the copy's headers and no body", async () => {
    const answer = await ask(asset, { 'Accept-Encoding': BROWSER }, 'HEAD');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-length']).toBe(String(copyOf(asset, '.br').length));
    expect(answer.body.length).toBe(0);
  });

  it('tags each encoding apart: 304 for the one a client has, the whole copy for another', async () => {
    const tags = await Promise.all(
      ['', 'br', 'gzip'].map(async (accept) => (await ask(asset, accept ? { 'Accept-Encoding': accept } : {})).headers.etag),
    );
    expect(new Set(tags).size).toBe(3);
    const [, brTag, gzipTag] = tags;
    const again = await ask(asset, { 'Accept-Encoding': BROWSER, 'If-None-Match': brTag! });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    const otherCopy = await ask(asset, { 'Accept-Encoding': 'gzip', 'If-None-Match': brTag! });
    expect(otherCopy.status).toBe(200);
    expect(otherCopy.headers.etag).toBe(gzipTag);
    expect(otherCopy.body.equals(copyOf(asset, '.gz'))).toBe(true);
  });

  it("answers a Range from the plain file's bytes", async () => {
    const answer = await ask(asset, { 'Accept-Encoding': 'br', Range: 'bytes=0-9' });
    expect(answer.status).toBe(206);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body.toString('utf8')).toBe(script.slice(0, 10));
  });

  it("sends a page's copy with the page's caching", async () => {
    const answer = await ask(routes.transactionHistory.href(), { 'Accept-Encoding': BROWSER, Accept: 'text/html' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.body.equals(copyOf('/app.html', '.br'))).toBe(true);
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(answer.headers['cache-control']).toBe('no-cache');
    expect(answer.headers['x-accel-expires']).toBe('0');
  });

  it.each([`${asset}.br`, `${asset}.gz`, `${asset}.b%72`, '/app.html.gz', `${asset}%2Ebr`])(
    'never serves a copy by its own name: %s',
    async (pathname) => {
      const answer = await ask(pathname, { 'Accept-Encoding': BROWSER });
      expect({ pathname, status: answer.status }).toEqual({ pathname, status: 404 });
      expect(answer.headers['content-encoding']).toBeUndefined();
    },
  );
});

describe('who may keep a share page', () => {
  let site: Awaited<ReturnType<typeof startTestServer>>;
  beforeAll(async () => {
    site = await startTestServer(build);
  });
  afterAll(() => site.close());
  beforeEach(() => site.allowThrough());

  it.each([
    ['recording', routes.recording.href(seed.recordings.audio.uid)],
    ['room', routes.room.href(seed.rooms.live)],
    ['event', routes.event.href(seed.events.running)],
  ] as const)("the %s page: shared caches and a CDN for the route table's seconds, browsers always ask again", async (key, pathname) => {
    const { seconds } = routes[key].cache;
    const answer = await rawGet(site.origin, pathname);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatch(/<h1[ >]/);
    expect(answer.headers['cache-control']).toBe(`public, max-age=0, s-maxage=${seconds}`);
    expect(answer.headers['cdn-cache-control']).toBe(`public, max-age=${seconds}, stale-while-revalidate=${seconds}, stale-if-error=86400`);
    expect(answer.headers['x-accel-expires']).toBe(String(seconds));
  });

  it('a top-up link names a person: no shared cache keeps it', async () => {
    expect(routes.recharge.cache.scope).toBe('private');
    const answer = await rawGet(site.origin, routes.recharge.href(seed.users.other));
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBe('private, no-cache');
    expect(answer.headers).not.toHaveProperty('cdn-cache-control');
    expect(answer.headers).not.toHaveProperty('x-accel-expires');
  });

  it('a not-found page is left to nginx (briefly), and a path that is not the page is kept by no cache', async () => {
    const missing = await rawGet(site.origin, routes.recording.href(seed.recordings.unknown.uid));
    expect(missing.status).toBe(404);
    expect(missing.headers['cache-control']).toBe('no-cache');
    expect(missing.headers).not.toHaveProperty('cdn-cache-control');
    expect(missing.headers).not.toHaveProperty('x-accel-expires');
    // nginx hands the server the path as sent: /recording//ID is not the recording (no page at all),
    // and not kept as it.
    for (const pathname of [`/recording//${seed.recordings.audio.uid}`, `/recording/a/../${seed.recordings.audio.uid}`]) {
      const other = await rawGet(site.origin, pathname);
      expect({ pathname, status: other.status, body: other.body }).toEqual({ pathname, status: 404, body: TEST_NOT_FOUND });
      expect(other.headers['x-accel-expires']).toBe('0');
      expect(other.headers['cache-control']).toBe('no-cache');
    }
  });
});

describe('where it listens', () => {
  it('listens on loopback unless HOST says otherwise', () => {
    expect(serverSettings({ API_URL: 'http://127.0.0.1:9000' })).toMatchObject({ host: '127.0.0.1', port: 8080 });
    expect(serverSettings({ API_URL: 'http://127.0.0.1:9000', HOST: '0.0.0.0', PORT: '3000' })).toMatchObject({ host: '0.0.0.0', port: 3000 });
    expect(serverSettings({})).toHaveProperty('error');
  });
});

/** A raw HTTP/1.1 connection: send requests on it, read its answers, see it closed. */
function connection(port: number) {
  const socket = net.connect(port, '127.0.0.1');
  let received = '';
  let closed = false;
  const waiters: (() => void)[] = [];
  const wake = () => waiters.splice(0).forEach((wait) => wait());
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => {
    received += chunk;
    wake();
  });
  socket.on('close', () => {
    closed = true;
    wake();
  });
  socket.on('error', () => undefined);
  const until = async (done: () => boolean, ms = 5000) => {
    const deadline = Date.now() + ms;
    while (!done()) {
      if (Date.now() > deadline) throw new Error(`timed out; received: ${received.slice(0, 200)}`);
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, 50);
      });
    }
  };
  return {
    ready: new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject)),
    get: (pathname: string) => socket.write(`GET ${pathname} HTTP/1.1\r\nHost: test\r\nAccept: text/html\r\n\r\n`),
    received: () => received,
    closed: () => closed,
    /** Resolves once `count` answers have fully arrived (each ends with the shell's or the page's </html>). */
    answers: (count: number) => until(() => (received.match(/<\/html>/g) ?? []).length >= count),
    untilClosed: () => until(() => closed),
  };
}

describe('stopping', () => {
  it('answers /healthz with 200 while it serves and 503 once it is stopping', async () => {
    let stopping = false;
    const site = await startTestServer(build, { isStopping: () => stopping });
    try {
      const serving = await rawGet(site.origin, '/healthz');
      expect(serving.status).toBe(200);
      expect(serving.headers['cache-control']).toBe('no-store');
      stopping = true;
      expect((await rawGet(site.origin, '/healthz')).status).toBe(503);
    } finally {
      await site.close();
    }
  });

  it('stops taking connections, closes idle ones, and finishes the request under way', async () => {
    const site = await startTestServer(build);
    const lifecycle = stoppable(site.server);
    // The page's data takes a while: its render is under way when the stop comes.
    sandbox.use(
      mock.get('*/v1/recordings/detail-by-uid/:uid', async () => {
        await delay(250);
        return undefined;
      }),
    );
    const idle = connection(site.port);
    await idle.ready;
    idle.get(routes.bankTransferGuide.href());
    await idle.answers(1);
    const busy = connection(site.port);
    await busy.ready;
    busy.get(routes.recording.href(seed.recordings.audio.uid));
    await new Promise((resolve) => setTimeout(resolve, 100));

    const started = Date.now();
    const drained = lifecycle.stop(10_000);
    await idle.untilClosed();
    // (Not after the keep-alive time-out, 5 s.)
    expect(Date.now() - started).toBeLessThan(3000);
    // No new connection is taken.
    await expect(connection(site.port).ready).rejects.toThrow(/ECONNREFUSED/);
    // The request under way gets its whole page, then its connection is closed.
    await busy.answers(1);
    expect(busy.received()).toMatch(/^HTTP\/1\.1 200/);
    expect(busy.received()).toMatch(/\r\nConnection: close\r\n/i);
    expect(busy.received()).toContain('id="recording-title"');
    await busy.untilClosed();
    await expect(drained).resolves.toBe(true);
  });

  it('takes a request arriving on a busy kept-alive connection while stopping without throwing, and finishes the one under way', async () => {
    let stopping = false;
    const site = await startTestServer(build, { isStopping: () => stopping });
    const lifecycle = stoppable(site.server);
    try {
      sandbox.use(
        mock.get('*/v1/recordings/detail-by-uid/:uid', async () => {
          await delay(300);
          return undefined;
        }),
      );
      const busy = connection(site.port);
      await busy.ready;
      busy.get(routes.recording.href(seed.recordings.audio.uid));
      await new Promise((resolve) => setTimeout(resolve, 100));
      stopping = true;
      const drained = lifecycle.stop(10_000);
      // Answered by express at once (as a bad /cards or /oembed is), before the stopping server's own
      // listener saw the request: it must not set a header on an answer already written (which threw
      // ERR_HTTP_HEADERS_SENT, and a process with no handler for it exits, cutting every request).
      busy.get('/healthz');
      await busy.untilClosed();
      // The page under way, whole, with `Connection: close`: the request behind it is for the next
      // server (nginx repeats it there), and nothing was thrown.
      expect(busy.received()).toMatch(/^HTTP\/1\.1 200 [^]*\r\nConnection: close\r\n[^]*<\/html>$/);
      await expect(drained).resolves.toBe(true);
    } finally {
      await site.close();
    }
  });

  it('cuts what is still under way after the grace period', async () => {
    const site = await startTestServer(build);
    const lifecycle = stoppable(site.server);
    sandbox.use(
      mock.get('*/v1/recordings/detail-by-uid/:uid', async () => {
        await delay(5_000);
        return undefined;
      }),
    );
    const busy = connection(site.port);
    await busy.ready;
    busy.get(routes.recording.href(seed.recordings.audio.uid));
    await new Promise((resolve) => setTimeout(resolve, 100));
    const started = Date.now();
    await expect(lifecycle.stop(300)).resolves.toBe(false);
    await busy.untilClosed();
    expect(Date.now() - started).toBeLessThan(4000);
  });
});
