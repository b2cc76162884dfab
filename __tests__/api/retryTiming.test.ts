/**
 * @jest-environment node
 */
// The wait before a failed GET is tried again (src/api/retryTiming.ts): what the app waits, whatever
// jest's setup does to it.
import { retryWaitMs } from '../../src/api/retryTiming';

it('waits 0.24–0.84 s before the first retry and 0.48–1.68 s before the second, by chance within those', () => {
  expect([retryWaitMs(1, 0), retryWaitMs(1, 0.999)]).toEqual([240, 839]);
  expect([retryWaitMs(2, 0), retryWaitMs(2, 0.999)]).toEqual([480, 1678]);
  const waits = new Set(Array.from({ length: 50 }, () => retryWaitMs(1)));
  expect(waits.size).toBeGreaterThan(1);
});

it('is waited in full in the app: only jest’s setup shortens it', async () => {
  await jest.isolateModulesAsync(async () => {
    const { retryTiming } = await import('../../src/api/retryTiming');
    expect(retryTiming.scale).toBe(1);
  });
});
