import { useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import type { Owner, Transaction, TransferBody, User } from '../../../api/contract';
import { formatCount } from '../../../lib/format';
import { routes } from '../../../lib/routes';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { DiamondIcon } from '../../../components/DiamondIcon';
import { ErrorState } from '../../../components/ErrorState';
import { LoadingStatus, Skeleton } from '../../../components/Skeleton';
import { useGetOwnerQuery } from '../../user/userApi';
import { useTransferMutation } from '../api/diamondsApi';
import { transferEntry } from '../lib/historyEntries';
import { useConfirmedAction } from '../lib/useConfirmedAction';
import { useHistoryLookup } from '../lib/useHistoryLookup';
import { NOTE_MAX, noteLength, parseWholeNumber, validateTransferAmount, validateTransferNote, validateTransferReceiver } from '../lib/validation';
import { ActionOutcome } from './ActionOutcome';
import { ReceiverCard } from './Receiver';
import { describeTransfer, TransferSuccess, transferRefusal } from './TransferOutcome';
import './money.css';
import './TransferFlow.css';

function TransferForm({ receiver, owner }: { receiver: User; owner: Owner }) {
  const [amount, setAmount] = useState('');
  const [note, setNote] = useState('');
  const [tried, setTried] = useState(false);
  const [leftAmount, setLeftAmount] = useState(false);
  const amountInput = useRef<HTMLInputElement>(null);
  const noteInput = useRef<HTMLTextAreaElement>(null);
  const ids = { amount: useId(), amountHint: useId(), amountError: useId(), note: useId(), noteCount: useId(), noteError: useId() };
  const [transfer] = useTransferMutation();
  const lookup = useHistoryLookup(transferEntry);
  const action = useConfirmedAction<TransferBody, Transaction>(transfer, {
    kind: 'transfer',
    owner: owner.uid,
    belongsHere: (body) => body.receiver_uid === receiver.uid,
    lookup,
  });

  const amountError = validateTransferAmount(amount, owner.diamonds);
  const noteError = validateTransferNote(note);
  const shownAmountError = amountError && (tried || leftAmount) ? amountError : null;
  const shownNoteError = noteError && (tried || noteLength(note) > NOTE_MAX) ? noteError : null;

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

  const { reviewing } = action;

  return (
    <ActionOutcome
      action={action}
      onAgain={() => {
        setAmount('');
        setNote('');
        setTried(false);
        setLeftAmount(false);
      }}
      done={({ result, again }) => <TransferSuccess tx={result} receiver={receiver} onAgain={again} />}
      failure={({ error }) => transferRefusal(error, owner.uid)}
      describe={(body) => describeTransfer(body, receiver)}
    >
      <form className="stack money-form" onSubmit={submit} noValidate>
        <ReceiverCard user={receiver} />
        <div className="card stack">
          <p className="balance-line">
            Số dư của bạn:{' '}
            <strong>
              <DiamondIcon /> <span className="nowrap">{formatCount(owner.diamonds)} kim cương</span>
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
            <p id={ids.noteCount} className={`field__hint field__count nowrap${noteLength(note) > NOTE_MAX ? ' field__count--over' : ''}`}>
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
        {...action.dialog}
        title="Xác nhận chuyển kim cương"
        confirmLabel={reviewing ? `Chuyển ${formatCount(reviewing.diamonds)} kim cương` : 'Chuyển'}
        busyLabel="Đang chuyển…"
      >
        {reviewing ? (
          <div className="stack confirm-summary">
            <p>
              Chuyển <strong className="nowrap">{formatCount(reviewing.diamonds)} kim cương</strong> cho <strong>{receiver.name}</strong> (ID{' '}
              {receiver.uid}).
            </p>
            <p>
              Số dư sau khi chuyển: <strong className="nowrap">{formatCount(owner.diamonds - reviewing.diamonds)} kim cương</strong>.
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
    </ActionOutcome>
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
        <span className="nowrap">{formatCount(owner.diamonds)} kim cương</span>).
      </p>
      <div className="button-row">
        <Link className="button" to={routes.recharge.href(owner.uid)}>
          Nạp kim cương
        </Link>
        <Link className="button button--secondary" to={routes.transactionHistory.href()}>
          Lịch sử giao dịch
        </Link>
      </div>
    </div>
  );
}

/**
 * Sending diamonds to `receiver` (signed in only): the sender's balance first, then the form, its
 * confirmation and the outcome; never to oneself.
 */
export function TransferFlow({ receiver }: { receiver: User }) {
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
