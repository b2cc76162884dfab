import { useRef, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { RechargeBody, Transaction, User } from '../../../api/contract';
import { formatCount, formatVnd } from '../../../lib/format';
import { BRAND } from '../../../lib/config';
import { routes } from '../../../lib/routes';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { KeptCounts } from '../../../components/KeptCounts';
import { useRechargeMutation } from '../api/diamondsApi';
import { choiceFromQuery, choiceToQuery, purchaseOf, useSignedInOwner, useSignInFirst, type PackageChoice } from '../lib/choice';
import { rechargeEntry } from '../lib/historyEntries';
import { readableNote } from '../lib/labels';
import { findPackage } from '../lib/packages';
import { useConfirmedAction } from '../lib/useConfirmedAction';
import { useHistoryLookup } from '../lib/useHistoryLookup';
import { ActionOutcome } from './ActionOutcome';
import { PackagePicker, PurchaseSummary } from './PackagePicker';
import { PayerStatus } from './PayerStatus';
import { ReceiverCard } from './Receiver';
import { SignInHint } from './SignInHint';
import { SuccessCard } from './SuccessCard';
import './money.css';
import './RechargeFlow.css';

/** The bonus a confirmed package carries, said in the confirmation. */
function bonusNote(body: RechargeBody) {
  const bonus = findPackage(body.package_id)?.bonus ?? 0;
  return bonus > 0 ? ` (gồm ${formatCount(bonus)} kim cương tặng thêm)` : '';
}

/** Who receives how many diamonds for how much: said while a top-up's outcome is being found out. */
function describeRecharge(body: RechargeBody, receiver: User, isYou: boolean) {
  return (
    <>
      Nạp <strong className="nowrap">{formatCount(body.diamonds)} kim cương</strong> ({formatVnd(body.price_vnd)}) cho{' '}
      {isYou ? 'tài khoản của bạn' : <strong>{receiver.name}</strong>} (ID {receiver.uid}).
    </>
  );
}

/**
 * Every figure comes from the server's transaction (also when it was found in the history rather than
 * in the answer): what was credited, its entry and the balance after it.
 */
function RechargeSuccess({ tx, receiver, isYou, onAgain }: { tx: Transaction; receiver: User; isYou: boolean; onAgain: () => void }) {
  return (
    <SuccessCard title="Nạp kim cương thành công" againLabel="Nạp thêm" onAgain={onAgain}>
      <p className="result__lead">
        {isYou ? 'Tài khoản của bạn' : <strong>{receiver.name}</strong>} (ID {receiver.uid}) đã nhận{' '}
        <strong className="nowrap">{formatCount(tx.diamonds)} kim cương</strong>.
      </p>
      <p className="muted pre-line">
        Giao dịch #{tx.id}
        {tx.note ? (
          <>
            {' · '}
            <KeptCounts text={readableNote(tx.note)} />
          </>
        ) : null}
      </p>
      {/* balance_after is the receiver's balance: only theirs to see. */}
      {isYou ? (
        <p className="result__balance">
          Số dư mới: <strong className="nowrap">{formatCount(tx.balance_after)} kim cương</strong>
        </p>
      ) : (
        <p className="muted">Kim cương đã vào tài khoản của {receiver.name}; họ sẽ thấy giao dịch trong lịch sử của mình.</p>
      )}
    </SuccessCard>
  );
}

/**
 * Top-up by card for `receiver`: choose a package (carried through sign-in in the URL), confirm who
 * receives how many diamonds for how much, and the payment is sent with a key kept under the payer's
 * account; its outcome is shown, or found out (ActionOutcome).
 */
export function RechargeFlow({ receiver }: { receiver: User }) {
  const [params] = useSearchParams();
  const [choice, setChoice] = useState<PackageChoice>(() => choiceFromQuery(params));
  const [tried, setTried] = useState(false);
  const customInput = useRef<HTMLInputElement>(null);
  const payer = useSignedInOwner();
  const { signedIn, owner } = payer;
  const { signInFirst, redirect } = useSignInFirst();
  const [recharge] = useRechargeMutation();
  const lookup = useHistoryLookup(rechargeEntry);
  const action = useConfirmedAction<RechargeBody, Transaction>(recharge, {
    kind: 'recharge',
    owner: owner?.uid ?? null,
    belongsHere: (body) => body.uid === receiver.uid,
    lookup,
  });
  const { purchase } = purchaseOf(choice);
  const isYou = owner?.uid === receiver.uid;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!purchase) {
      customInput.current?.focus();
      return;
    }
    if (!signedIn) {
      signInFirst(choiceToQuery(choice));
      return;
    }
    action.review({
      uid: receiver.uid,
      package_id: purchase.packageId,
      diamonds: purchase.diamonds,
      price_vnd: purchase.priceVnd,
    });
  };

  // A confirmation still waiting for the payer was for the choice before this one.
  const choose = (next: PackageChoice) => {
    setChoice(next);
    if (action.awaitingPayer) action.edit();
  };

  const { reviewing } = action;

  return (
    <ActionOutcome
      action={action}
      redirect={redirect}
      onAgain={() => setTried(false)}
      done={({ result, again }) => <RechargeSuccess tx={result} receiver={receiver} isYou={isYou} onAgain={again} />}
      failure={() => ({ title: 'Chưa nạp được kim cương', editLabel: 'Chọn lại gói' })}
      describe={(body) => describeRecharge(body, receiver, isYou)}
    >
      <form className="stack money-form" onSubmit={submit} noValidate>
        <ReceiverCard user={receiver} isYou={isYou} />
        <PackagePicker choice={choice} onChange={choose} showErrors={tried} customInputRef={customInput} />
        <div className="card stack pay-area">
          <PurchaseSummary purchase={purchase} />
          {/* How this top-up is paid, before the button: it is the one that needs an account. */}
          <p className="pay-area__how">
            <strong>Cách thanh toán:</strong> nạp bằng thẻ, tính vào tài khoản {BRAND} đang đăng nhập, nên cần đăng nhập; bạn xem lại số tiền trong
            bảng xác nhận trước khi trả.
            {!signedIn
              ? ' Không có tài khoản, hay đang mở trong Zalo hoặc Facebook? Nạp bằng chuyển khoản: bạn trả bằng ứng dụng ngân hàng của mình.'
              : null}
          </p>
          {!signedIn ? (
            <p className="pay-area__how">
              <Link className="pay-area__alt" to={routes.rechargeBank.href(receiver.uid)}>
                Nạp bằng chuyển khoản, không cần đăng nhập
              </Link>
            </p>
          ) : null}
          <button type="submit" className="button button--block button--large">
            Nạp kim cương
          </button>
          {!signedIn ? <SignInHint before="thanh toán" /> : null}
          <PayerStatus payer={payer} waiting={action.awaitingPayer} />
        </div>
        <p className="recharge__other">
          Muốn chuyển khoản ngân hàng? <Link to={routes.rechargeBank.href(receiver.uid)}>Nạp bằng chuyển khoản</Link> ·{' '}
          <Link to={routes.rechargeBankId.href(receiver.uid)}>Chọn ngân hàng</Link>
        </p>
      </form>
      <ConfirmDialog
        {...action.dialog}
        title="Xác nhận nạp kim cương"
        confirmLabel={reviewing ? `Nạp ${formatVnd(reviewing.price_vnd)}` : 'Xác nhận'}
        busyLabel="Đang nạp…"
      >
        {reviewing ? (
          <div className="stack confirm-summary">
            <p>
              <strong>{isYou ? 'Bạn' : receiver.name}</strong> (ID {receiver.uid}) sẽ nhận{' '}
              <strong className="nowrap">{formatCount(reviewing.diamonds)} kim cương</strong>
              {bonusNote(reviewing)}.
            </p>
            <p>
              Số tiền thanh toán: <strong className="nowrap">{formatVnd(reviewing.price_vnd)}</strong>.
            </p>
          </div>
        ) : null}
      </ConfirmDialog>
    </ActionOutcome>
  );
}
