// The stores of a test, mirrored into "signed in" (src/features/auth/signedIn.ts) as the app's one store
// is (src/app/router.tsx); their mirroring ends with the test (setup.ts). A store outlives its test (a
// request of the page it rendered may still answer), and its mirror would then say "signed out" in the
// middle of the next test, taking the signed-in person's controls off that test's page.
import type { AppStore } from '../../src/app/store';
import { setSignedIn } from '../../src/features/auth/signedIn';

const mirrors = new Set<() => void>();

export function mirrorSignedIn(store: AppStore) {
  const mirror = () => setSignedIn(store.getState().auth.token !== null);
  mirror();
  mirrors.add(store.subscribe(mirror));
}

export function stopMirroring() {
  mirrors.forEach((unsubscribe) => unsubscribe());
  mirrors.clear();
}
