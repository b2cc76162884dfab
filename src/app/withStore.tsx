import type { ComponentType, ReactNode } from 'react';
import { RequireAuth } from '../components/RequireAuth';
import { selectIsSignedIn } from '../features/auth/authSlice';
import { AppProviders } from './AppProviders';
import { restoreSession } from '../features/auth/savedSession';
import { setSignedIn } from '../features/auth/signedIn';
import { makeStore, type AppStore } from './store';

// The Redux store (Redux Toolkit, immer, react-redux and every slice: the "store" chunk) loads with
// the first page that uses it, alongside that page's code (src/app/router.tsx); the landing, legal
// and help pages never need it. There is one store for the visit, whichever page made it.

let appStore: AppStore | undefined;
let unmirror: (() => void) | undefined;

/** Makes `store` the app's store (the tests give their own), mirrored for the shell (./signedIn). */
export function setAppStore(store: AppStore) {
  unmirror?.();
  appStore = store;
  const mirror = () => setSignedIn(selectIsSignedIn(store.getState()));
  mirror();
  unmirror = store.subscribe(mirror);
  return store;
}

/** The app's store, made from the saved session the first time it is asked for. */
export function getAppStore() {
  if (appStore) return appStore;
  const auth = restoreSession();
  return setAppStore(makeStore(auth ? { auth } : undefined));
}

function StoreProvider({ children }: { children: ReactNode }) {
  return <AppProviders store={getAppStore()}>{children}</AppProviders>;
}

/** A page (or part) inside the store; one that needs an account sends a signed-out visitor to sign in. */
export const withStore = (Page: ComponentType, { account = false } = {}) =>
  function WithStore() {
    return <StoreProvider>{account ? <RequireAuth><Page /></RequireAuth> : <Page />}</StoreProvider>;
  };
