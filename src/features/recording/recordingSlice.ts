import { createSlice } from '@reduxjs/toolkit';
import type { GiftRank, Recording, RecordingComment, RecordingImage } from '../../api/contract';

export interface RecordingState {
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
});
