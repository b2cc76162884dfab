import { SESSION_KEY, followOtherTabs, restoreSession } from '../../../src/features/auth/session';
import { makeStore } from '../../../src/app/store';
import { sessionExpired, signedIn, signedOut } from '../../../src/features/auth/authSlice';

const future = () => new Date(Date.now() + 3_600_000).toISOString();
const past = () => new Date(Date.now() - 1000).toISOString();

describe('the session in localStorage', () => {
  it('is written on sign-in, to localStorage (shared by the tabs), and nowhere else', () => {
    const store = makeStore();
    const session = { token: 'tok-1', expiresAt: future() };
    store.dispatch(signedIn(session));
    expect(JSON.parse(localStorage.getItem(SESSION_KEY)!)).toEqual(session);
    expect(sessionStorage.length).toBe(0);
  });

  it("moves a session an older version kept in the tab's sessionStorage", () => {
    const session = { token: 'tok-old', expiresAt: future() };
    sessionStorage.setItem(SESSION_KEY, JSON.stringify(session));
    expect(restoreSession()).toEqual(session);
    expect(JSON.parse(localStorage.getItem(SESSION_KEY)!)).toEqual(session);
    expect(sessionStorage.getItem(SESSION_KEY)).toBeNull();
  });

  it.each([
    ['sign-out', signedOut()],
    ['a 401', sessionExpired()],
  ])('is dropped on %s', (_label, action) => {
    const store = makeStore();
    store.dispatch(signedIn({ token: 'tok-1', expiresAt: future() }));
    store.dispatch(action);
    expect(localStorage.getItem(SESSION_KEY)).toBeNull();
    expect(store.getState().auth).toEqual({ token: null, expiresAt: null });
  });

  it('comes back after a reload while it has not expired', () => {
    const session = { token: 'tok-2', expiresAt: future() };
    localStorage.setItem(SESSION_KEY, JSON.stringify(session));
    const restored = restoreSession();
    expect(restored).toEqual(session);
    expect(makeStore({ auth: restored }).getState().auth).toEqual(session);
  });

  it.each([
    ['expired', JSON.stringify({ token: 'tok-3', expiresAt: past() })],
    ['unreadable', '{not json'],
    ['without a token', JSON.stringify({ expiresAt: future() })],
    ['without an expiry', JSON.stringify({ token: 'tok-4' })],
  ])('is not restored when %s, and is cleared', (_label, raw) => {
    localStorage.setItem(SESSION_KEY, raw);
    expect(restoreSession()).toBeUndefined();
    expect(localStorage.getItem(SESSION_KEY)).toBeNull();
  });

  describe('with a clock', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it('ends a restored session when it expires', () => {
      const expiresAt = new Date(Date.now() + 5000).toISOString();
      const store = makeStore({ auth: { token: 'tok-5', expiresAt } });
      jest.advanceTimersByTime(4999);
      expect(store.getState().auth.token).toBe('tok-5');
      jest.advanceTimersByTime(2);
      expect(store.getState().auth.token).toBeNull();
    });

    it('ends a session whose expiry cannot be read at once, leaving no timer behind', () => {
      const store = makeStore();
      store.dispatch(signedIn({ token: 'tok-6', expiresAt: 'sắp hết hạn' }));
      expect(store.getState().auth).toEqual({ token: null, expiresAt: null });
      expect(localStorage.getItem(SESSION_KEY)).toBeNull();
      // (Only the deferred cache reset of the sign-out is left; no expiry timer re-arms itself.)
      jest.runOnlyPendingTimers();
      expect(jest.getTimerCount()).toBe(0);
    });
  });

  describe('across tabs', () => {
    /** What another tab's write to the shared storage looks like here. */
    const fromAnotherTab = (newValue: string | null) =>
      window.dispatchEvent(new StorageEvent('storage', { key: SESSION_KEY, newValue, storageArea: localStorage }));

    it('signs this tab out when another tab signs out, as a sign-out here would', () => {
      const session = { token: 'tok-7', expiresAt: future() };
      const store = makeStore({ auth: session });
      localStorage.setItem(SESSION_KEY, JSON.stringify(session));
      const stop = followOtherTabs(store);
      localStorage.removeItem(SESSION_KEY);
      fromAnotherTab(null);
      expect(store.getState().auth).toEqual({ token: null, expiresAt: null });
      stop();
    });

    it('takes the session another tab signed in with, and ignores other keys', () => {
      const store = makeStore();
      const stop = followOtherTabs(store);
      window.dispatchEvent(new StorageEvent('storage', { key: 'hatvui.bankApp.v1', newValue: 'vcb', storageArea: localStorage }));
      expect(store.getState().auth.token).toBeNull();
      const session = { token: 'tok-8', expiresAt: future() };
      localStorage.setItem(SESSION_KEY, JSON.stringify(session));
      fromAnotherTab(JSON.stringify(session));
      expect(store.getState().auth).toEqual(session);
      stop();
      localStorage.removeItem(SESSION_KEY);
      fromAnotherTab(null);
      expect(store.getState().auth).toEqual(session);
    });
  });
});
