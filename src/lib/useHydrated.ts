import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * False in the HTML the server or the build wrote and in the render that hydrates it; true from the
 * render after that, and from the first on a page the app draws itself: what only the running app can
 * do (a button that acts, an address the first paint must not wait for) is rendered from then on.
 */
export const useHydrated = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
