// Rendering with the app's providers, or the whole app at a URL.
import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement } from 'react';
import { HelmetProvider } from 'react-helmet-async';
import { UNSAFE_createMemoryHistory as createMemoryHistory, unstable_HistoryRouter as HistoryRouter } from 'react-router';
import { AppRoutes, resolveRoutesFor } from '../../src/app/router';
import { makeStore, StoreProvider, type AppStore, type RootState } from '../../src/app/store';
import { mirrorSignedIn } from './storeMirrors';

/**
 * The wait for a page's first render, for findBy… and waitFor: the first render of a route also
 * compiles its lazy module under babel-jest, and the first in a worker compiles the whole app. In npm
 * test jest's group gets about a third of a core beside the browser tests and a busy neighbour:
 * 5 s ran out on earlyRequest.test's first render (the first file, CI of beb03b0 beside stress-ng,
 * its <main> still empty). A wait that succeeds ends as soon as it does; jest.config.js's 15 s per
 * test still bounds a failure.
 */
export const PAGE_TIMEOUT = { timeout: 10_000 };

interface ProviderOptions extends Omit<RenderOptions, 'wrapper'> {
  preloadedState?: Partial<RootState>;
  store?: AppStore;
}

/** The test's store, as the app's one store: the pages use it, and the header shows who is signed in in it. */
const appStoreFor = ({ preloadedState, store }: ProviderOptions) => {
  const theStore = store ?? makeStore(preloadedState);
  mirrorSignedIn(theStore);
  return theStore;
};

/** Renders a component with a fresh real store. */
export function renderWithProviders(ui: ReactElement, { preloadedState, store, ...options }: ProviderOptions = {}) {
  const theStore = appStoreFor({ preloadedState, store });
  return {
    store: theStore,
    ...render(ui, {
      // As in the app, where the routes (src/app/router.tsx) hold the head's provider.
      wrapper: ({ children }) => (
        <HelmetProvider>
          <StoreProvider store={theStore}>{children}</StoreProvider>
        </HelmetProvider>
      ),
      ...options,
    }),
  };
}

/**
 * Renders the whole app (shell and routes) at `path`, as a visitor opening that URL: the route's code
 * first, as src/main.tsx loads it before the app's first render (resolveRoutesFor), so the page renders
 * without suspending. Rendered suspended, as it was, each route's first render in a file waited out
 * React's 300 ms throttle of a boundary's content after its fallback (FALLBACK_THROTTLE_MS): about 12
 * of jest's seconds idle, a path the app never takes (issue 38).
 */
export async function renderApp(path: string, { preloadedState, store }: ProviderOptions = {}) {
  await resolveRoutesFor({ pathname: new URL(path, 'http://localhost').pathname });
  const theStore = appStoreFor({ preloadedState, store });
  const history = createMemoryHistory({ initialEntries: [path], v5Compat: true });
  // What the tests read of the router: where the visitor is now.
  const router = {
    get state() {
      return { location: history.location };
    },
  };
  const result = render(
    <HistoryRouter history={history as unknown as Parameters<typeof HistoryRouter>[0]['history']}>
      <AppRoutes store={theStore} />
    </HistoryRouter>,
  );
  return { store: theStore, router, ...result };
}
