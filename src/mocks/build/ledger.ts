// The ledgers section: one opening entry for everyone but the owner, then the owner's scripted history.
// Dates count back from the moment of seeding, so the newest entries always look recent.
import { OWNER_LEDGER } from '../data/ledger';
import { thousands } from '../format';
import { intBetween } from '../random';
import { seed } from '../seed';
import { DAY, HOUR, MINUTE, isoVN } from '../time';
import type { LedgerEntry } from './types';
import { summary, type Seeding } from './users';

/** Transaction ids from 50001; `nextTransactionId` is where new transactions carry on. */
export const buildLedger = (seeding: Seeding): { ledger: LedgerEntry[]; nextTransactionId: number } => {
  const { rng, users, now } = seeding;
  let transactionId = 50001;
  const ledger: LedgerEntry[] = [];
  // Everyone but the owner has one opening entry that explains their balance.
  for (const u of users) {
    if (u.uid === seed.users.owner) continue;
    const at = now - 90 * DAY + intBetween(rng, 0, 600) * MINUTE;
    const small = u.diamonds < 50;
    ledger.push({
      uid: u.uid,
      tx: {
        id: transactionId++,
        type: small ? 'gift_received' : 'recharge',
        diamonds: u.diamonds,
        balance_after: u.diamonds,
        status: 'success',
        note: small ? 'Quà chào mừng thành viên mới' : `Nạp gói ${thousands(u.diamonds)} kim cương`,
        counterparty: small ? summary(seeding.user(seed.users.owner)) : null,
        created_at: isoVN(at),
      },
    });
  }
  const owner = seeding.user(seed.users.owner);
  const settled = OWNER_LEDGER.filter((l) => (l.status ?? 'success') === 'success');
  let balance = owner.diamonds - settled.reduce((sum, l) => sum + l.diamonds, 0);
  OWNER_LEDGER.forEach((line, index) => {
    const status = line.status ?? 'success';
    if (status === 'success') balance += line.diamonds;
    if (balance < 0) throw new Error('seed: the owner ledger goes below zero');
    const stepsBack = OWNER_LEDGER.length - 1 - index;
    const at = now - 3 * HOUR - stepsBack * 36 * HOUR - intBetween(rng, 0, 300) * MINUTE;
    ledger.push({
      uid: owner.uid,
      tx: {
        id: transactionId++,
        type: line.type,
        diamonds: line.diamonds,
        balance_after: balance,
        status,
        note: line.note,
        counterparty: line.counterparty ? summary(seeding.user(line.counterparty)) : null,
        created_at: isoVN(at),
      },
    });
  });
  return { ledger, nextTransactionId: transactionId };
};
