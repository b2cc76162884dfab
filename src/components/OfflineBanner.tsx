import { useSyncExternalStore } from 'react';

const subscribe = (listener: () => void) => {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
};

/** Whether the browser believes it has a network. */
const useOnline = () =>
  useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );

/** Shown for as long as the browser is offline. */
export function OfflineBanner() {
  const online = useOnline();
  return (
    <div role="status" aria-live="polite" className="offline-banner-region">
      {online ? null : (
        <p className="offline-banner">Bạn đang ngoại tuyến. Nội dung có thể chưa cập nhật, và chưa gửi được gì: hãy thử lại khi có mạng.</p>
      )}
    </div>
  );
}
