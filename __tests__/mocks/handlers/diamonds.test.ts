import { expect } from '@jest/globals';
import type { Owner, Page, Transaction } from '../../../src/api/contract';
import { findUser, ledgerOf, seed, signInAs } from '../../../src/mocks/db';
import { bankStatement, get, post } from '../../support';

interface Failure {
  message: string;
  code: string;
}

const balanceOf = (uid: string) => findUser(uid)!.diamonds;

describe('top-up (increase)', () => {
  it('credits the receiver and writes a recharge entry', async () => {
    const token = signInAs(seed.users.owner);
    const { status, body } = await post<{ data: Transaction }>(
      '/diamonds/increase',
      { uid: seed.users.owner, package_id: 'kc-500', diamonds: 500, price_vnd: 50_000 },
      token,
    );
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      type: 'recharge',
      diamonds: 500,
      status: 'success',
      balance_after: seed.balances.owner + 500,
      counterparty: null,
    });
    expect(body.data.created_at).toMatch(/\+07:00$/);
    const owner = await get<{ data: Owner }>('/users/owner', token);
    expect(owner.body.data.diamonds).toBe(seed.balances.owner + 500);
    expect(ledgerOf(seed.users.owner)[0]).toEqual(body.data);
  });

  it('tops up someone else: their balance rises, the payer’s does not', async () => {
    const { body } = await post<{ data: Transaction }>(
      '/diamonds/increase',
      { uid: seed.users.other, package_id: 'kc-100', diamonds: 100, price_vnd: 10_000 },
      signInAs(seed.users.owner),
    );
    expect(body.data.balance_after).toBe(seed.balances.other + 100);
    expect(body.data.counterparty?.uid).toBe(seed.users.owner);
    expect(balanceOf(seed.users.other)).toBe(seed.balances.other + 100);
    expect(balanceOf(seed.users.owner)).toBe(seed.balances.owner);
    expect(ledgerOf(seed.users.other)[0]?.id).toBe(body.data.id);
  });

  it.each([
    [0, 'Số kim cương phải là số nguyên dương.'],
    [-5, 'Số kim cương phải là số nguyên dương.'],
    [1.5, 'Số kim cương phải là số nguyên dương.'],
    ['100', 'Số kim cương phải là số nguyên dương.'],
    [1_000_001, 'Số kim cương không được vượt quá 1.000.000.'],
  ])('refuses %p diamonds', async (diamonds, message) => {
    const { status, body } = await post<Failure>(
      '/diamonds/increase',
      { uid: seed.users.owner, package_id: 'kc', diamonds, price_vnd: 10_000 },
      signInAs(seed.users.owner),
    );
    expect(status).toBe(400);
    expect(body).toEqual({ code: 'VALIDATION', message });
    expect(balanceOf(seed.users.owner)).toBe(seed.balances.owner);
  });

  it('refuses a bad price and an unknown receiver', async () => {
    const token = signInAs(seed.users.owner);
    const badPrice = await post<Failure>('/diamonds/increase', { uid: seed.users.owner, package_id: 'kc', diamonds: 10, price_vnd: 0 }, token);
    expect(badPrice.status).toBe(400);
    const unknown = await post<Failure>('/diamonds/increase', { uid: seed.users.unknown, package_id: 'kc', diamonds: 10, price_vnd: 1000 }, token);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ code: 'NOT_FOUND', message: 'Không tìm thấy người dùng.' });
  });
});

describe('idempotency', () => {
  const body = { uid: seed.users.owner, package_id: 'kc-200', diamonds: 200, price_vnd: 20_000 };

  it('answers a repeated key with the first response and credits once', async () => {
    const token = signInAs(seed.users.owner);
    const first = await post<{ data: Transaction }>('/diamonds/increase', body, token, 'confirm-1');
    const second = await post<{ data: Transaction }>('/diamonds/increase', body, token, 'confirm-1');
    expect(second.status).toBe(200);
    expect(second.body).toEqual(first.body);
    expect(balanceOf(seed.users.owner)).toBe(seed.balances.owner + 200);
    expect(ledgerOf(seed.users.owner)).toHaveLength(seed.ownerLedgerSize + 1);

    const third = await post<{ data: Transaction }>('/diamonds/increase', body, token, 'confirm-2');
    expect(third.body.data.id).not.toBe(first.body.data.id);
    expect(balanceOf(seed.users.owner)).toBe(seed.balances.owner + 400);
  });

  it('replays a failure too, and refuses the key for a different body', async () => {
    const token = signInAs(seed.users.poor);
    const transfer = { receiver_uid: seed.users.other, diamonds: 50, note: '' };
    const first = await post<Failure>('/diamonds/transfer', transfer, token, 'k');
    const again = await post<Failure>('/diamonds/transfer', transfer, token, 'k');
    expect([first.status, again.status]).toEqual([400, 400]);
    expect(again.body).toEqual(first.body);

    const other = await post<Failure>('/diamonds/transfer', { ...transfer, diamonds: 1 }, token, 'k');
    expect(other.status).toBe(409);
    expect(balanceOf(seed.users.poor)).toBe(seed.balances.poor);
  });

  it('keeps keys apart per user', async () => {
    const a = await post<{ data: Transaction }>('/diamonds/increase', body, signInAs(seed.users.owner), 'shared');
    const b = await post<{ data: Transaction }>('/diamonds/increase', { ...body, uid: seed.users.other }, signInAs(seed.users.other), 'shared');
    expect(b.status).toBe(200);
    expect(b.body.data.id).not.toBe(a.body.data.id);
  });
});

describe('bank top-ups', () => {
  it('records a pending bank_recharge and leaves the balance alone', async () => {
    const { status, body } = await post<{ data: Transaction }>(
      '/diamonds/manual',
      { uid: seed.users.owner, diamonds: 1000, price_vnd: 100_000, transfer_content: 'HV100001 NAP' },
      signInAs(seed.users.owner),
    );
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      type: 'bank_recharge',
      status: 'pending',
      diamonds: 1000,
      balance_after: seed.balances.owner,
    });
    expect(balanceOf(seed.users.owner)).toBe(seed.balances.owner);
  });

  it('by bank id needs a bank_id', async () => {
    const token = signInAs(seed.users.owner);
    const base = { uid: seed.users.owner, diamonds: 100, price_vnd: 10_000, transfer_content: 'HV100001' };
    expect((await post('/diamonds/manual-by-bank', base, token)).status).toBe(400);
    const ok = await post<{ data: Transaction }>('/diamonds/manual-by-bank', { ...base, bank_id: 'vcb' }, token);
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({ type: 'bank_recharge', status: 'pending' });
  });

  it.each([
    ['', 'không được để trống'],
    ['NẠP KIM CƯƠNG', 'chữ không dấu'],
    ['HV100001 NAP KIM CUONG', 'không được dài quá 19 ký tự'],
  ])('refuses the transfer content %p', async (content, message) => {
    const { status, body } = await post<Failure>(
      '/diamonds/manual',
      { uid: seed.users.owner, diamonds: 100, price_vnd: 10_000, transfer_content: content },
      signInAs(seed.users.owner),
    );
    expect(status).toBe(400);
    expect(body.message).toContain(message);
  });
});

describe('bank orders and the statement', () => {
  const order = { uid: seed.users.other, diamonds: 1070, price_vnd: 200_000, transfer_content: 'HATVUI K7M2QX9P' };

  it('refuses a memo an open order already holds, as banks compare it, but replays a repeat of the same key', async () => {
    const token = signInAs(seed.users.owner);
    const first = await post<{ data: Transaction }>('/diamonds/manual', order, token, 'order-1');
    expect(first.status).toBe(200);
    const repeat = await post<{ data: Transaction }>('/diamonds/manual', order, token, 'order-1');
    expect(repeat.status).toBe(200);
    expect(repeat.body.data.id).toBe(first.body.data.id);

    for (const [path, body] of [
      ['/diamonds/manual', order],
      ['/diamonds/manual', { ...order, transfer_content: 'hatvui  k7m2qx9p' }],
      ['/diamonds/manual-by-bank', { ...order, bank_id: 'tcb', diamonds: 525, price_vnd: 100_000 }],
    ] as const) {
      const refused = await post<Failure>(path, body, token);
      expect(refused.status).toBe(400);
      expect(refused.body).toEqual({ code: 'VALIDATION', message: expect.stringContaining('đã thuộc về một yêu cầu khác') });
    }
    // Another person's order may not take it either.
    expect((await post('/diamonds/manual', order, signInAs(seed.users.other))).status).toBe(400);
    expect(ledgerOf(seed.users.other).filter((tx) => tx.type === 'bank_recharge' && tx.note.includes('K7M2QX9P'))).toHaveLength(1);
  });

  it('credits the open order whose memo the statement line holds, with exactly its amount, once', async () => {
    const token = signInAs(seed.users.owner);
    const { body: created } = await post<{ data: Transaction }>('/diamonds/manual', order, token);
    expect(created.data).toMatchObject({ status: 'pending', balance_after: seed.balances.other });

    const wrongAmount = await bankStatement('HATVUI K7M2QX9P', 199_000);
    expect(wrongAmount.status).toBe(404);
    expect(wrongAmount.body).toMatchObject({ code: 'NOT_FOUND' });
    expect((await bankStatement('HATVUI K7M2QX9Q', 200_000)).status).toBe(404);
    expect((await bankStatement('CHUYEN TIEN', 200_000)).status).toBe(404);
    expect(balanceOf(seed.users.other)).toBe(seed.balances.other);

    // A bank's statement line: the memo within other words, in any case.
    const credited = await bankStatement('MBVCB.3321.hatvui k7m2qx9p.CT tu 0123', 200_000);
    expect(credited.status).toBe(200);
    expect(credited.body).toEqual({
      data: expect.objectContaining({ id: created.data.id, status: 'success', diamonds: 1070, balance_after: seed.balances.other + 1070 }),
    });
    expect(balanceOf(seed.users.other)).toBe(seed.balances.other + 1070);

    // Already credited: nothing is open for it any more.
    expect((await bankStatement('HATVUI K7M2QX9P', 200_000)).status).toBe(404);
    expect(balanceOf(seed.users.other)).toBe(seed.balances.other + 1070);
    expect(balanceOf(seed.users.owner)).toBe(seed.balances.owner);

    // The receiver's history shows the order settled, with the balance after it.
    const { body } = await get<{ data: Page<Transaction> }>('/diamonds/transaction-history', signInAs(seed.users.other));
    const entry = body.data.items.find((tx) => tx.id === created.data.id);
    expect(entry).toMatchObject({ type: 'bank_recharge', status: 'success', balance_after: seed.balances.other + 1070 });
    expect(entry!.note).not.toMatch(/Đang chờ/);
  });

  it('credits each of two open orders of the same amount only with its own memo', async () => {
    const token = signInAs(seed.users.owner);
    const a = await post<{ data: Transaction }>('/diamonds/manual', order, token);
    const b = await post<{ data: Transaction }>('/diamonds/manual', { ...order, transfer_content: 'HATVUI 22334455' }, token);
    expect((await bankStatement('HATVUI 22334455', 200_000)).status).toBe(200);
    const ledger = ledgerOf(seed.users.other);
    expect(ledger.find((tx) => tx.id === b.body.data.id)?.status).toBe('success');
    expect(ledger.find((tx) => tx.id === a.body.data.id)?.status).toBe('pending');
    expect(balanceOf(seed.users.other)).toBe(seed.balances.other + 1070);
  });
});

describe('transfer', () => {
  it('moves diamonds and writes both sides of the ledger', async () => {
    const { status, body } = await post<{ data: Transaction }>(
      '/diamonds/transfer',
      { receiver_uid: seed.users.other, diamonds: 250, note: 'Quà sinh nhật 🎂\nChúc vui!' },
      signInAs(seed.users.owner),
    );
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      type: 'transfer_out',
      diamonds: -250,
      balance_after: seed.balances.owner - 250,
      note: 'Quà sinh nhật 🎂\nChúc vui!',
      counterparty: expect.objectContaining({ uid: seed.users.other }),
    });
    expect(balanceOf(seed.users.other)).toBe(seed.balances.other + 250);
    expect(ledgerOf(seed.users.other)[0]).toMatchObject({
      type: 'transfer_in',
      diamonds: 250,
      counterparty: expect.objectContaining({ uid: seed.users.owner }),
    });
  });

  it('refuses a transfer to oneself', async () => {
    const { status, body } = await post<Failure>(
      '/diamonds/transfer',
      { receiver_uid: seed.users.owner, diamonds: 10, note: '' },
      signInAs(seed.users.owner),
    );
    expect(status).toBe(400);
    expect(body).toEqual({ code: 'VALIDATION', message: 'Không thể tự chuyển kim cương cho chính mình.' });
  });

  it('refuses more than the balance with INSUFFICIENT_BALANCE', async () => {
    const { status, body } = await post<Failure>(
      '/diamonds/transfer',
      { receiver_uid: seed.users.other, diamonds: seed.balances.poor + 1, note: '' },
      signInAs(seed.users.poor),
    );
    expect(status).toBe(400);
    expect(body.code).toBe('INSUFFICIENT_BALANCE');
    expect(body.message).toContain('Số dư không đủ');
    expect(balanceOf(seed.users.poor)).toBe(seed.balances.poor);
  });

  it('refuses an unknown receiver, a bad amount and a long note', async () => {
    const token = signInAs(seed.users.owner);
    expect((await post('/diamonds/transfer', { receiver_uid: seed.users.unknown, diamonds: 1, note: '' }, token)).status).toBe(404);
    expect((await post('/diamonds/transfer', { receiver_uid: seed.users.other, diamonds: 0, note: '' }, token)).status).toBe(400);
    const long = await post<Failure>('/diamonds/transfer', { receiver_uid: seed.users.other, diamonds: 1, note: 'a'.repeat(201) }, token);
    expect(long.status).toBe(400);
    expect(long.body.message).toBe('Lời nhắn không được dài quá 200 ký tự.');
  });
});

describe('transaction history', () => {
  type History = { data: Page<Transaction> };

  it('pages the signed-in user’s ledger 15 at a time, newest first', async () => {
    const token = signInAs(seed.users.owner);
    const pages = await Promise.all([1, 2, 3, 4].map((page) => get<History>(`/diamonds/transaction-history?page=${page}`, token)));
    expect(pages.map((p) => p.body.data.items.length)).toEqual([15, 15, 10, 0]);
    for (const p of pages) expect(p.body.data).toMatchObject({ per_page: 15, total: seed.ownerLedgerSize });
    const all = pages.flatMap((p) => p.body.data.items);
    const times = all.map((t) => Date.parse(t.created_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(all[0]?.balance_after).toBe(seed.balances.owner);
    expect(new Set(all.map((t) => t.id)).size).toBe(seed.ownerLedgerSize);
  });

  it('defaults to page 1 and shows a new entry first', async () => {
    const token = signInAs(seed.users.owner);
    const { body: tx } = await post<{ data: Transaction }>('/diamonds/transfer', { receiver_uid: seed.users.other, diamonds: 1, note: '' }, token);
    const { body } = await get<History>('/diamonds/transaction-history', token);
    expect(body.data.page).toBe(1);
    expect(body.data.total).toBe(seed.ownerLedgerSize + 1);
    expect(body.data.items[0]).toEqual(tx.data);
  });

  it.each([
    ['recharge', ['recharge', 'bank_recharge']],
    ['transfer', ['transfer_in', 'transfer_out']],
    ['gift', ['gift_sent', 'gift_received']],
  ])('filters by %s', async (filter, types) => {
    const { body } = await get<History>(`/diamonds/transaction-history?page=1&filter=${filter}`, signInAs(seed.users.owner));
    expect(body.data.total).toBeGreaterThan(0);
    expect(body.data.total).toBeLessThan(seed.ownerLedgerSize);
    expect(body.data.items.every((t) => types.includes(t.type))).toBe(true);
  });

  it('shows only one’s own ledger', async () => {
    const { body } = await get<History>('/diamonds/transaction-history', signInAs(seed.users.other));
    expect(body.data.total).toBe(ledgerOf(seed.users.other).length);
    expect(body.data.total).toBeLessThan(seed.ownerLedgerSize);
  });

  it('refuses an unknown filter or a bad page', async () => {
    const token = signInAs(seed.users.owner);
    expect((await get('/diamonds/transaction-history?filter=everything', token)).status).toBe(400);
    expect((await get('/diamonds/transaction-history?page=0', token)).status).toBe(400);
  });
});
