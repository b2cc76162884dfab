/**
 * @jest-environment node
 */
import { CUSTOM_AMOUNT } from '../../../../src/features/diamonds/lib/packages';
import {
  NOTE_MAX,
  noteLength,
  parseWholeNumber,
  validateCustomDiamonds,
  validateTransferAmount,
  validateTransferNote,
  validateTransferReceiver,
} from '../../../../src/features/diamonds/lib/validation';

describe('parseWholeNumber', () => {
  it.each([
    ['1', 1],
    ['0', 0],
    ['007', 7],
    ['1500', 1500],
    ['1.500', 1500],
    ['12.345.678', 12_345_678],
    [' 250 ', 250],
    ['1 000', 1000],
  ])('reads %j as %d', (raw, value) => {
    expect(parseWholeNumber(raw)).toBe(value);
  });

  it.each(['', ' ', '-5', '+5', '1,5', '1.5', '1.50', '10.00', '1e3', '0x10', 'abc', '5kc', '12.3456', '.500', 'NaN', 'Infinity', '١٢'])(
    'refuses %j',
    (raw) => {
      expect(parseWholeNumber(raw)).toBeNull();
    },
  );

  it('refuses numbers too large to be exact', () => {
    expect(parseWholeNumber('9007199254740993')).toBeNull();
  });
});

describe('validateCustomDiamonds', () => {
  it.each([String(CUSTOM_AMOUNT.min), String(CUSTOM_AMOUNT.max), '750', '1.000', ' 2500 '])('accepts %j', (raw) => {
    expect(validateCustomDiamonds(raw)).toBeNull();
  });

  it.each([
    ['', 'Hãy nhập số kim cương.'],
    ['   ', 'Hãy nhập số kim cương.'],
    ['-100', 'Số kim cương phải lớn hơn 0.'],
    ['100,5', 'Số kim cương phải là số nguyên, không có phần lẻ.'],
    ['100.5', 'Số kim cương phải là số nguyên, không có phần lẻ.'],
    ['một trăm', 'Chỉ nhập chữ số, ví dụ 100.'],
    ['1e3', 'Chỉ nhập chữ số, ví dụ 100.'],
    [String(CUSTOM_AMOUNT.min - 1), 'Mỗi lần nạp tối thiểu 50 kim cương.'],
    ['0', 'Mỗi lần nạp tối thiểu 50 kim cương.'],
    [String(CUSTOM_AMOUNT.max + 1), 'Mỗi lần nạp tối đa 50.000 kim cương.'],
    ['99999999999999999999', 'Mỗi lần nạp tối đa 50.000 kim cương.'],
  ])('refuses %j with %j', (raw, message) => {
    expect(validateCustomDiamonds(raw)).toBe(message);
  });
});

describe('validateTransferAmount', () => {
  it.each([
    ['1', 1250],
    ['1250', 1250],
    ['1.250', 1250],
    ['5', 5],
  ])('accepts %j with a balance of %d', (raw, balance) => {
    expect(validateTransferAmount(raw, balance)).toBeNull();
  });

  it.each([
    ['', 100, 'Hãy nhập số kim cương.'],
    ['0', 100, 'Số kim cương phải lớn hơn 0.'],
    ['-1', 100, 'Số kim cương phải lớn hơn 0.'],
    ['2.5', 100, 'Số kim cương phải là số nguyên, không có phần lẻ.'],
    ['abc', 100, 'Chỉ nhập chữ số, ví dụ 100.'],
    ['6', 5, 'Số dư của bạn chỉ có 5 kim cương.'],
    ['1.251', 1250, 'Số dư của bạn chỉ có 1.250 kim cương.'],
    ['99999999999999999999', 1250, 'Số dư của bạn chỉ có 1.250 kim cương.'],
    ['1', 0, 'Số dư của bạn đang là 0 kim cương, chưa thể chuyển.'],
  ])('refuses %j with a balance of %d: %j', (raw, balance, message) => {
    expect(validateTransferAmount(raw, balance)).toBe(message);
  });

  it('treats a balance that is not a whole number as nothing to spend', () => {
    expect(validateTransferAmount('1', Number.NaN)).toBe('Số dư của bạn đang là 0 kim cương, chưa thể chuyển.');
    expect(validateTransferAmount('1', -3)).toBe('Số dư của bạn đang là 0 kim cương, chưa thể chuyển.');
  });
});

describe('validateTransferNote', () => {
  it('accepts no note, and a note of exactly the limit', () => {
    expect(validateTransferNote('')).toBeNull();
    expect(validateTransferNote('a'.repeat(NOTE_MAX))).toBeNull();
  });

  it('counts an emoji as one character, as a person does', () => {
    const note = '🎤'.repeat(NOTE_MAX);
    expect(noteLength(note)).toBe(NOTE_MAX);
    expect(validateTransferNote(note)).toBeNull();
  });

  it('ignores the spaces around the note, which are not sent', () => {
    expect(validateTransferNote(`  ${'a'.repeat(NOTE_MAX)}\n`)).toBeNull();
  });

  it('refuses a note over the limit and says how long it is', () => {
    expect(validateTransferNote('ă'.repeat(NOTE_MAX + 1))).toBe('Lời nhắn tối đa 200 ký tự (đang có 201).');
  });
});

describe('validateTransferReceiver', () => {
  it('refuses a transfer to oneself only', () => {
    expect(validateTransferReceiver('100001', '100001')).toBe('Bạn không thể tự chuyển kim cương cho chính mình.');
    expect(validateTransferReceiver('100002', '100001')).toBeNull();
  });
});
