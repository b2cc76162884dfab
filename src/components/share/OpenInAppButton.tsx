import { useEffect, useRef, type MouseEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { androidAppIntent, appLink } from '../../lib/appLinks';
import { APP_STORE_URL, PLAY_STORE_URL } from '../../lib/config';
import { browserContext, platformOf, type BrowserContext, type Platform } from '../../lib/inAppBrowser';
import { routes } from '../../lib/routes';
import { useBrowserContext } from '../../lib/useBrowserContext';
import './share.css';

export { platformOf, type Platform };

/** How long the app gets to take over before we assume it is not installed. */
const FALLBACK_DELAY_MS = 1600;

/** Where someone without the app goes: their phone's store, or the download section on a computer. */
export const fallbackFor = (platform: Platform): string =>
  platform === 'ios' ? APP_STORE_URL : platform === 'android' ? PLAY_STORE_URL : `${routes.home.href()}#download`;

/**
 * The link "Mở trong ứng dụng" is: on Android an intent for the app with the Play Store (carrying the
 * path) as its fallback, which Android itself follows; in an iOS app's web view, where the app's scheme
 * is blocked, the App Store (the shared link itself opens the app through universal links once in
 * Safari); elsewhere the app's scheme, with a timer to the store (`timer`).
 */
export function openInAppLink(path: string, context: BrowserContext): { href: string; timer: boolean } {
  if (context.platform === 'android') return { href: androidAppIntent(path), timer: false };
  if (context.platform === 'ios' && context.inApp) return { href: APP_STORE_URL, timer: false };
  return { href: appLink(path), timer: true };
}

export interface OpenInAppButtonProps {
  /** The page's path (`/recording/a7Hk29Qx`): the app opens the same item (src/lib/appLinks.ts). */
  path: string;
  children?: ReactNode;
  className?: string;
}

/**
 * Opens the mobile app at the page `path` (openInAppLink). Where the app's scheme is the link, a phone
 * without the app stays on this page, so after a moment we send it to the right store; a computer has
 * no app and goes straight to the download section. Server-rendered with the scheme's link, as the App
 * Links tags name it; the link for this phone once the page runs.
 */
export function OpenInAppButton({ path, children = 'Mở trong ứng dụng', className = 'button' }: OpenInAppButtonProps) {
  const navigate = useNavigate();
  const cleanup = useRef<(() => void) | null>(null);
  useEffect(() => () => cleanup.current?.(), []);
  const context = useBrowserContext();
  const { href } = openInAppLink(path, context);

  // In an iOS app's web view (Facebook, Zalo…) nothing can open our app: its scheme is blocked and a
  // universal link to this very site stays in the web view. The link goes to the App Store, so it says
  // so, and tells those who have the app the one way that works (docs/in-app-browsers.md).
  if (context.platform === 'ios' && context.inApp) {
    return (
      <span className="open-in-app__ios">
        <a className={`${className} open-in-app`} href={href}>
          Tải ứng dụng trên App Store
        </a>
        <span className="open-in-app__hint">Đã có ứng dụng? Mở trang này bằng Safari (nút ••• › “Mở bằng trình duyệt”) để vào ứng dụng.</span>
      </span>
    );
  }

  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const context = browserContext();
    if (context.platform === 'desktop') {
      event.preventDefault();
      void navigate({ pathname: routes.home.href(), hash: 'download' });
      return;
    }
    if (!openInAppLink(path, context).timer) return;
    // Let the link open the app; if the page is still in front after the delay, the app isn't there.
    cleanup.current?.();
    const cancel = () => stop();
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') stop();
    };
    const timer = window.setTimeout(() => {
      stop();
      if (document.visibilityState === 'visible') window.location.assign(fallbackFor(context.platform));
    }, FALLBACK_DELAY_MS);
    const stop = () => {
      window.clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', cancel);
      cleanup.current = null;
    };
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', cancel);
    cleanup.current = stop;
  };

  return (
    <a className={`${className} open-in-app`} href={href} onClick={onClick}>
      <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <rect x="6" y="2" width="12" height="20" rx="3" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M11 18h2" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      {children}
    </a>
  );
}
