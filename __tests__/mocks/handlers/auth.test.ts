import { expect } from '@jest/globals';
import type { LoginResult, Owner } from '../../../src/api/contract';
import { db, seed, signInAs } from '../../../src/mocks/db';
import { call, get, post } from '../../support';

interface Failure {
  message: string;
  code: string;
}

/** What Google's code client hands the app after the account chooser (the authorization-code flow). */
const googleResult = (code: unknown) => ({
  code,
  scope: 'email profile https://www.googleapis.com/auth/userinfo.email https://www.googleapis.com/auth/userinfo.profile openid',
  authuser: '0',
  prompt: 'consent',
});

describe('sign-in with Google', () => {
  it('signs in as the owner and returns a working token valid for 7 days', async () => {
    const { status, body } = await post<{ data: LoginResult }>('/auth/web/login', googleResult('4/0AanRRrt-any'));
    expect(status).toBe(200);
    const { token, expires_at, user } = body.data;
    expect(token).toMatch(/^[0-9a-f]{32,}$/);
    expect(expires_at).toMatch(/\+07:00$/);
    const days = (Date.parse(expires_at) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);
    expect(user).toMatchObject({ uid: seed.users.owner, diamonds: seed.balances.owner, email: expect.stringContaining('@') });

    const owner = await get<{ data: Owner }>('/users/owner', token);
    expect(owner.status).toBe(200);
    expect(owner.body.data.uid).toBe(seed.users.owner);
  });

  it('signs in as the uid named by a sandbox code', async () => {
    const { body } = await post<{ data: LoginResult }>('/auth/web/login', googleResult(seed.googleCodes.other));
    expect(body.data.user.uid).toBe(seed.users.other);
  });

  it('takes the code alone, without the extras Google adds', async () => {
    const { status, body } = await post<{ data: LoginResult }>('/auth/web/login', { code: seed.googleCodes.other });
    expect(status).toBe(200);
    expect(body.data.user.uid).toBe(seed.users.other);
  });

  it('refuses an invalid Google account with 401', async () => {
    const { status, body } = await post<Failure>('/auth/web/login', googleResult(seed.googleCodes.invalid));
    expect(status).toBe(401);
    expect(body).toEqual({ code: 'UNAUTHORIZED', message: 'Tài khoản Google không hợp lệ.' });
    expect((await post('/auth/web/login', googleResult('sandbox:999999'))).status).toBe(401);
  });

  it('needs a non-empty code, and says so in Vietnamese', async () => {
    for (const bad of ['', '   ', 42, null, undefined]) {
      const { status, body } = await post<Failure>('/auth/web/login', googleResult(bad));
      expect(status).toBe(400);
      expect(body.code).toBe('VALIDATION');
      expect(body.message).toMatch(/^Mã xác thực của Google \(code\) (là bắt buộc|không được để trống|phải là chuỗi ký tự)\.$/);
    }
    expect((await post('/auth/web/login', [])).status).toBe(400);
  });

  it('refuses the implicit flow’s access token: only a code is bound to this app', async () => {
    const token = { access_token: seed.googleCodes.other, token_type: 'Bearer', expires_in: 3599, scope: 'email profile openid' };
    const { status, body } = await post<Failure>('/auth/web/login', token);
    expect(status).toBe(400);
    expect(body).toEqual({ code: 'VALIDATION', message: 'Mã xác thực của Google (code) là bắt buộc.' });
  });

  it('issues a different token on every sign-in, and one per Idempotency-Key', async () => {
    const a = await post<{ data: LoginResult }>('/auth/web/login', googleResult('x'));
    const b = await post<{ data: LoginResult }>('/auth/web/login', googleResult('x'));
    expect(a.body.data.token).not.toBe(b.body.data.token);
    const again1 = await post<{ data: LoginResult }>('/auth/web/login', googleResult('x'), undefined, 'same-key');
    const again2 = await post<{ data: LoginResult }>('/auth/web/login', googleResult('x'), undefined, 'same-key');
    expect(again2.body).toEqual(again1.body);
    expect(again2.headers.get('idempotent-replayed')).toBe('true');
  });
});

describe('authenticated calls', () => {
  it('answer 401 without a token or with an unknown one', async () => {
    for (const token of [undefined, 'not-a-session']) {
      const { status, body } = await get<Failure>('/users/owner', token);
      expect(status).toBe(401);
      expect(body.code).toBe('UNAUTHORIZED');
    }
    expect((await get('/diamonds/transaction-history', 'nope')).status).toBe(401);
    expect((await get('/my/lookback2022')).status).toBe(401);
    expect((await post('/diamonds/transfer', { receiver_uid: seed.users.other, diamonds: 1, note: '' })).status).toBe(401);
  });

  it('answer 401 once the session has expired', async () => {
    const token = signInAs(seed.users.owner);
    db.sessions.get(token)!.expiresAt = Date.now() - 1;
    expect((await get('/users/owner', token)).status).toBe(401);
  });

  it('send the owner’s private fields to the owner', async () => {
    const { body } = await get<{ data: Owner }>('/users/owner', signInAs(seed.users.poor));
    expect(body.data).toMatchObject({ uid: seed.users.poor, diamonds: seed.balances.poor });
    expect(body.data.email).toContain('@');
  });

  it('need an Idempotency-Key on every POST', async () => {
    const { status, body } = await call<Failure>('POST', '/auth/web/login', { json: googleResult('x'), key: null });
    expect(status).toBe(400);
    expect(body.message).toContain('Idempotency-Key');
  });

  it('refuse a body that is not JSON', async () => {
    const response = await fetch('http://localhost/v1/auth/web/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': 'k' },
      body: '{not json',
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as Failure).code).toBe('VALIDATION');
  });
});
