import { MEMO_MAX, transferMemo } from '../../../../src/features/diamonds/lib/memo';

const BANK_SAFE = /^[A-Z0-9 ]+$/;

describe('transferMemo', () => {
  it('is HATVUI and the uid for the usual uids', () => {
    expect(transferMemo('100002')).toBe('HATVUI 100002');
  });

  it('upper-cases letters, as banks print them', () => {
    expect(transferMemo('a7Hk29Qx')).toBe('HATVUI A7HK29QX');
  });

  it('keeps the long prefix up to 12 characters of uid, then switches to HV', () => {
    expect(transferMemo('123456789012')).toBe('HATVUI 123456789012');
    expect(transferMemo('1234567890123')).toBe('HV 1234567890123');
    expect(transferMemo('1234567890123456')).toBe('HV 1234567890123456');
  });

  it('shortens longer uids to 19 characters with a hash of the whole uid', () => {
    const memo = transferMemo('12345678901234567890abcdef');
    expect(memo).toMatch(/^HV 12345678901 [0-9A-Z]{4}$/);
    expect(memo).toHaveLength(MEMO_MAX);
  });

  it('tells apart long uids that share their beginning', () => {
    expect(transferMemo('12345678901234567890-a')).not.toBe(transferMemo('12345678901234567890-b'));
  });

  it('drops diacritics and symbols', () => {
    expect(transferMemo('đức.anh_99')).toBe('HATVUI DUCANH99');
    expect(transferMemo('Nguyễn')).toBe('HATVUI NGUYEN');
  });

  it.each([
    '1',
    '100002',
    'a7Hk29Qx',
    'x'.repeat(12),
    'y'.repeat(13),
    'z'.repeat(17),
    'q'.repeat(32),
    'Đặng Thanh Tùng 2024 ♥ karaoke',
    '!!!',
    '🎤🎤🎤',
    '',
  ])('is at most 19 bank-safe ASCII characters for %j', (uid) => {
    const memo = transferMemo(uid);
    expect(memo.length).toBeLessThanOrEqual(MEMO_MAX);
    expect(memo).toMatch(BANK_SAFE);
    expect(memo.startsWith('HATVUI ') || memo.startsWith('HV ')).toBe(true);
  });
});
