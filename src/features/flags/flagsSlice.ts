import { createSlice, type ActionReducerMapBuilder } from '@reduxjs/toolkit';
import { isRealFailure } from '../../api/apiHelpers';
import { diamondsApi } from '../diamonds/api/diamondsApi';
import { reportViolationApi } from '../reportViolation/reportViolationApi';
import { songsApi } from '../songs/songsApi';

interface FlagsState {
  recharge: boolean;
  bankRecharge: boolean;
  bankIdRecharge: boolean;
  transfer: boolean;
  uploadVideoSong: boolean;
  uploadYoutubeSong: boolean;
  reportViolation: boolean;
}

export type FlagName = keyof FlagsState;

const initialState: FlagsState = {
  recharge: false,
  bankRecharge: false,
  bankIdRecharge: false,
  transfer: false,
  uploadVideoSong: false,
  uploadYoutubeSong: false,
  reportViolation: false,
};

/** Which mutation each flag follows. */
const FLAG_ENDPOINTS = [
  ['recharge', diamondsApi.endpoints.recharge],
  ['bankRecharge', diamondsApi.endpoints.bankRecharge],
  ['bankIdRecharge', diamondsApi.endpoints.bankIdRecharge],
  ['transfer', diamondsApi.endpoints.transfer],
  ['uploadVideoSong', songsApi.endpoints.uploadVideoSong],
  ['uploadYoutubeSong', songsApi.endpoints.uploadYoutubeSong],
  ['reportViolation', reportViolationApi.endpoints.reportContent],
] as const;

const followSuccess = (builder: ActionReducerMapBuilder<FlagsState>) => {
  for (const [flag, endpoint] of FLAG_ENDPOINTS) {
    builder.addMatcher(endpoint.matchFulfilled, (state) => {
      state[flag] = true;
    });
    // A request the person cancelled got no answer either way: the flag keeps its last value.
    builder.addMatcher(endpoint.matchRejected, (state, action) => {
      if (isRealFailure(action)) state[flag] = false;
    });
  }
};

export const flagsSlice = createSlice({
  name: 'flags',
  initialState,
  reducers: {},
  extraReducers: followSuccess,
  selectors: {
    selectFlags: (state) => state,
    selectFlag: (state, flag: FlagName) => state[flag],
  },
});

export const { selectFlags, selectFlag } = flagsSlice.selectors;
