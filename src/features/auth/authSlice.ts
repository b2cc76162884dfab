import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { sessionExpired } from '../../api/baseApi';

export { sessionExpired };

export interface AuthState {
  token: string | null;
  /** ISO 8601, as the login call returned it. */
  expiresAt: string | null;
}

const initialState: AuthState = { token: null, expiresAt: null };

export const authSlice = createSlice({
  name: 'auth',
  initialState,
  reducers: {
    signedIn: (_state, action: PayloadAction<{ token: string; expiresAt: string }>) => ({
      token: action.payload.token,
      expiresAt: action.payload.expiresAt,
    }),
    signedOut: () => initialState,
  },
  extraReducers: (builder) => {
    // The server refused the token (a 401, src/api/baseApi.ts) or it ran past its expiry.
    builder.addCase(sessionExpired, () => initialState);
  },
  selectors: {
    selectIsSignedIn: (state) => state.token !== null,
  },
});

export const { signedIn, signedOut } = authSlice.actions;
export const { selectIsSignedIn } = authSlice.selectors;
