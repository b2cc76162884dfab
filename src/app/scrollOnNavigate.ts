import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** How long to wait for a hash target that a page renders only once its data has loaded. */
const HASH_WAIT_MS = 10_000;

const findTarget = (hash: string): HTMLElement | null => {
  if (!hash || hash === '#') return null;
  let id = hash.slice(1);
  try {
    id = decodeURIComponent(id);
  } catch {
    // A malformed escape: look it up as written.
  }
  return document.getElementById(id);
};

/** Focus without scrolling, so a screen reader starts reading where the eye lands. */
const focusQuietly = (element: HTMLElement | null) => {
  if (!element) return;
  if (!element.hasAttribute('tabindex') && !/^(A|BUTTON|INPUT|SELECT|TEXTAREA)$/.test(element.tagName)) {
    element.setAttribute('tabindex', '-1');
  }
  element.focus({ preventScroll: true });
};

/** Calls `found` with what `find` returns, now or once it appears, until the wait runs out. */
const whenElementAppears = (find: () => HTMLElement | null, found: (el: HTMLElement) => void, waitMs = HASH_WAIT_MS) => {
  const now = find();
  if (now) {
    found(now);
    return () => {};
  }
  const observer = new MutationObserver(() => {
    const el = find();
    if (el) {
      stop();
      found(el);
    }
  });
  const timer = setTimeout(() => stop(), waitMs);
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
  };
  observer.observe(document.body, { childList: true, subtree: true });
  return stop;
};

/**
 * On every navigation: scroll to the element named by the hash (also when it only appears once the
 * page's data has rendered), otherwise to the top; then move focus to the new page's heading (or the
 * hash target) so keyboard and screen-reader users start on the new content. The first load keeps the
 * browser's own scroll position (unless it has a hash) and focus.
 */
export function useScrollOnNavigate() {
  const location = useLocation();
  // The location this effect last ran for: none at first, and the same one again when React runs the
  // effect twice (development's strict mode), which must not count as a navigation.
  const previous = useRef<string | undefined>(undefined);
  useEffect(() => {
    const initial = previous.current === undefined || previous.current === location.key;
    previous.current = location.key;
    if (location.hash) {
      return whenElementAppears(
        () => findTarget(location.hash),
        (el) => {
          el.scrollIntoView({ block: 'start' });
          if (!initial) focusQuietly(el);
        },
      );
    }
    // The first page was loaded by the browser, at the top or where a reload left it; a visitor may
    // have scrolled it before the app took over (a prerendered page is readable at once), and must not
    // be sent back up.
    if (initial) return;
    window.scrollTo(0, 0);
    return whenElementAppears(() => document.querySelector<HTMLElement>('#main h1'), focusQuietly);
  }, [location.pathname, location.search, location.hash, location.key]);
}
