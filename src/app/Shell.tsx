import { Suspense, useState, type ComponentType } from 'react';
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
 * Whether the app has moved to another page since the visit's first. Only such pages fade in
 * (styles/motion.css): the first is on screen already, drawn by the server or the build, and its heading
 * is its LCP, which a fade from transparent would hold back until the fade ends (and without the app's
 * code no class is ever added). The same on the server and at hydration: no mismatch.
 */
function useNavigated(key: string) {
  // The first page's key, until the app moves: then null for good. Set during render, so the next
  // page's first frame already has its fade (an effect would run after it).
  const [first, setFirst] = useState<string | null>(key);
  if (first !== null && key !== first) setFirst(null);
  return key !== first;
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
  const navigated = useNavigated(location.key);
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
            (the router draws a location once its code is here, codeFirstRouter.tsx, or as a
            transition). The first render has its route's code already (resolveRoutesFor), so the
            empty fallback is never seen. */}
        <Suspense fallback={null}>
          <div key={location.pathname} className={navigated ? 'route-fade' : undefined}>
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
