// jest-dom's matchers, typed for the global `expect` and for @jest/globals' (which the tests that nest
// asymmetric matchers import: its matchers are typed, @types/jest's are `any`).
import '@testing-library/jest-dom/jest-globals';
import { resetDb } from '../../src/mocks/db';
import { server } from '../../src/mocks/node';
import { stopMirroring } from './storeMirrors';

// Every test talks to the sandbox API through MSW; a request it does not answer is a test failure.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  stopMirroring();
  server.resetHandlers();
  resetDb();
  sessionStorage.clear();
  localStorage.clear();
});
afterAll(() => server.close());

// jsdom lays nothing out: scrolling is a no-op here (tests that care replace these with jest.fn()).
window.scrollTo = () => {};
Element.prototype.scrollIntoView = () => {};
