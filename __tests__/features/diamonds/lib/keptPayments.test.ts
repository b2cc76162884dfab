import type { Transaction } from '../../../../src/api/contract';
import {
  claimEntry,
  fingerprintOf,
  isClaimed,
  keepOrder,
  keepPayment,
  KEPT_FOR_MS,
  keptPayments,
  releasePayment,
  STORAGE_KEY,
} from '../../../../src/features/diamonds/lib/keptPayments';

const T0 = Date.parse('2022-09-02T10:00:00+07:00');
const ME = '100001';
const intent = { uid: '100002', diamonds: 525, price_vnd: 100_000 };
const body = { ...intent, transfer_content: 'HATVUI 7KQ2XM9P' };

const order: Transaction = {
  id: 4242,
  type: 'bank_recharge',
  diamonds: 525,
  balance_after: 380,
  status: 'pending',
  note: '',
  counterparty: null,
  created_at: '2022-09-02T10:00:00+07:00',
};

/** What another tab of the site reads from storage. */
const stored = () => JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? 'null') as unknown;

beforeEach(() => {
  jest.useFakeTimers({ now: T0 });
  window.localStorage.clear();
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('keepPayment', () => {
  it('gives the same intent the same key and its first body, and keeps it where other tabs read it', () => {
    const first = keepPayment('bank', ME, intent, body);
    const again = keepPayment('bank', ME, { price_vnd: 100_000, uid: '100002', diamonds: 525 }, { ...body, transfer_content: 'HATVUI ZZZZZZZZ' });
    expect(first.key).toMatch(/\S{16,}/);
    expect(again.key).toBe(first.key);
    expect(again.body).toEqual(body);
    expect(again.startedAt).toBe(T0);
    expect(stored()).toEqual([first]);
  });

  it('gives another owner, kind or intent its own key', () => {
    const keys = [
      keepPayment('recharge', ME, intent, body).key,
      keepPayment('recharge', '100003', intent, body).key,
      keepPayment('bank', ME, intent, body).key,
      keepPayment('recharge', ME, { ...intent, diamonds: 526 }, body).key,
      keepPayment('recharge', ME, { ...intent, note: '' }, body).key,
    ];
    expect(new Set(keys).size).toBe(keys.length);
    expect(keptPayments('recharge', ME)).toHaveLength(3);
    expect(keptPayments('recharge', '100003')).toHaveLength(1);
    expect(keptPayments('transfer', ME)).toHaveLength(0);
  });

  it('keeps a key 24 hours, then gives the same intent a new one', () => {
    const first = keepPayment('transfer', ME, intent, body);
    jest.setSystemTime(T0 + KEPT_FOR_MS - 1);
    expect(keepPayment('transfer', ME, intent, body).key).toBe(first.key);
    jest.setSystemTime(T0 + KEPT_FOR_MS);
    expect(keptPayments('transfer', ME)).toHaveLength(0);
    const later = keepPayment('transfer', ME, intent, body);
    expect(later.key).not.toBe(first.key);
    expect(later.startedAt).toBe(T0 + KEPT_FOR_MS);
    expect(stored()).toEqual([later]);
  });

  it('ignores an entry stamped well in the future (a clock set wrong)', () => {
    const future = { ...keepPayment('transfer', ME, intent, body), startedAt: T0 + 10 * 60_000 };
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify([future]));
    expect(keptPayments('transfer', ME)).toHaveLength(0);
    expect(keepPayment('transfer', ME, intent, body).key).not.toBe(future.key);
  });
});

describe('releasePayment', () => {
  it('forgets a payment whose outcome is known: the same intent again gets a new key', () => {
    const first = keepPayment('recharge', ME, intent, body);
    const other = keepPayment('recharge', ME, { ...intent, diamonds: 100 }, body);
    releasePayment(first.key);
    expect(keptPayments('recharge', ME)).toEqual([other]);
    const second = keepPayment('recharge', ME, intent, body);
    expect(second.key).not.toBe(first.key);
  });
});

describe('keepOrder', () => {
  it('keeps a recorded bank order with its transaction, and never reuses its key for a new order', () => {
    const first = keepPayment('bank', ME, intent, body);
    keepOrder(first.key, order);
    expect(keptPayments('bank', ME)).toEqual([{ ...first, order }]);

    const next = keepPayment('bank', ME, intent, { ...body, transfer_content: 'HATVUI 22222222' });
    expect(next.key).not.toBe(first.key);
    expect(next.body.transfer_content).toBe('HATVUI 22222222');
    expect(keptPayments('bank', ME).map((kept) => [kept.key, kept.order?.id])).toEqual([
      [first.key, 4242],
      [next.key, undefined],
    ]);
    releasePayment(first.key);
    expect(keptPayments('bank', ME)).toEqual([next]);
  });
});

describe('storage that misbehaves', () => {
  it.each([
    ['not JSON', '{"kind":', '200001'],
    ['not a list', '{"kind":"bank"}', '200002'],
    ['a list of junk', '[1, null, "x", {"kind":"bank","owner":"100001"}]', '200003'],
  ])('survives a corrupted value (%s) and writes a sound one back', (_what, value, owner) => {
    window.localStorage.setItem(STORAGE_KEY, value);
    const first = keepPayment('bank', owner, intent, body);
    expect(keptPayments('bank', owner)).toEqual([first]);
    // Written back as a list another tab can read (it may also hold this tab's own copy of earlier ones).
    expect(stored()).toEqual(expect.arrayContaining([first]));
    expect(keepPayment('bank', owner, intent, body).key).toBe(first.key);
  });

  it('keeps the keys in memory for this tab when localStorage throws', () => {
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const first = keepPayment('transfer', '100010', intent, body);
    expect(keepPayment('transfer', '100010', intent, body).key).toBe(first.key);
    expect(keptPayments('transfer', '100010')).toEqual([first]);
    releasePayment(first.key);
    expect(keptPayments('transfer', '100010')).toHaveLength(0);
    expect(keepPayment('transfer', '100010', intent, body).key).not.toBe(first.key);
  });

  it('keeps the keys in memory when localStorage itself cannot be reached', () => {
    const unreachable = jest.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    try {
      const first = keepPayment('recharge', '100011', intent, body);
      expect(keepPayment('recharge', '100011', intent, body).key).toBe(first.key);
      expect(keptPayments('recharge', '100011')).toEqual([first]);
    } finally {
      // Before the shared clean-up clears localStorage.
      unreachable.mockRestore();
    }
  });
});

describe('fingerprintOf', () => {
  it('is the same for the same intent whatever the order of its fields, nested too', () => {
    expect(fingerprintOf({ a: 1, b: { c: 2, d: [3, { e: 4, f: 5 }] } })).toBe(fingerprintOf({ b: { d: [3, { f: 5, e: 4 }], c: 2 }, a: 1 }));
    expect(fingerprintOf({ a: 1 })).not.toBe(fingerprintOf({ a: '1' }));
    expect(fingerprintOf([1, 2])).not.toBe(fingerprintOf([2, 1]));
  });
});

describe('claimed history entries', () => {
  it('are remembered across tabs for 24 hours, so a later payment never takes one for its own', () => {
    claimEntry(4242, T0);
    expect(JSON.parse(window.localStorage.getItem('hatvui.claimed.v1') ?? '[]')).toEqual([{ id: 4242, at: T0 }]);
    jest.useFakeTimers({ now: T0 + KEPT_FOR_MS - 1 });
    try {
      expect(isClaimed(4242)).toBe(true);
      expect(isClaimed(4243)).toBe(false);
      jest.setSystemTime(T0 + KEPT_FOR_MS);
      expect(isClaimed(4242)).toBe(false);
    } finally {
      jest.useRealTimers();
    }
  });
});
