import { http, HttpResponse } from 'msw';
import { baseApi } from '../../src/api/baseApi';
import { createProgressController } from '../../src/lib/progress';
import { makeStore } from '../../src/app/store';
import { server } from '../../src/mocks/node';

// A probe endpoint of this test's own, so the test does not depend on any feature's endpoints.
const probeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    loadingBarProbe: build.query<unknown, string>({ query: (name) => ({ url: `/probe/${name}` }) }),
    loadingBarProbeWrite: build.mutation<unknown, string>({
      query: (name) => ({ url: `/probe/${name}`, method: 'POST', idempotencyKey: 'k-1' }),
    }),
  }),
});

const answer = (status: number) =>
  http.all('*/v1/probe/:name', () =>
    status === 200 ? HttpResponse.json({ data: { ok: true } }) : HttpResponse.json({ message: 'Không tìm thấy', code: 'NOT_FOUND' }, { status }),
  );

const setup = () => {
  const bar = createProgressController(() => 0);
  const store = makeStore(undefined, { progress: bar });
  return { bar, store };
};

describe('the loading bar follows the route data requests in the store', () => {
  it('starts while a query is pending and completes when its data has loaded', async () => {
    server.use(answer(200));
    const { bar, store } = setup();
    const request = store.dispatch(probeApi.endpoints.loadingBarProbe.initiate('a'));
    expect(bar.getSnapshot()).toMatchObject({ visible: true, progress: 0, failed: false });
    await request;
    expect(bar.getSnapshot()).toEqual({ visible: true, progress: 100, failed: false });
    request.unsubscribe();
  });

  it('turns red when the request failed', async () => {
    server.use(answer(404));
    const { bar, store } = setup();
    const request = store.dispatch(probeApi.endpoints.loadingBarProbe.initiate('missing'));
    await request;
    expect(bar.getSnapshot()).toEqual({ visible: true, progress: 100, failed: true });
    request.unsubscribe();
  });

  it('stays until the last of several requests has settled', async () => {
    server.use(answer(200));
    const { bar, store } = setup();
    const first = store.dispatch(probeApi.endpoints.loadingBarProbe.initiate('one'));
    const second = store.dispatch(probeApi.endpoints.loadingBarProbe.initiate('two'));
    await first;
    // The second may have settled in the same tick; what matters is that it completes only after both.
    await second;
    expect(bar.getSnapshot().progress).toBe(100);
    first.unsubscribe();
    second.unsubscribe();
  });

  it('is neither restarted nor failed by a second subscriber to a request already on its way', async () => {
    server.use(answer(200));
    const { bar, store } = setup();
    const first = store.dispatch(probeApi.endpoints.loadingBarProbe.initiate('shared'));
    // RTK Query does not send this one: it rejects it with `condition`, and waits for the first.
    const second = store.dispatch(probeApi.endpoints.loadingBarProbe.initiate('shared'));
    expect(bar.getSnapshot()).toMatchObject({ visible: true, progress: 0, failed: false });
    await Promise.all([first, second]);
    expect(bar.getSnapshot()).toEqual({ visible: true, progress: 100, failed: false });
    first.unsubscribe();
    second.unsubscribe();
  });

  it('leaves form submissions (mutations) to their own forms', async () => {
    server.use(answer(200));
    const { bar, store } = setup();
    await store.dispatch(probeApi.endpoints.loadingBarProbeWrite.initiate('x'));
    expect(bar.getSnapshot().visible).toBe(false);
  });
});
