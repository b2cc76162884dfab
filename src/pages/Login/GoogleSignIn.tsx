import { GoogleOAuthProvider } from '@react-oauth/google';
import { useCallback, useState } from 'react';
import { GOOGLE_CLIENT_ID } from '../../lib/config';
import { isInAppBrowser, signInMessage } from './signInMessages';
import { useGoogleSignIn, type SignInFailure } from './useGoogleSignIn';

function GoogleLogo() {
  return (
    <svg width="20" height="20" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <path fill="#EA4335" d="M24 9.5c3.5 0 6.6 1.2 9.1 3.6l6.8-6.8C35.8 2.4 30.2 0 24 0 14.6 0 6.6 5.4 2.7 13.2l7.9 6.2C12.5 13.6 17.8 9.5 24 9.5z" />
      <path fill="#4285F4" d="M46.1 24.5c0-1.6-.1-3.1-.4-4.5H24v9h12.4c-.5 2.9-2.2 5.3-4.6 6.9l7.4 5.7c4.3-4 6.9-9.9 6.9-17.1z" />
      <path fill="#FBBC05" d="M10.6 28.6c-.5-1.4-.8-3-.8-4.6s.3-3.2.8-4.6l-7.9-6.2C1 16.6 0 20.2 0 24s1 7.4 2.7 10.8l7.9-6.2z" />
      <path fill="#34A853" d="M24 48c6.5 0 11.9-2.1 15.8-5.8l-7.4-5.7c-2.1 1.4-4.8 2.3-8.4 2.3-6.2 0-11.5-4.1-13.4-9.8l-7.9 6.2C6.6 42.6 14.6 48 24 48z" />
    </svg>
  );
}

function GoogleButton({ scriptFailed }: { scriptFailed: boolean }) {
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const onFailure = useCallback((failure: SignInFailure) => setMessage(signInMessage(failure)), []);
  const { signIn, ready } = useGoogleSignIn(onFailure);

  const start = async () => {
    setMessage(null);
    setBusy(true);
    try {
      await signIn();
    } catch (reason) {
      if (reason === false) setMessage('Dịch vụ đăng nhập của Google chưa sẵn sàng. Hãy đợi một chút rồi thử lại.');
    } finally {
      setBusy(false);
    }
  };

  const label = scriptFailed
    ? 'Không tải được Google'
    : !ready
      ? 'Đang tải Google…'
      : busy
        ? 'Đang đăng nhập…'
        : 'Đăng nhập bằng Google';

  return (
    <div className="stack">
      <button
        type="button"
        className="button button--block button--google"
        disabled={!ready || busy}
        aria-busy={busy || (!ready && !scriptFailed)}
        onClick={() => void start()}
      >
        <GoogleLogo />
        {label}
      </button>
      {scriptFailed ? (
        <div className="notice notice--error" role="alert">
          <p>Không tải được dịch vụ đăng nhập của Google. Hãy kiểm tra kết nối mạng rồi tải lại trang.</p>
          <button type="button" className="button button--secondary" onClick={() => window.location.reload()}>
            Tải lại trang
          </button>
        </div>
      ) : null}
      <div role="alert" aria-live="assertive" className={message ? 'notice notice--error' : undefined}>
        {message}
      </div>
    </div>
  );
}

/** Google's script is loaded here, on the sign-in page only, never on first load of other pages. */
export function GoogleSignIn() {
  const [scriptFailed, setScriptFailed] = useState(false);
  const inApp = typeof navigator !== 'undefined' && isInAppBrowser(navigator.userAgent);
  return (
    <GoogleOAuthProvider clientId={GOOGLE_CLIENT_ID} onScriptLoadError={() => setScriptFailed(true)}>
      {inApp ? (
        <p className="notice">
          Google không cho đăng nhập trong trình duyệt của ứng dụng nhắn tin. Hãy chọn “Mở bằng trình duyệt” (Chrome,
          Safari) rồi đăng nhập.
        </p>
      ) : null}
      <GoogleButton scriptFailed={scriptFailed} />
    </GoogleOAuthProvider>
  );
}
