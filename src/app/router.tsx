import type { ComponentType } from 'react';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { paths } from './paths';
import { RequireAuth } from '../components/RequireAuth';
import { RouteError } from './RouteError';
import { Shell } from './Shell';

type PageModule = Promise<{ default: ComponentType }>;

/** Each page is its own lazily loaded chunk; its error boundary keeps the shell around a failure. */
const page = (path: string, load: () => PageModule, { account = false } = {}): RouteObject => ({
  path,
  ErrorBoundary: RouteError,
  lazy: async () => {
    const Page = (await load()).default;
    if (!account) return { Component: Page };
    // Pages that need an account send a signed-out visitor to sign in first.
    return {
      Component: () => (
        <RequireAuth>
          <Page />
        </RequireAuth>
      ),
    };
  },
});

const ACCOUNT = { account: true };

export const routes: RouteObject[] = [
  {
    Component: Shell,
    ErrorBoundary: RouteError,
    // The first page's code is still on its way: nothing to show yet (index.html paints the background).
    HydrateFallback: () => null,
    children: [
      page(paths.home.path, () => import(/* webpackChunkName: "page-landing" */ '../pages/Landing/LandingPage')),
      page(paths.notFound.path, () => import(/* webpackChunkName: "page-not-found" */ '../pages/NotFound/NotFoundPage')),
      page(paths.login.path, () => import(/* webpackChunkName: "page-login" */ '../pages/Login/LoginPage')),
      page(paths.terms.path, () => import(/* webpackChunkName: "page-terms" */ '../pages/Terms/TermsPage')),
      page(paths.privacy.path, () => import(/* webpackChunkName: "page-privacy" */ '../pages/Privacy/PrivacyPage')),
      page(paths.reportViolation.path, () => import(/* webpackChunkName: "page-report-violation" */ '../pages/ReportViolation/ReportViolationPage'), ACCOUNT),
      page(paths.deleteAccount.path, () => import(/* webpackChunkName: "page-delete-account" */ '../pages/DeleteAccount/DeleteAccountPage')),
      page(paths.facebookLoginQuestion.path, () => import(/* webpackChunkName: "page-facebook-login-question" */ '../pages/FacebookLoginQuestion/FacebookLoginQuestionPage')),
      page(paths.transactionHistory.path, () => import(/* webpackChunkName: "page-transaction-history" */ '../pages/TransactionHistory/TransactionHistoryPage'), ACCOUNT),
      page(paths.articlesTrending.path, () => import(/* webpackChunkName: "page-articles-trending" */ '../pages/ArticlesTrending/ArticlesTrendingPage')),
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
      page('*', () => import(/* webpackChunkName: "page-not-found" */ '../pages/NotFound/NotFoundPage')),
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);

/**
 * Loads the code of the routes that match `location` before the first render: a prerendered page is
 * then hydrated with its own component at once (no fallback, so no mismatch), and any other page
 * renders without an empty first frame. A failure is left to the router, which loads it again and shows
 * the route's error.
 */
export async function resolveRoutesFor(location: Pick<Location, 'pathname'>) {
  const matches = matchRoutes(routes, location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      try {
        const resolved = await route.lazy();
        Object.assign(route, resolved, { lazy: undefined });
      } catch {
        // The router's own lazy() call reports it.
      }
    }),
  );
}
