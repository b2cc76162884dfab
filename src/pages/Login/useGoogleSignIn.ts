import { useGoogleLogin, useGoogleOAuth, type CodeResponse, type NonOAuthError } from '@react-oauth/google';
import { useCallback, useState } from 'react';
import type { ApiError } from '../../api/apiError';
import { newIdempotencyKey } from '../../api/idempotency';
import { useAppDispatch } from '../../app/hooks';
import { authApi } from '../../features/auth/authApi';
import { userApi } from '../../features/user/userApi';

/** What Google is asked for (SPEC.md §6): sign-in with profile and e-mail. */
export const GOOGLE_SCOPE = 'openid profile email';

export type SignInFailure =
  | { kind: 'google'; reason: 'popup_closed' | 'popup_failed_to_open' | 'denied' | 'unknown' }
  | { kind: 'unavailable' }
  | { kind: 'api'; error: ApiError };

/** Where a sign-in stands: Google's popup is open (`choosing`), or our server is trading the code. */
export type SignInStatus = { phase: 'idle' } | { phase: 'choosing' } | { phase: 'exchanging' } | { phase: 'failed'; failure: SignInFailure };

type GoogleAnswer = Omit<CodeResponse, 'error' | 'error_description' | 'error_uri'>;

const nonOAuthReason = (error: NonOAuthError) => (error.type === 'popup_closed' || error.type === 'popup_failed_to_open' ? error.type : 'unknown');

/** Google's script defines `google.accounts.oauth2.initCodeClient` once it has run. */
const codeClientDefined = () =>
  typeof (window as { google?: { accounts?: { oauth2?: { initCodeClient?: unknown } } } }).google?.accounts?.oauth2?.initCodeClient === 'function';

/**
 * Signs in with Google's authorization-code flow and trades the code for our own session: Google's
 * popup always shows the account chooser and answers `{ code, scope, ... }`, which goes to the server
 * as it came (CONTRACT.md: the server exchanges it with its client secret, so the code is bound to this
 * app's client id). Once the token is in `auth` and the owner in `user.owner`, the login page moves on.
 */
export function useGoogleSignIn() {
  const { scriptLoadedSuccessfully } = useGoogleOAuth();
  const dispatch = useAppDispatch();
  const [status, setStatus] = useState<SignInStatus>({ phase: 'idle' });

  const exchange = async (google: GoogleAnswer) => {
    setStatus({ phase: 'exchanging' });
    try {
      // One code, one key: a code is good for one exchange only.
      await dispatch(authApi.endpoints.login.initiate({ body: google, idempotencyKey: newIdempotencyKey() })).unwrap();
      await dispatch(userApi.endpoints.getOwner.initiate(undefined, { subscribe: false, forceRefetch: true }));
      setStatus({ phase: 'idle' });
    } catch (error) {
      setStatus({ phase: 'failed', failure: { kind: 'api', error: error as ApiError } });
    }
  };

  // A late popup error (Google may report the popup closed after it answered) must not hide an
  // exchange under way; a code arriving after a "closed" report is still used.
  const googleFailed = (failure: SignInFailure) => setStatus((current) => (current.phase === 'exchanging' ? current : { phase: 'failed', failure }));

  const requestCode = useGoogleLogin({
    flow: 'auth-code',
    scope: GOOGLE_SCOPE,
    overrideScope: true,
    // The code client's own option for "always show the account chooser" (it has no `prompt`).
    select_account: true,
    ux_mode: 'popup',
    onSuccess: (response) => void exchange(response),
    onError: (response) => googleFailed({ kind: 'google', reason: response.error === 'access_denied' ? 'denied' : 'unknown' }),
    onNonOAuthError: (error) => googleFailed({ kind: 'google', reason: nonOAuthReason(error) }),
  });

  const signIn = useCallback(() => {
    if (!scriptLoadedSuccessfully || !codeClientDefined()) {
      setStatus({ phase: 'failed', failure: { kind: 'unavailable' } });
      return;
    }
    setStatus({ phase: 'choosing' });
    requestCode();
  }, [scriptLoadedSuccessfully, requestCode]);

  return { status, signIn, ready: scriptLoadedSuccessfully };
}
