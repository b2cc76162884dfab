// Registration of the service worker, only when the page is served over https (SPEC.md §2), and the
// "new version" offer when an updated worker is waiting.

import type * as workbox from 'workbox-window';

/** workbox-window, loaded only when a worker is registered. */
export type WorkboxModule = typeof workbox;
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
  loadWorkbox: () => Promise<WorkboxModule>;
}

const defaultDeps = (): RegisterDeps => ({
  location: window.location,
  navigator: window.navigator,
  production: process.env.NODE_ENV === 'production',
  // Loaded only when it will be used, so plain-http visits never download it.
  loadWorkbox: () => import(/* webpackChunkName: "workbox" */ 'workbox-window'),
});

// `npm run bench` builds with SW_ON_LOCALHOST=1 to measure a repeat visit on http://localhost (a secure
// context to browsers); no other build registers over plain http.
const ON_LOCALHOST = process.env.SW_ON_LOCALHOST === '1';

export const shouldRegister = ({ location, navigator, production }: Omit<RegisterDeps, 'loadWorkbox'>) =>
  production &&
  (location.protocol === 'https:' || (ON_LOCALHOST && (location as Partial<Location>).hostname === 'localhost')) &&
  'serviceWorker' in navigator;

/** Registers /sw.js over https; resolves to whether it registered. */
export async function registerServiceWorker(deps: RegisterDeps = defaultDeps()): Promise<boolean> {
  if (!shouldRegister(deps)) return false;
  const { Workbox } = await deps.loadWorkbox();
  const wb = new Workbox('/sw.js');
  wb.addEventListener('waiting', () => {
    setPending(() => {
      wb.addEventListener('controlling', () => deps.location.reload());
      wb.messageSkipWaiting();
    });
  });
  await wb.register();
  return true;
}
