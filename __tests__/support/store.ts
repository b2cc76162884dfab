// Stores for the tests, and the one way to be signed in to the sandbox.
import { makeStore, type RootState } from '../../src/app/store';
import type { ProgressController } from '../../src/lib/progress';
import { seed, signInAs } from '../../src/mocks/db';

// The loading bar is not under test here; the real one would keep ticking between tests.
const quietBar: ProgressController = {
  begin: () => undefined,
  end: () => undefined,
  getSnapshot: () => ({ progress: 0, visible: false, failed: false }),
  subscribe: () => () => undefined,
};

/** A fresh real store, its loading bar quiet. */
export const freshStore = (preloadedState?: Partial<RootState>) => makeStore(preloadedState, { progress: quietBar });

/**
 * A sandbox session for `uid` (the owner by default): its token, and the state holding it, in the
 * options shape renderApp and renderWithProviders take. It ends long after any test.
 */
export const signedInAs = (uid: string = seed.users.owner) => {
  const token = signInAs(uid);
  return { token, preloadedState: { auth: { token, expiresAt: '2099-01-01T00:00:00+07:00' } } };
};

/** A fresh real store whose person is signed in to the sandbox as `uid` (the owner by default). */
export const signedInStore = (uid?: string) => {
  const { token, preloadedState } = signedInAs(uid);
  return { store: freshStore(preloadedState), token };
};
