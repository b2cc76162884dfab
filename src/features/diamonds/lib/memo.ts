// The transfer content (memo) of a bank top-up order. It is how a bank statement line is matched to
// the order, so it is unique to that order (CONTRACT.md): "HATVUI" and an 8-character random code.
// Banks keep at most about 20 characters of a memo, drop diacritics and most symbols, and many
// upper-case it, so it is built from A–Z, 0–9 and one space, 15 characters in all. The code's alphabet
// leaves out I, O, 0 and 1, which people misread when they type the memo by hand; 32^8 ≈ 10^12 codes
// make a clash between two open orders negligible (the server refuses one anyway).

export const MEMO_MAX = 19;
const PREFIX = 'HATVUI';
export const MEMO_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 8;

/** A new memo for a new order. */
export function newOrderMemo(random: (length: number) => Uint8Array = (length) => globalThis.crypto.getRandomValues(new Uint8Array(length))): string {
  const bytes = random(CODE_LENGTH);
  // 256 is a multiple of 32: every character is equally likely.
  const code = Array.from(bytes, (byte) => MEMO_CODE_ALPHABET[byte % MEMO_CODE_ALPHABET.length]).join('');
  return `${PREFIX} ${code}`;
}
