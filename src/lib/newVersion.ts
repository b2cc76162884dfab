// Recovering from a deploy that removed code the page needs (src/lib/deployRecovery.ts loads this when
// a chunk fails): the server is asked whether the file is still there; if it is gone, the page reloads
// once onto the new version, on the same URL, its waiting service worker activated first (otherwise
// the reload gets the previous app shell again). Someone who typed into the page on screen is asked
// first. A failure again on that URL soon after such a reload is left to the route's error.

/**
 * A script or stylesheet chunk that did not load (a failed `import()`), as webpack's and
 * mini-css-extract's runtimes report it: named so, with the file's URL in `request`. `newVersion` is
 * set here once the file turns out to be gone from the server.
 */
export type ChunkLoadError = Error & { request?: string; newVersion?: boolean };

/** The parts of `navigator.serviceWorker` that activateUpdate uses. */
export type WorkerContainer = Pick<ServiceWorkerContainer, 'getRegistration' | 'addEventListener' | 'removeEventListener'>;

/**
 * Puts the new version's service worker in charge: asks the server for the current sw.js, lets a new
 * worker finish installing, and activates it, which would otherwise wait for the person's "Cập nhật"
 * (src/lib/serviceWorker.ts). Resolves true once it controls the page; false when there is no
 * registration or no new worker, or after `timeoutMs`.
 */
export async function activateUpdate({
  container = navigator.serviceWorker,
  timeoutMs = 10_000,
}: { container?: WorkerContainer; timeoutMs?: number } = {}): Promise<boolean> {
  const registration = await container?.getRegistration();
  if (!container || !registration) return false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let onChange = () => undefined as void;
  const controlling = new Promise<boolean>((resolve) => {
    onChange = () => resolve(true);
    container.addEventListener('controllerchange', onChange);
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    await registration.update().catch(() => undefined);
    const worker = registration.waiting ?? registration.installing;
    if (!worker) return false;
    // src/sw.ts skips waiting on this message.
    const skipWaiting = () => worker.postMessage({ type: 'SKIP_WAITING' });
    if (worker.state === 'installed') skipWaiting();
    else worker.addEventListener('statechange', () => worker.state === 'installed' && skipWaiting());
    return await controlling;
  } finally {
    clearTimeout(timer);
    container.removeEventListener('controllerchange', onChange);
  }
}

export interface RecoveryDeps {
  location: Pick<Location, 'href' | 'reload'>;
  /** sessionStorage (it may be missing or refuse writes: then no reload happens by itself). */
  storage: () => Pick<Storage, 'getItem' | 'setItem'>;
  online: () => boolean;
  /** The status of a HEAD request for `url`, or undefined when no answer came. */
  probe: (url: string) => Promise<number | undefined>;
  activateUpdate: () => Promise<unknown>;
  /** Whether anything was typed into the page on screen; if so, `ask` whether to reload now. */
  typed: () => boolean;
  ask: () => Promise<boolean>;
  now: () => number;
}

const defaultDeps = (): Omit<RecoveryDeps, 'typed' | 'ask'> => ({
  location: window.location,
  storage: () => window.sessionStorage,
  online: () => navigator.onLine !== false,
  probe: (url) =>
    fetch(url, { method: 'HEAD', cache: 'no-store' }).then(
      (response) => response.status,
      () => undefined,
    ),
  activateUpdate: () => activateUpdate(),
  now: Date.now,
});

/** The URL reloaded for a new version, and when: at most one such reload per URL in this time. */
export const RELOAD_GUARD_KEY = 'hatvui.newVersionReload';
export const RELOAD_GUARD_MS = 2 * 60_000;

/** Whether this URL was reloaded for a new version a moment ago (then it is not reloaded again). */
function reloadedLately({ storage, location, now }: RecoveryDeps) {
  try {
    const last = JSON.parse(storage().getItem(RELOAD_GUARD_KEY) ?? 'null') as { href?: string; at?: number } | null;
    return last?.href === location.href && now() - (last.at ?? 0) < RELOAD_GUARD_MS;
  } catch {
    return false;
  }
}

/** Records the reload about to happen; false when it cannot be recorded (then it must not happen). */
function recordReload({ storage, location, now }: RecoveryDeps): boolean {
  try {
    storage().setItem(RELOAD_GUARD_KEY, JSON.stringify({ href: location.href, at: now() }));
    return true;
  } catch {
    return false;
  }
}

/** Loads the page again on the new version: its service worker activated first, if one waits. */
export async function reloadToNewVersion(deps: Pick<RecoveryDeps, 'activateUpdate' | 'location'> = defaultDeps()) {
  await deps.activateUpdate().catch(() => undefined);
  deps.location.reload();
}

const NEVER = new Promise<never>(() => undefined);

/**
 * What to do about `error`, code that did not load (src/lib/deployRecovery.ts loads this and asks):
 * 'show-error' when the network failed it (no answer, or the file is there now: a hiccup the route's
 * "Thử lại" cures) or when the server no longer has it but this URL was reloaded a moment ago (or
 * cannot be; `error.newVersion` is then set), 'stay' when the person chose to stay on the page they
 * typed into. While the page reloads onto the new version, it never resolves.
 */
export async function recover(
  error: ChunkLoadError,
  { typed, ask, ...rest }: Pick<RecoveryDeps, 'typed' | 'ask'> & Partial<RecoveryDeps>,
): Promise<'show-error' | 'stay'> {
  const deps: RecoveryDeps = { ...defaultDeps(), ...rest, typed, ask };
  if (!error.request || !deps.online()) return 'show-error';
  const status = await deps.probe(error.request);
  if (status === undefined || status < 400 || status >= 500) return 'show-error';
  error.newVersion = true;
  if (reloadedLately(deps)) return 'show-error';
  if (deps.typed() && !(await deps.ask())) return 'stay';
  if (!recordReload(deps)) return 'show-error';
  await reloadToNewVersion(deps);
  return NEVER;
}
