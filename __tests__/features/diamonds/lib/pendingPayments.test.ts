import { waitFor } from '@testing-library/react';
import type { Transaction } from '../../../../src/api/contract';
import { makeStore } from '../../../../src/app/store';
import { sessionExpired, signedIn, signedOut } from '../../../../src/features/auth/authSlice';
import {
  claimEntry,
  dropPendingPayment,
  fingerprintOf,
  isClaimed,
  keepPendingPayment,
  KEPT_FOR_MS,
  pendingPayments,
  recordOrder,
  REPEATABLE_FOR_MS,
  STORAGE_KEY,
} from '../../../../src/features/diamonds/lib/pendingPayments';

const T0 = Date.parse('2022-09-02T10:00:00+07:00');
const ME = '100001';
/** A bank order's body: its intent is all but the memo. */
const body = { uid: '100002', diamonds: 525, price_vnd: 100_000, transfer_content: 'HATVUI 7KQ2XM9P' };
const topUp = { uid: '100002', package_id: 'goi-500', diamonds: 525, price_vnd: 100_000 };
const gift = { receiver_uid: '100002', diamonds: 525, note: '' };

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
const store = (entries: unknown) => window.localStorage.setItem(STORAGE_KEY, JSON.stringify(entries));

beforeEach(() => {
  jest.useFakeTimers({ now: T0 });
  window.localStorage.clear();
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
  delete (navigator as { locks?: unknown }).locks;
});

describe('keepPendingPayment', () => {
  it('gives the same intent the same key and its first body, and keeps it where other tabs read it', async () => {
    const first = await keepPendingPayment('bank', ME, body);
    const again = await keepPendingPayment('bank', ME, { price_vnd: 100_000, uid: '100002', diamonds: 525, transfer_content: 'HATVUI ZZZZZZZZ' });
    expect(first.key).toMatch(/\S{16,}/);
    expect(again.key).toBe(first.key);
    expect(again.body).toEqual(body);
    expect(again.startedAt).toBe(T0);
    expect(stored()).toEqual([first]);
  });

  it('gives another owner, kind or intent its own key', async () => {
    const keys = [
      (await keepPendingPayment('recharge', ME, topUp)).key,
      (await keepPendingPayment('recharge', '100003', topUp)).key,
      (await keepPendingPayment('bank', ME, body)).key,
      (await keepPendingPayment('recharge', ME, { ...topUp, diamonds: 526 })).key,
      (await keepPendingPayment('recharge', ME, { ...topUp, package_id: 'goi-1000' })).key,
    ];
    expect(new Set(keys).size).toBe(keys.length);
    expect(pendingPayments('recharge', ME)).toHaveLength(3);
    expect(pendingPayments('recharge', '100003')).toHaveLength(1);
    expect(pendingPayments('transfer', ME)).toHaveLength(0);
  });

  it('reuses a key only while the server surely remembers it, and keeps the payment 24 hours', async () => {
    const first = await keepPendingPayment('transfer', ME, gift);
    jest.setSystemTime(T0 + REPEATABLE_FOR_MS - 1);
    expect((await keepPendingPayment('transfer', ME, gift)).key).toBe(first.key);
    // Near the server's 24 hours a repeat could arrive after it forgot the key: a new payment is a new key.
    jest.setSystemTime(T0 + REPEATABLE_FOR_MS);
    const near = await keepPendingPayment('transfer', ME, gift);
    expect(near.key).not.toBe(first.key);
    expect(pendingPayments('transfer', ME).map((kept) => kept.key)).toEqual([first.key, near.key]);
    jest.setSystemTime(T0 + KEPT_FOR_MS);
    expect(pendingPayments('transfer', ME)).toEqual([near]);
    const later = await keepPendingPayment('transfer', ME, gift);
    expect(later.key).toBe(near.key);
  });

  it('ignores an entry stamped well in the future (a clock set wrong)', async () => {
    const future = { ...(await keepPendingPayment('transfer', ME, gift)), startedAt: T0 + 10 * 60_000 };
    store([future]);
    expect(pendingPayments('transfer', ME)).toHaveLength(0);
    expect((await keepPendingPayment('transfer', ME, gift)).key).not.toBe(future.key);
  });

  it('finds a payment kept by the build before this one: the same storage, the same fingerprints', async () => {
    // As that build wrote them: a bank order's fingerprint leaves its memo out.
    const key = '0b5f6f2e-8a1c-4c9b-9d2e-3f4a5b6c7d8e';
    store([{ kind: 'bank', owner: ME, fingerprint: '{"diamonds":525,"price_vnd":100000,"uid":"100002"}', body, key, startedAt: T0 - 60_000 }]);
    expect(pendingPayments('bank', ME)).toEqual([expect.objectContaining({ key, body })]);
    expect((await keepPendingPayment('bank', ME, { ...body, transfer_content: 'HATVUI 22222222' })).key).toBe(key);
  });
});

describe('what is read back from storage', () => {
  const sound = () => ({
    kind: 'recharge',
    owner: ME,
    fingerprint: fingerprintOf(topUp),
    body: topUp,
    key: '2c1d8a4e-5b6f-4a7b-8c9d-0e1f2a3b4c5d',
    startedAt: T0,
  });

  it('is taken when sound', () => {
    store([sound()]);
    expect(pendingPayments('recharge', ME)).toHaveLength(1);
  });

  it.each<[string, (entry: ReturnType<typeof sound>) => unknown]>([
    ['an unknown kind', (entry) => ({ ...entry, kind: 'refund' })],
    ['no owner', (entry) => ({ ...entry, owner: '' })],
    ['a key that is not a UUID', (entry) => ({ ...entry, key: 'x' })],
    ['a time that is not a number', (entry) => ({ ...entry, startedAt: String(T0) })],
    ['a body of another kind', (entry) => ({ ...entry, body: gift, fingerprint: fingerprintOf(gift) })],
    ['a body with a field the contract does not have', (entry) => ({ ...entry, body: { ...topUp, uid_to: '1' } })],
    ['a body with an amount that is not a whole positive number', (entry) => ({ ...entry, body: { ...topUp, diamonds: -525 } })],
    ['an order that is not a bank transaction', (entry) => ({ ...entry, order: { id: '1', status: 'success' } })],
  ])('is never given back, nor its key reused, with %s', async (_what, spoil) => {
    const entry = sound();
    store([spoil(entry)]);
    expect(pendingPayments('recharge', ME)).toHaveLength(0);
    expect((await keepPendingPayment('recharge', ME, topUp)).key).not.toBe(entry.key);
  });

  it('is never replayed when its body is not what its fingerprint says was confirmed', async () => {
    const entry = sound();
    store([{ ...entry, body: { ...topUp, diamonds: 5250, price_vnd: 1_000_000 } }]);
    expect(pendingPayments('recharge', ME)).toHaveLength(0);
    const kept = await keepPendingPayment('recharge', ME, topUp);
    expect(kept.key).not.toBe(entry.key);
    expect(kept.body).toEqual(topUp);
  });
});

describe('dropPendingPayment', () => {
  it('forgets a payment whose outcome is known: the same intent again gets a new key', async () => {
    const first = await keepPendingPayment('recharge', ME, topUp);
    const other = await keepPendingPayment('recharge', ME, { ...topUp, diamonds: 100 });
    await dropPendingPayment(first.key);
    expect(pendingPayments('recharge', ME)).toEqual([other]);
    const second = await keepPendingPayment('recharge', ME, topUp);
    expect(second.key).not.toBe(first.key);
  });
});

describe('recordOrder', () => {
  it('keeps a recorded bank order with its transaction, and never reuses its key for a new order', async () => {
    const first = await keepPendingPayment('bank', ME, body);
    await recordOrder(first.key, order);
    expect(pendingPayments('bank', ME)).toEqual([{ ...first, order }]);

    const next = await keepPendingPayment('bank', ME, { ...body, transfer_content: 'HATVUI 22222222' });
    expect(next.key).not.toBe(first.key);
    expect(next.body.transfer_content).toBe('HATVUI 22222222');
    expect(pendingPayments('bank', ME).map((kept) => [kept.key, kept.order?.id])).toEqual([
      [first.key, 4242],
      [next.key, undefined],
    ]);
    await dropPendingPayment(first.key);
    expect(pendingPayments('bank', ME)).toEqual([next]);
  });
});

describe('changes across tabs', () => {
  /** A Web Locks API that grants the lock when the test says so. */
  const fakeLocks = () => {
    let grant!: () => void;
    const granted = new Promise<void>((resolve) => (grant = resolve));
    const request = jest.fn(async (_name: string, _options: LockOptions, callback: () => unknown) => {
      await granted;
      return callback();
    });
    Object.defineProperty(navigator, 'locks', { value: { request }, configurable: true });
    return { request, grant };
  };

  it('read, decide and write under the Web Locks lock, so two tabs cannot both make a key for one payment', async () => {
    const { request, grant } = fakeLocks();
    const keeping = keepPendingPayment('recharge', ME, topUp);
    await jest.advanceTimersByTimeAsync(0);
    expect(request).toHaveBeenCalledWith('hatvui.payments', { mode: 'exclusive' }, expect.any(Function));
    // Another tab holds the lock: nothing is read or written here meanwhile.
    store([]);
    expect(stored()).toEqual([]);
    grant();
    const payment = await keeping;
    expect(stored()).toEqual([payment]);

    await Promise.all([recordOrder(payment.key, order), dropPendingPayment(payment.key), claimEntry(4242)]);
    expect(request).toHaveBeenCalledTimes(4);
  });

  it('still change, one after another, where the Web Locks API is missing or refuses', async () => {
    const [a, b] = await Promise.all([keepPendingPayment('recharge', ME, topUp), keepPendingPayment('recharge', ME, topUp)]);
    expect(b.key).toBe(a.key);
    const request = jest.fn(() => Promise.reject(new DOMException('opaque origin', 'SecurityError')));
    Object.defineProperty(navigator, 'locks', { value: { request }, configurable: true });
    await dropPendingPayment(a.key);
    expect(request).toHaveBeenCalled();
    expect(stored()).toEqual([]);
  });
});

describe('storage that misbehaves', () => {
  it.each([
    ['not JSON', '{"kind":', '200001'],
    ['not a list', '{"kind":"bank"}', '200002'],
    ['a list of junk', '[1, null, "x", {"kind":"bank","owner":"100001"}]', '200003'],
  ])('survives a corrupted value (%s) and writes a sound one back', async (_what, value, owner) => {
    window.localStorage.setItem(STORAGE_KEY, value);
    const first = await keepPendingPayment('bank', owner, body);
    expect(pendingPayments('bank', owner)).toEqual([first]);
    // Written back as a list another tab can read (it may also hold this tab's own copy of earlier ones).
    expect(stored()).toEqual(expect.arrayContaining([first]));
    expect((await keepPendingPayment('bank', owner, body)).key).toBe(first.key);
  });

  it('keeps the keys in memory for this tab when localStorage throws', async () => {
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const first = await keepPendingPayment('transfer', '100010', gift);
    expect((await keepPendingPayment('transfer', '100010', gift)).key).toBe(first.key);
    expect(pendingPayments('transfer', '100010')).toEqual([first]);
    await dropPendingPayment(first.key);
    expect(pendingPayments('transfer', '100010')).toHaveLength(0);
    expect((await keepPendingPayment('transfer', '100010', gift)).key).not.toBe(first.key);
  });

  it('keeps the keys in memory when localStorage itself cannot be reached', async () => {
    const unreachable = jest.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    try {
      const first = await keepPendingPayment('recharge', '100011', topUp);
      expect((await keepPendingPayment('recharge', '100011', topUp)).key).toBe(first.key);
      expect(pendingPayments('recharge', '100011')).toEqual([first]);
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
  it('are remembered across tabs for 24 hours, so a later payment never takes one for its own', async () => {
    await claimEntry(4242, T0);
    expect(JSON.parse(window.localStorage.getItem('hatvui.claimed.v1') ?? '[]')).toEqual([{ id: 4242, at: T0 }]);
    jest.setSystemTime(T0 + KEPT_FOR_MS - 1);
    expect(isClaimed(4242)).toBe(true);
    expect(isClaimed(4243)).toBe(false);
    jest.setSystemTime(T0 + KEPT_FOR_MS);
    expect(isClaimed(4242)).toBe(false);
  });
});

describe('signing out', () => {
  beforeEach(() => jest.useRealTimers());

  const signedInStore = () => {
    const store = makeStore();
    store.dispatch(signedIn({ token: 'tok-1', expiresAt: new Date(Date.now() + 3_600_000).toISOString() }));
    return store;
  };

  it.each([
    ['signing out', signedOut()],
    ['the server ending the session', sessionExpired()],
  ])('drops recorded bank orders on %s, and keeps a payment whose outcome is unknown', async (_what, action) => {
    const recorded = await keepPendingPayment('bank', ME, body);
    await recordOrder(recorded.key, order);
    const unknown = await keepPendingPayment('transfer', ME, gift);
    await claimEntry(4242);

    signedInStore().dispatch(action);
    await waitFor(() => expect(pendingPayments('bank', ME)).toHaveLength(0));
    expect(pendingPayments('transfer', ME)).toEqual([unknown]);
    // Still needed to find out the unknown one without taking another payment's entry for it.
    expect(isClaimed(4242)).toBe(true);
  });

  it('drops the claimed entries too once nothing is left to find out', async () => {
    const recorded = await keepPendingPayment('bank', ME, body);
    await recordOrder(recorded.key, order);
    await claimEntry(4242);
    signedInStore().dispatch(signedOut());
    await waitFor(() => expect(isClaimed(4242)).toBe(false));
    expect(stored()).toEqual([]);
  });
});
