import { lazy, Suspense, useSyncExternalStore } from 'react';
import { reloadQuestion } from '../lib/deployRecovery';
import { swUpdate } from '../lib/serviceWorker';

// In the chunk of the code that asks it (src/lib/newVersion.ts), which is loaded by then.
const ReloadQuestion = lazy(() => import(/* webpackChunkName: "new-version" */ './ReloadQuestion'));

/**
 * Offers a waiting new version of the app; nothing changes until the person accepts. And asks before a
 * reload onto a new version would lose what they typed (src/lib/deployRecovery.ts).
 */
export function UpdatePrompt() {
  const apply = useSyncExternalStore(swUpdate.subscribe, swUpdate.get, () => null);
  const answer = useSyncExternalStore(reloadQuestion.subscribe, reloadQuestion.get, () => null);
  return (
    <>
      {answer && (
        <Suspense fallback={null}>
          <ReloadQuestion answer={answer} />
        </Suspense>
      )}
      {apply && (
        <div className="update-prompt" role="status">
          <p>
            <strong>Có phiên bản mới.</strong> Tải lại để dùng bản mới nhất.
          </p>
          <div className="update-prompt__actions">
            <button type="button" className="button" onClick={apply}>
              Cập nhật
            </button>
            <button type="button" className="button button--secondary" onClick={swUpdate.dismiss}>
              Để sau
            </button>
          </div>
        </div>
      )}
    </>
  );
}
