// The transfer content (memo) of a bank top-up. It is how a bank statement line is matched to the
// person to credit, so it carries the receiver's uid. Banks keep at most about 20 characters of it and
// drop diacritics and most symbols (many also upper-case it), so it is built from A–Z, 0–9 and spaces,
// upper case, at most 19 characters:
//   "HATVUI 100002"            uids of up to 12 characters
//   "HV 1234567890ABCDEF"      up to 16 characters
//   "HV 1234567890A 7K2Q"      longer: the first 11 characters and a 4-character hash of the whole uid
// The pending request sent to the server carries both the uid and this memo, so the server never has to
// read the uid back out of a shortened memo.

export const MEMO_MAX = 19;
const PREFIX = 'HATVUI';
const SHORT_PREFIX = 'HV';

/** The uid as a bank keeps it: no diacritics, only letters and digits, upper case. */
const bankSafe = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .replace(/[^A-Za-z0-9]/g, '')
    .toUpperCase();

/** FNV-1a over the uid's code points, as 4 base-36 characters: keeps shortened memos apart. */
const shortHash = (text: string): string => {
  let hash = 0x811c9dc5;
  for (const ch of text) {
    hash ^= ch.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36).toUpperCase().padStart(4, '0').slice(-4);
};

/** The memo for topping up `uid` by bank transfer (see the formats above). */
export const transferMemo = (uid: string): string => {
  const safe = bankSafe(uid);
  const full = `${PREFIX} ${safe}`;
  if (safe && full.length <= MEMO_MAX) return full;
  const short = `${SHORT_PREFIX} ${safe}`;
  if (safe && short.length <= MEMO_MAX) return short;
  const room = MEMO_MAX - SHORT_PREFIX.length - 1 - 1 - 4;
  return safe
    ? `${SHORT_PREFIX} ${safe.slice(0, room)} ${shortHash(uid)}`
    : `${PREFIX} ${shortHash(uid)}`;
};
