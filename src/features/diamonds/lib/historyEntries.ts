import type { RechargeBody, TransferBody } from '../../../api/contract';
import type { BankTopUpBody } from './banks';
import type { EntryMatcher } from './useHistoryLookup';

// Which entry of the payer's own history is a given payment's, to find out an outcome whose answer was
// lost. Entries on someone else's account (a top-up for another person) are not in the payer's history:
// those are found out by repeating the request only.

export const rechargeEntry: EntryMatcher<RechargeBody> = (body, owner) =>
  body.uid === owner ? (tx) => tx.type === 'recharge' && tx.diamonds === body.diamonds : null;

export const bankOrderEntry: EntryMatcher<BankTopUpBody> = (body, owner) =>
  body.uid === owner ? (tx) => tx.type === 'bank_recharge' && tx.diamonds === body.diamonds : null;

export const transferEntry: EntryMatcher<TransferBody> = (body) => (tx) =>
  tx.type === 'transfer_out' && tx.diamonds === -body.diamonds && tx.counterparty?.uid === body.receiver_uid && tx.note === body.note;
