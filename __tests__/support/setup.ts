// jest's setupFilesAfterEnv: what every test file starts with.
import { retryTiming } from '../../src/api/retryTiming';
import { loopbackOnly } from './loopbackOnly';

// A failed GET is tried again at once: RTK's back-off (up to 2.5 s for two retries) would be the one
// worker's idle time, in every test of a failing API.
retryTiming.scale = 0;

// A file in jsdom (the default) gets the DOM's matchers, testing-library and the sandbox API on MSW. A file
// that asks for Node's environment (`@jest-environment node`: the server's pieces and the tools, which
// render no component and call the app's API through nothing) starts without them: loading them cost
// each such file about 0.15 processor-seconds (issue 38, docs/testing.md). Its connections may reach
// this machine only, as MSW's unhandled-request error ensures in jsdom.
if (typeof window !== 'undefined') {
  // Loaded only here, after the check: an import would load it for every file.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  require('./setupDom');
} else {
  let restore = () => {};
  beforeAll(() => {
    restore = loopbackOnly();
  });
  afterAll(() => restore());
}
