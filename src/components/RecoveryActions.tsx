import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { routes } from '../lib/routes';

interface RecoveryActionsProps {
  /** Tries again (or starts over); without it only the way home is offered. */
  onRetry?: () => void;
  retryLabel?: string;
  /** A retry is on its way: the button says so and cannot be pressed twice. */
  retrying?: boolean;
  /** The primary button, shown first: trying again, or going home. */
  primary?: 'retry' | 'home';
  /** A way on of the page's own, first in the row and the primary one (both buttons are then secondary). */
  leading?: ReactNode;
}

/** The "Thử lại / Về trang chủ" row every failed or finished state ends with. */
export function RecoveryActions({ onRetry, retryLabel = 'Thử lại', retrying = false, primary = 'retry', leading }: RecoveryActionsProps) {
  const style = (kind: 'retry' | 'home') => (kind === primary && !leading ? 'button' : 'button button--secondary');
  const retry = onRetry ? (
    <button key="retry" type="button" className={style('retry')} onClick={onRetry} disabled={retrying} aria-busy={retrying}>
      {retrying ? 'Đang thử lại…' : retryLabel}
    </button>
  ) : null;
  const home = (
    <Link key="home" className={style('home')} to={routes.home.href()}>
      Về trang chủ
    </Link>
  );
  return (
    <div className="button-row">
      {leading}
      {primary === 'retry' ? [retry, home] : [home, retry]}
    </div>
  );
}
