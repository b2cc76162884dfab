import { eventApi } from '../../../src/features/event/eventApi';
import { selectEventDetail, selectEventRecordings, selectEventSongs } from '../../../src/features/event/eventSlice';
import { seed } from '../../../src/mocks/db';
import { freshStore, payloadOf } from '../../support';

const { getEvent, getEventSongs, getEventRecordings } = eventApi.endpoints;
const { eventIds, events } = seed;

describe('the event slice', () => {
  it('starts as CONTRACT.md says', () => {
    expect(freshStore().getState().event).toEqual({ detail: null, songs: null, recordings: null });
  });

  it('keeps the event exactly as sent, and null for an unknown slug', async () => {
    const store = freshStore();
    await store.dispatch(getEvent.initiate(events.running));
    const sent = await payloadOf(`/events/detail/${events.running}`);
    expect(sent).toMatchObject({ slug: events.running, id: eventIds.running });
    expect(selectEventDetail(store.getState())).toEqual(sent);

    await store.dispatch(getEvent.initiate(events.unknown));
    expect(selectEventDetail(store.getState())).toBeNull();
  });

  it("keeps the event's songs exactly as sent, and null for an unknown event", async () => {
    const store = freshStore();
    await store.dispatch(getEventSongs.initiate(eventIds.running));
    const sent = await payloadOf(`/events/songs/${eventIds.running}`);
    expect(sent).not.toEqual([]);
    expect(selectEventSongs(store.getState())).toEqual(sent);

    await store.dispatch(getEventSongs.initiate(eventIds.unknown));
    expect(selectEventSongs(store.getState())).toBeNull();
  });

  it("keeps a page of the event's recordings exactly as sent, and null for an unknown event", async () => {
    const store = freshStore();
    await store.dispatch(getEventRecordings.initiate({ eventId: eventIds.running, page: 1 }));
    const sent = await payloadOf(`/events/recordings/${eventIds.running}?page=1`);
    expect(sent).toMatchObject({ page: 1 });
    expect(selectEventRecordings(store.getState())).toEqual(sent);

    // An event without recordings is still an answer: an empty page, not null.
    await store.dispatch(getEventRecordings.initiate({ eventId: eventIds.empty, page: 1 }));
    expect(selectEventRecordings(store.getState())).toMatchObject({ items: [], total: 0 });

    await store.dispatch(getEventRecordings.initiate({ eventId: eventIds.unknown, page: 1 }));
    expect(selectEventRecordings(store.getState())).toBeNull();
  });
});
