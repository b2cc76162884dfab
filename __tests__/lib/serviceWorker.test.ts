import { registerServiceWorker, shouldRegister, swUpdate, type RegisterDeps, type WorkboxModule } from '../../src/lib/serviceWorker';

class FakeWorkbox {
  static last: FakeWorkbox | undefined;
  listeners: Record<string, Array<() => void>> = {};
  registered = false;
  skipped = false;
  constructor(public url: string) {
    FakeWorkbox.last = this;
  }
  addEventListener(type: string, listener: () => void) {
    (this.listeners[type] ??= []).push(listener);
  }
  emit(type: string) {
    this.listeners[type]?.forEach((listener) => listener());
  }
  register() {
    this.registered = true;
    return Promise.resolve();
  }
  messageSkipWaiting() {
    this.skipped = true;
  }
}

const deps = (protocol: string, overrides: Partial<RegisterDeps> = {}): RegisterDeps => ({
  location: { protocol, reload: jest.fn() },
  navigator: { serviceWorker: {} } as unknown as Navigator,
  production: true,
  loadWorkbox: jest.fn(() => Promise.resolve({ Workbox: FakeWorkbox } as unknown as WorkboxModule)),
  ...overrides,
});

afterEach(() => {
  swUpdate.dismiss();
  FakeWorkbox.last = undefined;
});

describe('service worker registration', () => {
  it('registers /sw.js when the page is served over https', async () => {
    const d = deps('https:');
    await expect(registerServiceWorker(d)).resolves.toBe(true);
    expect(FakeWorkbox.last?.url).toBe('/sw.js');
    expect(FakeWorkbox.last?.registered).toBe(true);
  });

  it.each(['http:', 'file:'])('does not register, nor even load workbox, over %s', async (protocol) => {
    const d = deps(protocol);
    await expect(registerServiceWorker(d)).resolves.toBe(false);
    expect(d.loadWorkbox).not.toHaveBeenCalled();
  });

  it('does not register in development builds or where the browser has no service workers', () => {
    expect(shouldRegister({ ...deps('https:'), production: false })).toBe(false);
    expect(shouldRegister({ ...deps('https:'), navigator: {} as Navigator })).toBe(false);
  });

  it('offers a waiting new version and switches to it only when accepted', async () => {
    const d = deps('https:');
    await registerServiceWorker(d);
    expect(swUpdate.get()).toBeNull();
    FakeWorkbox.last!.emit('waiting');
    const apply = swUpdate.get();
    expect(apply).toEqual(expect.any(Function));
    expect(FakeWorkbox.last!.skipped).toBe(false);
    apply!();
    expect(FakeWorkbox.last!.skipped).toBe(true);
    expect(d.location.reload).not.toHaveBeenCalled();
    FakeWorkbox.last!.emit('controlling');
    expect(d.location.reload).toHaveBeenCalledTimes(1);
  });
});
