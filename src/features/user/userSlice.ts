import { createSlice, isAnyOf } from '@reduxjs/toolkit';
import type { Owner, User } from '../../api/contract';
import { isRealFailure } from '../../api/apiHelpers';
import { authApi } from '../auth/authApi';
import { sessionExpired, signedOut } from '../auth/authSlice';
import { userApi } from './userApi';

interface UserState {
  /** The viewed user, by uid. */
  detail: User | null;
  /** The signed-in user. */
  owner: Owner | null;
}

const initialState: UserState = { detail: null, owner: null };

export const userSlice = createSlice({
  name: 'user',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addMatcher(userApi.endpoints.getUserByUid.matchFulfilled, (state, { payload }) => {
        state.detail = payload;
      })
      .addMatcher(userApi.endpoints.getUserByUid.matchRejected, (state, action) => {
        if (isRealFailure(action)) state.detail = null;
      })
      .addMatcher(userApi.endpoints.getOwner.matchFulfilled, (state, { payload }) => {
        state.owner = payload;
      })
      .addMatcher(userApi.endpoints.getOwner.matchRejected, (state, action) => {
        if (isRealFailure(action)) state.owner = null;
      })
      // The login answer carries the same Owner, so the header can greet the person at once.
      .addMatcher(authApi.endpoints.login.matchFulfilled, (state, { payload }) => {
        state.owner = payload.user;
      })
      .addMatcher(isAnyOf(signedOut, sessionExpired), (state) => {
        state.owner = null;
      });
  },
  selectors: {
    selectUserDetail: (state) => state.detail,
    selectOwner: (state) => state.owner,
  },
});

export const { selectUserDetail, selectOwner } = userSlice.selectors;
