import { GoogleOAuthProvider } from '@react-oauth/google';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { GOOGLE_CLIENT_ID } from '../../lib/config';
import { GoogleButton } from './GoogleButton';
import { signInMessage } from './signInMessages';
import { useGoogleSignIn } from './useGoogleSignIn';

/** Google's script: loading, there, or failed (and then, after "Thử lại", loading again). */
type Script = 'loading' | 'loaded' | 'failed' | 'retrying';

function GoogleSignInButton({ script, buttonRef }: { script: Script; buttonRef: RefObject<HTMLButtonElement | null> }) {
  const { status, signIn, ready } = useGoogleSignIn();
  const message = status.phase === 'failed' ? signInMessage(status.failure) : null;
  const busy = status.phase === 'choosing' || status.phase === 'exchanging';

  const label =
    script === 'failed'
      ? 'Không tải được Google'
      : !ready
        ? 'Đang tải Google…'
        : status.phase === 'choosing'
          ? 'Đang chờ bạn chọn tài khoản Google…'
          : status.phase === 'exchanging'
            ? 'Đang đăng nhập…'
            : 'Đăng nhập bằng Google';

  return (
    <>
      <GoogleButton ref={buttonRef} label={label} disabled={!ready} busy={busy || (!ready && script !== 'failed')} onClick={signIn} />
      {/* Both live regions are always there, so that what appears in them is read out. */}
      <p role="status" className={message?.tone === 'calm' ? 'notice' : 'sign-in-live'}>
        {message?.tone === 'calm' ? message.text : null}
      </p>
      <div role="alert" className={message?.tone === 'error' ? 'notice notice--error' : 'sign-in-live'}>
        {message?.tone === 'error' ? message.text : null}
      </div>
    </>
  );
}

/** Google's script is loaded here, on the sign-in page only, never on first load of other pages. */
export function GoogleSignIn() {
  const [attempt, setAttempt] = useState(0);
  const [script, setScript] = useState<Script>('loading');
  const buttonRef = useRef<HTMLButtonElement>(null);

  // After a retry that worked, the focus (on "Thử lại", which goes away) moves on to the sign-in button.
  useEffect(() => {
    if (script === 'loaded' && attempt > 0) buttonRef.current?.focus();
  }, [script, attempt]);

  const retry = () => {
    if (script !== 'failed') return;
    setScript('retrying');
    // A new provider adds Google's script again.
    setAttempt((count) => count + 1);
  };

  return (
    <div className="stack">
      <GoogleOAuthProvider
        key={attempt}
        clientId={GOOGLE_CLIENT_ID}
        onScriptLoadSuccess={() => setScript('loaded')}
        onScriptLoadError={() => setScript('failed')}
      >
        <GoogleSignInButton script={script} buttonRef={buttonRef} />
      </GoogleOAuthProvider>
      {script === 'failed' || script === 'retrying' ? (
        <div className="notice notice--error stack" role="alert">
          <p>
            {script === 'retrying'
              ? 'Đang tải lại dịch vụ đăng nhập của Google…'
              : 'Không tải được dịch vụ đăng nhập của Google. Hãy kiểm tra kết nối mạng (hoặc tắt trình chặn quảng cáo cho trang này) rồi thử lại.'}
          </p>
          <button
            type="button"
            className="button button--secondary"
            aria-disabled={script === 'retrying' ? true : undefined}
            aria-busy={script === 'retrying'}
            onClick={retry}
          >
            Thử lại
          </button>
        </div>
      ) : null}
    </div>
  );
}
