// The sandbox's per-address guest limit, as the browser tests meet it (docs/money.md).
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { newOrderMemo } from '../src/features/diamonds/lib/memo';
import { GUEST_ORDER_LIMIT } from '../src/mocks/handlers/diamonds';
import { seed } from '../src/mocks/seed';
import { expect } from './fixtures';

/**
 * Each test plays its own client address (the sandbox's X-Sandbox-Client), so the per-address guest
 * limit is its own whatever runs beside it. Returns the header, for calls made outside the page.
 */
export async function playAddress(page: Page) {
  const headers = { 'X-Sandbox-Client': `e2e-${randomUUID()}` };
  await page.context().setExtraHTTPHeaders(headers);
  return headers;
}

/** Plays a new address and makes its whole allowance of guest orders: the page's next order is refused. */
export async function useUpGuestAllowance(page: Page) {
  const address = await playAddress(page);
  for (let i = 0; i < GUEST_ORDER_LIMIT; i += 1) {
    const made = await page.request.post('/v1/diamonds/manual', {
      headers: { ...address, 'Idempotency-Key': randomUUID() },
      data: { uid: seed.users.other, diamonds: 100, price_vnd: 20_000, transfer_content: newOrderMemo() },
    });
    expect(made.status()).toBe(200);
  }
}
