import { useEffect, useId, useState } from 'react';
import type { ApiError } from '../../api/apiError';
import { newIdempotencyKey } from '../../api/idempotency';
import { buildUrl } from '../../api/requests';
import { useAppDispatch } from '../../app/hooks';
import { authApi } from '../../features/auth/authApi';
import { userApi } from '../../features/user/userApi';
import { GOOGLE_SCOPE } from './useGoogleSignIn';

/** The sandbox's test accounts, from its own sandbox-only call (GET /v1/sandbox/accounts). */
interface SandboxAccounts {
  accounts: { uid: string; name: string }[];
  default: string;
}

type Accounts = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; list: SandboxAccounts };

const fetchAccounts = async (signal: AbortSignal): Promise<SandboxAccounts> => {
  const response = await fetch(buildUrl('/sandbox/accounts'), { headers: { Accept: 'application/json' }, signal });
  const { data } = (await response.json()) as { data?: SandboxAccounts };
  if (!response.ok || !data || !Array.isArray(data.accounts) || data.accounts.length === 0) throw new Error('no accounts');
  return data;
};

function useSandboxAccounts() {
  const [accounts, setAccounts] = useState<Accounts>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    fetchAccounts(controller.signal).then(
      (list) => setAccounts({ state: 'ready', list }),
      () => {
        if (!controller.signal.aborted) setAccounts({ state: 'failed' });
      },
    );
    return () => controller.abort();
  }, [attempt]);
  const retry = () => {
    setAccounts({ state: 'loading' });
    setAttempt((count) => count + 1);
  };
  return { accounts, retry };
}

/**
 * The sandbox's stand-in for Google: signs in as a seeded user through the same login call, with the
 * code flow's body (the sandbox reads the code `sandbox:<uid>` as that user). Only in builds without a
 * Google client id; LoginPage's import of it is compiled out of the others.
 */
export default function SandboxSignIn() {
  const dispatch = useAppDispatch();
  const selectId = useId();
  const { accounts, retry } = useSandboxAccounts();
  const [chosen, setChosen] = useState<string | null>(null);
  const uid = chosen ?? (accounts.state === 'ready' ? accounts.list.default : null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const signIn = async () => {
    if (!uid) return;
    setBusy(true);
    setError(null);
    try {
      await dispatch(
        authApi.endpoints.login.initiate({
          body: { code: `sandbox:${uid}`, scope: GOOGLE_SCOPE },
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
      {accounts.state === 'loading' ? <p role="status">Đang tải danh sách tài khoản mẫu…</p> : null}
      {accounts.state === 'failed' ? (
        <div role="alert" className="stack">
          <p>Không tải được danh sách tài khoản mẫu.</p>
          <button type="button" className="button button--secondary" onClick={retry}>
            Thử lại
          </button>
        </div>
      ) : null}
      {accounts.state === 'ready' ? (
        <>
          <label htmlFor={selectId}>Tài khoản mẫu</label>
          <select id={selectId} value={uid ?? ''} onChange={(event) => setChosen(event.target.value)}>
            {accounts.list.accounts.map((account) => (
              <option key={account.uid} value={account.uid}>
                {account.name} (ID {account.uid}){account.uid === accounts.list.default ? ' – mặc định' : ''}
              </option>
            ))}
          </select>
          <button type="button" className="button button--secondary button--block" disabled={busy} onClick={() => void signIn()}>
            {busy ? 'Đang đăng nhập…' : 'Đăng nhập thử'}
          </button>
        </>
      ) : null}
      <div role="alert">{error}</div>
    </div>
  );
}
