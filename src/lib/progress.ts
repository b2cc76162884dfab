// The top loading bar's state, outside React and outside the Redux store (whose keys mirror the spec
// one to one). The store's listener middleware and the router drive it; <TopLoadingBar> draws it.

export const PROGRESS = {
  /** Time the bar takes, on average, to creep to the finish line on its own. */
  durationMs: 3000,
  /** One creep step every tick. */
  tickMs: 100,
  /** Passing this percentage counts as done even if the data has not arrived. */
  finishAbove: 95,
  /** How long the full bar stays before it hides. */
  hideAfterMs: 500,
} as const;

interface ProgressSnapshot {
  /** 0 to 100. */
  progress: number;
  visible: boolean;
  /** The load failed: the bar turns red. */
  failed: boolean;
}

const IDLE: ProgressSnapshot = { progress: 0, visible: false, failed: false };

export interface ProgressController {
  /** Something (a request id, a navigation) started loading; the bar starts if it was idle. */
  begin: (holder: string) => void;
  /** That thing finished; when nothing else is loading the bar completes (red if anything failed). */
  end: (holder: string, failed?: boolean) => void;
  getSnapshot: () => ProgressSnapshot;
  subscribe: (listener: () => void) => () => void;
}

export const createProgressController = (random: () => number = Math.random): ProgressController => {
  let snapshot = IDLE;
  let ticker: ReturnType<typeof setInterval> | undefined;
  let hider: ReturnType<typeof setTimeout> | undefined;
  let failedSinceStart = false;
  const holders = new Set<string>();
  const listeners = new Set<() => void>();
  // Random steps whose mean reaches 100 % over durationMs: the finish line (95 %) comes a bit earlier.
  const meanStep = 100 / (PROGRESS.durationMs / PROGRESS.tickMs);

  const set = (next: ProgressSnapshot) => {
    snapshot = next;
    listeners.forEach((listener) => listener());
  };

  const finish = () => {
    clearInterval(ticker);
    ticker = undefined;
    set({ progress: 100, visible: true, failed: failedSinceStart });
    clearTimeout(hider);
    hider = setTimeout(() => {
      hider = undefined;
      set(IDLE);
    }, PROGRESS.hideAfterMs);
  };

  const start = () => {
    // A request starting while the finished bar is still shown continues that load: a failure just
    // shown in red stays red rather than being painted over by a fresh bar.
    const continuing = hider !== undefined;
    clearTimeout(hider);
    hider = undefined;
    if (!continuing) failedSinceStart = false;
    set({ progress: 0, visible: true, failed: failedSinceStart });
    ticker = setInterval(() => {
      const progress = Math.min(100, snapshot.progress + random() * 2 * meanStep);
      if (progress > PROGRESS.finishAbove) finish();
      else set({ ...snapshot, progress });
    }, PROGRESS.tickMs);
  };

  return {
    begin: (holder) => {
      holders.add(holder);
      if (ticker === undefined) start();
    },
    end: (holder, failed = false) => {
      if (!holders.delete(holder)) return;
      if (failed) failedSinceStart = true;
      // Finished on its own past 95 %: it stays finished, but a late failure still turns it red.
      if (holders.size > 0) return;
      if (ticker !== undefined || failed) finish();
    },
    getSnapshot: () => snapshot,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
};

/** The app's one bar. */
export const progress = createProgressController();
