// What a server-rendered page's HTML carried (src/api/serverState.ts freshCarried): restored into the
// browser's store as just fetched, a page that mounts meanwhile does not ask for it again (no request,
// no loading bar, no second render); a refetch or a poll asks the API, and so does a mount once the
// page was restored long enough ago.
import { freshCarried, serverStateRestored, type ServerState } from '../../src/api/serverState';
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

/** A browser store restored from `state`, as src/app/store.tsx makeVisitStore makes it, `agoMs` ago. */
function browserStore(state: ServerState, agoMs = 0) {
  const bar = createProgressController(() => 0);
  const store = makeStore(state.slices, { progress: bar });
  store.dispatch(serverStateRestored(freshCarried(state.api, Date.now() - agoMs)));
  return { store, bar };
}

/** What a component's mount does: subscribe, asking again only what is old (refetchOnMountOrArgChange). */
const subscribe = (store: ReturnType<typeof makeStore>, uid: string) => store.dispatch(recordingApi.endpoints.getRecording.initiate(uid));

describe('a query the page carried', () => {
  it('is not asked again by a page that mounts meanwhile: no request, no change in the store, no loading bar', async () => {
    const uid = seed.recordings.audio.uid;
    const { store, bar } = browserStore(await carriedFor(uid));
    const before = store.getState().api.queries;
    const requests = watchRequests();
    const mounted = subscribe(store, uid);
    // No pending and then fulfilled with the same data: nothing for the page to render twice.
    expect(store.getState().api.queries).toBe(before);
    expect(bar.getSnapshot().visible).toBe(false);
    expect((await mounted).data?.uid).toBe(uid);
    expect(requests.seen).toEqual([]);
    mounted.unsubscribe();
    requests.stop();
  });

  it('carries a not-found answer too', async () => {
    const uid = seed.recordings.unknown.uid;
    const { store, bar } = browserStore(await carriedFor(uid));
    const requests = watchRequests();
    const result = await subscribe(store, uid);
    expect(result.error).toMatchObject({ status: 404 });
    expect(requests.seen).toEqual([]);
    expect(bar.getSnapshot()).toMatchObject({ visible: false, failed: false });
    requests.stop();
  });

  it('is asked by a refetch or a poll at once, never answered from the page', async () => {
    const uid = seed.recordings.audio.uid;
    const { store } = browserStore(await carriedFor(uid));
    const requests = watchRequests();
    await store.dispatch(recordingApi.endpoints.getRecording.initiate(uid, { subscribe: false, forceRefetch: true }));
    expect(requests.seen.map((request) => request.path)).toEqual([`/v1/recordings/detail-by-uid/${uid}`]);
    requests.stop();
  });

  it('is asked again by a page that mounts once the page was restored long enough ago', async () => {
    const uid = seed.recordings.audio.uid;
    const { store, bar } = browserStore(await carriedFor(uid), 10_001);
    const requests = watchRequests();
    const mounted = subscribe(store, uid);
    expect(bar.getSnapshot().visible).toBe(true);
    await mounted;
    expect(requests.seen.map((request) => request.path)).toEqual([`/v1/recordings/detail-by-uid/${uid}`]);
    mounted.unsubscribe();
    requests.stop();
  });

  it('a page asks again on mount for anything it fetched itself', async () => {
    const uid = seed.recordings.audio.uid;
    const store = makeStore();
    await store.dispatch(recordingApi.endpoints.getRecording.initiate(uid, { subscribe: false }));
    await new Promise((resolve) => setTimeout(resolve, 5));
    const requests = watchRequests();
    const mounted = subscribe(store, uid);
    await mounted;
    expect(requests.seen).toHaveLength(1);
    mounted.unsubscribe();
    requests.stop();
  });
});
