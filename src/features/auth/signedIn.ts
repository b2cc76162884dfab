import { useSyncExternalStore } from 'react';
import { restoreSession } from './savedSession';
import { SESSION_KEY } from './sessionKey';

// Whether someone is signed in, for the shell (the header's "Đăng nhập" or account menu). The Redux
// store holds the session (`auth`), but it loads with the first page that needs it
// (src/app/router.tsx), not with the landing page; until then the saved session answers, and from
// then on the store keeps this in step.

let signedIn: boolean | undefined;
const listeners = new Set<() => void>();

/** Read from the saved session the first time, kept in step by the store from then on. */
export const isSignedIn = () => (signedIn ??= restoreSession() !== undefined);

// Before the store exists (the landing page), another tab's sign-in or sign-out reaches the header here;
// once it does, the store follows the other tabs too (src/features/auth/session.ts) and keeps this in step.
const onStorage = (event: StorageEvent) => {
  if (event.key === SESSION_KEY || event.key === null) setSignedIn(restoreSession() !== undefined);
};

const subscribe = (listener: () => void) => {
  if (listeners.size === 0) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
};

/** Called by the store's subscription (src/app/router.tsx). */
export const setSignedIn = (value: boolean) => {
  if (value === signedIn) return;
  signedIn = value;
  listeners.forEach((listener) => listener());
};

/** A prerendered page is a signed-out visitor's view, so hydration starts from "signed out". */
export const useSignedIn = () => useSyncExternalStore(subscribe, isSignedIn, () => false);
