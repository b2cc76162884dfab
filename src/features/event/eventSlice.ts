import { createSlice } from '@reduxjs/toolkit';
import type { KaraokeEvent, Page, RecordingCard, Song } from '../../api/contract';
import { isRealFailure } from '../../api/apiHelpers';
import { eventApi } from './eventApi';

interface EventState {
  detail: KaraokeEvent | null;
  songs: Song[] | null;
  recordings: Page<RecordingCard> | null;
}

const initialState: EventState = { detail: null, songs: null, recordings: null };

export const eventSlice = createSlice({
  name: 'event',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addMatcher(eventApi.endpoints.getEvent.matchFulfilled, (state, { payload }) => {
        state.detail = payload;
      })
      .addMatcher(eventApi.endpoints.getEvent.matchRejected, (state, action) => {
        if (isRealFailure(action)) state.detail = null;
      })
      .addMatcher(eventApi.endpoints.getEventSongs.matchFulfilled, (state, { payload }) => {
        state.songs = payload;
      })
      .addMatcher(eventApi.endpoints.getEventSongs.matchRejected, (state, action) => {
        if (isRealFailure(action)) state.songs = null;
      })
      .addMatcher(eventApi.endpoints.getEventRecordings.matchFulfilled, (state, { payload }) => {
        state.recordings = payload;
      })
      .addMatcher(eventApi.endpoints.getEventRecordings.matchRejected, (state, action) => {
        if (isRealFailure(action)) state.recordings = null;
      });
  },
  selectors: {
    selectEventDetail: (state) => state.detail,
    selectEventSongs: (state) => state.songs,
    selectEventRecordings: (state) => state.recordings,
  },
});

export const { selectEventDetail, selectEventSongs, selectEventRecordings } = eventSlice.selectors;
