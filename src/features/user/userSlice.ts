import { createSlice, isAnyOf } from '@reduxjs/toolkit';
import type { Owner, User } from '../../api/contract';
import { isRealFailure } from '../apiHelpers';
import type { authApi } from '../auth/authApi';
import { sessionExpired, signedOut } from '../auth/authSlice';
import { endpointMatchers } from '../endpointMatchers';
import type { userApi } from './userApi';

export interface UserState {
  /** The viewed user, by uid. */
  detail: User | null;
  /** The signed-in user. */
  owner: Owner | null;
}

const initialState: UserState = { detail: null, owner: null };

const { fulfilled, rejected } = endpointMatchers<typeof userApi>();
const auth = endpointMatchers<typeof authApi, 'mutation'>('mutation');

export const userSlice = createSlice({
  name: 'user',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addMatcher(fulfilled('getUserByUid'), (state, { payload }) => {
        state.detail = payload;
      })
      .addMatcher(rejected('getUserByUid'), (state, action) => {
        if (isRealFailure(action)) state.detail = null;
      })
      .addMatcher(fulfilled('getOwner'), (state, { payload }) => {
        state.owner = payload;
      })
      .addMatcher(rejected('getOwner'), (state, action) => {
        if (isRealFailure(action)) state.owner = null;
      })
      // The login answer carries the same Owner, so the header can greet the person at once.
      .addMatcher(auth.fulfilled('login'), (state, { payload }) => {
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
