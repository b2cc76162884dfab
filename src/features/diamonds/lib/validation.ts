// The checks of every amount and note a person types on the money pages. Pure functions: each takes
// what was typed and answers a Vietnamese message to show next to the field, or null when it is fine.
// Nothing is sent unless its check answered null, and a value that passes always parses to a safe
// whole number within its bounds (parseWholeNumber).
import { formatCount } from '../../../lib/format';
import { CUSTOM_AMOUNT } from './packages';

/** The longest note a transfer may carry, in characters as a person counts them. */
export const NOTE_MAX = 200;

const GROUPED = /^\d{1,3}(\.\d{3})+$/;
const DIGITS = /^\d+$/;

/**
 * A whole number of diamonds as typed: plain digits ("1500") or grouped the Vietnamese way ("1.500").
 * Spaces are ignored. Anything else (signs, decimals, letters, exponents) is null, and so is a number
 * too large to be exact in JavaScript.
 */
export const parseWholeNumber = (raw: string): number | null => {
  const compact = String(raw).replace(/\s+/g, '');
  if (!DIGITS.test(compact) && !GROUPED.test(compact)) return null;
  const value = Number(compact.replace(/\./g, ''));
  return Number.isSafeInteger(value) ? value : null;
};

/** What was typed, read as a whole number: the value, or why it is not one. */
type Reading = { value: number } | { problem: string } | { tooLarge: true };

const read = (raw: string): Reading => {
  const compact = String(raw).replace(/\s+/g, '');
  if (compact === '') return { problem: 'Hãy nhập số kim cương.' };
  const value = parseWholeNumber(compact);
  if (value !== null) return { value };
  if (/^[-−–]/.test(compact)) return { problem: 'Số kim cương phải lớn hơn 0.' };
  if (DIGITS.test(compact) || GROUPED.test(compact)) return { tooLarge: true };
  if (/^[\d.,]+$/.test(compact)) return { problem: 'Số kim cương phải là số nguyên, không có phần lẻ.' };
  return { problem: 'Chỉ nhập chữ số, ví dụ 100.' };
};

/** A custom top-up: a whole number of diamonds within CUSTOM_AMOUNT. */
export const validateCustomDiamonds = (raw: string): string | null => {
  const reading = read(raw);
  const tooMany = `Mỗi lần nạp tối đa ${formatCount(CUSTOM_AMOUNT.max)} kim cương.`;
  if ('problem' in reading) return reading.problem;
  if ('tooLarge' in reading || reading.value > CUSTOM_AMOUNT.max) return tooMany;
  if (reading.value < CUSTOM_AMOUNT.min) return `Mỗi lần nạp tối thiểu ${formatCount(CUSTOM_AMOUNT.min)} kim cương.`;
  return null;
};

/** A transfer: a whole number of at least 1 and at most the sender's balance. */
export const validateTransferAmount = (raw: string, balance: number): string | null => {
  const reading = read(raw);
  const have = Number.isSafeInteger(balance) && balance > 0 ? balance : 0;
  const tooMany = `Số dư của bạn chỉ có ${formatCount(have)} kim cương.`;
  if ('problem' in reading) return reading.problem;
  if ('tooLarge' in reading) return tooMany;
  if (reading.value < 1) return 'Số kim cương phải lớn hơn 0.';
  if (have === 0) return 'Số dư của bạn đang là 0 kim cương, chưa thể chuyển.';
  if (reading.value > have) return tooMany;
  return null;
};

/** Characters as a person counts them (an emoji is one), which is how the server counts too. */
export const noteLength = (note: string): number => [...String(note).trim()].length;

/** The optional note of a transfer: at most NOTE_MAX characters. */
export const validateTransferNote = (note: string): string | null => {
  const length = noteLength(note);
  return length > NOTE_MAX ? `Lời nhắn tối đa ${NOTE_MAX} ký tự (đang có ${formatCount(length)}).` : null;
};

/** Diamonds never go from a person to themself. */
export const validateTransferReceiver = (receiverUid: string, ownUid: string): string | null =>
  receiverUid === ownUid ? 'Bạn không thể tự chuyển kim cương cho chính mình.' : null;
