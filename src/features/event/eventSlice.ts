import { createSlice } from '@reduxjs/toolkit';
import type { KaraokeEvent, Page, RecordingCard, Song } from '../../api/contract';
import { isRealFailure } from '../apiHelpers';
import { endpointMatchers } from '../endpointMatchers';
import type { eventApi } from './eventApi';

export interface EventState {
  detail: KaraokeEvent | null;
  songs: Song[] | null;
  recordings: Page<RecordingCard> | null;
}

const initialState: EventState = { detail: null, songs: null, recordings: null };

const { fulfilled, rejected } = endpointMatchers<typeof eventApi>();

export const eventSlice = createSlice({
  name: 'event',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addMatcher(fulfilled('getEvent'), (state, { payload }) => {
        state.detail = payload;
      })
      .addMatcher(rejected('getEvent'), (state, action) => {
        if (isRealFailure(action)) state.detail = null;
      })
      .addMatcher(fulfilled('getEventSongs'), (state, { payload }) => {
        state.songs = payload;
      })
      .addMatcher(rejected('getEventSongs'), (state, action) => {
        if (isRealFailure(action)) state.songs = null;
      })
      .addMatcher(fulfilled('getEventRecordings'), (state, { payload }) => {
        state.recordings = payload;
      })
      .addMatcher(rejected('getEventRecordings'), (state, action) => {
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
