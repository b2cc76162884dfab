import type { LoginResult } from '../../api/contract';
import { db, findUser, seed, signInAs, toOwner } from '../db';
import { publicGet, publicPostJson, unauthorized } from '../http';
import { isoVN } from '../time';
import { asFields, text } from '../validate';

/**
 * The real server trades Google's authorization code for tokens (with its client secret) and checks
 * that the ID token names this app's client id. The sandbox cannot ask Google, so it reads the code
 * itself: `sandbox:<uid>` signs in as that seeded user, `invalid` is refused, anything else is the owner.
 */
const whoIs = (code: string): string => {
  if (code === seed.googleCodes.invalid) throw unauthorized('Tài khoản Google không hợp lệ.');
  if (code.startsWith('sandbox:')) {
    const uid = code.slice('sandbox:'.length);
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
    // The authorization-code flow's answer, `{ code, scope, ... }`; an access token is not accepted.
    const fields = asFields(body);
    const code = text(fields.code, { label: 'Mã xác thực của Google (code)' });
    const uid = whoIs(code);
    const token = signInAs(uid);
    const session = db.sessions.get(token);
    const user = findUser(uid);
    if (!session || !user) throw unauthorized('Tài khoản Google không hợp lệ.');
    return { token, expires_at: isoVN(session.expiresAt), user: toOwner(user) };
  }),
];
