import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { http, HttpResponse } from 'msw';
import { apiMessage, isVietnameseSentence, messageForStatus } from '../../src/api/apiError';
import { baseQuery } from '../../src/api/baseApi';
import { server } from '../../src/mocks/node';
import { ORIGIN } from '../support';

describe('which API messages people see', () => {
  it.each([
    'Số dư kim cương không đủ.',
    'Không tìm thấy người dùng này.',
    'Idempotency-Key này đã được dùng cho một yêu cầu khác. Hãy tạo khóa mới cho thao tác mới.',
    'Bạn đã gửi quá nhiều yêu cầu, hãy đợi một chút nhé!',
  ])('shows the Vietnamese sentence %j as the server wrote it', (message) => {
    expect(isVietnameseSentence(message)).toBe(true);
    expect(apiMessage(400, { message, code: 'VALIDATION' })).toBe(message);
  });

  it.each([
    ['Internal', 500, 'INTERNAL'],
    ['Internal Server Error', 502, undefined],
    ['not found', 404, 'NOT_FOUND'],
    ['user_not_found', 404, 'NOT_FOUND'],
    ['Validation failed: uid is required.', 400, 'VALIDATION'],
    ['', 429, 'RATE_LIMITED'],
    ['lỗi', 400, 'VALIDATION'],
    ['TypeError: Không đọc được at handler.js:12.', 500, 'INTERNAL'],
    ['<html>Lỗi máy chủ.</html>', 500, undefined],
  ])('never shows %j (status %i): a Vietnamese message by status instead', (message, status, code) => {
    expect(isVietnameseSentence(message)).toBe(false);
    expect(apiMessage(status, { message, code })).toBe(messageForStatus(status));
  });

  it("says what the contract's codes mean where the server sent no sentence of its own", () => {
    expect(apiMessage(400, { message: 'insufficient balance', code: 'INSUFFICIENT_BALANCE' })).toBe('Số dư kim cương của bạn không đủ.');
    expect(apiMessage(500, { message: 'Internal', code: 'INTERNAL' })).toBe('Máy chủ đang gặp sự cố. Hãy thử lại sau ít phút.');
    expect(apiMessage(418)).toBe('Đã có lỗi xảy ra. Hãy thử lại.');
  });

  it('a 500 {message: "Internal"} reaches the page in Vietnamese, through the base query', async () => {
    server.use(http.get(`${ORIGIN}/v1/probe-english`, () => HttpResponse.json({ message: 'Internal', code: 'INTERNAL' }, { status: 500 })));
    const api = {
      signal: new AbortController().signal,
      abort: () => undefined,
      dispatch: jest.fn(),
      getState: () => ({ auth: { token: null, expiresAt: null } }),
      extra: undefined,
      endpoint: 'probe',
      type: 'query',
    } as unknown as BaseQueryApi;
    const result = await baseQuery({ url: '/probe-english' }, api, {});
    expect(result.error).toEqual({ status: 500, code: 'INTERNAL', message: 'Máy chủ đang gặp sự cố. Hãy thử lại sau ít phút.' });
  });
});
