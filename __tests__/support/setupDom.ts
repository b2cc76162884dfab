// What a test file in jsdom (jest's environment unless the file asks for Node's) starts with: the DOM's
// matchers and testing-library, and the sandbox API on MSW (setup.ts loads this file).
// jest-dom's matchers, typed for the global `expect` and for @jest/globals' (which the tests that nest
// asymmetric matchers import: its matchers are typed, @types/jest's are `any`).
import '@testing-library/jest-dom/jest-globals';
import { configure, getConfig } from '@testing-library/react';
import { resetDbIfUsed } from '../../src/mocks/db';
import { server } from '../../src/mocks/node';
import { quickInsideWaitFor } from './queryErrors';
import { stopMirroring } from './storeMirrors';

// findBy… and waitFor give up after 1 s by default, which a render misses on a loaded machine (npm test
// runs jest beside the browser tests, issue 38): a wait that succeeds ends as soon as it does, so a
// longer limit only lengthens a failure.
configure({ asyncUtilTimeout: 4000, getElementError: quickInsideWaitFor(getConfig().getElementError) });

// Every test talks to the sandbox API through MSW; a request it does not answer is a test failure.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  stopMirroring();
  server.resetHandlers();
  resetDbIfUsed();
  sessionStorage.clear();
  localStorage.clear();
});
afterAll(() => server.close());

// jsdom lays nothing out: scrolling is a no-op here (tests that care replace these with jest.fn()).
window.scrollTo = () => {};
Element.prototype.scrollIntoView = () => {};
