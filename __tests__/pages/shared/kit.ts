// Helpers for the shared-page tests (jest runs only *.test.ts(x) files, so this one is not a test).
import { http, HttpResponse } from 'msw';
import { signInAs } from '../../../src/mocks/db';
import { server } from '../../../src/mocks/node';

/** The first element of a lazily loaded page takes a moment under babel-jest. */
export const FIRST = { timeout: 5000 };

/** renderApp options for a person signed in to the sandbox as `uid`. */
export const signedInAs = (uid: string) => ({
  preloadedState: { auth: { token: signInAs(uid), expiresAt: '2099-01-01T00:00:00+07:00' } },
});

/**
 * Holds every GET to `path` (an MSW path under /v1) until `release()`; then the sandbox answers as
 * usual. Lets a test look at the page while its data is still on the way.
 */
export const holdGets = (path: string) => {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  server.use(
    http.get(`*/v1${path}`, async () => {
      await gate;
      // Nothing returned: MSW hands the request on to the sandbox's own handler.
    }),
  );
  return { release };
};

/**
 * The next GET to `path` fails once, with a status the client does not retry (429), as a busy
 * server would answer; the one after reaches the sandbox again.
 */
export const failOnce = (path: string, message = 'Máy chủ đang bận, bạn thử lại sau giây lát nhé.') => {
  server.use(
    http.get(`*/v1${path}`, () => HttpResponse.json({ message, code: 'RATE_LIMITED' }, { status: 429 }), {
      once: true,
    }),
  );
  return message;
};

/** The sandbox's answer to a public GET, read on its own, to compare with what the page shows. */
export const sandboxPayload = async <T>(path: string, token?: string): Promise<T> => {
  const response = await fetch(`http://localhost/v1${path}`, token ? { headers: { Authorization: `Bearer ${token}` } } : {});
  if (response.status !== 200) throw new Error(`GET ${path} answered ${response.status}`);
  return ((await response.json()) as { data: T }).data;
};

/** The content of a <meta> in the document head. */
export const meta = (selector: string) => document.head.querySelector(selector)?.getAttribute('content') ?? null;
