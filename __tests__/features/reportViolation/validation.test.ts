/**
 * @jest-environment node
 */
import { expect } from '@jest/globals';
import { REPORT_REASONS, REPORT_TARGET_TYPES } from '../../../src/api/contract';
import { REASON_LABELS, TARGET_LABELS } from '../../../src/features/reportViolation/reasons';
import { checkDescription, checkEmail, targetIdFromInput, validateReport, type ReportDraft } from '../../../src/features/reportViolation/validation';
import { seed } from '../../../src/mocks/seed';

const draft = (overrides: Partial<ReportDraft> = {}): ReportDraft => ({
  targetType: 'recording',
  targetId: seed.recordings.audio.uid,
  reason: 'spam',
  description: '',
  contactEmail: '',
  ...overrides,
});

describe('the contact e-mail', () => {
  it.each(['', '   ', 'ten@gmail.com', 'nguyen.van-a+karaoke@hatvui.vn', ' A.B@Example.COM.VN '])('accepts %j', (email) => {
    expect(checkEmail(email)).toBeNull();
  });

  it.each([
    'ten',
    'ten@',
    '@gmail.com',
    'ten@gmail',
    'ten@@gmail.com',
    'ten gmail@gmail.com',
    'ten@gmail..com',
    'ten@-gmail.com',
    'ten@gmail.c',
    'ten@gmail.com,ban@gmail.com',
    `${'a'.repeat(65)}@gmail.com`,
    `a@${'b'.repeat(250)}.com`,
  ])('refuses %j', (email) => {
    expect(checkEmail(email)).toBe('Email chưa đúng dạng, ví dụ: ten.ban@gmail.com.');
  });
});

describe('the description', () => {
  it('is required for “Khác” only', () => {
    expect(checkDescription('', 'other')).toBe('Hãy mô tả vi phạm khi chọn lý do “Khác”.');
    expect(checkDescription(' \n  ', 'other')).toBe('Hãy mô tả vi phạm khi chọn lý do “Khác”.');
    expect(checkDescription('Hát nhép bản thu của tôi', 'other')).toBeNull();
    for (const reason of REPORT_REASONS.filter((r) => r !== 'other')) expect(checkDescription('', reason)).toBeNull();
  });

  it('takes at most 1000 characters', () => {
    expect(checkDescription('ạ'.repeat(1000), 'spam')).toBeNull();
    expect(checkDescription(`${'ạ'.repeat(1000)}!`, 'spam')).toBe('Mô tả tối đa 1.000 ký tự (đang có 1.001).');
  });
});

describe('what is reported', () => {
  it('takes ids as typed, trimmed', () => {
    expect(targetIdFromInput('recording', ` ${seed.recordings.audio.uid} `)).toEqual({ id: seed.recordings.audio.uid });
    expect(targetIdFromInput('user', seed.users.other)).toEqual({ id: seed.users.other });
    expect(targetIdFromInput('room', seed.rooms.unknown)).toEqual({ id: seed.rooms.unknown });
  });

  it('takes the id out of a pasted link to a recording or a room page', () => {
    expect(targetIdFromInput('recording', `https://hatvui.vn/recording/${seed.recordings.video.uid}?utm_source=zalo`)).toEqual({
      id: seed.recordings.video.uid,
    });
    expect(targetIdFromInput('room', `https://hatvui.vn/room/${seed.rooms.live}/`)).toEqual({ id: seed.rooms.live });
    expect(targetIdFromInput('room', `https://hatvui.vn/recording/${seed.recordings.video.uid}`)).toEqual({
      error: 'Đường dẫn này không chứa mã phòng hát. Hãy nhập mã phòng hát.',
    });
  });

  it.each([
    ['recording', '', 'Hãy nhập mã bản thu.'],
    ['user', '  ', 'Hãy nhập UID người dùng.'],
    ['comment', 'bình luận 5', 'Mã bình luận chỉ gồm chữ cái không dấu, chữ số, dấu “-” và “_”.'],
    ['recording', '<script>', 'Mã bản thu chỉ gồm chữ cái không dấu, chữ số, dấu “-” và “_”.'],
    ['room', 'x'.repeat(65), 'Mã phòng hát dài quá 64 ký tự.'],
    ['user', 'javascript:alert(1)', 'UID người dùng chỉ gồm chữ cái không dấu, chữ số, dấu “-” và “_”.'],
  ] as const)('refuses a %s id %j', (type, input, message) => {
    expect(targetIdFromInput(type, input)).toEqual({ error: message });
  });
});

describe('the whole report', () => {
  it('becomes the body of CONTRACT.md, trimmed', () => {
    expect(validateReport(draft({ reason: 'other', description: '  Hát nhép\nbản thu của tôi  ', contactEmail: ' ban@gmail.com ' }))).toEqual({
      ok: true,
      body: {
        target_type: 'recording',
        target_id: seed.recordings.audio.uid,
        reason: 'other',
        description: 'Hát nhép\nbản thu của tôi',
        contact_email: 'ban@gmail.com',
      },
    });
  });

  it('lists every problem at once', () => {
    const result = validateReport({ targetType: '', targetId: '', reason: '', description: '', contactEmail: 'ban@' });
    expect(result.ok).toBe(false);
    expect(!result.ok && Object.keys(result.errors)).toEqual(['targetType', 'targetId', 'reason', 'contactEmail']);
  });

  it('refuses a type or reason outside the contract', () => {
    const result = validateReport(draft({ targetType: 'song' as never, reason: 'boring' as never }));
    expect(!result.ok && result.errors).toMatchObject({ targetType: expect.any(String), reason: expect.any(String) });
  });

  it('has a Vietnamese label for every reason and type of the contract', () => {
    expect(Object.keys(REASON_LABELS).sort()).toEqual([...REPORT_REASONS].sort());
    expect(Object.keys(TARGET_LABELS).sort()).toEqual([...REPORT_TARGET_TYPES].sort());
    expect(REASON_LABELS.other.label).toBe('Khác');
  });
});
