// Temporary folders a test file makes, removed once the file's tests have run: without it each jest run
// left its probes in the system's temporary folder (16 tool caches, build locks, probe files a run;
// 1,520 folders on one machine).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const made: string[] = [];
afterAll(() => {
  for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** A new folder under the system's temporary folder, named from `prefix`, removed after the file's tests. */
export function tempDir(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  made.push(dir);
  return dir;
}
