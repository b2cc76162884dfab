import { Component, useEffect, type ReactNode } from 'react';
import { Head } from '../components/Head';
import { RecoveryActions } from '../components/RecoveryActions';
import { isChunkLoadError, isNewVersionError, reloadToNewVersion } from '../lib/deployRecovery';
import { progress } from '../lib/progress';

/**
 * Every route's error boundary: a Vietnamese message and a retry instead of a blank page. A failed
 * chunk (offline, or a deploy replaced it) and a crashed page are both retried by loading the page
 * again, which fetches the current code and data. A chunk a deploy removed reloads the page once onto
 * the new version before it gets here (src/lib/deployRecovery.ts); when it still does, the words say
 * so, and the retry activates the new version first.
 */
function RouteError({ error }: { error: unknown }) {
  useEffect(() => {
    progress.begin('route-error');
    progress.end('route-error', true);
    if (process.env.NODE_ENV !== 'production') console.error(error);
  }, [error]);

  const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
  const deployed = !offline && isNewVersionError(error);
  const message = offline
    ? 'Bạn đang ngoại tuyến. Hãy kiểm tra kết nối mạng rồi thử lại.'
    : deployed
      ? 'Hát Vui vừa có phiên bản mới. Tải lại trang để dùng bản mới nhất.'
      : isChunkLoadError(error)
        ? 'Không tải được trang. Hãy kiểm tra kết nối mạng rồi thử lại.'
        : 'Trang này vừa gặp lỗi ngoài ý muốn. Chúng tôi đã ghi nhận và đang khắc phục.';
  const title = deployed ? 'Có phiên bản mới' : 'Đã có lỗi xảy ra';

  return (
    <section className="page">
      <div className="container container--narrow">
        <Head title={title} noIndex />
        <div className="card stack error-state" role="alert">
          <h1>{title}</h1>
          <p>{message}</p>
          {/* Loads the page again, on the new version if one is waiting. */}
          <RecoveryActions onRetry={() => void reloadToNewVersion()} retryLabel={deployed ? 'Tải lại trang' : undefined} />
        </div>
      </div>
    </section>
  );
}

/**
 * Catches what a route (or the shell) throws while rendering, its code failing to load included, and
 * shows <RouteError> in its place. Keyed by the location where it is used, so the next page starts
 * afresh.
 */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, { error: unknown; failed: boolean }> {
  override state = { error: undefined as unknown, failed: false };

  static getDerivedStateFromError(error: unknown) {
    return { error, failed: true };
  }

  override render() {
    return this.state.failed ? <RouteError error={this.state.error} /> : this.props.children;
  }
}
