import { useEffect } from 'react';
import { Outlet, useLocation, useNavigation } from 'react-router';
import { SiteFooter } from '../components/SiteFooter';
import { SiteHeader } from '../components/SiteHeader';
import { TopLoadingBar } from '../components/TopLoadingBar';
import { UpdatePrompt } from '../components/UpdatePrompt';
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
      <SiteHeader overlay={location.pathname === paths.home.path} />
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
