/**
 * @jest-environment node
 */
// jest.config.js runs Jest with __tests__/support/codeCacheRuntime.js, which compiles modules with V8's
// code cache. It reaches into jest-runtime's internals: these tests fail when an upgrade leaves it unused.
import { expect } from '@jest/globals';
import type * as Format from '../../src/lib/format';

interface CodeCacheStats {
  compiled: number;
  fromCache: number;
  rejected: number;
}
const stats = () => (globalThis as unknown as Record<symbol, CodeCacheStats | undefined>)[Symbol.for('karaoke-web.jestCodeCache')];
const skip = process.env.JEST_CODE_CACHE === '0';

(skip ? it.skip : it)('compiles this file’s modules', () => {
  expect(stats()?.compiled).toBeGreaterThan(0);
});

(skip ? it.skip : it)('compiles a module loaded again from the code cache, which V8 accepts, and runs it afresh', () => {
  const before = { ...stats()! };
  const load = () => {
    let loaded: typeof Format | undefined;
    jest.isolateModules(() => {
      loaded = jest.requireActual<typeof Format>('../../src/lib/format');
    });
    return loaded!;
  };
  const first = load();
  const second = load();
  // Two evaluations (two module objects), the same behaviour.
  expect(second).not.toBe(first);
  expect(second.formatCount(1234567)).toBe(first.formatCount(1234567));
  expect(stats()!.fromCache).toBeGreaterThan(before.fromCache);
  expect(stats()!.rejected).toBe(before.rejected);
});
