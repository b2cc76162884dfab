import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { ENTRY_AT_LATEST_MS, loadEntryOnceLoaded } from '../src/boot';

/** A page still loading: its document (readyState "loading") and its window (a load event to fire, timers). */
function loadingPage() {
  const events = new EventTarget();
  const doc = { readyState: 'loading', createElement: (name: string) => document.createElement(name), head: document.head } as unknown as Document;
  const win = {
    addEventListener: events.addEventListener.bind(events),
    setTimeout: (run: () => void, ms: number) => setTimeout(run, ms),
  } as unknown as Window;
  return { doc, win, fireLoad: () => events.dispatchEvent(new Event('load')) };
}

const bootScript = (attributes: Record<string, string>) => {
  const script = document.createElement('script');
  for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
  return script;
};

/** The entry scripts the boot script added to the page. */
const entries = () =>
  [...document.head.querySelectorAll('script')].map((script) => ({ src: script.getAttribute('src'), integrity: script.integrity }));

type Observed = (entries: { getEntriesByName: (name: string) => unknown[] }) => void;

describe('the boot script (src/boot.ts)', () => {
  let paintObserver: Observed | undefined;
  const firePaint = (name: string) => paintObserver?.({ getEntriesByName: (asked) => (asked === name ? [{ name }] : []) });

  beforeEach(() => {
    jest.useFakeTimers();
    document.head.replaceChildren();
    paintObserver = undefined;
    // Paint timing as a browser has it: the observer is told of each paint entry.
    Object.assign(globalThis, {
      PerformanceObserver: Object.assign(
        class {
          constructor(callback: Observed) {
            paintObserver = callback;
          }
          observe() {}
          disconnect() {
            paintObserver = undefined;
          }
        },
        { supportedEntryTypes: ['paint', 'largest-contentful-paint'] },
      ),
    });
  });
  afterEach(() => {
    jest.useRealTimers();
    delete (globalThis as { PerformanceObserver?: unknown }).PerformanceObserver;
  });

  const script = () => bootScript({ 'data-entry': '/assets/main.abc.js', 'data-entry-integrity': 'sha256-abc' });

  it('asks for the entry, with its integrity, once the page has loaded and painted, not before', () => {
    const { doc, win, fireLoad } = loadingPage();
    loadEntryOnceLoaded(script(), doc, win);
    firePaint('first-paint');
    fireLoad();
    expect(entries()).toEqual([]);
    firePaint('first-contentful-paint');
    expect(entries()).toEqual([{ src: '/assets/main.abc.js', integrity: 'sha256-abc' }]);
    // Once only, the latest-time timer included.
    jest.advanceTimersByTime(ENTRY_AT_LATEST_MS);
    expect(entries()).toHaveLength(1);
  });

  it('waits for the load when the page painted first (a slow network)', () => {
    const { doc, win, fireLoad } = loadingPage();
    loadEntryOnceLoaded(script(), doc, win);
    firePaint('first-contentful-paint');
    expect(entries()).toEqual([]);
    fireLoad();
    expect(entries()).toHaveLength(1);
  });

  it('asks at the latest a few seconds on when a picture never arrives or nothing is painted (a background tab)', () => {
    const { doc, win } = loadingPage();
    loadEntryOnceLoaded(script(), doc, win);
    jest.advanceTimersByTime(ENTRY_AT_LATEST_MS - 1);
    expect(entries()).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(entries()).toHaveLength(1);
  });

  it('goes by the load alone in a browser without paint timing', () => {
    delete (globalThis as { PerformanceObserver?: unknown }).PerformanceObserver;
    const { doc, win, fireLoad } = loadingPage();
    loadEntryOnceLoaded(script(), doc, win);
    expect(entries()).toEqual([]);
    fireLoad();
    expect(entries()).toHaveLength(1);
  });

  it('asks for nothing when its tag names no entry', () => {
    const { doc, win, fireLoad } = loadingPage();
    loadEntryOnceLoaded(bootScript({}), doc, win);
    loadEntryOnceLoaded(null, doc, win);
    fireLoad();
    firePaint('first-contentful-paint');
    jest.advanceTimersByTime(ENTRY_AT_LATEST_MS);
    expect(entries()).toEqual([]);
  });
});
