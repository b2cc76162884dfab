import type { ListenerMiddlewareInstance } from '@reduxjs/toolkit';
import { baseApi } from '../../api/baseApi';
import { sessionExpired, signedIn, signedOut, type AuthState } from './authSlice';
import { restoreSession, sessionStore as storage } from './savedSession';
import { SESSION_KEY } from './sessionKey';

/**
 * The session lives in localStorage (never in logs or URLs), shared by the site's tabs: a link opened
 * in a new tab is signed in too, and signing in or out in one tab does the same in the others. It is
 * dropped on sign-out, on a 401 and when it expires (docs/in-app-browsers.md, "Where the session lives").
 */
export { SESSION_KEY, restoreSession };

/** Keeps the saved session in step with `auth`, and ends the session when its time is up. */
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
    resume: (auth: AuthState | undefined, dispatch: (action: unknown) => unknown) => scheduleExpiry(auth?.expiresAt ?? null, dispatch),
  };
}

/**
 * Follows the other tabs: a `storage` event (which only the other tabs of this browser receive) on the
 * session's key signs this tab out, or into the session that tab started, as the same actions a click
 * here would dispatch (so what listens to a sign-out, the payments kept per person among them,
 * src/features/diamonds/lib/sessionEnd.ts, does its part in every tab). Returns the unsubscribe.
 */
export function followOtherTabs(store: { dispatch: (action: unknown) => unknown; getState: () => { auth: AuthState } }) {
  if (typeof window === 'undefined') return () => undefined;
  const onStorage = (event: StorageEvent) => {
    // A null key: the whole storage was cleared (the browser's "clear site data" in another tab).
    if (event.key !== SESSION_KEY && event.key !== null) return;
    if (event.storageArea !== null && event.storageArea !== storage()) return;
    const saved = restoreSession();
    const current = store.getState().auth;
    if (saved?.token == null || saved.expiresAt === null) {
      if (current.token !== null) store.dispatch(signedOut());
      return;
    }
    if (saved.token === current.token) return;
    // Someone else's answers may be cached here: drop them before the new session's are asked for.
    if (current.token !== null) store.dispatch(baseApi.util.resetApiState());
    store.dispatch(signedIn({ token: saved.token, expiresAt: saved.expiresAt }));
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
