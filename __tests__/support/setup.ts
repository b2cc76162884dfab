// jest-dom's matchers, typed for the global `expect` and for @jest/globals' (which the tests that nest
// asymmetric matchers import: its matchers are typed, @types/jest's are `any`).
import '@testing-library/jest-dom/jest-globals';
import { configure, getConfig } from '@testing-library/react';
import { retryTiming } from '../../src/api/retryTiming';
import { resetDbIfUsed } from '../../src/mocks/db';
import { server } from '../../src/mocks/node';
import { quickInsideWaitFor } from './queryErrors';
import { stopMirroring } from './storeMirrors';

// findBy… and waitFor give up after 1 s by default, which a render misses on a loaded machine (npm test
// runs jest beside the browser tests, issue 38): a wait that succeeds ends as soon as it does, so a
// longer limit only lengthens a failure.
configure({ asyncUtilTimeout: 4000, getElementError: quickInsideWaitFor(getConfig().getElementError) });

// A failed GET is tried again at once: RTK's back-off (up to 2.5 s for two retries) would be the one
// worker's idle time, in every test of a failing API.
retryTiming.scale = 0;

// Every test talks to the sandbox API through MSW; a request it does not answer is a test failure.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
// A file may ask for Node's environment (`@jest-environment node`: the server's worker threads need
// Node's timers); it has no window.
const inJsdom = typeof window !== 'undefined';

afterEach(() => {
  stopMirroring();
  server.resetHandlers();
  resetDbIfUsed();
  if (inJsdom) {
    sessionStorage.clear();
    localStorage.clear();
  }
});
afterAll(() => server.close());

// jsdom lays nothing out: scrolling is a no-op here (tests that care replace these with jest.fn()).
if (inJsdom) {
  window.scrollTo = () => {};
  Element.prototype.scrollIntoView = () => {};
}
