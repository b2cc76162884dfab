// Helpers for the form page tests (not a test: jest runs only *.test.ts(x)).
import { signInAs } from '../../../src/mocks/db';
import { seed } from '../../../src/mocks/seed';

/** A store preloaded with a live sandbox session. */
export const signedIn = (uid: string = seed.users.owner) => ({
  preloadedState: { auth: { token: signInAs(uid), expiresAt: new Date(Date.now() + 3_600_000).toISOString() } },
});

export const PAGE_TIMEOUT = { timeout: 5000 };
