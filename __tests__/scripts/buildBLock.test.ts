/**
 * @jest-environment node
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { holderGone } from '../../e2e/buildB';
import { tempDir } from '../support/tempDir';

const lockWith = (pid?: string) => {
  const lock = tempDir('b-lock-');
  if (pid !== undefined) fs.writeFileSync(path.join(lock, 'pid'), pid);
  return lock;
};

test('a build lock whose holder has ended is known as left behind (a Ctrl-C during the builds): the next run takes it over', () => {
  const ended = spawnSync('sh', ['-c', 'echo $$']);
  expect(holderGone(lockWith(ended.stdout.toString().trim()))).toBe(true);
});

test('a lock whose holder still runs, or that has no holder written yet, is waited for', () => {
  expect(holderGone(lockWith(String(process.pid)))).toBe(false);
  expect(holderGone(lockWith())).toBe(false);
  expect(holderGone(lockWith(''))).toBe(false);
});
