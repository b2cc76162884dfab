import { act, renderHook } from '@testing-library/react';
import {
  isKeptOrder,
  keepOrder,
  KEPT_DAYS,
  MAX_KEPT,
  noteOrderStatus,
  ORDERS_KEY,
  readKeptOrders,
  statusReadable,
  useKeptOrders,
  type KeptOrder,
} from '../../../../src/features/diamonds/lib/keptOrders';
import { GUEST_PAYER, keepPendingPayment, pendingPayments } from '../../../../src/features/diamonds/lib/pendingPayments';

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.parse('2026-11-28T10:00:00+07:00');
const ME = '100001';

const order = (overrides: Partial<KeptOrder> = {}): KeptOrder => ({
  id: 9001,
  payer: GUEST_PAYER,
  receiver: { uid: '100002', name: 'Minh Khôi' },
  diamonds: 525,
  amountVnd: 100_000,
  memo: 'HATVUI 7KQ2XM9P',
  bankId: 'vcb',
  createdAt: NOW - 60_000,
  status: 'pending',
  ...overrides,
});

const store = (entries: unknown) => window.localStorage.setItem(ORDERS_KEY, typeof entries === 'string' ? entries : JSON.stringify(entries));

beforeEach(() => {
  window.localStorage.clear();
  jest.spyOn(Date, 'now').mockReturnValue(NOW);
});
afterEach(() => jest.restoreAllMocks());

describe('what is read back is checked', () => {
  it('keeps a sound order', async () => {
    await keepOrder(order());
    expect(readKeptOrders()).toEqual([order()]);
  });

  it.each<[string, unknown]>([
    ['not an object', 'HATVUI'],
    ['an unknown field', { ...order(), extra: 1 }],
    ['a missing field', (({ memo: _memo, ...rest }) => rest)(order())],
    ['an id that is not a whole number', order({ id: 1.5 })],
    ['a payer that is no uid', order({ payer: '../x' })],
    ['a receiver with more fields', { ...order(), receiver: { uid: '100002', name: 'A', email: 'a@b' } }],
    ['an empty receiver name', order({ receiver: { uid: '100002', name: '' } })],
    ['a receiver uid that is no id', order({ receiver: { uid: '<script>', name: 'A' } })],
    ['zero diamonds', order({ diamonds: 0 })],
    ['an amount as text', { ...order(), amountVnd: '100000' }],
    ['a memo a bank would not keep', order({ memo: 'HATVUI <b>' })],
    ['a memo too long', order({ memo: 'HATVUI 7KQ2XM9P7KQ2XM9P' })],
    ['an unknown bank', order({ bankId: 'evil' })],
    ['a time that is no number', { ...order(), createdAt: 'yesterday' }],
    ['an unknown status', { ...order(), status: 'refunded' }],
  ])('drops %s', (_what, entry) => {
    expect(isKeptOrder(entry)).toBe(false);
    store([order({ id: 1 }), entry]);
    expect(readKeptOrders().map((kept) => kept.id)).toEqual([1]);
  });

  it('reads nothing from a JSON value that is not a list; from unreadable JSON, only what this tab wrote itself', async () => {
    store({ id: 1 });
    expect(readKeptOrders()).toEqual([]);
    await keepOrder(order({ id: 7 }));
    store('{not json');
    expect(readKeptOrders().map((kept) => kept.id)).toEqual([7]);
  });
});

describe('bounds', () => {
  it(`keeps the newest ${MAX_KEPT}, newest first`, async () => {
    for (let i = 0; i < MAX_KEPT + 5; i += 1) await keepOrder(order({ id: i + 1, createdAt: NOW - (MAX_KEPT + 5 - i) * 1000 }));
    const kept = readKeptOrders();
    expect(kept).toHaveLength(MAX_KEPT);
    expect(kept[0]!.id).toBe(MAX_KEPT + 5);
    expect(kept.at(-1)!.id).toBe(6);
  });

  it(`forgets orders older than ${KEPT_DAYS} days, and ignores one stamped in the future`, () => {
    store([
      order({ id: 1, createdAt: NOW - KEPT_DAYS * DAY - 1 }),
      order({ id: 2, createdAt: NOW - 2 * DAY }),
      order({ id: 3, createdAt: NOW + DAY }),
    ]);
    expect(readKeptOrders().map((kept) => kept.id)).toEqual([2]);
  });
});

describe('updates', () => {
  it('keeps an order once by id, with its first time, and a settled status never turns pending again', async () => {
    await keepOrder(order());
    await noteOrderStatus(9001, 'success');
    await keepOrder(order({ createdAt: NOW }));
    expect(readKeptOrders()).toEqual([order({ status: 'success' })]);
  });

  it('never keeps an unsound order', async () => {
    await keepOrder(order({ memo: 'no good!' }));
    expect(readKeptOrders()).toEqual([]);
  });
});

describe('who sees what', () => {
  it('shows guest orders to everyone on the device and an account’s own only to it', async () => {
    await keepOrder(order({ id: 1 }));
    await keepOrder(order({ id: 2, payer: ME }));
    await keepOrder(order({ id: 3, payer: '100009' }));
    const signedOut = renderHook(() => useKeptOrders(null));
    expect(signedOut.result.current.map((kept) => kept.id)).toEqual([1]);
    const me = renderHook(() => useKeptOrders(ME));
    expect(me.result.current.map((kept) => kept.id).sort()).toEqual([1, 2]);
    // A new order (this tab's) shows at once.
    await act(() => keepOrder(order({ id: 4, createdAt: NOW })));
    expect(me.result.current[0]!.id).toBe(4);
  });

  it('reads a status only for one’s own top-up of oneself', () => {
    expect(statusReadable(order({ payer: ME, receiver: { uid: ME, name: 'Tôi' } }), ME)).toBe(true);
    expect(statusReadable(order({ payer: ME }), ME)).toBe(false);
    expect(statusReadable(order({ receiver: { uid: ME, name: 'Tôi' } }), ME)).toBe(false);
    expect(statusReadable(order({ payer: ME, receiver: { uid: ME, name: 'Tôi' } }), null)).toBe(false);
  });
});

describe('a guest’s pending payments', () => {
  const body = { uid: '100002', diamonds: 525, price_vnd: 100_000, transfer_content: 'HATVUI 7KQ2XM9P' };

  it('are kept under the guest identity and reused for the same intent', async () => {
    const first = await keepPendingPayment('bank', GUEST_PAYER, body);
    const again = await keepPendingPayment('bank', GUEST_PAYER, { ...body, transfer_content: 'HATVUI AAAAAAAA' });
    expect(again.key).toBe(first.key);
    expect(pendingPayments('bank', GUEST_PAYER)).toHaveLength(1);
    expect(pendingPayments('bank', ME)).toHaveLength(0);
  });

  it('only for bank orders: a guest "top-up" or "transfer" read back is dropped', async () => {
    const kept = await keepPendingPayment('bank', GUEST_PAYER, body);
    const stored = JSON.parse(window.localStorage.getItem('hatvui.payments.v1')!) as Record<string, unknown>[];
    window.localStorage.setItem('hatvui.payments.v1', JSON.stringify([...stored, { ...stored[0], kind: 'transfer', key: crypto.randomUUID() }]));
    expect(pendingPayments('transfer', GUEST_PAYER)).toEqual([]);
    expect(pendingPayments('bank', GUEST_PAYER).map((payment) => payment.key)).toEqual([kept.key]);
  });
});
