import { useRef, useState, type FormEvent } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import type { RechargeBody, Transaction, User } from '../../api/contract';
import { formatCount, formatVnd } from '../../lib/format';
import { paths } from '../../lib/paths';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { Head } from '../../components/Head';
import { choiceFromQuery, choiceToQuery, purchaseOf, useSignedInOwner, useSignInFirst, type PackageChoice } from '../../features/diamonds/choice';
import { useRechargeMutation } from '../../features/diamonds/diamondsApi';
import { findPackage } from '../../features/diamonds/packages';
import { PackagePicker, PurchaseSummary } from '../../features/diamonds/PackagePicker';
import { PhaseFailure } from '../../features/diamonds/PhaseFailure';
import { ReceiverCard, ReceiverGate } from '../../features/diamonds/Receiver';
import { SuccessCard } from '../../features/diamonds/SuccessCard';
import { useConfirmedAction } from '../../features/diamonds/useConfirmedAction';
import './RechargePage.css';

/** The bonus a confirmed package carries, said in the confirmation. */
function bonusNote(body: RechargeBody) {
  const bonus = findPackage(body.package_id)?.bonus ?? 0;
  return bonus > 0 ? ` (gồm ${formatCount(bonus)} kim cương tặng thêm)` : '';
}

function RechargeSuccess({ tx, body, receiver, isYou, onAgain }: { tx: Transaction; body: RechargeBody; receiver: User; isYou: boolean; onAgain: () => void }) {
  return (
    <SuccessCard title="Nạp kim cương thành công" againLabel="Nạp thêm" onAgain={onAgain}>
      <p className="result__lead">
        {isYou ? 'Tài khoản của bạn' : <strong>{receiver.name}</strong>} (ID {receiver.uid}) đã nhận{' '}
        <strong>{formatCount(tx.diamonds)} kim cương</strong> với giá {formatVnd(body.price_vnd)}.
      </p>
      {/* balance_after is the receiver's balance: only theirs to see. */}
      {isYou ? (
        <p className="result__balance">
          Số dư mới: <strong>{formatCount(tx.balance_after)} kim cương</strong>
        </p>
      ) : (
        <p className="muted">Kim cương đã vào tài khoản của {receiver.name}; họ sẽ thấy giao dịch trong lịch sử của mình.</p>
      )}
    </SuccessCard>
  );
}

function RechargeFlow({ receiver }: { receiver: User }) {
  const [params] = useSearchParams();
  const [choice, setChoice] = useState<PackageChoice>(() => choiceFromQuery(params));
  const [tried, setTried] = useState(false);
  const customInput = useRef<HTMLInputElement>(null);
  const { signedIn, owner } = useSignedInOwner();
  const { signInFirst, redirect } = useSignInFirst();
  const [recharge] = useRechargeMutation();
  const action = useConfirmedAction<RechargeBody, Transaction>(recharge);
  const { phase } = action;
  const { purchase } = purchaseOf(choice);
  const isYou = owner?.uid === receiver.uid;

  if (redirect) return redirect;
  if (phase.step === 'done') {
    return (
      <RechargeSuccess
        tx={phase.result}
        body={phase.body}
        receiver={receiver}
        isYou={isYou}
        onAgain={() => {
          setTried(false);
          action.edit();
        }}
      />
    );
  }
  if (phase.step === 'failed') {
    return (
      <PhaseFailure phase={phase} action={action} title="Chưa nạp được kim cương" editLabel="Chọn lại gói" />
    );
  }

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

  const reviewing = phase.step === 'confirming' || phase.step === 'sending' ? phase.body : null;

  return (
    <>
      <form className="stack money-form" onSubmit={submit} noValidate>
        <ReceiverCard user={receiver} isYou={isYou} />
        <PackagePicker choice={choice} onChange={setChoice} showErrors={tried} customInputRef={customInput} />
        <div className="card stack pay-area">
          <PurchaseSummary purchase={purchase} />
          <button type="submit" className="button button--block button--large">
            Nạp kim cương
          </button>
          {!signedIn ? <p className="muted pay-area__hint">Bạn sẽ được mời đăng nhập trước khi thanh toán.</p> : null}
        </div>
        <p className="recharge__other">
          Muốn chuyển khoản ngân hàng?{' '}
          <Link to={paths.rechargeBank.href(receiver.uid)}>Nạp bằng chuyển khoản</Link> ·{' '}
          <Link to={paths.rechargeBankId.href(receiver.uid)}>Chọn ngân hàng</Link>
        </p>
      </form>
      <ConfirmDialog
        open={reviewing !== null}
        title="Xác nhận nạp kim cương"
        confirmLabel={reviewing ? `Nạp ${formatVnd(reviewing.price_vnd)}` : 'Xác nhận'}
        busy={phase.step === 'sending'}
        busyLabel="Đang nạp…"
        onConfirm={action.confirm}
        onCancel={action.edit}
      >
        {reviewing ? (
          <div className="stack confirm-summary">
            <p>
              <strong>{isYou ? 'Bạn' : receiver.name}</strong> (ID {receiver.uid}) sẽ nhận{' '}
              <strong>{formatCount(reviewing.diamonds)} kim cương</strong>
              {bonusNote(reviewing)}.
            </p>
            <p>
              Số tiền thanh toán: <strong>{formatVnd(reviewing.price_vnd)}</strong>.
            </p>
          </div>
        ) : null}
      </ConfirmDialog>
    </>
  );
}

export default function RechargePage() {
  const { uid = '' } = useParams();
  return (
    <section className="page money-page">
      <div className="container container--narrow">
        <Head title="Nạp kim cương" description="Nạp kim cương Hát Vui cho bạn hoặc cho người khác." noIndex />
        <h1>Nạp kim cương</h1>
        <ReceiverGate uid={uid}>{(receiver) => <RechargeFlow key={receiver.uid} receiver={receiver} />}</ReceiverGate>
      </div>
    </section>
  );
}
