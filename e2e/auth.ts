import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { SESSION_KEY } from '../src/features/auth/sessionKey';
import { seed } from '../src/mocks/seed';

export interface Session {
  token: string;
  expiresAt: string;
}

/** Signs in to the sandbox API as `uid` (with the body Google's code flow hands over) and returns the session. */
async function sandboxSession(request: APIRequestContext, uid: string = seed.users.owner): Promise<Session> {
  const response = await request.post('/v1/auth/web/login', {
    headers: { 'Idempotency-Key': randomUUID() },
    data: { code: `sandbox:${uid}`, scope: 'openid profile email' },
  });
  if (response.status() !== 200) throw new Error(`sandbox sign-in failed: ${response.status()}`);
  const { data } = (await response.json()) as { data: { token: string; expires_at: string } };
  return { token: data.token, expiresAt: data.expires_at };
}

/**
 * Opens the app already signed in as `uid`: the session is put where the app keeps it (localStorage)
 * before any page script runs. Tests of the sign-in itself go through the login page instead.
 */
export async function signInAs(page: Page, uid: string = seed.users.owner): Promise<Session> {
  const session = await sandboxSession(page.request, uid);
  await page.addInitScript(
    ([key, value]) => {
      // Only once per test (per browser context, whose tabs share localStorage): a later sign-out must
      // stay signed out across reloads and new tabs.
      if (!window.localStorage.getItem('e2e.seeded')) {
        window.localStorage.setItem(key, value);
        window.localStorage.setItem('e2e.seeded', '1');
      }
    },
    [SESSION_KEY, JSON.stringify(session)] as const,
  );
  return session;
}

/** The balance the sandbox holds for the signed-in user. */
export async function balanceOf(request: APIRequestContext, session: Session): Promise<number> {
  const response = await request.get('/v1/users/owner', { headers: { Authorization: `Bearer ${session.token}` } });
  const { data } = (await response.json()) as { data: { diamonds: number } };
  return data.diamonds;
}
