import { createSlice, isAnyOf } from '@reduxjs/toolkit';
import type { Lookback2022 } from '../../api/contract';
import { isRealFailure } from '../apiHelpers';
import { sessionExpired, signedOut } from '../auth/authSlice';
import { endpointMatchers } from '../endpointMatchers';
import type { lookback2022Api } from './lookback2022Api';

export interface Lookback2022State {
  detail: Lookback2022 | null;
}

const initialState: Lookback2022State = { detail: null };

const { fulfilled, rejected } = endpointMatchers<typeof lookback2022Api>();

export const lookback2022Slice = createSlice({
  name: 'lookback2022',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addMatcher(fulfilled('getLookback2022'), (state, { payload }) => {
        state.detail = payload;
      })
      .addMatcher(rejected('getLookback2022'), (state, action) => {
        if (isRealFailure(action)) state.detail = null;
      })
      // Private to the person who was signed in: gone with their session.
      .addMatcher(isAnyOf(signedOut, sessionExpired), (state) => {
        state.detail = null;
      });
  },
  selectors: {
    selectLookback2022: (state) => state.detail,
  },
});

export const { selectLookback2022 } = lookback2022Slice.selectors;
