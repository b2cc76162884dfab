import { createSlice } from '@reduxjs/toolkit';
import type { Room } from '../../api/contract';
import { isRealFailure } from '../../api/apiHelpers';
import { roomApi } from './roomApi';

interface RoomState {
  detail: Room | null;
}

const initialState: RoomState = { detail: null };

export const roomSlice = createSlice({
  name: 'room',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addMatcher(roomApi.endpoints.getRoom.matchFulfilled, (state, { payload }) => {
        state.detail = payload;
      })
      .addMatcher(roomApi.endpoints.getRoom.matchRejected, (state, action) => {
        if (isRealFailure(action)) state.detail = null;
      });
  },
  selectors: {
    selectRoomDetail: (state) => state.detail,
  },
});

export const { selectRoomDetail } = roomSlice.selectors;
