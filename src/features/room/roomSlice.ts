import { createSlice } from '@reduxjs/toolkit';
import type { Room } from '../../api/contract';
import { isRealFailure } from '../apiHelpers';
import { endpointMatchers } from '../endpointMatchers';
import type { roomApi } from './roomApi';

export interface RoomState {
  detail: Room | null;
}

const initialState: RoomState = { detail: null };

const { fulfilled, rejected } = endpointMatchers<typeof roomApi>();

export const roomSlice = createSlice({
  name: 'room',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addMatcher(fulfilled('getRoom'), (state, { payload }) => {
        state.detail = payload;
      })
      .addMatcher(rejected('getRoom'), (state, action) => {
        if (isRealFailure(action)) state.detail = null;
      });
  },
  selectors: {
    selectRoomDetail: (state) => state.detail,
  },
});

export const { selectRoomDetail } = roomSlice.selectors;
