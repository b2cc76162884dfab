/**
 * @jest-environment node
 */
import { DEFAULT_BANK, RECEIVING_BANKS } from '../../../../src/features/diamonds/lib/banks';
import { crc16CcittFalse, hasValidCrc, readTlv, tlv, vietQrPayload } from '../../../../src/features/diamonds/lib/vietqr';

describe('crc16CcittFalse', () => {
  it('matches the standard check value and simple vectors', () => {
    // The catalogue check value of CRC-16/CCITT-FALSE is 0x29B1 for "123456789".
    expect(crc16CcittFalse('123456789')).toBe(0x29b1);
    expect(crc16CcittFalse('A')).toBe(0xb915);
    expect(crc16CcittFalse('')).toBe(0xffff);
  });
});

describe('tlv', () => {
  it('writes id, two-digit length and value', () => {
    expect(tlv('58', 'VN')).toBe('5802VN');
    expect(tlv('62', '')).toBe('6200');
  });

  it('refuses what EMV cannot carry', () => {
    expect(() => tlv('5', 'x')).toThrow();
    expect(() => tlv('08', 'x'.repeat(100))).toThrow();
    expect(() => tlv('08', 'Nguyễn')).toThrow();
  });
});

describe('vietQrPayload', () => {
  const transfer = { bin: '970436', accountNumber: '1029384756', amountVnd: 100_000, memo: 'HATVUI 100002' };

  it('builds the exact NAPAS payload, CRC included (worked out independently)', () => {
    expect(vietQrPayload(transfer)).toBe(
      '00020101021238540010A00000072701240006970436011010293847560208QRIBFTTA530370454061000005802VN62170813HATVUI 10000263045730',
    );
  });

  it('carries each field under its tag', () => {
    const payload = vietQrPayload(transfer);
    const tags = readTlv(payload);
    expect(tags['00']).toBe('01');
    expect(tags['01']).toBe('12');
    expect(tags['53']).toBe('704');
    expect(tags['54']).toBe('100000');
    expect(tags['58']).toBe('VN');
    const account = readTlv(tags['38']!);
    expect(account['00']).toBe('A000000727');
    expect(account['02']).toBe('QRIBFTTA');
    expect(readTlv(account['01']!)).toEqual({ '00': '970436', '01': '1029384756' });
    expect(readTlv(tags['62']!)).toEqual({ '08': 'HATVUI 100002' });
    expect(payload.slice(-8, -4)).toBe('6304');
    expect(tags['63']).toMatch(/^[0-9A-F]{4}$/);
    expect(hasValidCrc(payload)).toBe(true);
  });

  it('detects a payload changed after its CRC was computed', () => {
    const payload = vietQrPayload(transfer);
    expect(hasValidCrc(payload.replace('5406100000', '5406900000'))).toBe(false);
  });

  it('makes a valid payload for every receiving bank', () => {
    for (const bank of RECEIVING_BANKS) {
      const payload = vietQrPayload({ bin: bank.bin, accountNumber: bank.accountNumber, amountVnd: 20_000, memo: 'HV 1234567890123456' });
      expect(hasValidCrc(payload)).toBe(true);
      expect(readTlv(readTlv(readTlv(payload)['38']!)['01']!)['00']).toBe(bank.bin);
    }
  });

  it('refuses amounts and accounts a bank would reject', () => {
    expect(() => vietQrPayload({ ...transfer, amountVnd: 0 })).toThrow();
    expect(() => vietQrPayload({ ...transfer, amountVnd: 1.5 })).toThrow();
    expect(() => vietQrPayload({ ...transfer, bin: '97043' })).toThrow();
    expect(() => vietQrPayload({ ...transfer, accountNumber: '' })).toThrow();
    expect(DEFAULT_BANK.bin).toMatch(/^\d{6}$/);
  });
});
