// A stand-in for @react-oauth/google in jest (Google's script never loads here). A test decides whether
// the client "loaded" and what the account chooser answers, then reads what the app asked for.
import { createContext, useContext, useEffect, type ReactNode } from 'react';

type Answer =
  | { kind: 'token'; access_token: string }
  | { kind: 'error'; error: string }
  | { kind: 'nonOAuth'; type: 'popup_closed' | 'popup_failed_to_open' };

export const fakeGoogle = {
  loaded: true,
  scriptFails: false,
  answer: { kind: 'token', access_token: 'sandbox:100001' } as Answer,
  requests: [] as Array<{ scope?: string; prompt?: string; overrideScope?: boolean }>,
  reset() {
    this.loaded = true;
    this.scriptFails = false;
    this.answer = { kind: 'token', access_token: 'sandbox:100001' };
    this.requests = [];
  },
};

/** What Google's script defines on window once it has run. */
function exposeClient(loaded: boolean) {
  const w = window as { google?: unknown };
  if (loaded) w.google = { accounts: { oauth2: {} } };
  else delete w.google;
}

const Context = createContext({ clientId: '', scriptLoadedSuccessfully: false });

export function GoogleOAuthProvider({
  clientId,
  children,
  onScriptLoadError,
}: {
  clientId: string;
  children: ReactNode;
  onScriptLoadError?: () => void;
}) {
  exposeClient(fakeGoogle.loaded);
  useEffect(() => {
    if (fakeGoogle.scriptFails) onScriptLoadError?.();
  }, [onScriptLoadError]);
  return <Context.Provider value={{ clientId, scriptLoadedSuccessfully: fakeGoogle.loaded }}>{children}</Context.Provider>;
}

export const useGoogleOAuth = () => useContext(Context);

interface Options {
  scope?: string;
  prompt?: string;
  overrideScope?: boolean;
  onSuccess?: (response: Record<string, unknown>) => void;
  onError?: (response: { error: string }) => void;
  onNonOAuthError?: (error: { type: string }) => void;
}

export function useGoogleLogin(options: Options) {
  return (overrides?: { prompt?: string }) => {
    fakeGoogle.requests.push({
      scope: options.scope,
      prompt: overrides?.prompt ?? options.prompt,
      overrideScope: options.overrideScope,
    });
    const answer = fakeGoogle.answer;
    setTimeout(() => {
      if (answer.kind === 'nonOAuth') options.onNonOAuthError?.({ type: answer.type });
      else if (answer.kind === 'error') options.onError?.({ error: answer.error });
      else
        options.onSuccess?.({
          access_token: answer.access_token,
          token_type: 'Bearer',
          expires_in: 3599,
          scope: options.scope,
          prompt: overrides?.prompt ?? options.prompt,
        });
    }, 0);
  };
}
