import type { AddressInfo } from 'node:net';
import { delay, http, HttpResponse, passthrough } from 'msw';
import { parseExposition, sampleValue } from '../../scripts/vitals/exposition';
import { buildUrl } from '../../src/api/requests';
import { recordingRequest, routes } from '../../src/lib/routes';
import { seed } from '../../src/mocks/seed';
import { server as sandbox } from '../../src/mocks/node';
import { timedFetch } from '../../src/server/apiCalls';
import { collectProcessMetrics, observeCardDrawn, registry } from '../../src/server/metrics';
import { listenForMetrics, metricsPortFor } from '../../src/server/metricsServer';
import { serverForTheseTests } from '../support/productionServer';

const site = serverForTheseTests();

const value = async (name: string, labels: Record<string, string> = {}) => sampleValue(parseExposition(await registry.metrics()), name, labels) ?? 0;
const renders = (outcome: string) => value('hatvui_share_render_duration_seconds_count', { route: routes.recording.path, outcome });
const visit = (pathname: string) => fetch(`${site().origin}${pathname}`, { headers: { Accept: 'text/html' } });

describe("the server's own metrics", () => {
  it('observes each share page it answers by its route pattern and outcome: rendered, not found, or the shell', async () => {
    const before = { rendered: await renders('rendered'), notFound: await renders('not_found'), shell: await renders('shell_fallback') };
    expect((await visit(routes.recording.href(seed.recordings.audio.uid))).status).toBe(200);
    expect((await visit(routes.recording.href('no-such-recording'))).status).toBe(404);
    sandbox.use(http.get(buildUrl(recordingRequest('x').url.replace(/x$/, '*')), () => HttpResponse.error()));
    expect((await visit(routes.recording.href(seed.recordings.video.uid))).status).toBe(200);

    expect(await renders('rendered')).toBe(before.rendered + 1);
    expect(await renders('not_found')).toBe(before.notFound + 1);
    expect(await renders('shell_fallback')).toBe(before.shell + 1);
    expect(await registry.metrics()).not.toContain(seed.recordings.audio.uid);
  });

  it('counts the requests in flight while they are answered', async () => {
    const url = buildUrl(recordingRequest(seed.recordings.audio.uid).url);
    sandbox.use(
      http.get(url.split('?')[0]!, async () => {
        await delay(400);
        return HttpResponse.json({ message: 'gone', code: 'NOT_FOUND' }, { status: 404 });
      }),
    );
    const pending = visit(routes.recording.href(seed.recordings.audio.uid));
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(await value('hatvui_http_requests_in_flight')).toBe(1);
    await (await pending).text();
    expect(await value('hatvui_http_requests_in_flight')).toBe(0);
  });

  it('observes the cards the share-card code draws', async () => {
    const before = await value('hatvui_card_draw_duration_seconds_count', { outcome: 'without_cover' });
    observeCardDrawn('without_cover', 0.13);
    expect(await value('hatvui_card_draw_duration_seconds_count', { outcome: 'without_cover' })).toBe(before + 1);
    expect(await value('hatvui_card_draw_duration_seconds_bucket', { outcome: 'without_cover', le: '0.1' })).toBe(0);
  });
});

describe('the API calls the server makes', () => {
  const API = 'https://api.test';
  const failures = (kind: string, status = '') => value('hatvui_api_call_failures_total', { kind, status });
  const calls = (outcome: string) => value('hatvui_api_call_duration_seconds_count', { outcome });

  it('are timed, and their failures sorted by kind: a status, the network, a time-out', async () => {
    const before = {
      ok: await calls('ok'),
      status4: await failures('status', '4xx'),
      status5: await failures('status', '5xx'),
      network: await failures('network'),
      timeout: await failures('timeout'),
    };
    const answers: Array<() => Promise<Response>> = [
      () => Promise.resolve(new Response('{}', { status: 200 })),
      () => Promise.resolve(new Response('{}', { status: 404 })),
      () => Promise.resolve(new Response('{}', { status: 503 })),
      () => Promise.reject(new TypeError('fetch failed')),
      async () => Promise.reject(new DOMException('This operation was aborted', 'AbortError')),
    ];
    const fake = jest.fn(() => answers.shift()!()) as unknown as typeof fetch;
    const timed = timedFetch(fake, API);
    expect((await timed(`${API}/v1/rooms/detail/1`)).status).toBe(200);
    expect((await timed(`${API}/v1/rooms/detail/2`)).status).toBe(404);
    expect((await timed(new Request(`${API}/v1/rooms/detail/3`))).status).toBe(503);
    await expect(timed(`${API}/v1/rooms/detail/4`)).rejects.toThrow('fetch failed');
    await expect(timed(`${API}/v1/rooms/detail/5`)).rejects.toThrow('aborted');

    expect(await calls('ok')).toBe(before.ok + 1);
    expect(await failures('status', '4xx')).toBe(before.status4 + 1);
    expect(await failures('status', '5xx')).toBe(before.status5 + 1);
    expect(await failures('network')).toBe(before.network + 1);
    expect(await failures('timeout')).toBe(before.timeout + 1);
  });

  it("leave other hosts' calls alone", async () => {
    const before = await calls('ok');
    const fake = jest.fn(() => Promise.resolve(new Response('ok'))) as unknown as typeof fetch;
    await timedFetch(fake, API)('https://api.test.evil/v1/x');
    expect(fake).toHaveBeenCalledTimes(1);
    expect(await calls('ok')).toBe(before);
  });
});

describe('GET /metrics on its own listener', () => {
  it("answers Prometheus' text format, with the process's defaults and event-loop lag, and nothing else", async () => {
    collectProcessMetrics();
    const listener = listenForMetrics(0, '127.0.0.1', () => undefined);
    await new Promise((resolve) => listener.once('listening', resolve));
    const origin = `http://127.0.0.1:${(listener.address() as AddressInfo).port}`;
    sandbox.use(http.all(`${origin}/*`, () => passthrough()));
    try {
      const response = await fetch(`${origin}/metrics`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
      const samples = parseExposition(await response.text());
      for (const name of [
        'process_cpu_seconds_total',
        'process_resident_memory_bytes',
        'nodejs_eventloop_lag_seconds',
        'nodejs_eventloop_lag_p99_seconds',
        'hatvui_http_requests_in_flight',
      ]) {
        expect(samples.map((sample) => sample.name)).toContain(name);
      }
      expect((await fetch(`${origin}/`)).status).toBe(404);
      expect((await fetch(`${origin}/metrics`, { method: 'POST' })).status).toBe(404);
    } finally {
      await new Promise((resolve) => listener.close(resolve));
    }
  });

  it('says so and goes on when its port is taken', async () => {
    const first = listenForMetrics(0, '127.0.0.1', () => undefined);
    await new Promise((resolve) => first.once('listening', resolve));
    const logged: string[] = [];
    const second = listenForMetrics((first.address() as AddressInfo).port, '127.0.0.1', (message) => logged.push(message));
    await new Promise((resolve) => second.once('error', resolve));
    expect(logged[0]).toMatch(/^metrics: cannot listen on 127\.0\.0\.1:\d+ .*EADDRINUSE.*serving without them$/);
    await new Promise((resolve) => first.close(resolve));
  });

  it('is a port per server on one host: its PORT + 1384 unless METRICS_PORT says otherwise, 0 turning it off', () => {
    // Two servers side by side (PORT 8080 and 8081) never want the same port, as they once both wanted 9464.
    expect(metricsPortFor({}, 8080)).toEqual({ port: 9464 });
    expect(metricsPortFor({}, 8081)).toEqual({ port: 9465 });
    expect(metricsPortFor({ METRICS_PORT: '9500' }, 8081)).toEqual({ port: 9500 });
    expect(metricsPortFor({ METRICS_PORT: '0' }, 8081)).toEqual({ port: 0 });
    expect(metricsPortFor({ METRICS_PORT: '' }, 8082)).toEqual({ port: 9466 });
    // Nothing to derive from on an ephemeral port, and no port past 65535 or that is no number.
    expect(metricsPortFor({}, 0)).toEqual({ port: 0 });
    expect(metricsPortFor({}, 65000)).toHaveProperty('error');
    expect(metricsPortFor({ METRICS_PORT: 'yes' }, 8080)).toHaveProperty('error');
    expect(metricsPortFor({ METRICS_PORT: '70000' }, 8080)).toHaveProperty('error');
  });
});
