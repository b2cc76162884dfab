/**
 * @jest-environment node
 */
import { MEMO_CODE_ALPHABET, MEMO_MAX, newOrderMemo } from '../../../../src/features/diamonds/lib/memo';

// What every bank keeps whole (CONTRACT.md): A–Z, 0–9 and spaces, at most 19 characters.
const BANK_SAFE = /^[A-Z0-9 ]+$/;

describe('newOrderMemo', () => {
  it('is HATVUI and an 8-character code, within what banks keep', () => {
    const memo = newOrderMemo();
    expect(memo).toMatch(/^HATVUI [A-Z0-9]{8}$/);
    expect(memo).toMatch(BANK_SAFE);
    expect(memo.length).toBeLessThanOrEqual(MEMO_MAX);
  });

  it('differs from one order to the next', () => {
    const memos = new Set(Array.from({ length: 2000 }, () => newOrderMemo()));
    expect(memos.size).toBe(2000);
  });

  it('never uses characters people misread when typing it (I, O, 0, 1)', () => {
    const codes = Array.from({ length: 500 }, () => newOrderMemo().slice('HATVUI '.length)).join('');
    expect(codes).not.toMatch(/[IO01]/);
  });

  it('maps every random byte onto the alphabet evenly', () => {
    const counts = new Map<string, number>();
    for (let start = 0; start < 256; start += 8) {
      const bytes = Uint8Array.from({ length: 8 }, (_, i) => start + i);
      for (const ch of newOrderMemo(() => bytes).slice(7)) counts.set(ch, (counts.get(ch) ?? 0) + 1);
    }
    expect([...counts.keys()].sort().join('')).toBe([...MEMO_CODE_ALPHABET].sort().join(''));
    expect(new Set(counts.values())).toEqual(new Set([256 / MEMO_CODE_ALPHABET.length]));
  });
});
