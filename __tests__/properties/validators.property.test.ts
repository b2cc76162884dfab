/**
 * @jest-environment node
 */
// Property-based checks of the validators that stand between what a person types and what is sent:
// whatever the input, nothing that passes can send NaN, a negative or fractional amount, more than the
// balance, or an id that is not one.
import fc from 'fast-check';
import {
  parseWholeNumber,
  validateCustomDiamonds,
  validateTransferAmount,
  validateTransferNote,
  NOTE_MAX,
  noteLength,
} from '../../src/features/diamonds/lib/validation';
import { CUSTOM_AMOUNT } from '../../src/features/diamonds/lib/packages';
import { MEMO_MAX, newOrderMemo } from '../../src/features/diamonds/lib/memo';
import { hasValidCrc, readTlv, vietQrPayload } from '../../src/features/diamonds/lib/vietqr';
import { parseYoutubeLink, YOUTUBE_ID } from '../../src/features/songs/youtube';
import { targetIdFromInput } from '../../src/features/reportViolation/validation';
import { REPORT_TARGET_TYPES } from '../../src/api/contract';

const RUNS = { numRuns: 2000 };

/** Strings shaped like what people type into an amount field, and plenty that are not. */
const amountLike = fc.oneof(
  fc.string(),
  fc.stringMatching(/^[-+−]?[0-9 .,eE]{0,14}$/),
  fc.integer({ min: -1e6, max: 1e7 }).map(String),
  fc.double({ noNaN: false }).map(String),
  fc.bigInt({ min: 0n, max: 10n ** 30n }).map(String),
  fc.integer({ min: 0, max: 1e9 }).map((n) => n.toLocaleString('vi-VN')),
);

const isSafeWhole = (n: unknown): n is number => typeof n === 'number' && Number.isSafeInteger(n) && n >= 0;

describe('amount validators', () => {
  it('parse only to safe whole numbers, never NaN, negative or fractional', () => {
    fc.assert(
      fc.property(amountLike, (raw) => {
        const value = parseWholeNumber(raw);
        return value === null || isSafeWhole(value);
      }),
      RUNS,
    );
  });

  it('never let a custom top-up outside its bounds through', () => {
    fc.assert(
      fc.property(amountLike, (raw) => {
        if (validateCustomDiamonds(raw) !== null) return true;
        const value = parseWholeNumber(raw);
        return isSafeWhole(value) && value >= CUSTOM_AMOUNT.min && value <= CUSTOM_AMOUNT.max;
      }),
      RUNS,
    );
  });

  it('never let a transfer of less than 1 or more than the balance through', () => {
    fc.assert(
      fc.property(amountLike, fc.oneof(fc.integer({ min: -10, max: 1e7 }), fc.constantFrom(NaN, Infinity, 0.5)), (raw, balance) => {
        if (validateTransferAmount(raw, balance) !== null) return true;
        const value = parseWholeNumber(raw);
        return isSafeWhole(value) && value >= 1 && Number.isSafeInteger(balance) && value <= balance;
      }),
      RUNS,
    );
  });

  it('accept every whole amount within the balance, however it is grouped', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1e7 }), fc.integer({ min: 0, max: 1e7 }), (amount, extra) => {
        const balance = amount + extra;
        return validateTransferAmount(String(amount), balance) === null && validateTransferAmount(amount.toLocaleString('vi-VN'), balance) === null;
      }),
      RUNS,
    );
  });

  it('keep transfer notes within their length, as a person counts characters', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 260 }), (note) =>
        validateTransferNote(note) === null ? noteLength(note) <= NOTE_MAX : noteLength(note) > NOTE_MAX,
      ),
      RUNS,
    );
  });
});

describe('bank transfer details', () => {
  it('build a memo of at most 19 upper-case ASCII letters, digits and spaces from any random bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 8, maxLength: 8 }), (bytes) => {
        const memo = newOrderMemo(() => bytes);
        return memo.length > 0 && memo.length <= MEMO_MAX && /^[A-Z0-9 ]+$/.test(memo);
      }),
      RUNS,
    );
  });

  it('encode any amount and memo in a VietQR payload with a valid checksum', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 500_000_000 }), fc.uint8Array({ minLength: 8, maxLength: 8 }), (amount, bytes) => {
        const memo = newOrderMemo(() => bytes);
        const payload = vietQrPayload({ bin: '970436', accountNumber: '0071000123456', amountVnd: amount, memo });
        const fields = readTlv(payload);
        return hasValidCrc(payload) && fields['54'] === String(amount) && (fields['62'] ?? '').includes(memo);
      }),
      { numRuns: 500 },
    );
  });
});

/** The host a browser would read from a pasted link (empty when it has none). */
const hostOf = (input: string) => {
  try {
    return new URL(/^[a-z]+:\/\//i.test(input.trim()) ? input.trim() : `https://${input.trim().replace(/^\/\//, '')}`).hostname;
  } catch {
    return '';
  }
};

describe('link and id validators', () => {
  const youtubeish = fc.oneof(
    fc.string(),
    fc.webUrl({ withQueryParameters: true, withFragments: true }),
    fc
      .tuple(
        fc.constantFrom('', 'http://', 'https://', '//', 'javascript:', 'data:'),
        fc.constantFrom(
          'youtube.com',
          'www.youtube.com',
          'm.youtube.com',
          'music.youtube.com',
          'youtu.be',
          'youtube.com.evil.example',
          'evil.example',
        ),
        fc.constantFrom('/watch?v=', '/', '/shorts/', '/embed/', '/live/', '/watch?x=1&v='),
        fc.stringMatching(/^[A-Za-z0-9_\-=&?%/.]{0,16}$/),
      )
      .map((parts) => parts.join('')),
  );

  it('only ever yield an 11-character id, never from another host or scheme', () => {
    fc.assert(
      fc.property(youtubeish, (input) => {
        const link = parseYoutubeLink(input);
        if (!link.ok) return typeof link.message === 'string' && link.message.length > 0;
        if (/^\s*(javascript|data):/i.test(input) || /(^|\.)evil\.example$/.test(hostOf(input))) return false;
        return YOUTUBE_ID.test(link.videoId) && link.url === `https://www.youtube.com/watch?v=${link.videoId}`;
      }),
      RUNS,
    );
  });

  it('find the id in every usual form of a real link', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[A-Za-z0-9_-]{11}$/),
        fc.constantFrom(
          (id: string) => `https://www.youtube.com/watch?v=${id}&t=30s`,
          (id: string) => `youtu.be/${id}?si=abc`,
          (id: string) => `https://m.youtube.com/shorts/${id}`,
          (id: string) => `music.youtube.com/watch?list=PL1&v=${id}`,
          (id: string) => `http://youtube.com/embed/${id}`,
        ),
        (id, form) => {
          const link = parseYoutubeLink(form(id));
          return link.ok && link.videoId === id;
        },
      ),
      RUNS,
    );
  });

  it('only ever report an id that is a plain token', () => {
    fc.assert(
      fc.property(fc.constantFrom(...REPORT_TARGET_TYPES), fc.oneof(fc.string(), fc.webUrl()), (type, raw) => {
        const result = targetIdFromInput(type, raw);
        return 'error' in result || (/^[A-Za-z0-9_-]+$/.test(result.id) && result.id.length <= 64);
      }),
      RUNS,
    );
  });
});
