// What a server-rendered page's HTML carried (src/api/serverState.ts CarriedQueries): restored into the
// browser's store, each query is answered from it the first time a page asks, with no request and no
// loading bar; after that, or once too old, the API is asked as for any other page.
import { serverStateRestored, CarriedQueries, type ServerState } from '../../src/api/serverState';
import { makeStore } from '../../src/app/store';
import { recordingApi } from '../../src/features/recording/recordingApi';
import { createProgressController } from '../../src/lib/progress';
import { routes } from '../../src/lib/routes';
import { seed } from '../../src/mocks/seed';
import { matchSharePage, renderShare } from '../../src/server/shareRender';
import { watchRequests } from '../support';

/** The state the server rendered `uid`'s recording page from, as its HTML carries it. */
async function carriedFor(uid: string): Promise<ServerState> {
  const pathname = routes.recording.href(uid);
  const rendered = await renderShare(matchSharePage(pathname)!.page, uid, pathname);
  if (rendered.kind !== 'page') throw new Error(`the server did not render ${pathname}`);
  return rendered.state;
}

/** A browser store restored from `state`, as src/app/store.tsx makeVisitStore makes it, at `clock.now`. */
function browserStore(state: ServerState, clock = { now: Date.now() }) {
  const bar = createProgressController(() => 0);
  const carried = new CarriedQueries(Object.keys(state.api.queries), { now: () => clock.now });
  const store = makeStore(state.slices, { progress: bar, carried });
  store.dispatch(serverStateRestored(state.api));
  return { store, bar, clock };
}

/** What a page's mount does: ask again (refetchOnMountOrArgChange). */
const mount = (store: ReturnType<typeof makeStore>, uid: string) =>
  store.dispatch(recordingApi.endpoints.getRecording.initiate(uid, { forceRefetch: true }));

describe('a query the page carried', () => {
  it('is answered from the page the first time, with no request and no loading bar, then asked as usual', async () => {
    const uid = seed.recordings.audio.uid;
    const { store, bar } = browserStore(await carriedFor(uid));
    const requests = watchRequests();
    const first = mount(store, uid);
    expect(bar.getSnapshot().visible).toBe(false);
    expect((await first).data?.uid).toBe(uid);
    expect(requests.seen).toEqual([]);
    expect(bar.getSnapshot().visible).toBe(false);
    first.unsubscribe();

    const again = mount(store, uid);
    expect(bar.getSnapshot().visible).toBe(true);
    expect((await again).data?.uid).toBe(uid);
    expect(requests.seen.map((request) => request.path)).toEqual([`/v1/recordings/detail-by-uid/${uid}`]);
    again.unsubscribe();
    requests.stop();
  });

  it('carries a not-found answer too, without turning the bar red', async () => {
    const uid = seed.recordings.unknown.uid;
    const { store, bar } = browserStore(await carriedFor(uid));
    const requests = watchRequests();
    const result = await mount(store, uid);
    expect(result.error).toMatchObject({ status: 404 });
    expect(requests.seen).toEqual([]);
    expect(bar.getSnapshot()).toMatchObject({ visible: false, failed: false });
    requests.stop();
  });

  it('is asked afresh when the page took too long to ask for it', async () => {
    const uid = seed.recordings.audio.uid;
    const { store, clock } = browserStore(await carriedFor(uid));
    clock.now += 10_001;
    const requests = watchRequests();
    await mount(store, uid);
    expect(requests.seen.map((request) => request.path)).toEqual([`/v1/recordings/detail-by-uid/${uid}`]);
    requests.stop();
  });

  it('is never answered from the page in a store that was given none', async () => {
    const uid = seed.recordings.audio.uid;
    const state = await carriedFor(uid);
    const store = makeStore(state.slices);
    store.dispatch(serverStateRestored(state.api));
    const requests = watchRequests();
    await mount(store, uid);
    expect(requests.seen).toHaveLength(1);
    requests.stop();
  });
});
