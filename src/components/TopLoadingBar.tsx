import { useState, useSyncExternalStore } from 'react';
import LoadingBar from 'react-top-loading-bar';
import { BRAND_COLOR, ERROR_COLOR } from '../lib/config';
import { progress as appProgress, PROGRESS, type ProgressController } from '../lib/progress';
import './TopLoadingBar.css';

const noSubscription = () => () => undefined;
/**
 * False in server HTML and while it is hydrated, true from then on: react-top-loading-bar writes its
 * geometry as `style` attributes, which the CSP refuses in HTML; drawn in the browser, React sets the
 * same styles through the CSSOM.
 */
const useDrawnInBrowser = () => useSyncExternalStore(noSubscription, () => true, () => false);

/** Draws the loading bar that the store and the router drive (src/lib/progress.ts). */
export function TopLoadingBar({ controller = appProgress }: { controller?: ProgressController }) {
  const { progress, visible, failed } = useSyncExternalStore(
    controller.subscribe,
    controller.getSnapshot,
    controller.getSnapshot,
  );
  const colour = failed ? ERROR_COLOR : BRAND_COLOR;
  // Once hidden it fades out in the colour it finished in; the next load paints its own.
  const [painted, setPainted] = useState(colour);
  if (visible && painted !== colour) setPainted(colour);
  const inBrowser = useDrawnInBrowser();
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
      {inBrowser ? (
        <LoadingBar
          progress={visible ? progress : 0}
          // The library copies `color` into its own state, and a new progress in the same render (a load
          // that fails completes the bar) writes back the old copy: `style` is applied on every render.
          color={painted}
          style={{ background: painted }}
          className="top-loading-bar__fill"
          height={3}
          shadow={false}
          waitingTime={PROGRESS.hideAfterMs}
          loaderSpeed={PROGRESS.tickMs * 2}
        />
      ) : null}
    </div>
  );
}
