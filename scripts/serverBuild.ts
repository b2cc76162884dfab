// Where a build's production server is, and waiting for a process to answer: shared by the webpack
// config, the preview, serve:nginx and the benchmarks.
import type { ChildProcess } from 'node:child_process';
import path from 'node:path';

/** The Node build beside a browser build, never inside it (nothing there may be served): dist-server/ for dist/. */
export const serverDirFor = (dist: string) => `${dist}-server`;

/** The production server's script for the browser build in `dist`. */
export const serverScriptFor = (dist: string) => path.join(serverDirFor(dist), 'server.js');

/** Resolves once `url` answers 2xx; fails when `child` exits first or after a minute. */
export async function waitForHttp(url: string, child: ChildProcess) {
  const until = Date.now() + 60_000;
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
