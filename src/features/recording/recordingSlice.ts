import { createSlice } from '@reduxjs/toolkit';
import type { GiftRank, Recording, RecordingComment, RecordingImage } from '../../api/contract';
import { isRealFailure } from '../../api/apiHelpers';
import { recordingApi } from './recordingApi';

interface RecordingState {
  detail: Recording | null;
  images: RecordingImage[];
  comments: RecordingComment[];
  giftsRanking: GiftRank[] | null;
}

const initialState: RecordingState = { detail: null, images: [], comments: [], giftsRanking: null };

export const recordingSlice = createSlice({
  name: 'recording',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addMatcher(recordingApi.endpoints.getRecording.matchFulfilled, (state, { payload }) => {
        state.detail = payload;
        state.images = payload.images;
        state.comments = payload.comments;
      })
      .addMatcher(recordingApi.endpoints.getRecording.matchRejected, (state, action) => {
        if (!isRealFailure(action)) return;
        state.detail = null;
        state.images = [];
        state.comments = [];
      })
      .addMatcher(recordingApi.endpoints.getGiftRanking.matchFulfilled, (state, { payload }) => {
        state.giftsRanking = payload;
      })
      .addMatcher(recordingApi.endpoints.getGiftRanking.matchRejected, (state, action) => {
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

export const { selectRecordingDetail, selectRecordingImages, selectRecordingComments, selectGiftsRanking } = recordingSlice.selectors;
