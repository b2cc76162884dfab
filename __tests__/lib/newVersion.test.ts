// src/lib/newVersion.ts: what a chunk that did not load leads to (a reload onto the new version, once
// per URL, asked first when something was typed; the error otherwise), and how the waiting service
// worker is put in charge before that reload.
import {
  activateUpdate,
  recover,
  RELOAD_GUARD_KEY,
  RELOAD_GUARD_MS,
  type ChunkLoadError,
  type RecoveryDeps,
  type WorkerContainer,
} from '../../src/lib/newVersion';

const CHUNK_URL = 'http://localhost/assets/page-transfer.0123456789.js';
const chunkError = (request: string | undefined = CHUNK_URL): ChunkLoadError =>
  Object.assign(new Error('Loading chunk 42 failed.'), { name: 'ChunkLoadError', request });

function deps(overrides: Partial<RecoveryDeps> = {}) {
  const stored = new Map<string, string>();
  const d = {
    location: { href: 'http://localhost/transfer/100002', reload: jest.fn() },
    storage: () => ({ getItem: (key: string) => stored.get(key) ?? null, setItem: (key: string, value: string) => void stored.set(key, value) }),
    online: () => true,
    probe: jest.fn(() => Promise.resolve(404)),
    activateUpdate: jest.fn(() => Promise.resolve(true)),
    typed: () => false,
    ask: jest.fn(() => Promise.resolve(true)),
    now: () => 1_000_000,
    ...overrides,
  };
  return d;
}

/** Lets the microtasks of an outcome that never settles run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('a chunk that did not load', () => {
  it('whose file the server no longer has: activates the new worker, then reloads the same URL once', async () => {
    const order: string[] = [];
    const d = deps({
      activateUpdate: jest.fn(() => {
        order.push('activate');
        return Promise.resolve(true);
      }),
      location: { href: 'http://localhost/transfer/100002', reload: jest.fn(() => void order.push('reload')) },
    });
    let outcome: string | undefined;
    void recover(chunkError(), d).then((value) => (outcome = value));
    await settle();
    expect(d.probe).toHaveBeenCalledWith(CHUNK_URL);
    expect(order).toEqual(['activate', 'reload']);
    // The page is going away: the route is not told to show an error meanwhile.
    expect(outcome).toBeUndefined();

    // The same URL failing again right after that reload: the error, worded as a new version.
    const again = chunkError();
    await expect(recover(again, d)).resolves.toBe('show-error');
    expect(again.newVersion).toBe(true);
    expect(d.location.reload).toHaveBeenCalledTimes(1);
  });

  it('reloads the same URL again once the guard has run out, and another URL at once', async () => {
    let now = 1_000_000;
    const d = deps({ now: () => now });
    void recover(chunkError(), d);
    await settle();
    now += RELOAD_GUARD_MS - 1;
    await expect(recover(chunkError(), d)).resolves.toBe('show-error');
    expect(d.location.reload).toHaveBeenCalledTimes(1);
    now += 1;
    void recover(chunkError(), d);
    await settle();
    expect(d.location.reload).toHaveBeenCalledTimes(2);
    d.location.href = 'http://localhost/transaction-history';
    void recover(chunkError(), d);
    await settle();
    expect(d.location.reload).toHaveBeenCalledTimes(3);
  });

  it.each([
    ['the network does not answer', undefined],
    ['the file is there now', 200],
    ['the server fails', 503],
  ])('is the network’s doing when %s: no reload', async (_case, status) => {
    const d = deps({ probe: jest.fn(() => Promise.resolve(status)) });
    const error = chunkError();
    await expect(recover(error, d)).resolves.toBe('show-error');
    expect(error.newVersion).toBeUndefined();
    expect(d.location.reload).not.toHaveBeenCalled();
  });

  it('asks nothing of the server when offline or when it does not know the file', async () => {
    const offline = deps({ online: () => false });
    await expect(recover(chunkError(), offline)).resolves.toBe('show-error');
    const unnamed = deps();
    await expect(recover(chunkError(''), unnamed)).resolves.toBe('show-error');
    expect(offline.probe).not.toHaveBeenCalled();
    expect(unnamed.probe).not.toHaveBeenCalled();
  });

  it('asks first when something was typed: stays when told to, reloads when told to', async () => {
    const staying = deps({ typed: () => true, ask: jest.fn(() => Promise.resolve(false)) });
    await expect(recover(chunkError(), staying)).resolves.toBe('stay');
    expect(staying.location.reload).not.toHaveBeenCalled();

    const reloading = deps({ typed: () => true, ask: jest.fn(() => Promise.resolve(true)) });
    void recover(chunkError(), reloading);
    await settle();
    expect(reloading.ask).toHaveBeenCalledTimes(1);
    expect(reloading.location.reload).toHaveBeenCalledTimes(1);
  });

  it('never reloads when it cannot note the reload (no loop without sessionStorage)', async () => {
    const d = deps({
      storage: () => {
        throw new Error('SecurityError');
      },
    });
    const error = chunkError();
    await expect(recover(error, d)).resolves.toBe('show-error');
    expect(error.newVersion).toBe(true);
    expect(d.location.reload).not.toHaveBeenCalled();
  });

  it('keeps its note under one key of sessionStorage', async () => {
    const d = deps();
    void recover(chunkError(), d);
    await settle();
    expect(JSON.parse(d.storage().getItem(RELOAD_GUARD_KEY) ?? 'null')).toEqual({ href: d.location.href, at: 1_000_000 });
  });
});

/** A registration whose update finds `worker` (or none), in the state given. */
function fakeWorkers(worker: { state: ServiceWorkerState } | null, where: 'waiting' | 'installing' = 'waiting') {
  const listeners = new Set<() => void>();
  const stateListeners = new Set<() => void>();
  const sw = worker && {
    ...worker,
    postMessage: jest.fn((message: unknown) => {
      // src/sw.ts: SKIP_WAITING activates it, and it takes the page over (clientsClaim).
      if ((message as { type?: string }).type === 'SKIP_WAITING') listeners.forEach((listener) => listener());
    }),
    addEventListener: (_type: string, listener: () => void) => stateListeners.add(listener),
  };
  const registration = {
    update: jest.fn(() => Promise.resolve()),
    waiting: where === 'waiting' ? sw : null,
    installing: where === 'installing' ? sw : null,
  };
  const container = {
    getRegistration: jest.fn(() => Promise.resolve(registration)),
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  } as unknown as WorkerContainer;
  const install = () => {
    sw!.state = 'installed';
    stateListeners.forEach((listener) => listener());
  };
  return { container, registration, sw, install, listeners };
}

describe('activating the new version’s service worker', () => {
  it('checks for a new sw.js, tells the waiting worker to take over, and resolves once it has', async () => {
    const { container, registration, sw, listeners } = fakeWorkers({ state: 'installed' });
    await expect(activateUpdate({ container })).resolves.toBe(true);
    expect(registration.update).toHaveBeenCalled();
    expect(sw!.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
    expect(listeners.size).toBe(0);
  });

  it('lets a worker still installing finish first', async () => {
    const { container, sw, install } = fakeWorkers({ state: 'installing' }, 'installing');
    const activated = activateUpdate({ container });
    await settle();
    expect(sw!.postMessage).not.toHaveBeenCalled();
    install();
    await expect(activated).resolves.toBe(true);
    expect(sw!.postMessage).toHaveBeenCalledTimes(1);
  });

  it('gives up after its time-out, and does nothing without a worker or a registration', async () => {
    const stuck = fakeWorkers({ state: 'installing' }, 'installing');
    await expect(activateUpdate({ container: stuck.container, timeoutMs: 10 })).resolves.toBe(false);
    await expect(activateUpdate({ container: fakeWorkers(null).container })).resolves.toBe(false);
    const unregistered = { ...fakeWorkers(null).container, getRegistration: () => Promise.resolve(undefined) } as WorkerContainer;
    await expect(activateUpdate({ container: unregistered })).resolves.toBe(false);
    await expect(activateUpdate({ container: undefined })).resolves.toBe(false);
  });
});
