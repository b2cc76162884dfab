// A list kept in localStorage and shared by the site's tabs, changed by one tab at a time.

const storage = (): Storage | null => {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
};

/** The Web Locks lock every change to a stored list takes: one tab reads, decides and writes at a time. */
const LOCK_NAME = 'hatvui.payments';

// Where navigator.locks is missing (old browsers, some web views, jsdom) changes still queue within the
// tab; across tabs they then run as they come, as before the lock existed.
let queue: Promise<unknown> = Promise.resolve();

/**
 * Runs `change` alone: under the Web Locks API's exclusive lock (so two tabs confirming the same payment
 * cannot both find no key and make two), after every earlier change of this tab. A lock that cannot be
 * had (an opaque origin refuses it) does not stop the change.
 */
export function exclusive<T>(change: () => T): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  const run = async (): Promise<T> => {
    if (!locks || typeof locks.request !== 'function') return change();
    let ran = false;
    try {
      return await locks.request(LOCK_NAME, { mode: 'exclusive' }, () => {
        ran = true;
        return change();
      });
    } catch (error) {
      if (ran) throw error;
      return change();
    }
  };
  const result = queue.then(run, run);
  queue = result.catch(() => undefined);
  return result;
}

/**
 * The entries stored under `key` that pass `isEntry` and are younger than `keptForMs` (by `timeOf`; an
 * entry stamped well in the future, by a clock set wrong, is ignored). When storage is unavailable (a
 * locked-down web view) or its value unreadable, this tab still keeps its own copy in memory.
 */
export function storedList<T>(key: string, isEntry: (value: unknown) => value is T, timeOf: (entry: T) => number, keptForMs: number) {
  let memory: T[] = [];
  return {
    read(now = Date.now()): T[] {
      const store = storage();
      let entries = memory;
      if (store) {
        try {
          const parsed: unknown = JSON.parse(store.getItem(key) ?? '[]');
          entries = Array.isArray(parsed) ? parsed.filter(isEntry) : [];
        } catch {
          entries = memory;
        }
      }
      return entries.filter((entry) => now - timeOf(entry) < keptForMs && timeOf(entry) <= now + 60_000);
    },
    /** Only inside `exclusive`: another tab may be about to write too. */
    write(entries: T[]) {
      memory = entries;
      try {
        storage()?.setItem(key, JSON.stringify(entries));
      } catch {
        // Full or refused: the in-memory copy still serves this tab.
      }
    },
  };
}
