import { useSyncExternalStore } from 'react';
import { swUpdate } from '../lib/serviceWorker';

/** Offers a waiting new version of the app; nothing changes until the person accepts. */
export function UpdatePrompt() {
  const apply = useSyncExternalStore(swUpdate.subscribe, swUpdate.get, () => null);
  if (!apply) return null;
  return (
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
  );
}
