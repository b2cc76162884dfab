import { expect } from '@jest/globals';
import type { Transaction } from '../../../src/api/contract';
import { findUser, ledgerOf, seed, signInAs } from '../../../src/mocks/db';
import { GUEST_ORDER_LIMIT, GUEST_WINDOW_MS } from '../../../src/mocks/handlers/diamonds';
import { CLIENT_ADDRESS_HEADER } from '../../../src/mocks/http';
import { bankStatement, freshKey, v1 } from '../../support';

// Guest bank orders (CONTRACT.md: "auth or none (a guest order)"): no Authorization, counted per client
// address, replayed by their key like any other POST.

interface Reply<T> {
  status: number;
  body: T;
  headers: Headers;
}

/** A bank order as a guest at `address` (the sandbox's front writes it into CLIENT_ADDRESS_HEADER). */
async function guestOrder<T = { data: Transaction }>(
  body: Record<string, unknown>,
  {
    address = '198.51.100.1',
    key = freshKey(),
    path = '/diamonds/manual',
    token,
  }: { address?: string; key?: string; path?: string; token?: string } = {},
): Promise<Reply<T>> {
  const headers = new Headers({ 'Content-Type': 'application/json', 'Idempotency-Key': key, [CLIENT_ADDRESS_HEADER]: address });
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const response = await fetch(v1(path), { method: 'POST', headers, body: JSON.stringify(body) });
  return { status: response.status, body: (await response.json()) as T, headers: response.headers };
}

let memoCounter = 0;
const order = (extra: Record<string, unknown> = {}) => ({
  uid: seed.users.other,
  diamonds: 500,
  price_vnd: 50_000,
  transfer_content: `HATVUI GUEST${String(++memoCounter).padStart(3, '0')}`,
  ...extra,
});

describe('guest bank orders', () => {
  it('accepts an order without Authorization: pending, no payer, in the receiver’s history, credited by the statement', async () => {
    const body = order();
    const { status, body: reply } = await guestOrder(body);
    expect(status).toBe(200);
    expect(reply.data).toMatchObject({ type: 'bank_recharge', status: 'pending', diamonds: 500, counterparty: null });
    expect(ledgerOf(seed.users.other)[0]?.id).toBe(reply.data.id);

    const before = findUser(seed.users.other)!.diamonds;
    expect((await bankStatement(`CK ${body.transfer_content}`, 50_000)).status).toBe(200);
    expect(findUser(seed.users.other)!.diamonds).toBe(before + 500);
    expect(ledgerOf(seed.users.other).find((tx) => tx.id === reply.data.id)?.status).toBe('success');
  });

  it('accepts a guest order naming a bank too', async () => {
    const { status, body } = await guestOrder(order({ bank_id: 'tcb' }), { path: '/diamonds/manual-by-bank' });
    expect(status).toBe(200);
    expect(body.data.note).toContain('TCB');
  });

  it('still refuses a bad token: Authorization, when sent, must be a session', async () => {
    const { status, body } = await guestOrder<{ code: string }>(order(), { token: 'not-a-session' });
    expect(status).toBe(401);
    expect(body.code).toBe('UNAUTHORIZED');
  });

  it('replays a guest’s repeat of the same key without a second order', async () => {
    const key = freshKey();
    const body = order();
    const first = await guestOrder(body, { key });
    const repeat = await guestOrder(body, { key });
    expect(repeat.status).toBe(200);
    expect(repeat.headers.get('Idempotent-Replayed')).toBe('true');
    expect(repeat.body.data.id).toBe(first.body.data.id);
    expect(ledgerOf(seed.users.other).filter((tx) => tx.note.includes(body.transfer_content))).toHaveLength(1);
  });

  it(`bounds orders per address: the ${GUEST_ORDER_LIMIT + 1}th in the window is a 429 with Retry-After; others and repeats go on`, async () => {
    const address = '203.0.113.9';
    const keys: string[] = [];
    const bodies: Record<string, unknown>[] = [];
    for (let i = 0; i < GUEST_ORDER_LIMIT; i += 1) {
      keys.push(freshKey());
      bodies.push(order());
      expect((await guestOrder(bodies[i]!, { address, key: keys[i] })).status).toBe(200);
    }
    // A refused order does not count: it never got this far.
    const limitedKey = freshKey();
    const limitedBody = order();
    const limited = await guestOrder<{ code: string; message: string }>(limitedBody, { address, key: limitedKey });
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe('RATE_LIMITED');
    const wait = Number(limited.headers.get('Retry-After'));
    expect(Number.isInteger(wait)).toBe(true);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(GUEST_WINDOW_MS / 1000);

    // A repeat of an order already made is its first answer, limit or not.
    const replay = await guestOrder(bodies[0]!, { address, key: keys[0] });
    expect(replay.status).toBe(200);
    expect(replay.headers.get('Idempotent-Replayed')).toBe('true');
    // Another address, and a signed-in payer at the same address, are not held back.
    expect((await guestOrder(order(), { address: '203.0.113.10' })).status).toBe(200);
    expect((await guestOrder(order(), { address, token: signInAs(seed.users.owner) })).status).toBe(200);

    // The 429 was not remembered for its key: once the window has moved on, the same key is carried out.
    const later = Date.now() + GUEST_WINDOW_MS + 1000;
    const now = jest.spyOn(Date, 'now').mockReturnValue(later);
    try {
      const retried = await guestOrder(limitedBody, { address, key: limitedKey });
      expect(retried.status).toBe(200);
      expect(retried.headers.get('Idempotent-Replayed')).toBeNull();
    } finally {
      now.mockRestore();
    }
  });

  it('does not count a refused guest order against the address', async () => {
    const address = '203.0.113.20';
    for (let i = 0; i < GUEST_ORDER_LIMIT + 2; i += 1) {
      expect((await guestOrder(order({ diamonds: 0 }), { address })).status).toBe(400);
    }
    expect((await guestOrder(order(), { address })).status).toBe(200);
  });
});
