import { useId, useState } from 'react';
import type { ApiError } from '../../api/apiError';
import { newIdempotencyKey } from '../../api/idempotency';
import { useAppDispatch } from '../../app/hooks';
import { authApi } from '../../features/auth/authApi';
import { userApi } from '../../features/user/userApi';
import { seed } from '../../mocks/seed';
import { GOOGLE_SCOPE } from './useGoogleSignIn';

/**
 * The sandbox's stand-in for Google: signs in as a seeded user through the same login call. Only in
 * builds without a Google client id; LoginPage's import of it is compiled out of the others.
 */
export default function SandboxSignIn() {
  const dispatch = useAppDispatch();
  const selectId = useId();
  const [uid, setUid] = useState(seed.sandboxUsers[0] ?? seed.users.owner);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const signIn = async () => {
    setBusy(true);
    setError(null);
    try {
      await dispatch(
        authApi.endpoints.login.initiate({
          body: { access_token: `sandbox:${uid}`, token_type: 'Bearer', expires_in: 3599, scope: GOOGLE_SCOPE },
          idempotencyKey: newIdempotencyKey(),
        }),
      ).unwrap();
      await dispatch(userApi.endpoints.getOwner.initiate(undefined, { subscribe: false, forceRefetch: true }));
    } catch (failure) {
      setError(`Đăng nhập thử chưa thành công: ${(failure as ApiError).message}`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="sandbox-sign-in stack">
      <h2>Đăng nhập thử</h2>
      <p className="muted">Môi trường thử nghiệm: đăng nhập bằng một tài khoản mẫu, không cần Google.</p>
      <label htmlFor={selectId}>Tài khoản mẫu</label>
      <select id={selectId} value={uid} onChange={(event) => setUid(event.target.value)}>
        {seed.sandboxUsers.map((id) => (
          <option key={id} value={id}>
            ID {id}
            {id === seed.users.owner ? ' (mặc định)' : ''}
          </option>
        ))}
      </select>
      <button type="button" className="button button--secondary button--block" disabled={busy} onClick={() => void signIn()}>
        {busy ? 'Đang đăng nhập…' : 'Đăng nhập thử'}
      </button>
      <div role="alert">{error}</div>
    </div>
  );
}
