import { useCallback, useSyncExternalStore } from 'react';

const subscribe = (listener: () => void) => {
  window.addEventListener('scroll', listener, { passive: true });
  return () => window.removeEventListener('scroll', listener);
};

/**
 * Whether the page is scrolled past `threshold` pixels. A prerendered page is hydrated as not scrolled
 * (what its HTML says), then follows the real position.
 */
export function useScrolled(threshold = 8): boolean {
  const getSnapshot = useCallback(() => window.scrollY > threshold, [threshold]);
  return useSyncExternalStore(subscribe, getSnapshot, () => false);
}
