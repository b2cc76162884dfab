import type { ListenerMiddlewareInstance } from '@reduxjs/toolkit';
import { baseApi } from '../../api/baseApi';
import { sessionExpired, signedIn, signedOut, type AuthState } from './authSlice';
import { restoreSession, sessionStore as storage } from './savedSession';
import { SESSION_KEY } from './sessionKey';

/**
 * The session survives a reload of the tab and nothing longer: it lives in sessionStorage (never
 * localStorage, logs or URLs) and is dropped on sign-out, on a 401 and when it expires.
 */
export { SESSION_KEY, restoreSession };

/** Keeps sessionStorage in step with `auth`, and ends the session when its time is up. */
export function startSessionListening(listener: ListenerMiddlewareInstance) {
  let expiryTimer: ReturnType<typeof setTimeout> | undefined;

  const scheduleExpiry = (expiresAt: string | null, dispatch: (action: unknown) => unknown) => {
    clearTimeout(expiryTimer);
    if (!expiresAt) return;
    const endsAt = Date.parse(expiresAt);
    // A time nobody can read is no end at all: the session ends now, rather than a timer that fires
    // and re-arms itself forever.
    if (Number.isNaN(endsAt)) {
      dispatch(sessionExpired());
      return;
    }
    // setTimeout overflows past ~24.8 days; a longer session is checked again at that point.
    const wait = Math.min(Math.max(endsAt - Date.now(), 0), 2 ** 31 - 1);
    expiryTimer = setTimeout(() => {
      if (endsAt <= Date.now()) dispatch(sessionExpired());
      else scheduleExpiry(expiresAt, dispatch);
    }, wait);
  };

  listener.startListening({
    actionCreator: signedIn,
    effect: (action, api) => {
      storage()?.setItem(SESSION_KEY, JSON.stringify(action.payload));
      scheduleExpiry(action.payload.expiresAt, api.dispatch);
    },
  });
  listener.startListening({
    predicate: (action) => signedOut.match(action) || sessionExpired.match(action),
    effect: (_action, api) => {
      clearTimeout(expiryTimer);
      storage()?.removeItem(SESSION_KEY);
      // Nothing private stays cached for whoever uses this browser next. Deferred a task, so that the
      // request whose 401 ended the session settles as the failure it is rather than as an abort.
      setTimeout(() => api.dispatch(baseApi.util.resetApiState()), 0);
    },
  });
  return {
    /** Arms the expiry of a session restored at start-up. */
    resume: (auth: AuthState | undefined, dispatch: (action: unknown) => unknown) =>
      scheduleExpiry(auth?.expiresAt ?? null, dispatch),
  };
}
