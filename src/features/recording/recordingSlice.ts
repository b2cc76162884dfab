import { createSlice } from '@reduxjs/toolkit';
import type { GiftRank, Recording, RecordingComment, RecordingImage } from '../../api/contract';
import { isRealFailure } from '../apiHelpers';
import { endpointMatchers } from '../endpointMatchers';
import type { recordingApi } from './recordingApi';

export interface RecordingState {
  detail: Recording | null;
  images: RecordingImage[];
  comments: RecordingComment[];
  giftsRanking: GiftRank[] | null;
}

const initialState: RecordingState = { detail: null, images: [], comments: [], giftsRanking: null };

const { fulfilled, rejected } = endpointMatchers<typeof recordingApi>();

export const recordingSlice = createSlice({
  name: 'recording',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addMatcher(fulfilled('getRecording'), (state, { payload }) => {
        state.detail = payload;
        state.images = payload.images;
        state.comments = payload.comments;
      })
      .addMatcher(rejected('getRecording'), (state, action) => {
        if (!isRealFailure(action)) return;
        state.detail = null;
        state.images = [];
        state.comments = [];
      })
      .addMatcher(fulfilled('getGiftRanking'), (state, { payload }) => {
        state.giftsRanking = payload;
      })
      .addMatcher(rejected('getGiftRanking'), (state, action) => {
        if (isRealFailure(action)) state.giftsRanking = null;
      });
  },
  selectors: {
    selectRecordingDetail: (state) => state.detail,
    selectRecordingImages: (state) => state.images,
    selectRecordingComments: (state) => state.comments,
    selectGiftsRanking: (state) => state.giftsRanking,
  },
});

export const { selectRecordingDetail, selectRecordingImages, selectRecordingComments, selectGiftsRanking } =
  recordingSlice.selectors;
