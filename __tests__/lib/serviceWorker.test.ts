import { registerServiceWorker, shouldRegister, swUpdate, type RegisterDeps } from '../../src/lib/serviceWorker';

class FakeWorker extends EventTarget {
  state: ServiceWorkerState = 'installing';
  posted: unknown[] = [];
  postMessage(message: unknown) {
    this.posted.push(message);
  }
}

/** navigator.serviceWorker and the registration it answers, as far as the page uses them. */
function fakeBrowser({ controlled = true, waiting = null as FakeWorker | null } = {}) {
  const registration = Object.assign(new EventTarget(), { waiting, installing: null as FakeWorker | null });
  const container = Object.assign(new EventTarget(), {
    controller: controlled ? new FakeWorker() : null,
    register: jest.fn(() => Promise.resolve(registration)),
  });
  /** A new sw.js found, installed, and left waiting for the one in charge. */
  const installNewVersion = () => {
    const worker = new FakeWorker();
    registration.installing = worker;
    registration.dispatchEvent(new Event('updatefound'));
    registration.installing = null;
    registration.waiting = worker;
    worker.state = 'installed';
    worker.dispatchEvent(new Event('statechange'));
    return worker;
  };
  return { registration, container, installNewVersion };
}

const deps = (protocol: string, container: unknown = fakeBrowser().container): RegisterDeps => ({
  location: { protocol, reload: jest.fn() },
  navigator: { serviceWorker: container } as unknown as Navigator,
  production: true,
});

afterEach(() => swUpdate.dismiss());

describe('service worker registration', () => {
  it('registers /sw.js when the page is served over https', async () => {
    const { container } = fakeBrowser();
    await expect(registerServiceWorker(deps('https:', container))).resolves.toBe(true);
    expect(container.register).toHaveBeenCalledWith('/sw.js');
  });

  it.each(['http:', 'file:'])('does not register over %s', async (protocol) => {
    const { container } = fakeBrowser();
    await expect(registerServiceWorker(deps(protocol, container))).resolves.toBe(false);
    expect(container.register).not.toHaveBeenCalled();
  });

  it('does not register in development builds or where the browser has no service workers', () => {
    expect(shouldRegister({ ...deps('https:'), production: false })).toBe(false);
    expect(shouldRegister({ ...deps('https:'), navigator: {} as Navigator })).toBe(false);
  });

  it('offers a new version once it waits, and switches to it only when accepted', async () => {
    const { container, installNewVersion } = fakeBrowser();
    const d = deps('https:', container);
    await registerServiceWorker(d);
    expect(swUpdate.get()).toBeNull();
    const worker = installNewVersion();
    const apply = swUpdate.get();
    expect(apply).toEqual(expect.any(Function));
    expect(worker.posted).toEqual([]);
    apply!();
    expect(worker.posted).toEqual([{ type: 'SKIP_WAITING' }]);
    expect(d.location.reload).not.toHaveBeenCalled();
    container.dispatchEvent(new Event('controllerchange'));
    expect(d.location.reload).toHaveBeenCalledTimes(1);
  });

  it('offers a version that was already waiting when the page registered', async () => {
    const waiting = Object.assign(new FakeWorker(), { state: 'installed' as const });
    await registerServiceWorker(deps('https:', fakeBrowser({ waiting }).container));
    swUpdate.get()!();
    expect(waiting.posted).toEqual([{ type: 'SKIP_WAITING' }]);
  });

  it('offers nothing on a first install: no older version controls the page', async () => {
    const { container, installNewVersion } = fakeBrowser({ controlled: false });
    await registerServiceWorker(deps('https:', container));
    installNewVersion();
    expect(swUpdate.get()).toBeNull();
  });
});
