// Registration of the service worker, only when the page is served over https (SPEC.md §2), and the
// "new version" offer when an updated worker is waiting. The browser's own API, a few lines in the
// entry: workbox-window did the same from a 2.3 KB chunk fetched at every first visit's load, which
// Lighthouse counts with the page's own scripts (and the landing page's budget, scripts/size-check.ts,
// did not).

type Apply = () => void;
let pendingUpdate: Apply | null = null;
const listeners = new Set<() => void>();

const setPending = (apply: Apply | null) => {
  pendingUpdate = apply;
  listeners.forEach((listener) => listener());
};

/** A waiting new version, as a function that switches to it; null when there is none. */
export const swUpdate = {
  get: () => pendingUpdate,
  subscribe: (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  dismiss: () => setPending(null),
};

export interface RegisterDeps {
  location: Pick<Location, 'protocol' | 'reload'>;
  navigator: Navigator;
  production: boolean;
}

const defaultDeps = (): RegisterDeps => ({
  location: window.location,
  navigator: window.navigator,
  production: process.env.NODE_ENV === 'production',
});

// `npm run bench` builds with SW_ON_LOCALHOST=1 to measure a repeat visit on http://localhost (a secure
// context to browsers); no other build registers over plain http.
const ON_LOCALHOST = process.env.SW_ON_LOCALHOST === '1';

export const shouldRegister = ({ location, navigator, production }: RegisterDeps) =>
  production &&
  (location.protocol === 'https:' || (ON_LOCALHOST && (location as Partial<Location>).hostname === 'localhost')) &&
  'serviceWorker' in navigator;

/** Registers /sw.js over https; resolves to whether it registered. */
export async function registerServiceWorker(deps: RegisterDeps = defaultDeps()): Promise<boolean> {
  if (!shouldRegister(deps)) return false;
  const container = deps.navigator.serviceWorker;
  const registration = await container.register('/sw.js');
  // A new version installed while an older one controls the page waits for it (src/sw.ts): offered,
  // and switched to (the page reloaded under it) once accepted. A first install has nothing to replace.
  const offer = (worker: ServiceWorker) => {
    if (registration.waiting !== worker || !container.controller) return;
    setPending(() => {
      container.addEventListener('controllerchange', () => deps.location.reload());
      // src/sw.ts skips waiting on this message.
      worker.postMessage({ type: 'SKIP_WAITING' });
    });
  };
  const watch = (worker: ServiceWorker | null) => worker?.addEventListener('statechange', () => worker.state === 'installed' && offer(worker));
  if (registration.waiting) offer(registration.waiting);
  watch(registration.installing);
  registration.addEventListener('updatefound', () => watch(registration.installing));
  return true;
}
