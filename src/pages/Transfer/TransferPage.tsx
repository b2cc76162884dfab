import { useId, useRef, useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import type { ApiError } from '../../api/apiError';
import type { Owner, Transaction, TransferBody, User } from '../../api/contract';
import { formatCount } from '../../lib/format';
import { paths } from '../../lib/paths';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { DiamondIcon } from '../../components/DiamondIcon';
import { ErrorState } from '../../components/ErrorState';
import { Head } from '../../components/Head';
import { LoadingStatus, Skeleton } from '../../components/Skeleton';
import { useTransferMutation } from '../../features/diamonds/diamondsApi';
import { PhaseFailure } from '../../features/diamonds/PhaseFailure';
import { ReceiverCard, ReceiverGate } from '../../features/diamonds/Receiver';
import { SuccessCard } from '../../features/diamonds/SuccessCard';
import { useConfirmedAction } from '../../features/diamonds/useConfirmedAction';
import {
  NOTE_MAX,
  noteLength,
  parseWholeNumber,
  validateTransferAmount,
  validateTransferNote,
  validateTransferReceiver,
} from '../../features/diamonds/validation';
import { useGetOwnerQuery } from '../../features/user/userApi';
import './TransferPage.css';

/** What each refusal means for the person, beside the server's own words. */
function refusal(error: ApiError, ownUid: string) {
  switch (error.code) {
    case 'INSUFFICIENT_BALANCE':
      return {
        title: 'Số dư không đủ',
        explain: (
          <p>
            Số dư của bạn có thể đã thay đổi từ lúc mở trang (ví dụ vừa tặng quà trong ứng dụng). Hãy nhập số nhỏ hơn, hoặc{' '}
            <Link to={paths.recharge.href(ownUid)}>nạp thêm kim cương</Link>. Chưa có kim cương nào bị trừ.
          </p>
        ),
        edit: 'Sửa số kim cương',
      };
    case 'NOT_FOUND':
      return {
        title: 'Không tìm thấy người nhận',
        explain: <p>Tài khoản này có thể vừa bị xoá hoặc tạm khoá. Chưa có kim cương nào bị trừ.</p>,
        edit: 'Quay lại',
      };
    case 'VALIDATION':
      return {
        title: 'Yêu cầu chuyển chưa hợp lệ',
        explain: <p>Hãy kiểm tra lại số kim cương và lời nhắn. Chưa có kim cương nào bị trừ.</p>,
        edit: 'Sửa lại',
      };
    case 'RATE_LIMITED':
      return { title: 'Bạn thao tác hơi nhanh', explain: <p>Hãy đợi một lát rồi thử lại.</p>, edit: 'Quay lại' };
    default:
      return { title: 'Chưa chuyển được kim cương', explain: null, edit: 'Quay lại' };
  }
}

function TransferSuccess({ tx, receiver, onAgain }: { tx: Transaction; receiver: User; onAgain: () => void }) {
  return (
    <SuccessCard title="Chuyển kim cương thành công" againLabel="Chuyển thêm" onAgain={onAgain}>
      <p className="result__lead">
        <strong>{receiver.name}</strong> (ID {receiver.uid}) đã nhận{' '}
        <strong>{formatCount(Math.abs(tx.diamonds))} kim cương</strong> từ bạn.
      </p>
      {tx.note ? (
        <blockquote className="result__note pre-line">{tx.note}</blockquote>
      ) : null}
      {/* The answer is the sender's own ledger line: its balance_after is the sender's balance. */}
      <p className="result__balance">
        Số dư còn lại: <strong>{formatCount(tx.balance_after)} kim cương</strong>
      </p>
    </SuccessCard>
  );
}

function TransferForm({ receiver, owner }: { receiver: User; owner: Owner }) {
  const [amount, setAmount] = useState('');
  const [note, setNote] = useState('');
  const [tried, setTried] = useState(false);
  const [leftAmount, setLeftAmount] = useState(false);
  const amountInput = useRef<HTMLInputElement>(null);
  const noteInput = useRef<HTMLTextAreaElement>(null);
  const ids = { amount: useId(), amountHint: useId(), amountError: useId(), note: useId(), noteCount: useId(), noteError: useId() };
  const [transfer] = useTransferMutation();
  const action = useConfirmedAction<TransferBody, Transaction>(transfer);
  const { phase } = action;

  const amountError = validateTransferAmount(amount, owner.diamonds);
  const noteError = validateTransferNote(note);
  const shownAmountError = amountError && (tried || leftAmount) ? amountError : null;
  const shownNoteError = noteError && (tried || noteLength(note) > NOTE_MAX) ? noteError : null;

  if (phase.step === 'done') {
    return (
      <TransferSuccess
        tx={phase.result}
        receiver={receiver}
        onAgain={() => {
          setAmount('');
          setNote('');
          setTried(false);
          setLeftAmount(false);
          action.edit();
        }}
      />
    );
  }
  if (phase.step === 'failed') {
    const meaning = refusal(phase.error, owner.uid);
    return (
      <PhaseFailure phase={phase} action={action} title={meaning.title} editLabel={meaning.edit}>
        {meaning.explain}
      </PhaseFailure>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    // Checked again here, whatever the fields show: nothing that fails a check is ever sent.
    if (validateTransferReceiver(receiver.uid, owner.uid)) return;
    if (amountError) {
      amountInput.current?.focus();
      return;
    }
    if (noteError) {
      noteInput.current?.focus();
      return;
    }
    action.review({ receiver_uid: receiver.uid, diamonds: parseWholeNumber(amount)!, note: note.trim() });
  };

  const reviewing = phase.step === 'confirming' || phase.step === 'sending' ? phase.body : null;

  return (
    <>
      <form className="stack money-form" onSubmit={submit} noValidate>
        <ReceiverCard user={receiver} />
        <div className="card stack">
          <p className="balance-line">
            Số dư của bạn:{' '}
            <strong>
              <DiamondIcon /> {formatCount(owner.diamonds)} kim cương
            </strong>
          </p>
          <div className="field">
            <label htmlFor={ids.amount}>Số kim cương muốn chuyển</label>
            <input
              id={ids.amount}
              ref={amountInput}
              className="field__big"
              type="text"
              inputMode="numeric"
              autoComplete="off"
              enterKeyHint="next"
              placeholder="Ví dụ: 100"
              value={amount}
              aria-invalid={shownAmountError ? true : undefined}
              aria-describedby={shownAmountError ? `${ids.amountError} ${ids.amountHint}` : ids.amountHint}
              onChange={(event) => setAmount(event.target.value)}
              onBlur={() => setLeftAmount(amount.trim() !== '')}
            />
            <p id={ids.amountError} className="field__error" role="alert">
              {shownAmountError}
            </p>
            <p id={ids.amountHint} className="field__hint">
              Số nguyên từ 1 đến {formatCount(owner.diamonds)}.
            </p>
          </div>
          <div className="field">
            <label htmlFor={ids.note}>
              Lời nhắn <span className="muted">(không bắt buộc)</span>
            </label>
            <textarea
              id={ids.note}
              ref={noteInput}
              rows={3}
              value={note}
              aria-invalid={shownNoteError ? true : undefined}
              aria-describedby={shownNoteError ? `${ids.noteError} ${ids.noteCount}` : ids.noteCount}
              onChange={(event) => setNote(event.target.value)}
            />
            <p id={ids.noteCount} className={`field__hint field__count${noteLength(note) > NOTE_MAX ? ' field__count--over' : ''}`}>
              {formatCount(noteLength(note))}/{NOTE_MAX} ký tự
            </p>
            <p id={ids.noteError} className="field__error" role="alert">
              {shownNoteError}
            </p>
          </div>
          <button type="submit" className="button button--block button--large">
            Chuyển kim cương
          </button>
          <p className="muted pay-area__hint">Kim cương đã chuyển không thể lấy lại.</p>
        </div>
      </form>
      <ConfirmDialog
        open={reviewing !== null}
        title="Xác nhận chuyển kim cương"
        confirmLabel={reviewing ? `Chuyển ${formatCount(reviewing.diamonds)} kim cương` : 'Chuyển'}
        busy={phase.step === 'sending'}
        busyLabel="Đang chuyển…"
        onConfirm={action.confirm}
        onCancel={action.edit}
      >
        {reviewing ? (
          <div className="stack confirm-summary">
            <p>
              Chuyển <strong>{formatCount(reviewing.diamonds)} kim cương</strong> cho <strong>{receiver.name}</strong> (ID{' '}
              {receiver.uid}).
            </p>
            <p>
              Số dư sau khi chuyển: <strong>{formatCount(owner.diamonds - reviewing.diamonds)} kim cương</strong>.
            </p>
            {reviewing.note ? (
              <p>
                Lời nhắn: <span className="pre-line">{reviewing.note}</span>
              </p>
            ) : null}
            <p className="muted">Kim cương đã chuyển không thể lấy lại.</p>
          </div>
        ) : null}
      </ConfirmDialog>
    </>
  );
}

/** Diamonds never go to oneself: said plainly, with where to go instead. */
function SelfTransfer({ owner }: { owner: Owner }) {
  return (
    <div className="card stack">
      <h2>Đây là tài khoản của bạn</h2>
      <p>{validateTransferReceiver(owner.uid, owner.uid)} Hãy mở đường dẫn chuyển kim cương của người bạn muốn tặng.</p>
      <p>
        Muốn có thêm kim cương? Bạn có thể nạp vào tài khoản của mình (số dư hiện tại:{' '}
        {formatCount(owner.diamonds)} kim cương).
      </p>
      <div className="button-row">
        <Link className="button" to={paths.recharge.href(owner.uid)}>
          Nạp kim cương
        </Link>
        <Link className="button button--secondary" to={paths.transactionHistory.href()}>
          Lịch sử giao dịch
        </Link>
      </div>
    </div>
  );
}

function TransferFlow({ receiver }: { receiver: User }) {
  const { currentData: owner, error, isError, isFetching, refetch } = useGetOwnerQuery();
  if (!owner) {
    if (isError) {
      return <ErrorState error={error} title="Không tải được số dư của bạn" onRetry={() => void refetch()} retrying={isFetching} />;
    }
    return (
      <div className="card stack">
        <LoadingStatus label="Đang tải số dư…" />
        <Skeleton width="60%" height={20} />
        <Skeleton height={48} />
        <Skeleton height={96} />
      </div>
    );
  }
  if (owner.uid === receiver.uid) return <SelfTransfer owner={owner} />;
  return <TransferForm receiver={receiver} owner={owner} />;
}

export default function TransferPage() {
  const { uid = '' } = useParams();
  return (
    <section className="page money-page">
      <div className="container container--narrow">
        <Head title="Chuyển kim cương" noIndex />
        <h1>Chuyển kim cương</h1>
        <ReceiverGate uid={uid}>{(receiver) => <TransferFlow key={receiver.uid} receiver={receiver} />}</ReceiverGate>
      </div>
    </section>
  );
}
