import { lazy, Suspense, useState } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { BRAND, GOOGLE_CLIENT_ID } from '../../lib/config';
import { useAppSelector } from '../../app/hooks';
import { routes } from '../../lib/routes';
import { browserContext } from '../../lib/inAppBrowser';
import { safeNext } from '../../lib/safeNext';
import { Head } from '../../components/Head';
import { Logo } from '../../components/Logo';
import { selectIsSignedIn } from '../../features/auth/authSlice';
import { GoogleSignIn } from './GoogleSignIn';
import { OpenInBrowser } from './OpenInBrowser';
import './LoginPage.css';

// Read straight from the build setting so that webpack drops the sandbox sign-in, and its chunk, from
// every build made with a real Google client id.
const SandboxSignIn = process.env.GOOGLE_CLIENT_ID ? null : lazy(() => import(/* webpackChunkName: "sandbox-sign-in" */ './SandboxSignIn'));

if (!GOOGLE_CLIENT_ID) {
  console.warn('GOOGLE_CLIENT_ID is not set: sign-in with Google is unavailable in this build.');
}

export default function LoginPage() {
  const [params] = useSearchParams();
  const next = safeNext(params.get('next'));
  const signedIn = useAppSelector(selectIsSignedIn);
  // Rendered in the browser only (never by the server): the user agent is there from the first render.
  const [browser] = useState(browserContext);

  // Signed in (just now, or already): on to where the person was going.
  if (signedIn) return <Navigate to={next} replace />;

  return (
    <section className="page login-page">
      <div className="container">
        <Head title="Đăng nhập" description={`Đăng nhập ${BRAND} bằng tài khoản Google.`} noIndex />
        <div className="card login-card stack">
          <Logo size={40} />
          <h1>Đăng nhập</h1>
          <p>
            Dùng tài khoản Google bạn đã dùng trong ứng dụng {BRAND} để nạp và chuyển kim cương, xem lịch sử giao dịch, tải bài hát lên và gửi báo
            cáo.
          </p>
          {GOOGLE_CLIENT_ID && browser.inApp ? (
            // Google refuses sign-in in an app's web view: only the way out to the phone's browser.
            <OpenInBrowser context={browser} />
          ) : GOOGLE_CLIENT_ID ? (
            <GoogleSignIn />
          ) : (
            <p className="notice" role="status">
              Đăng nhập bằng Google hiện chưa khả dụng trên trang web này. Bạn vẫn có thể đăng nhập trong ứng dụng {BRAND}.
            </p>
          )}
          {SandboxSignIn ? (
            <Suspense fallback={null}>
              <SandboxSignIn />
            </Suspense>
          ) : null}
          <p className="login-card__legal muted">
            Khi đăng nhập, bạn đồng ý với <Link to={routes.terms.href()}>Điều khoản sử dụng</Link> và{' '}
            <Link to={routes.privacy.href()}>Chính sách bảo mật</Link>. Đã từng đăng nhập bằng Facebook?{' '}
            <Link to={routes.facebookLoginQuestion.href()}>Xem cách chuyển sang Google</Link>.
          </p>
        </div>
      </div>
    </section>
  );
}
