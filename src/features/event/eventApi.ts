import { baseApi } from '../../api/baseApi';
import { eventRequest } from '../../lib/routes';
import type { KaraokeEvent, Page, RecordingCard, Song } from '../../api/contract';

export interface EventRecordingsArgs {
  /** `Event.id`, not the slug. */
  eventId: number;
  page: number;
}

export const eventApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    getEvent: build.query<KaraokeEvent, string>({
      query: eventRequest,
      providesTags: (_result, _error, slug) => [{ type: 'Event', id: slug }],
    }),
    getEventSongs: build.query<Song[], number>({
      query: (eventId) => ({ url: `/events/songs/${eventId}` }),
      providesTags: (_result, _error, eventId) => [{ type: 'Event', id: `songs:${eventId}` }],
    }),
    getEventRecordings: build.query<Page<RecordingCard>, EventRecordingsArgs>({
      query: ({ eventId, page }) => ({ url: `/events/recordings/${eventId}`, params: { page } }),
      providesTags: (_result, _error, { eventId }) => [{ type: 'Event', id: `recordings:${eventId}` }],
    }),
  }),
});

export const { useGetEventQuery, useGetEventSongsQuery, useGetEventRecordingsQuery } = eventApi;
