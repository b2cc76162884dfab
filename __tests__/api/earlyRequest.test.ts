// A shared link's first GET, sent by the entry before the app's code arrives, and taken (once) by the
// endpoint that would have sent it.
import { screen } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import type { Recording } from '../../src/api/contract';
import { EARLY_RESPONSE_MAX_AGE_MS, sendEarlyRequest, takeEarlyResponse } from '../../src/api/earlyRequest';
import { matchRoute } from '../../src/lib/routeMatch';
import { firstRequests } from '../../scripts/routeTable';
import { routes } from '../../src/lib/routes';
import { seed } from '../../src/mocks/db';
import { server } from '../../src/mocks/node';
import { PAGE_TIMEOUT, payloadOf, renderApp, v1, watchRequests } from '../support';

jest.setTimeout(15_000);

let requests: ReturnType<typeof watchRequests>;
beforeEach(() => {
  requests = watchRequests();
});
afterEach(() => requests.stop());

const detailRequests = () => requests.seen.filter((seen) => seen.path.startsWith('/v1/recordings/detail-by-uid/'));

describe('which page has an early request', () => {
  it('reads the one parameter of a route, decoded', () => {
    expect(matchRoute(routes.recording.path, '/recording/a7Hk29Qx', true)).toBe('a7Hk29Qx');
    expect(matchRoute(routes.recording.path, '/recording/a7Hk29Qx/', true)).toBe('a7Hk29Qx');
    expect(matchRoute(routes.event.path, '/events/t%E1%BA%BFt', true)).toBe('tết');
    expect(matchRoute(routes.recording.path, '/recording/', true)).toBeUndefined();
    expect(matchRoute(routes.recording.path, '/recording/a/b', true)).toBeUndefined();
    expect(matchRoute(routes.recording.path, '/room/a7Hk29Qx', true)).toBeUndefined();
    expect(matchRoute(routes.recording.path, '/recording/%E0%A4%A', true)).toBeUndefined();
  });

  it('sends the same GET as the page, for the shared pages and the top-up pages only', () => {
    const fetchImpl = jest.fn(() => Promise.resolve(new Response('{}')));
    const sent = (pathname: string) => sendEarlyRequest(pathname, firstRequests(), { fetchImpl });
    expect(sent('/recording/a7Hk29Qx')).toBe(v1('/recordings/detail-by-uid/a7Hk29Qx?is_platform=3'));
    expect(sent('/room/Rm7Kq2Zs')).toBe(v1('/rooms/detail/Rm7Kq2Zs?is_uid=1'));
    expect(sent('/events/tet-vui')).toBe(v1('/events/detail/tet-vui'));
    expect(sent('/recharge/100001')).toBe(v1('/users/uid/100001?is_platform=3'));
    expect(sent('/recharge-bank/100001')).toBe(v1('/users/uid/100001?is_platform=3'));
    expect(sent('/recharge-bank-id/100001')).toBe(v1('/users/uid/100001?is_platform=3'));
    expect(sent('/')).toBeUndefined();
    expect(sent('/transaction-history')).toBeUndefined();
    expect(sent('/transfer')).toBeUndefined();
    expect(fetchImpl).toHaveBeenCalledTimes(6);
    // The path as the router reads it (decoded), on the share pages' exact case, its parameter an id.
    expect(sent('/recording/%41bc/')).toBe(v1('/recordings/detail-by-uid/Abc?is_platform=3'));
    for (const other of ['/Recording/a7Hk29Qx', '/recording/a%2Fb', '/recording/%2E%2E', '/recording/a.b', '/events/t%E1%BA%BFt', '/room/%E0%A4%A']) {
      expect(sent(other)).toBeUndefined();
    }
    expect(fetchImpl).toHaveBeenCalledTimes(7);
    // Public calls: no token, no key.
    for (const [, init] of fetchImpl.mock.calls as unknown as [string, RequestInit][]) {
      expect(new Headers(init.headers).has('Authorization')).toBe(false);
    }
    // Taken once; none left behind for the next test.
    [
      '/recordings/detail-by-uid/a7Hk29Qx?is_platform=3',
      '/rooms/detail/Rm7Kq2Zs?is_uid=1',
      '/events/detail/tet-vui',
      '/users/uid/100001?is_platform=3',
    ].forEach((path) => expect(takeEarlyResponse(v1(path))).toBeDefined());
    expect(takeEarlyResponse(v1('/users/uid/100001?is_platform=3'))).toBeUndefined();
  });

  it('drops a response nobody took in time', () => {
    let now = 1_000;
    const fetchImpl = jest.fn(() => Promise.resolve(new Response('{}')));
    const url = sendEarlyRequest('/recording/old', firstRequests(), { fetchImpl, now: () => now })!;
    now += EARLY_RESPONSE_MAX_AGE_MS + 1;
    expect(takeEarlyResponse(url, () => now)).toBeUndefined();
  });
});

describe('the page taking the early response', () => {
  const { uid } = seed.recordings.audio;

  it('shows the recording from it, without asking again', async () => {
    const recording = await payloadOf<Recording>(`/recordings/detail-by-uid/${uid}?is_platform=3`);
    requests.seen.length = 0;
    sendEarlyRequest(routes.recording.href(uid), firstRequests());
    await renderApp(routes.recording.href(uid));
    expect(await screen.findByRole('heading', { level: 1, name: recording.title }, PAGE_TIMEOUT)).toBeInTheDocument();
    expect(detailRequests()).toHaveLength(1);
  });

  it('asks again when the early request failed on the network', async () => {
    const recording = await payloadOf<Recording>(`/recordings/detail-by-uid/${uid}?is_platform=3`);
    server.use(http.get('*/v1/recordings/detail-by-uid/:id', () => HttpResponse.error(), { once: true }));
    requests.seen.length = 0;
    sendEarlyRequest(routes.recording.href(uid), firstRequests());
    await renderApp(routes.recording.href(uid));
    expect(await screen.findByRole('heading', { level: 1, name: recording.title }, PAGE_TIMEOUT)).toBeInTheDocument();
    expect(detailRequests()).toHaveLength(2);
  });

  it('shows the failure an early response carries, without asking again', async () => {
    server.use(
      http.get(
        '*/v1/recordings/detail-by-uid/:id',
        async () => {
          await delay(10);
          return HttpResponse.json({ message: 'Không tìm thấy bản thu.', code: 'NOT_FOUND' }, { status: 404 });
        },
        { once: true },
      ),
    );
    requests.seen.length = 0;
    sendEarlyRequest(routes.recording.href(uid), firstRequests());
    await renderApp(routes.recording.href(uid));
    expect(await screen.findByRole('heading', { level: 1 }, PAGE_TIMEOUT)).toHaveTextContent(/Không tìm thấy/);
    expect(detailRequests()).toHaveLength(1);
  });
});
