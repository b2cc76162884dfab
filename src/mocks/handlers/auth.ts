import type { LoginResult } from '../../api/contract';
import { db, findUser, seed, signInAs, toOwner } from '../db';
import { publicGet, publicPostJson, unauthorized } from '../http';
import { isoVN } from '../time';
import { asFields, text } from '../validate';

/**
 * The sandbox cannot ask Google who an access token belongs to, so it reads the token itself:
 * `sandbox:<uid>` signs in as that seeded user, `invalid` is refused, anything else is the owner.
 */
const whoIs = (accessToken: string): string => {
  if (accessToken === seed.googleTokens.invalid) throw unauthorized('Tài khoản Google không hợp lệ.');
  if (accessToken.startsWith('sandbox:')) {
    const uid = accessToken.slice('sandbox:'.length);
    if (!findUser(uid)) throw unauthorized('Tài khoản Google không hợp lệ.');
    return uid;
  }
  return seed.users.owner;
};

/** What the sandbox sign-in page offers: a sandbox-only call, never part of the real API. */
export interface SandboxAccounts {
  accounts: { uid: string; name: string }[];
  default: string;
}

export const authHandlers = [
  publicGet('/sandbox/accounts', (): SandboxAccounts => ({
    accounts: seed.sandboxUsers.flatMap((uid) => {
      const user = findUser(uid);
      return user ? [{ uid, name: user.name }] : [];
    }),
    default: seed.users.owner,
  })),
  publicPostJson('/auth/web/login', ({ body }): LoginResult => {
    const fields = asFields(body);
    const accessToken = text(fields.access_token, { label: 'access_token' });
    const uid = whoIs(accessToken);
    const token = signInAs(uid);
    const session = db.sessions.get(token);
    const user = findUser(uid);
    if (!session || !user) throw unauthorized('Tài khoản Google không hợp lệ.');
    return { token, expires_at: isoVN(session.expiresAt), user: toOwner(user) };
  }),
];
