/**
 * @jest-environment node
 */
import type { BankRechargeBody, RechargeBody, Transaction, TransferBody } from '../../../../src/api/contract';
import { bankOrderEntry, rechargeEntry, transferEntry } from '../../../../src/features/diamonds/lib/historyEntries';

const ME = '100001';
const FRIEND = '100002';

const tx = (fields: Partial<Transaction>): Transaction => ({
  id: 1,
  type: 'recharge',
  diamonds: 0,
  balance_after: 0,
  status: 'success',
  note: '',
  counterparty: null,
  created_at: '2022-09-02T10:00:00+07:00',
  ...fields,
});

const friend = { uid: FRIEND, name: 'Trần Minh Khôi', avatar_url: null, level: 3 };

describe('rechargeEntry', () => {
  const body: RechargeBody = { uid: ME, package_id: 'goi-500', diamonds: 525, price_vnd: 100_000 };

  it('finds a top-up of one’s own account: a recharge of the diamonds asked', () => {
    const matches = rechargeEntry(body, ME)!;
    expect(matches(tx({ type: 'recharge', diamonds: 525 }))).toBe(true);
    expect(matches(tx({ type: 'recharge', diamonds: 100 }))).toBe(false);
    expect(matches(tx({ type: 'bank_recharge', diamonds: 525 }))).toBe(false);
    expect(matches(tx({ type: 'transfer_in', diamonds: 525 }))).toBe(false);
  });

  it('has nothing to look for when the top-up was for someone else (it is on their history)', () => {
    expect(rechargeEntry({ ...body, uid: FRIEND }, ME)).toBeNull();
  });
});

describe('bankOrderEntry', () => {
  const body: BankRechargeBody = { uid: ME, diamonds: 1070, price_vnd: 200_000, transfer_content: 'HATVUI 7KQ2XM9P' };

  it('finds an order of one’s own account: a bank_recharge of the diamonds asked, pending or not', () => {
    const matches = bankOrderEntry(body, ME)!;
    expect(matches(tx({ type: 'bank_recharge', diamonds: 1070, status: 'pending' }))).toBe(true);
    expect(matches(tx({ type: 'bank_recharge', diamonds: 1070, status: 'success' }))).toBe(true);
    expect(matches(tx({ type: 'bank_recharge', diamonds: 525, status: 'pending' }))).toBe(false);
    expect(matches(tx({ type: 'recharge', diamonds: 1070 }))).toBe(false);
  });

  it('has nothing to look for when the order was for someone else', () => {
    expect(bankOrderEntry({ ...body, uid: FRIEND }, ME)).toBeNull();
    expect(bankOrderEntry({ ...body, uid: FRIEND, bank_id: 'tcb' }, ME)).toBeNull();
  });
});

describe('transferEntry', () => {
  const body: TransferBody = { receiver_uid: FRIEND, diamonds: 25, note: 'Hát hay lắm!' };

  it('finds the sender’s own line: diamonds out to that receiver, with that note', () => {
    const matches = transferEntry(body, ME)!;
    const sent = tx({ type: 'transfer_out', diamonds: -25, counterparty: friend, note: 'Hát hay lắm!' });
    expect(matches(sent)).toBe(true);
    expect(matches({ ...sent, diamonds: 25 })).toBe(false);
    expect(matches({ ...sent, type: 'transfer_in' })).toBe(false);
    expect(matches({ ...sent, diamonds: -26 })).toBe(false);
    expect(matches({ ...sent, note: 'Chúc mừng!' })).toBe(false);
    expect(matches({ ...sent, counterparty: { ...friend, uid: '100003' } })).toBe(false);
    expect(matches({ ...sent, counterparty: null })).toBe(false);
  });

  it('finds a transfer without a note', () => {
    const matches = transferEntry({ ...body, note: '' }, ME)!;
    expect(matches(tx({ type: 'transfer_out', diamonds: -25, counterparty: friend, note: '' }))).toBe(true);
  });
});
