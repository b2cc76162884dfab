import { createContext, lazy, use, useState, type ReactNode } from 'react';
import { HelmetProvider } from 'react-helmet-async';
import { matchRoutes, useParams, useRoutes, type RouteObject } from 'react-router';
import { setSignedIn } from '../features/auth/signedIn';
import { hasIdParams } from '../lib/idParam';
import { routeList, routes, type Route } from '../lib/routes';
import { lazyPage, type LazyPage } from './lazyPage';
import { pages, type PageModule } from './pageLoaders';
import { RouteErrorBoundary } from './RouteError';
import type { AppStore } from './store';
import type * as WithStoreModule from './withStore';
import { Shell } from './Shell';

// The router runs in declarative mode (<BrowserRouter> in src/main.tsx, <StaticRouter> on the server
// and in the prerender, a memory history in the tests): the app has no loaders or actions, and the data
// router's machinery would cost the first visit ~16 KB gzipped. Its routes are the route table's
// (src/lib/routes.ts) but the embedded ones (no app runs in them); each page is a lazily loaded chunk
// (src/app/pageLoaders.ts, src/app/lazyPage.tsx), loaded with the store when it uses one, behind an error
// boundary (Shell.tsx).

/** The store module's parts a page that uses the store needs (the "store" chunk). */
type StoreModule = typeof WithStoreModule;

/**
 * Where a render gets its store: the one it was given (a server request's, a test's), or the visit's
 * own, made from the saved session by whichever page needs it first. It is held by the React tree that
 * renders (AppRoutes), never by a module: two renders never share one by accident.
 */
type StoreSource = (make: StoreModule['makeVisitStore']) => AppStore;

const StoreSourceContext = createContext<StoreSource | null>(null);

/**
 * The visit's store, made once; the shell's signed-in mirror follows it (selectIsSignedIn, without
 * Redux in the first bundle).
 */
const visitStoreSource = (): StoreSource => {
  let store: AppStore | undefined;
  return (make) => {
    if (!store) {
      const made = (store = make());
      const mirror = () => setSignedIn(made.getState().auth.token !== null);
      mirror();
      made.subscribe(mirror);
    }
    return store;
  };
};

/** Loads `load`'s component with the store chunk and renders it inside the render's store provider. */
const loadWithStore =
  (load: () => Promise<PageModule>, { account = false }: { account?: boolean } = {}) =>
  async () => {
    const [{ default: Page }, { makeVisitStore, StoreProvider, RequireAuth }] = await Promise.all([
      load(),
      import(/* webpackChunkName: "store" */ './withStore'),
    ]);
    const WithStore = () => {
      // (AppRoutes provides the source.)
      const source = use(StoreSourceContext)!;
      // One that needs an account sends a signed-out visitor to sign in.
      return (
        <StoreProvider store={source(makeVisitStore)}>
          {account ? (
            <RequireAuth>
              <Page />
            </RequireAuth>
          ) : (
            <Page />
          )}
        </StoreProvider>
      );
    };
    return { default: WithStore };
  };

// Only people who are signed in need the account menu (and the store and owner query behind it).
const AccountMenu = lazy(loadWithStore(() => import(/* webpackChunkName: "account-menu" */ '../components/AccountMenu')));

const pageOf = (route: Route): LazyPage =>
  lazyPage(route.store === false ? pages[route.key] : loadWithStore(pages[route.key], { account: route.account }));

const NotFound = pageOf(routes.notFound);

/** The route's page, or the not-found page when a parameter is not an id: such a page asks the API nothing. */
function RoutePage({ page: Page }: { page: LazyPage }) {
  const Shown = hasIdParams(useParams()) ? Page : NotFound;
  return <Shown />;
}

const routeObjects: RouteObject[] = [
  {
    element: <Shell accountMenu={AccountMenu} />,
    children: [
      ...routeList
        .filter((route) => route.kind !== 'embed')
        .map((route) => {
          const page = route === routes.notFound ? NotFound : pageOf(route);
          return { path: route.path, handle: page, element: <RoutePage page={page} /> };
        }),
      // Any other path is the not-found page, as /404 is.
      { path: '*', handle: NotFound, element: <NotFound /> },
    ],
  },
];

function StoreSourceProvider({ store, children }: { store?: AppStore; children: ReactNode }) {
  const [source] = useState<StoreSource>(() => (store ? () => store : visitStoreSource()));
  return <StoreSourceContext value={source}>{children}</StoreSourceContext>;
}

/**
 * The app's routes, inside whichever router the caller provides (a failing shell shows the error too),
 * and the head's provider (src/components/Head.tsx): the pages without the store have their <Head>
 * too. `store`: the store this render uses (a server request's, signed out; a test's); without it,
 * the browser visit makes its own when a page first needs it.
 */
export function AppRoutes({ store }: { store?: AppStore }) {
  return (
    <HelmetProvider>
      <StoreSourceProvider store={store}>
        <RouteErrorBoundary>{useRoutes(routeObjects)}</RouteErrorBoundary>
      </StoreSourceProvider>
    </HelmetProvider>
  );
}

/**
 * Loads the code of the routes that match `location` before the first render: a prerendered page is
 * then hydrated with its own component at once (no suspense, so no mismatch), and any other page
 * renders without an empty first frame; and before an in-app navigation is drawn (codeFirstRouter.tsx).
 * A failure is left to the route, which loads it again and shows its error: false then.
 */
export async function resolveRoutesFor(location: Pick<Location, 'pathname'>): Promise<boolean> {
  const matches = matchRoutes(routeObjects, location) ?? [];
  const loaded = await Promise.all(
    matches.map(async ({ route, params }) => {
      // A parameter that is not an id shows the not-found page (RoutePage).
      const code = hasIdParams(params) ? (route.handle as LazyPage | undefined) : NotFound;
      try {
        await code?.preload();
        return true;
      } catch {
        // The route's own render reports it.
        return false;
      }
    }),
  );
  return loaded.every(Boolean);
}
