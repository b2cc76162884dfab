import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { isNotFound } from '../../api/apiError';
import { ErrorState } from '../../components/ErrorState';
import { Field } from '../../components/form/Field';
import { Head } from '../../components/Head';
import { LoadingStatus } from '../../components/Skeleton';
import { useSignedIn } from '../../features/auth/signedIn';
import { ReceiverCard } from '../../features/diamonds/components/Receiver';
import { useGetOwnerQuery, useGetUserByUidQuery } from '../../features/user/userApi';
import { isIdParam } from '../../lib/idParam';
import { routes } from '../../lib/routes';
import '../../features/diamonds/components/money.css';
import './TopUpPage.css';

const FIELD_ID = 'topup-uid';

/** What is wrong with a typed ID before anything is sent, or null when it may be looked up. */
export function idProblem(typed: string): string | null {
  const id = typed.trim();
  if (!id) return 'Hãy nhập ID của người nhận.';
  if (/\s/.test(id)) return 'ID không có khoảng trắng. Hãy kiểm tra lại.';
  if (!isIdParam(id)) return 'ID chỉ gồm chữ cái không dấu, chữ số, dấu gạch ngang (-) và gạch dưới (_).';
  return null;
}

/**
 * "Nạp kim cương" without a link: the receiver's ID is typed (or one's own taken in one tap), looked up
 * with the public user call alone, and shown with avatar and name to confirm before going on to the
 * card top-up or the bank transfer. A malformed ID is refused here and nothing is sent.
 */
export default function TopUpPage() {
  const signedIn = useSignedIn();
  const { currentData: owner } = useGetOwnerQuery(signedIn ? undefined : skipToken);
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [uid, setUid] = useState<string | null>(null);
  const lookup = useGetUserByUidQuery(uid ?? skipToken);
  const field = useRef<HTMLInputElement>(null);
  const found = useRef<HTMLHeadingElement>(null);
  const receiver = uid !== null ? lookup.currentData : undefined;

  // The person who asked hears (and sees) who came back: focus moves to the confirmation.
  useEffect(() => {
    if (receiver) found.current?.focus();
  }, [receiver]);

  const lookUp = (id: string) => {
    setProblem(null);
    if (id === uid && lookup.isError) void lookup.refetch();
    setUid(id);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const wrong = idProblem(typed);
    if (wrong) {
      setProblem(wrong);
      setUid(null);
      field.current?.focus();
      return;
    }
    lookUp(typed.trim());
  };

  const unknown = uid !== null && lookup.error !== undefined && isNotFound(lookup.error);
  const error = problem ?? (unknown ? `Không tìm thấy tài khoản nào có ID “${uid}”. Hãy kiểm tra lại ID.` : null);

  return (
    <section className="page money-page topup">
      <div className="container container--narrow stack">
        <Head title="Nạp kim cương theo ID" description="Nạp kim cương cho bạn hoặc bạn bè chỉ cần ID tài khoản Hát Vui." />
        <h1>Nạp kim cương</h1>
        <p>Nạp cho chính bạn hoặc cho bạn bè: chỉ cần ID tài khoản của người nhận.</p>
        {owner ? (
          <button
            type="button"
            className="button button--secondary topup__self"
            onClick={() => {
              setTyped(owner.uid);
              lookUp(owner.uid);
            }}
          >
            Nạp cho chính tôi (ID {owner.uid})
          </button>
        ) : null}
        <form className="card stack topup__form" noValidate onSubmit={submit}>
          <Field id={FIELD_ID} label="ID người nhận" hint="ID có trong ứng dụng, mục Hồ sơ, ngay dưới tên người dùng." error={error} required>
            {(control) => (
              <input
                {...control}
                ref={field}
                className="input"
                type="text"
                inputMode="text"
                autoComplete="off"
                autoCapitalize="none"
                autoCorrect="off"
                spellCheck={false}
                enterKeyHint="search"
                maxLength={64}
                value={typed}
                onChange={(event) => {
                  setTyped(event.target.value);
                  setProblem(null);
                  setUid(null);
                }}
              />
            )}
          </Field>
          <button
            type="submit"
            className="button button--block"
            disabled={uid !== null && lookup.isFetching}
            aria-busy={uid !== null && lookup.isFetching}
          >
            {uid !== null && lookup.isFetching ? 'Đang tìm…' : 'Tìm người nhận'}
          </button>
        </form>
        {uid !== null && lookup.isFetching && !receiver ? <LoadingStatus label="Đang tìm người nhận…" /> : null}
        {uid !== null && lookup.error !== undefined && !unknown ? (
          <ErrorState error={lookup.error} title="Không tìm được người nhận" onRetry={() => void lookup.refetch()} retrying={lookup.isFetching} />
        ) : null}
        {receiver ? (
          <div className="stack topup__found">
            <h2 ref={found} tabIndex={-1}>
              Nạp cho người này?
            </h2>
            <ReceiverCard user={receiver} isYou={owner?.uid === receiver.uid} />
            <div className="topup__choices">
              <Link className="button button--block" to={routes.rechargeBank.href(receiver.uid)}>
                Chuyển khoản ngân hàng
              </Link>
              <p className="muted">Không cần đăng nhập: bạn trả bằng ứng dụng ngân hàng của mình.</p>
              <Link className="button button--secondary button--block" to={routes.recharge.href(receiver.uid)}>
                Nạp bằng thẻ
              </Link>
              <p className="muted">Cần đăng nhập bằng Google.</p>
            </div>
          </div>
        ) : null}
      </div>
    </section>
  );
}
