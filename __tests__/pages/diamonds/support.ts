// Helpers for the diamond page tests (jest runs only *.test.ts(x) files, so this one is not a test).
import { signInAs } from '../../../src/mocks/db';
import { server } from '../../../src/mocks/node';

/** renderApp options for a person signed in to the sandbox as `uid`. */
export const signedInAs = (uid: string) => ({
  preloadedState: { auth: { token: signInAs(uid), expiresAt: '2099-01-01T00:00:00+07:00' } },
});

export interface SeenPost {
  path: string;
  idempotencyKey: string | null;
  body: Promise<Record<string, unknown>>;
}

/** Records every POST to a /v1 path ending in `suffix` until `stop()`. */
export const watchPosts = (suffix: string) => {
  const seen: SeenPost[] = [];
  const listener = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    if (request.method !== 'POST' || !url.pathname.endsWith(suffix)) return;
    seen.push({
      path: url.pathname,
      idempotencyKey: request.headers.get('idempotency-key'),
      body: request.clone().json() as Promise<Record<string, unknown>>,
    });
  };
  server.events.on('request:start', listener);
  return { seen, stop: () => server.events.removeListener('request:start', listener) };
};

/** Records the query of every GET to a /v1 path ending in `suffix`. */
export const watchGets = (suffix: string) => {
  const seen: URLSearchParams[] = [];
  const listener = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    if (request.method === 'GET' && url.pathname.endsWith(suffix)) seen.push(url.searchParams);
  };
  server.events.on('request:start', listener);
  return { seen, stop: () => server.events.removeListener('request:start', listener) };
};

/** jsdom does not scroll; the shell scrolls on every navigation. */
export const quietScrolling = () => {
  window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
  Element.prototype.scrollIntoView = jest.fn();
};
