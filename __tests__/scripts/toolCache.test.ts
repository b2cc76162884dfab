/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';
import { checkoutCacheDir, linkToolCache, UNUSED_FOR_MS } from '../../scripts/toolCache';
import { tempDir } from '../support/tempDir';

const place = () => tempDir('tool-cache-');
const checkout = (parent = place()) => {
  const repo = path.join(parent, 'repo');
  fs.mkdirSync(path.join(repo, 'node_modules'), { recursive: true });
  return repo;
};
const cacheOf = (repo: string) => path.join(repo, 'node_modules', '.cache');

test('a fresh clone at the same place finds what the last run there left', () => {
  const root = place();
  const parent = place();
  const first = checkout(parent);
  const dir = linkToolCache(first, root);
  expect(dir).toBe(checkoutCacheDir(first, root));
  fs.mkdirSync(path.join(cacheOf(first), 'tsc'));
  fs.writeFileSync(path.join(cacheOf(first), 'tsc', 'tsbuildinfo'), 'from the last run');

  // `npm ci` in a new clone: node_modules is made anew, without .cache.
  fs.rmSync(first, { recursive: true });
  const again = checkout(parent);
  expect(linkToolCache(again, root)).toBe(dir);
  expect(fs.readFileSync(path.join(cacheOf(again), 'tsc', 'tsbuildinfo'), 'utf8')).toBe('from the last run');
  // And a second call in the same run changes nothing.
  expect(linkToolCache(again, root)).toBe(dir);
  expect(fs.readlinkSync(cacheOf(again))).toBe(dir);
});

test('another checkout gets caches of its own (webpack and tsc name absolute paths)', () => {
  const root = place();
  expect(linkToolCache(checkout(), root)).not.toBe(linkToolCache(checkout(), root));
});

test("a developer's own node_modules/.cache is left as it is", () => {
  const root = place();
  const repo = checkout();
  fs.mkdirSync(cacheOf(repo));
  fs.writeFileSync(path.join(cacheOf(repo), 'mine'), '');
  expect(linkToolCache(repo, root)).toBeUndefined();
  expect(fs.lstatSync(cacheOf(repo)).isDirectory()).toBe(true);
  expect(fs.existsSync(path.join(cacheOf(repo), 'mine'))).toBe(true);
});

test('a link left pointing elsewhere (the cache root moved) is pointed at this checkout’s folder', () => {
  const root = place();
  const repo = checkout();
  fs.symlinkSync(place(), cacheOf(repo));
  expect(linkToolCache(repo, root)).toBe(checkoutCacheDir(repo, root));
  expect(fs.readlinkSync(cacheOf(repo))).toBe(checkoutCacheDir(repo, root));
});

test("other checkouts' caches unused for a week are removed; recent ones are kept", () => {
  const root = place();
  const now = Date.now();
  const lastUsed = (now - UNUSED_FOR_MS - 60_000) / 1000;
  const old = linkToolCache(checkout(), root, lastUsed * 1000)!;
  fs.mkdirSync(path.join(old, 'webpack'));
  fs.writeFileSync(path.join(old, 'webpack', 'pack'), 'x'.repeat(1000));
  fs.utimesSync(old, lastUsed, lastUsed);
  const recent = linkToolCache(checkout(), root, now - UNUSED_FOR_MS + 60_000)!;
  const current = linkToolCache(checkout(), root, now);
  expect(fs.existsSync(old)).toBe(false);
  expect(fs.existsSync(recent)).toBe(true);
  expect(fs.existsSync(current!)).toBe(true);
});

test('where the cache root cannot be made, the tools keep their caches in node_modules/.cache', () => {
  const blocked = path.join(place(), 'a-file');
  fs.writeFileSync(blocked, '');
  const repo = checkout();
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  expect(linkToolCache(repo, blocked)).toBeUndefined();
  expect(warn).toHaveBeenCalled();
  expect(fs.existsSync(cacheOf(repo))).toBe(false);
  warn.mockRestore();
});
