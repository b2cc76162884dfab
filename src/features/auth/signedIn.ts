import { useSyncExternalStore } from 'react';
import { restoreSession } from './savedSession';

// Whether someone is signed in, for the shell (the header's "Đăng nhập" or account menu). The Redux
// store holds the session (`auth`), but it loads with the first page that needs it
// (src/app/router.tsx), not with the landing page; until then the saved session answers, and from
// then on the store keeps this in step.

let signedIn: boolean | undefined;
const listeners = new Set<() => void>();

/** Read from the saved session the first time, kept in step by the store from then on. */
export const isSignedIn = () => (signedIn ??= restoreSession() !== undefined);

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
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
