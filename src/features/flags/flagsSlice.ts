import { createSlice, type ActionReducerMapBuilder } from '@reduxjs/toolkit';
import { isRealFailure } from '../apiHelpers';
import type { diamondsApi } from '../diamonds/diamondsApi';
import { endpointMatchers, type RejectedAction } from '../endpointMatchers';
import type { reportViolationApi } from '../reportViolation/reportViolationApi';
import type { songsApi } from '../songs/songsApi';

export interface FlagsState {
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

const diamonds = endpointMatchers<typeof diamondsApi, 'mutation'>('mutation');
const songs = endpointMatchers<typeof songsApi, 'mutation'>('mutation');
const reports = endpointMatchers<typeof reportViolationApi, 'mutation'>('mutation');

interface SettledMatchers {
  matchFulfilled: (action: unknown) => boolean;
  matchRejected: (action: unknown) => action is RejectedAction;
}

interface EndpointMatchers<Name> {
  fulfilled: (name: Name) => SettledMatchers['matchFulfilled'];
  rejected: (name: Name) => SettledMatchers['matchRejected'];
}

const follow = <Name extends string>({ fulfilled, rejected }: EndpointMatchers<Name>, name: Name): SettledMatchers => ({
  matchFulfilled: fulfilled(name),
  matchRejected: rejected(name),
});

/** Which mutation each flag follows. */
const FLAG_ENDPOINTS: [FlagName, SettledMatchers][] = [
  ['recharge', follow(diamonds, 'recharge')],
  ['bankRecharge', follow(diamonds, 'bankRecharge')],
  ['bankIdRecharge', follow(diamonds, 'bankIdRecharge')],
  ['transfer', follow(diamonds, 'transfer')],
  ['uploadVideoSong', follow(songs, 'uploadVideoSong')],
  ['uploadYoutubeSong', follow(songs, 'uploadYoutubeSong')],
  ['reportViolation', follow(reports, 'reportContent')],
];

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
