import { createSlice } from '@reduxjs/toolkit';
import type { Room } from '../../api/contract';
import { isRealFailure } from '../../api/apiHelpers';
import { roomApi } from './roomApi';

interface RoomState {
  detail: Room | null;
}

/**
 * An upserted cache entry as the reducers see it: RTK types the matched payload as the action creator's
 * argument (`endpointName`), while its prepare step has already turned it into `queryDescription`.
 */
type UpsertedEntry = { endpointName?: string; queryDescription?: { endpointName: string }; value: unknown };

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
      })
      // The room's live state, written into the endpoint's cache as its own answer (useFollowedRoom).
      .addMatcher(roomApi.util.upsertQueryEntries.match, (state, { payload }) => {
        for (const entry of payload as UpsertedEntry[]) {
          const endpoint = entry.queryDescription?.endpointName ?? entry.endpointName;
          if (endpoint === roomApi.endpoints.getRoom.name) state.detail = entry.value as Room;
        }
      });
  },
  selectors: {
    selectRoomDetail: (state) => state.detail,
  },
});

export const { selectRoomDetail } = roomSlice.selectors;
