import { useEffect, useState, useSyncExternalStore } from 'react';
import { BRAND_COLOR, ERROR_COLOR } from '../lib/config';
import { loadedLoadingBar, loadingBarCode } from '../lib/loadingBarCode';
import { progress as appProgress, PROGRESS, type ProgressController } from '../lib/progress';
import { someoneThere } from '../lib/someoneThere';
import './TopLoadingBar.css';

// react-top-loading-bar draws the fill; its code comes later than the page's (src/lib/loadingBarCode.ts).

const noSubscription = () => () => undefined;
/**
 * False in server HTML and while it is hydrated, true from then on: react-top-loading-bar writes its
 * geometry as `style` attributes, which the CSP refuses in HTML; drawn in the browser, React sets the
 * same styles through the CSSOM.
 */
const useDrawnInBrowser = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

/** Draws the loading bar that the store and the router drive (src/lib/progress.ts). */
export function TopLoadingBar({ controller = appProgress }: { controller?: ProgressController }) {
  const { progress, visible, failed } = useSyncExternalStore(controller.subscribe, controller.getSnapshot, controller.getSnapshot);
  const colour = failed ? ERROR_COLOR : BRAND_COLOR;
  // Once hidden it fades out in the colour it finished in; the next load paints its own.
  const [painted, setPainted] = useState(colour);
  if (visible && painted !== colour) setPainted(colour);
  const inBrowser = useDrawnInBrowser();
  const [fetched, setFetched] = useState(() => loadedLoadingBar);
  const LoadingBar = fetched ?? loadedLoadingBar;
  // A load that is under way, or failed: not the fading end of the first page's code, which the app
  // waited for before taking the page over (a page left alone fetches nothing more).
  const drawNow = visible && (failed || progress < 100);
  useEffect(() => {
    if (LoadingBar) return;
    if (!drawNow) {
      void someoneThere.then(loadingBarCode).catch(() => undefined);
      return;
    }
    // A load under way is drawn by the render of its next step (the controller moves it every tick):
    // the code's arrival makes no React work of its own as someone taps, which would keep an in-app
    // navigation from being drawn in the tap's own tasks (src/app/codeFirstRouter.tsx). A failure,
    // which takes no more steps, is drawn as soon as the code is here.
    let mounted = true;
    void loadingBarCode().then(
      (code) => mounted && failed && setFetched(() => code),
      () => undefined,
    );
    return () => {
      mounted = false;
    };
  }, [LoadingBar, drawNow, failed]);
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
      {inBrowser && LoadingBar ? (
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
