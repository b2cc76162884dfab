import type { AuthState } from './authSlice';
import { SESSION_KEY } from './sessionKey';

// Reading the saved session needs no Redux: the entry decides with it whether a prerendered page is
// hydrated, and the shell whether to show "Đăng nhập", before the store exists (src/app/router.tsx).

/** Where the session is kept (src/features/auth/session.ts keeps it in step with the store). */
export const sessionStore = (): Storage | null => {
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
  const raw = sessionStore()?.getItem(SESSION_KEY);
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
