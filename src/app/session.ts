import type { ListenerMiddlewareInstance } from '@reduxjs/toolkit';
import { resetApiState } from '../api/resetApiState';
import { sessionExpired, signedIn, signedOut, type AuthState } from '../features/auth/authSlice';
import { SESSION_KEY } from './sessionKey';

/**
 * The session survives a reload of the tab and nothing longer: it lives in sessionStorage (never
 * localStorage, logs or URLs) and is dropped on sign-out, on a 401 and when it expires.
 */
export { SESSION_KEY };

const storage = (): Storage | null => {
  try {
    return window.sessionStorage;
  } catch {
    return null; // Storage blocked (some in-app browsers): the session then lasts as long as the page.
  }
};

const isLive = (auth: AuthState, now = Date.now()) =>
  auth.token !== null && auth.expiresAt !== null && Date.parse(auth.expiresAt) > now;

/** The saved session, when there is one that has not expired. */
export function restoreSession(now = Date.now()): AuthState | undefined {
  const raw = storage()?.getItem(SESSION_KEY);
  if (!raw) return undefined;
  try {
    const saved = JSON.parse(raw) as Partial<AuthState>;
    const auth: AuthState = {
      token: typeof saved.token === 'string' ? saved.token : null,
      expiresAt: typeof saved.expiresAt === 'string' ? saved.expiresAt : null,
    };
    if (isLive(auth, now)) return auth;
  } catch {
    // Unreadable: treat as signed out.
  }
  storage()?.removeItem(SESSION_KEY);
  return undefined;
}

/** Keeps sessionStorage in step with `auth`, and ends the session when its time is up. */
export function startSessionListening(listener: ListenerMiddlewareInstance) {
  let expiryTimer: ReturnType<typeof setTimeout> | undefined;

  const scheduleExpiry = (expiresAt: string | null, dispatch: (action: unknown) => unknown) => {
    clearTimeout(expiryTimer);
    if (!expiresAt) return;
    // setTimeout overflows past ~24.8 days; a longer session is checked again at that point.
    const wait = Math.min(Math.max(Date.parse(expiresAt) - Date.now(), 0), 2 ** 31 - 1);
    expiryTimer = setTimeout(() => {
      if (Date.parse(expiresAt) <= Date.now()) dispatch(sessionExpired());
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
      setTimeout(() => api.dispatch(resetApiState()), 0);
    },
  });
  return {
    /** Arms the expiry of a session restored at start-up. */
    resume: (auth: AuthState | undefined, dispatch: (action: unknown) => unknown) =>
      scheduleExpiry(auth?.expiresAt ?? null, dispatch),
  };
}
