import { useRef, useState, type FormEvent } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import type { RechargeBody, Transaction, User } from '../../api/contract';
import { BRAND } from '../../lib/config';
import { formatCount, formatVnd } from '../../lib/format';
import { routes } from '../../lib/routes';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { Head } from '../../components/Head';
import { useRechargeMutation } from '../../features/diamonds/api/diamondsApi';
import { ActionOutcome } from '../../features/diamonds/components/ActionOutcome';
import { PackagePicker, PurchaseSummary } from '../../features/diamonds/components/PackagePicker';
import { ReceiverCard, ReceiverGate } from '../../features/diamonds/components/Receiver';
import { SuccessCard } from '../../features/diamonds/components/SuccessCard';
import { choiceFromQuery, choiceToQuery, purchaseOf, useSignedInOwner, useSignInFirst, type PackageChoice } from '../../features/diamonds/lib/choice';
import { findPackage } from '../../features/diamonds/lib/packages';
import { rechargeEntry } from '../../features/diamonds/lib/historyEntries';
import { useConfirmedAction } from '../../features/diamonds/lib/useConfirmedAction';
import { useHistoryLookup } from '../../features/diamonds/lib/useHistoryLookup';
import { useGetUserByUidQuery, userApi } from '../../features/user/userApi';
import '../../features/diamonds/components/money.css';
import './RechargePage.css';
import { loadOutcome, ON_SERVER } from '../../api/serverState';
import type { ShareLoad } from '../../app/store';

/** The bonus a confirmed package carries, said in the confirmation. */
function bonusNote(body: RechargeBody) {
  const bonus = findPackage(body.package_id)?.bonus ?? 0;
  return bonus > 0 ? ` (gồm ${formatCount(bonus)} kim cương tặng thêm)` : '';
}

/** Who receives how many diamonds for how much: said while a top-up's outcome is being found out. */
function describeRecharge(body: RechargeBody, receiver: User, isYou: boolean) {
  return (
    <>
      Nạp <strong>{formatCount(body.diamonds)} kim cương</strong> ({formatVnd(body.price_vnd)}) cho{' '}
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
        <strong>{formatCount(tx.diamonds)} kim cương</strong>.
      </p>
      <p className="muted pre-line">
        Giao dịch #{tx.id}
        {tx.note ? ` · ${tx.note}` : ''}
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
          <Link to={routes.rechargeBank.href(receiver.uid)}>Nạp bằng chuyển khoản</Link> ·{' '}
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
              <strong>{formatCount(reviewing.diamonds)} kim cương</strong>
              {bonusNote(reviewing)}.
            </p>
            <p>
              Số tiền thanh toán: <strong>{formatVnd(reviewing.price_vnd)}</strong>.
            </p>
          </div>
        ) : null}
      </ConfirmDialog>
    </ActionOutcome>
  );
}

/**
 * The page's head: a link shared as "top up for me" previews with the receiver's public name and id
 * (nothing else of theirs), once they are known, over the site's share image.
 */
function RechargeHead({ uid }: { uid: string }) {
  const { currentData: receiver } = useGetUserByUidQuery(uid);
  return receiver ? (
    <Head
      title={`Nạp kim cương cho ${receiver.name}`}
      description={`Nạp kim cương ${BRAND} cho ${receiver.name} (ID ${receiver.uid}): chọn gói, xác nhận, kim cương vào tài khoản ngay.`}
      canonicalPath={routes.recharge.href(receiver.uid)}
      noIndex
    />
  ) : (
    <Head title="Nạp kim cương" description={`Nạp kim cương ${BRAND} cho bạn hoặc cho người khác.`} noIndex />
  );
}

/** The server's query: the person the top-up is for. */
export const load: ShareLoad = async ({ dispatch }, uid) =>
  loadOutcome(await dispatch(userApi.endpoints.getUserByUid.initiate(uid, ON_SERVER)));

export default function RechargePage() {
  const { uid = '' } = useParams();
  return (
    <section className="page money-page">
      <div className="container container--narrow">
        <RechargeHead uid={uid} />
        <h1>Nạp kim cương</h1>
        <ReceiverGate uid={uid}>{(receiver) => <RechargeFlow key={receiver.uid} receiver={receiver} />}</ReceiverGate>
      </div>
    </section>
  );
}
