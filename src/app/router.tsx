import { lazy, useEffect, type ComponentType, type ReactElement } from 'react';
import { HelmetProvider } from 'react-helmet-async';
import { matchRoutes, useLocation, useParams, useRoutes, type RouteObject } from 'react-router';
import { setSignedIn } from '../features/auth/signedIn';
import { pageShown, recoverFromChunkError } from '../lib/deployRecovery';
import { hasIdParams, paths } from '../lib/paths';
import { progress } from '../lib/progress';
import { RouteErrorBoundary } from './RouteError';
import type { AppStore } from './store';
import { Shell } from './Shell';

// The router runs in declarative mode (<BrowserRouter> in src/main.tsx, <StaticRouter> in the
// prerender, a memory history in the tests): the app has no loaders or actions, and the data router's
// machinery would cost the first visit ~16 KB gzipped. What the data router did for us is here instead:
// lazy route code that holds the loading bar, a route that waits for its code before it replaces the
// page on screen (the router's updates are transitions), and an error boundary per route (Shell.tsx).
// Code a deploy removed reloads the page onto the new version instead (src/lib/deployRecovery.ts).

type PageModule = Promise<{ default: ComponentType }>;

/** A route's page, loaded with its code; `preload()` fetches that code ahead of the first render. */
export type LazyPage = (() => ReactElement | null) & { preload: () => Promise<void> };

let loads = 0;

/** What a route does about code that did not load: show its error, or stay on the page on screen. */
export type Recover = (error: unknown) => Promise<'show-error' | 'stay'>;

const NEVER = new Promise<never>(() => undefined);

export const lazyPage = (load: () => PageModule, recover: Recover = recoverFromChunkError): LazyPage => {
  let Loaded: ComponentType | undefined;
  let pending: Promise<void> | undefined;
  // The last failure, the visit (location key) it happened on, and whether the person chose to stay
  // on the page they were on (the navigation is then left pending: the dialog took them back).
  let failure: { error: unknown; visit: string | undefined; stayed: boolean } | undefined;
  let shownFor: string | undefined;
  const preload = () => {
    if (Loaded) return Promise.resolve();
    if (pending) return pending;
    const holder = `route-code-${++loads}`;
    let settled = false;
    pending = load().then(
      (module) => {
        Loaded = module.default;
        settled = true;
        progress.end(holder);
      },
      // A deploy's doing reloads the page (this never settles then), or asks first.
      (error: unknown) =>
        recover(error)
          .catch(() => 'show-error' as const)
          .then((outcome) => {
            pending = undefined;
            failure = { error, visit: shownFor, stayed: outcome === 'stay' };
            settled = true;
            progress.end(holder, outcome === 'show-error');
            throw error;
          }),
    );
    // Not during the render that asked for it: the bar is another component's state.
    queueMicrotask(() => {
      if (!settled) progress.begin(holder);
    });
    return pending;
  };
  /**
   * What rendering the route on `visit` gets while its code is not here: the error of a load that
   * failed on this visit (for the route's error boundary), or the load to wait for. The next visit
   * after a failure starts a fresh load.
   */
  const awaitCode = (visit: string): { error: unknown } | { wait: Promise<void> } => {
    if (failure?.visit === visit) return failure.stayed ? { wait: NEVER } : { error: failure.error };
    failure = undefined;
    shownFor = visit;
    // (Its rejection reaches React through the retry render, as the failure above.)
    return { wait: preload().catch(() => undefined) };
  };
  const Page = () => {
    const { key } = useLocation();
    const ids = hasIdParams(useParams());
    // Committed: this page is the one on screen, and what is typed from now on is typed on it.
    useEffect(pageShown, [key]);
    // A parameter that is not an id (src/lib/paths.ts): the page is not found, and asks the API nothing.
    if (!ids && Page !== NotFound) return <NotFound />;
    // Once loaded (always, for the first page: resolveRoutesFor) it renders at once, as hydration needs.
    if (Loaded) return <Loaded />;
    const outcome = awaitCode(key);
    if ('error' in outcome) throw outcome.error;
    // Suspends the route, and so the navigation (a transition): the page on screen stays until the
    // code is here. This is how React.lazy waits, too.
    throw outcome.wait;
  };
  return Object.assign(Page, { preload });
};

let visitStore: AppStore | undefined;
let unmirror: (() => void) | undefined;

/** Makes `store` the visit's one store (the tests give their own), mirrored for the shell's header. */
export function setAppStore(store: AppStore) {
  unmirror?.();
  visitStore = store;
  // selectIsSignedIn, without loading the auth slice (and Redux) into the app's first bundle.
  const mirror = () => setSignedIn(store.getState().auth.token !== null);
  mirror();
  unmirror = store.subscribe(mirror);
  return store;
}

/**
 * Loads a component with the store (the "store" chunk, src/app/store.tsx) and gives it back inside
 * the store's provider: how a route's page, or the header's account menu, joins the store. The visit
 * has one store, made from the saved session by whichever page needs it first.
 */
const loadWithStore =
  (load: () => PageModule, { account = false }: { account?: boolean } = {}) =>
  async () => {
    const [{ default: Page }, { makeVisitStore, StoreProvider }, { RequireAuth }] = await Promise.all([
      load(),
      import(/* webpackChunkName: "store" */ './store'),
      import(/* webpackChunkName: "store" */ '../components/RequireAuth'),
    ]);
    const getStore = () => visitStore ?? setAppStore(makeVisitStore());
    // One that needs an account sends a signed-out visitor to sign in.
    const WithStore = () => (
      <StoreProvider store={getStore()}>{account ? <RequireAuth><Page /></RequireAuth> : <Page />}</StoreProvider>
    );
    return { default: WithStore };
  };

// Only people who are signed in need the account menu (and the store and owner query behind it).
const AccountMenu = lazy(loadWithStore(() => import(/* webpackChunkName: "account-menu" */ '../components/AccountMenu')));

interface PageOptions {
  /** Signed-out visitors are sent to sign in first. */
  account?: boolean;
  /** It uses the Redux store (most pages do); the landing, legal and help pages do not. */
  store?: boolean;
}

/** Each page is its own lazily loaded chunk, loaded with the store when it uses it. */
const page = (path: string, load: () => PageModule, { account = false, store = true }: PageOptions = {}): RouteObject => {
  const Page = lazyPage(store ? loadWithStore(load, { account }) : load);
  return { path, handle: Page, element: <Page /> };
};

// Also what a route shows for a parameter that is not an id.
const NotFound = lazyPage(() => import(/* webpackChunkName: "page-not-found" */ '../pages/NotFound/NotFoundPage'));

const notFound = (path: string): RouteObject => ({ path, handle: NotFound, element: <NotFound /> });

const ACCOUNT = { account: true };
const STATIC = { store: false };

export const routes: RouteObject[] = [
  {
    element: <Shell accountMenu={AccountMenu} />,
    children: [
      page(paths.home.path, () => import(/* webpackChunkName: "page-landing" */ '../pages/Landing/LandingPage'), STATIC),
      notFound(paths.notFound.path),
      page(paths.login.path, () => import(/* webpackChunkName: "page-login" */ '../pages/Login/LoginPage')),
      page(paths.terms.path, () => import(/* webpackChunkName: "page-terms" */ '../pages/Terms/TermsPage'), STATIC),
      page(paths.privacy.path, () => import(/* webpackChunkName: "page-privacy" */ '../pages/Privacy/PrivacyPage'), STATIC),
      page(paths.reportViolation.path, () => import(/* webpackChunkName: "page-report-violation" */ '../pages/ReportViolation/ReportViolationPage'), ACCOUNT),
      page(paths.deleteAccount.path, () => import(/* webpackChunkName: "page-delete-account" */ '../pages/DeleteAccount/DeleteAccountPage'), STATIC),
      page(paths.facebookLoginQuestion.path, () => import(/* webpackChunkName: "page-facebook-login-question" */ '../pages/FacebookLoginQuestion/FacebookLoginQuestionPage'), STATIC),
      page(paths.transactionHistory.path, () => import(/* webpackChunkName: "page-transaction-history" */ '../pages/TransactionHistory/TransactionHistoryPage'), ACCOUNT),
      page(paths.articlesTrending.path, () => import(/* webpackChunkName: "page-articles-trending" */ '../pages/ArticlesTrending/ArticlesTrendingPage'), STATIC),
      page(paths.lookback2022.path, () => import(/* webpackChunkName: "page-lookback2022" */ '../pages/Lookback2022/Lookback2022Page'), ACCOUNT),
      page(paths.bankTransferGuide.path, () => import(/* webpackChunkName: "page-bank-transfer-guide" */ '../pages/BankTransferGuide/BankTransferGuidePage')),
      page(paths.recording.path, () => import(/* webpackChunkName: "page-recording" */ '../pages/Recording/RecordingPage')),
      page(paths.room.path, () => import(/* webpackChunkName: "page-room" */ '../pages/Room/RoomPage')),
      page(paths.recharge.path, () => import(/* webpackChunkName: "page-recharge" */ '../pages/Recharge/RechargePage')),
      page(paths.rechargeBank.path, () => import(/* webpackChunkName: "page-recharge-bank" */ '../pages/RechargeBank/RechargeBankPage')),
      page(paths.rechargeBankId.path, () => import(/* webpackChunkName: "page-recharge-bank-id" */ '../pages/RechargeBankId/RechargeBankIdPage')),
      page(paths.transfer.path, () => import(/* webpackChunkName: "page-transfer" */ '../pages/Transfer/TransferPage'), ACCOUNT),
      page(paths.event.path, () => import(/* webpackChunkName: "page-event" */ '../pages/Event/EventPage')),
      page(paths.uploadVideo.path, () => import(/* webpackChunkName: "page-upload-video" */ '../pages/UploadVideo/UploadVideoPage'), ACCOUNT),
      page(paths.uploadYoutube.path, () => import(/* webpackChunkName: "page-upload-youtube" */ '../pages/UploadYoutube/UploadYoutubePage'), ACCOUNT),
      // Any other path is the not-found page, as /404 is.
      notFound('*'),
    ],
  },
];

/**
 * The app's routes, inside whichever router the caller provides (a failing shell shows the error too),
 * and the head's provider (src/components/Head.tsx): the pages without the store have their <Head> too.
 */
export function AppRoutes() {
  return (
    <HelmetProvider>
      <RouteErrorBoundary>{useRoutes(routes)}</RouteErrorBoundary>
    </HelmetProvider>
  );
}

/**
 * Loads the code of the routes that match `location` before the first render: a prerendered page is
 * then hydrated with its own component at once (no suspense, so no mismatch), and any other page
 * renders without an empty first frame. A failure is left to the route, which loads it again and shows
 * its error.
 */
export async function resolveRoutesFor(location: Pick<Location, 'pathname'>) {
  const matches = matchRoutes(routes, location) ?? [];
  await Promise.all(
    matches.map(async ({ route, params }) => {
      // A parameter that is not an id shows the not-found page (lazyPage's Page).
      const code = hasIdParams(params) ? (route.handle as LazyPage | undefined) : NotFound;
      try {
        await code?.preload();
      } catch {
        // The route's own render reports it.
      }
    }),
  );
}
