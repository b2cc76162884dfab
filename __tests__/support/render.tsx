import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '../../src/app/AppProviders';
import { routes } from '../../src/app/router';
import { makeStore, type AppStore, type RootState } from '../../src/app/store';

interface ProviderOptions extends Omit<RenderOptions, 'wrapper'> {
  preloadedState?: Partial<RootState>;
  store?: AppStore;
}

/** Renders a component with a fresh real store. */
export function renderWithProviders(ui: ReactElement, { preloadedState, store, ...options }: ProviderOptions = {}) {
  const theStore = store ?? makeStore(preloadedState);
  return {
    store: theStore,
    ...render(ui, {
      wrapper: ({ children }) => <AppProviders store={theStore}>{children}</AppProviders>,
      ...options,
    }),
  };
}

/** Renders the whole app (shell and routes) at `path`, as a visitor opening that URL. */
export function renderApp(path: string, { preloadedState, store }: ProviderOptions = {}) {
  const theStore = store ?? makeStore(preloadedState);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const result = render(
    <AppProviders store={theStore}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { store: theStore, router, ...result };
}
