// Where a build's production server is, waiting for a process to answer, and asking it for a path as
// spelled: shared by the webpack config, the preview, serve:nginx, the benchmarks and the tests.
import type { ChildProcess } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';

/** The Node build beside a browser build, never inside it (nothing there may be served): dist-server/ for dist/. */
export const serverDirFor = (dist: string) => `${dist}-server`;

/** The production server's script for the browser build in `dist`. */
export const serverScriptFor = (dist: string) => path.join(serverDirFor(dist), 'server.js');

/** Resolves once `url` answers 2xx; fails when `child` exits first or after a minute. */
export async function waitForHttp(url: string, child: ChildProcess, limitMs = 60_000) {
  const until = Date.now() + limitMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited (${child.exitCode})`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  child.kill();
  throw new Error(`${url} did not answer`);
}

/** A GET with its path exactly as given, as `curl --path-as-is` sends it (fetch and Playwright's request would normalise or encode it). */
export const rawGet = (origin: string, pathname: string, headers: Record<string, string> = {}) =>
  new Promise<{ status: number; body: string; headers: http.IncomingHttpHeaders }>((resolve, reject) => {
    const request = http.get(`${origin}/`, { path: pathname, headers: { Accept: 'text/html', ...headers } }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode!, body, headers: response.headers }));
    });
    request.on('error', reject);
  });
