import { useSyncExternalStore } from 'react';
import LoadingBar from 'react-top-loading-bar';
import { BRAND_COLOR, ERROR_COLOR } from '../lib/config';
import { progress as appProgress, PROGRESS, type ProgressController } from '../lib/progress';

/** Draws the loading bar that the store and the router drive (src/lib/progress.ts). */
export function TopLoadingBar({ controller = appProgress }: { controller?: ProgressController }) {
  const { progress, visible, failed } = useSyncExternalStore(
    controller.subscribe,
    controller.getSnapshot,
    controller.getSnapshot,
  );
  return (
    <div
      className="top-loading-bar"
      role="progressbar"
      aria-label="Đang tải trang"
      aria-hidden={!visible}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(progress)}
      data-state={!visible ? 'idle' : failed ? 'failed' : progress >= 100 ? 'done' : 'loading'}
    >
      <LoadingBar
        progress={visible ? progress : 0}
        color={failed ? ERROR_COLOR : BRAND_COLOR}
        height={3}
        shadow={false}
        waitingTime={PROGRESS.hideAfterMs}
        loaderSpeed={PROGRESS.tickMs * 2}
      />
    </div>
  );
}
