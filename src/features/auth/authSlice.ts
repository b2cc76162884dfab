import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

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
    /** The server refused the token (401) or it ran past its expiry. */
    sessionExpired: () => initialState,
  },
  selectors: {
    selectToken: (state) => state.token,
    selectIsSignedIn: (state) => state.token !== null,
  },
});

export const { signedIn, signedOut, sessionExpired } = authSlice.actions;
export const { selectToken, selectIsSignedIn } = authSlice.selectors;
