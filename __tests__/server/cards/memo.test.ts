/**
 * @jest-environment node
 */
import { SharedRuns, LruCache } from '../../../src/server/cards/memo';

// The card server's memory: bounded in bytes, least recently used out first, entries that expire;
// and work shared by the callers that ask for it while it runs.

describe('LruCache', () => {
  const sized = (now = () => 0) => new LruCache<string>(10, (value) => value.length, now);

  it('keeps at most its bytes, dropping the least recently used first', () => {
    const cache = sized();
    cache.set('a', 'aaaa');
    cache.set('b', 'bbbb');
    expect(cache.get('a')).toBe('aaaa'); // a is now the most recently used
    cache.set('c', 'cccc');
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual(['aaaa', undefined, 'cccc']);
    expect(cache.bytes).toBe(8);
  });

  it('does not keep a value larger than itself, and counts a replaced value once', () => {
    const cache = sized();
    cache.set('big', 'x'.repeat(11));
    expect(cache.get('big')).toBeUndefined();
    cache.set('a', 'aaa');
    cache.set('a', 'aaaaa');
    expect({ bytes: cache.bytes, size: cache.size }).toEqual({ bytes: 5, size: 1 });
  });

  it('forgets an entry once its lifetime is over', () => {
    let now = 1_000;
    const cache = sized(() => now);
    cache.set('short', 'ss', 500);
    cache.set('long', 'll');
    now += 499;
    expect(cache.get('short')).toBe('ss');
    now += 1;
    expect([cache.get('short'), cache.get('long')]).toEqual([undefined, 'll']);
    expect(cache.bytes).toBe(2);
  });
});

describe('SharedRuns', () => {
  it('gives the callers of a key one run while it is under way, and runs again after', async () => {
    const shared = new SharedRuns<number>();
    let runs = 0;
    const work = async () => {
      runs += 1;
      await new Promise((resolve) => setTimeout(resolve, 10));
      return runs;
    };
    const together = await Promise.all([shared.run('k', work), shared.run('k', work), shared.run('other', work)]);
    expect(together.slice(0, 2)).toEqual([together[0], together[0]]);
    expect(runs).toBe(2);
    await shared.run('k', work);
    expect(runs).toBe(3);
  });

  it('shares a failure with the callers under way, and forgets it', async () => {
    const shared = new SharedRuns<number>();
    let calls = 0;
    const failing = () => {
      calls += 1;
      return Promise.reject(new Error('down'));
    };
    const results = await Promise.allSettled([shared.run('k', failing), shared.run('k', failing)]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    expect(calls).toBe(1);
    expect(shared.get('k')).toBeUndefined();
  });
});
