import { delay, http, HttpResponse } from 'msw';
import type { Recording } from '../../../src/api/contract';
import { recordingApi } from '../../../src/features/recording/recordingApi';
import {
  selectGiftsRanking,
  selectRecordingComments,
  selectRecordingDetail,
  selectRecordingImages,
} from '../../../src/features/recording/recordingSlice';
import { seed } from '../../../src/mocks/db';
import { server } from '../../../src/mocks/node';
import { freshStore, ORIGIN, payloadOf } from '../../support';

const { getRecording, getGiftRanking } = recordingApi.endpoints;
const { audio, video, unknown } = seed.recordings;

describe('the recording slice', () => {
  it('starts as CONTRACT.md says', () => {
    expect(freshStore().getState().recording).toEqual({ detail: null, images: [], comments: [], giftsRanking: null });
  });

  it('keeps the recording exactly as the API sent it, with its images and comments', async () => {
    const store = freshStore();
    await store.dispatch(getRecording.initiate(audio.uid));
    const sent = await payloadOf<Recording>(`/recordings/detail-by-uid/${audio.uid}?is_platform=3`);

    const state = store.getState();
    expect(selectRecordingDetail(state)).toEqual(sent);
    expect(sent.images.length).toBeGreaterThan(0);
    expect(sent.comments.length).toBeGreaterThan(0);
    expect(selectRecordingImages(state)).toEqual(sent.images);
    expect(selectRecordingComments(state)).toEqual(sent.comments);
  });

  it('goes back to null and empty lists when a recording is not found (404)', async () => {
    const store = freshStore();
    await store.dispatch(getRecording.initiate(audio.uid));
    expect(store.getState().recording.images).not.toEqual([]);

    await store.dispatch(getRecording.initiate(unknown.uid));
    expect(store.getState().recording).toMatchObject({ detail: null, images: [], comments: [] });
  });

  it('goes back to null after a server error, once the retries are spent', async () => {
    const store = freshStore();
    await store.dispatch(getRecording.initiate(audio.uid));
    server.use(
      http.get(`${ORIGIN}/v1/recordings/detail-by-uid/:id`, () => HttpResponse.json({ message: 'down', code: 'INTERNAL' }, { status: 500 })),
    );
    await store.dispatch(getRecording.initiate(video.uid));
    expect(store.getState().recording).toMatchObject({ detail: null, images: [], comments: [] });
  }, 8000);

  it('keeps what it holds when a query is served from the cache instead of being sent', async () => {
    const store = freshStore();
    await store.dispatch(getRecording.initiate(audio.uid));
    await store.dispatch(getRecording.initiate(video.uid));
    // Asking again for a cached recording sends nothing. RTK Query reports that as a rejection with
    // `meta.condition`; a subscribing call's is swallowed by its middleware, a prefetch's reaches the slices.
    await store.dispatch(getRecording.initiate(audio.uid, { subscribe: false }));
    expect(selectRecordingDetail(store.getState())?.uid).toBe(video.uid);
  });

  it('keeps what it holds when a request is aborted', async () => {
    const store = freshStore();
    await store.dispatch(getRecording.initiate(audio.uid));
    server.use(
      http.get(`${ORIGIN}/v1/recordings/detail-by-uid/:id`, async () => {
        await delay(1000);
        return HttpResponse.json({ message: 'too late', code: 'NOT_FOUND' }, { status: 404 });
      }),
    );
    const running = store.dispatch(getRecording.initiate(video.uid));
    running.abort();
    await running;
    expect(selectRecordingDetail(store.getState())?.uid).toBe(audio.uid);
  });

  it('keeps the gift ranking as sent, and null when the recording does not exist', async () => {
    const store = freshStore();
    await store.dispatch(getGiftRanking.initiate(audio.id));
    const sent = await payloadOf(`/gifts/recording/top?recording_id=${audio.id}`);
    expect(sent).not.toEqual([]);
    expect(selectGiftsRanking(store.getState())).toEqual(sent);

    await store.dispatch(getGiftRanking.initiate(unknown.id));
    expect(selectGiftsRanking(store.getState())).toBeNull();
  });
});
