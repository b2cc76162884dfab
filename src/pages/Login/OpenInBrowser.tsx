import { useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { copyText } from '../../lib/copyText';
import { chromeIntentUrl, IN_APP_NAMES, SAFARI_SCHEME_SINCE_IOS, safariUrl, type BrowserContext, type InAppApp } from '../../lib/inAppBrowser';

type Copy = 'idle' | 'copied' | 'failed';

/** "Sao chép liên kết", with the link itself shown beside it to select by hand if copying is refused. */
function CopyLink({ url }: { url: string }) {
  const [copy, setCopy] = useState<Copy>('idle');
  const fieldId = useId();
  const field = useRef<HTMLInputElement>(null);
  return (
    <div className="open-in-browser__copy stack">
      <label htmlFor={fieldId} className="muted">
        Liên kết của trang này
      </label>
      <input id={fieldId} ref={field} type="text" readOnly value={url} onFocus={(event) => event.currentTarget.select()} />
      <button
        type="button"
        className="button button--secondary button--block"
        onClick={() =>
          void copyText(url).then((ok) => {
            setCopy(ok ? 'copied' : 'failed');
            if (!ok) field.current?.focus();
          })
        }
      >
        Sao chép liên kết
      </button>
      <p role="status" className="open-in-browser__status">
        {copy === 'copied'
          ? 'Đã sao chép liên kết.'
          : copy === 'failed'
            ? 'Không sao chép được: hãy giữ ngón tay trên liên kết ở trên để chọn và sao chép.'
            : ''}
      </p>
    </div>
  );
}

/** Where the app's own menu hides "open in the browser", said in its words as far as we know them. */
const menuHint = (app: InAppApp | null, browser: string) =>
  `Hoặc bấm nút ••• (góc trên bên phải${app ? ` của ${IN_APP_NAMES[app]}` : ''}) rồi chọn “Mở bằng trình duyệt” hoặc “Mở trong ${browser}”.`;

/**
 * Sign-in inside an app's web view, where Google refuses it: on Android one button that opens this very
 * page (with its `next`, and so the person's choices) in Chrome; on iOS, where no link opens every
 * browser, two steps with the link copied (and Safari's own link from iOS 17). Never a Google button.
 */
export function OpenInBrowser({ context }: { context: BrowserContext }) {
  // This page's address, with its `next` (the login page is rendered in the browser only).
  const { pathname, search } = useLocation();
  const url = `${window.location.origin}${pathname}${search}`;
  const app = context.inApp;
  const where = app ? `trong ${IN_APP_NAMES[app]}` : 'trong trình duyệt của ứng dụng này';

  if (context.platform === 'android') {
    return (
      <div className="open-in-browser stack">
        <p className="notice">Google không cho đăng nhập {where}. Mở trang này bằng Chrome để đăng nhập: những gì bạn đã chọn vẫn được giữ nguyên.</p>
        <a className="button button--block" href={chromeIntentUrl(url)}>
          Mở bằng Chrome để đăng nhập
        </a>
        <details className="open-in-browser__more">
          <summary>Nút không mở được Chrome?</summary>
          <div className="stack">
            <p>{menuHint(app, 'Chrome')}</p>
            <p>Hoặc sao chép liên kết rồi dán vào thanh địa chỉ của trình duyệt khác.</p>
            <CopyLink url={url} />
          </div>
        </details>
      </div>
    );
  }

  const safari = context.platform === 'ios' && (context.iosVersion ?? 0) >= SAFARI_SCHEME_SINCE_IOS;
  const browser = context.platform === 'ios' ? 'Safari' : 'trình duyệt';
  return (
    <div className="open-in-browser stack">
      <p className="notice">
        Google không cho đăng nhập {where}. Hãy mở trang này bằng {browser}: những gì bạn đã chọn vẫn được giữ nguyên.
      </p>
      {safari ? (
        <a className="button button--block" href={safariUrl(url)}>
          Mở bằng Safari để đăng nhập
        </a>
      ) : null}
      <h2>{safari ? 'Nếu nút không mở được Safari' : 'Hai bước để đăng nhập'}</h2>
      <ol className="open-in-browser__steps">
        <li>Bấm “Sao chép liên kết” dưới đây.</li>
        <li>Mở {browser}, dán liên kết vào thanh địa chỉ rồi mở trang và đăng nhập.</li>
      </ol>
      <CopyLink url={url} />
      <p className="muted">{menuHint(app, browser)}</p>
    </div>
  );
}
