import { createSlice, isAnyOf } from '@reduxjs/toolkit';
import type { Lookback2022 } from '../../api/contract';
import { isRealFailure } from '../../api/apiHelpers';
import { sessionExpired, signedOut } from '../auth/authSlice';
import { lookback2022Api } from './lookback2022Api';

interface Lookback2022State {
  detail: Lookback2022 | null;
}

const initialState: Lookback2022State = { detail: null };

export const lookback2022Slice = createSlice({
  name: 'lookback2022',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addMatcher(lookback2022Api.endpoints.getLookback2022.matchFulfilled, (state, { payload }) => {
        state.detail = payload;
      })
      .addMatcher(lookback2022Api.endpoints.getLookback2022.matchRejected, (state, action) => {
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
