import { lazy, Suspense, useEffect } from 'react';
import { Link, Outlet, useLocation, useNavigation } from 'react-router';
import { OfflineBanner } from '../components/OfflineBanner';
import { SiteFooter } from '../components/SiteFooter';
import { SiteHeader } from '../components/SiteHeader';
import { TopLoadingBar } from '../components/TopLoadingBar';
import { UpdatePrompt } from '../components/UpdatePrompt';
import { selectIsSignedIn } from '../features/auth/authSlice';
import { useAppSelector } from './hooks';
import { paths } from './paths';
import { progress } from './progress';
import { useScrollOnNavigate } from './scrollOnNavigate';

/** A route's code still loading also holds the bar (its data requests hold it through the store). */
function useNavigationProgress() {
  const { state } = useNavigation();
  useEffect(() => {
    if (state === 'idle') return;
    progress.begin('navigation');
    return () => progress.end('navigation');
  }, [state]);
}

// Only people who are signed in need the account menu (and the owner query behind it).
const AccountMenu = lazy(() => import(/* webpackChunkName: "account-menu" */ '../components/AccountMenu'));

function HeaderAccount() {
  const signedIn = useAppSelector(selectIsSignedIn);
  const location = useLocation();
  if (signedIn) {
    return (
      <Suspense fallback={<span className="account-placeholder" aria-hidden="true" />}>
        <AccountMenu />
      </Suspense>
    );
  }
  if (location.pathname === paths.login.path) return null;
  return (
    <Link className="button button--ghost header-sign-in" to={paths.login.href(`${location.pathname}${location.search}`)}>
      Đăng nhập
    </Link>
  );
}

/** The frame of every route: loading bar, header, the page with a fade, footer. */
export function Shell() {
  const location = useLocation();
  useScrollOnNavigate();
  useNavigationProgress();
  return (
    <>
      <a href="#main" className="skip-link">
        Bỏ qua đến nội dung chính
      </a>
      <TopLoadingBar />
      <SiteHeader overlay={location.pathname === paths.home.path} account={<HeaderAccount />} />
      <OfflineBanner />
      <main id="main" tabIndex={-1}>
        <div key={location.pathname} className="route-fade">
          <Outlet />
        </div>
      </main>
      <SiteFooter />
      <UpdatePrompt />
    </>
  );
}
