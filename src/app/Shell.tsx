import { Suspense, useEffect, useRef, type ComponentType } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { OfflineBanner } from '../components/OfflineBanner';
import { SiteFooter } from '../components/SiteFooter';
import { SiteHeader } from '../components/SiteHeader';
import { TopLoadingBar } from '../components/TopLoadingBar';
import { UpdatePrompt } from '../components/UpdatePrompt';
import { routes } from '../lib/routes';
import { RouteErrorBoundary } from './RouteError';
import { useScrollOnNavigate } from './scrollOnNavigate';
import { useSignedIn } from '../features/auth/signedIn';

/**
 * The first page shows without the route fade (public/index.html's data-initial-route, styles/motion.css):
 * it is on screen already. Every later page fades in.
 */
function useFadeAfterFirstPage(key: string) {
  const first = useRef(key);
  useEffect(() => {
    if (key !== first.current) delete document.documentElement.dataset.initialRoute;
  }, [key]);
}

/** Signed in: the account menu (loaded with the store, src/app/router.tsx); otherwise "Đăng nhập". */
function HeaderAccount({ AccountMenu }: { AccountMenu?: ComponentType }) {
  const signedIn = useSignedIn();
  const location = useLocation();
  if (signedIn) {
    return AccountMenu ? (
      <Suspense fallback={<span className="account-placeholder" aria-hidden="true" />}>
        <AccountMenu />
      </Suspense>
    ) : null;
  }
  if (location.pathname === routes.login.path) return null;
  return (
    <Link className="button button--ghost header-sign-in" to={routes.login.href(`${location.pathname}${location.search}`)}>
      Đăng nhập
    </Link>
  );
}

/** The frame of every route: loading bar, header, the page with a fade, footer. */
export function Shell({ accountMenu }: { accountMenu?: ComponentType }) {
  const location = useLocation();
  useScrollOnNavigate();
  useFadeAfterFirstPage(location.key);
  return (
    <>
      <a href="#main" className="skip-link">
        Bỏ qua đến nội dung chính
      </a>
      <TopLoadingBar />
      <SiteHeader overlay={location.pathname === routes.home.path} account={<HeaderAccount AccountMenu={accountMenu} />} />
      <OfflineBanner />
      <main id="main" tabIndex={-1}>
        {/* Not keyed: a route whose code is still loading leaves the page on screen until it arrives
            (the router's updates are transitions). The first render has its route's code already
            (resolveRoutesFor), so the empty fallback is never seen. */}
        <Suspense fallback={null}>
          <div key={location.pathname} className="route-fade">
            <RouteErrorBoundary>
              <Outlet />
            </RouteErrorBoundary>
          </div>
        </Suspense>
      </main>
      <SiteFooter />
      <UpdatePrompt />
    </>
  );
}
