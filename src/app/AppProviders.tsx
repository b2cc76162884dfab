import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { AppStore } from './store';

/**
 * What a render inside the store needs, in the app and in tests alike (the router comes on top, and
 * the head's <HelmetProvider> with the routes, src/app/router.tsx: the pages without the store need it too).
 */
export function AppProviders({ store, children }: { store: AppStore; children: ReactNode }) {
  return <Provider store={store}>{children}</Provider>;
}
