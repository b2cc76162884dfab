import { useGoogleLogin, useGoogleOAuth, type TokenResponse } from '@react-oauth/google';
import { useCallback, useRef } from 'react';
import type { ApiError } from '../../api/apiError';
import type { GoogleLoginBody, LoginResult } from '../../api/contract';
import { newIdempotencyKey } from '../../api/idempotency';
import { useAppDispatch } from '../../app/hooks';
import { authApi } from '../../features/auth/authApi';
import { userApi } from '../../features/user/userApi';

/** What Google is asked for (SPEC.md §6): profile and e-mail, always with the account chooser. */
export const GOOGLE_SCOPE = 'profile email';
export const GOOGLE_PROMPT = 'select_account';

export type SignInFailure =
  | { kind: 'google'; reason: 'popup_closed' | 'popup_failed_to_open' | 'denied' | 'unknown' }
  | { kind: 'api'; error: ApiError };

/** Google's script defines `window.google.accounts.oauth2` once it has run. */
const googleClientLoaded = () =>
  Boolean((window as { google?: { accounts?: { oauth2?: unknown } } }).google?.accounts?.oauth2);

interface Pending {
  resolve: (result: LoginResult) => void;
  reject: (reason: SignInFailure | false) => void;
}

/**
 * Signs in with Google and trades Google's answer for our own session: `signIn()` resolves with the
 * login result once the token is in `auth` and the owner in `user.owner`; it rejects with `false` when
 * Google's client has not loaded, and with a `SignInFailure` (after calling `onFailure`) otherwise.
 */
export function useGoogleSignIn(onFailure: (failure: SignInFailure) => void) {
  const { scriptLoadedSuccessfully } = useGoogleOAuth();
  const dispatch = useAppDispatch();
  const pending = useRef<Pending | null>(null);

  const fail = useCallback(
    (failure: SignInFailure) => {
      onFailure(failure);
      pending.current?.reject(failure);
      pending.current = null;
    },
    [onFailure],
  );

  const exchange = async (google: Omit<TokenResponse, 'error' | 'error_description' | 'error_uri'>) => {
    try {
      // One confirmation (this Google answer), one key.
      const result = await dispatch(
        authApi.endpoints.login.initiate({ body: google as GoogleLoginBody, idempotencyKey: newIdempotencyKey() }),
      ).unwrap();
      await dispatch(userApi.endpoints.getOwner.initiate(undefined, { subscribe: false, forceRefetch: true }));
      pending.current?.resolve(result);
      pending.current = null;
    } catch (error) {
      fail({ kind: 'api', error: error as ApiError });
    }
  };

  const requestToken = useGoogleLogin({
    flow: 'implicit',
    scope: GOOGLE_SCOPE,
    overrideScope: true,
    prompt: GOOGLE_PROMPT,
    onSuccess: (response) => void exchange(response),
    onError: (response) => fail({ kind: 'google', reason: response.error === 'access_denied' ? 'denied' : 'unknown' }),
    onNonOAuthError: (error) =>
      fail({
        kind: 'google',
        reason:
          error.type === 'popup_closed' ? 'popup_closed' : error.type === 'popup_failed_to_open' ? 'popup_failed_to_open' : 'unknown',
      }),
  });

  const signIn = useCallback(
    () =>
      new Promise<LoginResult>((resolve, reject) => {
        if (!scriptLoadedSuccessfully || !googleClientLoaded()) {
          reject(false);
          return;
        }
        pending.current = { resolve, reject };
        requestToken({ prompt: GOOGLE_PROMPT });
      }),
    [scriptLoadedSuccessfully, requestToken],
  );

  return { signIn, ready: scriptLoadedSuccessfully };
}
