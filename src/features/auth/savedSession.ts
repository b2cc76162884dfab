import type { AuthState } from './authSlice';
import { SESSION_KEY } from './sessionKey';

// Reading the saved session needs no Redux: the entry decides with it whether a prerendered page is
// hydrated, and the shell whether to show "Đăng nhập", before the store exists (src/app/router.tsx).

/**
 * Where the session is kept: localStorage, shared by every tab of this site in this browser, so a link
 * opened in a new tab is still signed in and a sign-out in one tab reaches the others (its `storage`
 * event: src/features/auth/session.ts). It ends with the token's own expiry, on sign-out and on a 401.
 */
export const sessionStore = (): Storage | null => {
  try {
    return window.localStorage;
  } catch {
    return null; // Storage blocked (some in-app browsers): the session then lasts as long as the page.
  }
};

/** Where a session was kept before (one tab's sessionStorage): moved to sessionStore() when met. */
const formerStore = (): Storage | null => {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
};

const readSaved = (): string | null => {
  const store = sessionStore();
  const saved = store?.getItem(SESSION_KEY);
  if (saved) return saved;
  const former = formerStore()?.getItem(SESSION_KEY);
  if (!former) return null;
  // A tab signed in before the session moved stays signed in, now in every tab.
  formerStore()?.removeItem(SESSION_KEY);
  store?.setItem(SESSION_KEY, former);
  return former;
};

const isLive = (auth: AuthState, now = Date.now()) => auth.token !== null && auth.expiresAt !== null && Date.parse(auth.expiresAt) > now;

/** The saved session, when there is one that has not expired. */
export function restoreSession(now = Date.now()): AuthState | undefined {
  const raw = readSaved();
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
  sessionStore()?.removeItem(SESSION_KEY);
  return undefined;
}
