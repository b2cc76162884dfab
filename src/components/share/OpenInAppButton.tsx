import { useEffect, useRef, type MouseEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { appLink } from '../../lib/appLinks';
import { APP_STORE_URL, PLAY_STORE_URL } from '../../lib/config';
import { routes } from '../../lib/routes';
import './share.css';

/** How long the app gets to take over before we assume it is not installed. */
export const FALLBACK_DELAY_MS = 1600;

export type Platform = 'ios' | 'android' | 'desktop';

/** iPadOS reports itself as a Mac: a Mac with a touch screen is an iPad. */
export const platformOf = (userAgent: string, maxTouchPoints = 0): Platform => {
  if (/android/i.test(userAgent)) return 'android';
  if (/iphone|ipad|ipod/i.test(userAgent)) return 'ios';
  if (/macintosh/i.test(userAgent) && maxTouchPoints > 1) return 'ios';
  return 'desktop';
};

/** Where someone without the app goes: their phone's store, or the download section on a computer. */
export const fallbackFor = (platform: Platform): string =>
  platform === 'ios' ? APP_STORE_URL : platform === 'android' ? PLAY_STORE_URL : `${routes.home.href()}#download`;

export interface OpenInAppButtonProps {
  /** The page's path (`/recording/a7Hk29Qx`): the app opens the same item (src/lib/appLinks.ts). */
  path: string;
  children?: ReactNode;
  className?: string;
}

/**
 * Opens the mobile app at the page `path`, with the link the page's App Links tags name too. A phone without the app stays on this page, so after a moment we
 * send it to the right store; a computer has no app and goes straight to the download section.
 */
export function OpenInAppButton({ path, children = 'Mở trong ứng dụng', className = 'button' }: OpenInAppButtonProps) {
  const navigate = useNavigate();
  const cleanup = useRef<(() => void) | null>(null);
  useEffect(() => () => cleanup.current?.(), []);

  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const platform = platformOf(navigator.userAgent, navigator.maxTouchPoints);
    if (platform === 'desktop') {
      event.preventDefault();
      void navigate({ pathname: routes.home.href(), hash: 'download' });
      return;
    }
    // Let the link open the app; if the page is still in front after the delay, the app isn't there.
    cleanup.current?.();
    const cancel = () => stop();
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') stop();
    };
    const timer = window.setTimeout(() => {
      stop();
      if (document.visibilityState === 'visible') window.location.assign(fallbackFor(platform));
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
    <a className={`${className} open-in-app`} href={appLink(path)} onClick={onClick}>
      <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <rect x="6" y="2" width="12" height="20" rx="3" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M11 18h2" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      {children}
    </a>
  );
}
