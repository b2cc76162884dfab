import { useCallback, useRef, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { BankRechargeBody, Transaction, User } from '../../../api/contract';
import { useAppSelector } from '../../../app/hooks';
import { formatCount, formatVnd } from '../../../lib/format';
import { routes } from '../../../lib/routes';
import { selectIsSignedIn } from '../../auth/authSlice';
import { useBankIdRechargeMutation, useBankRechargeMutation, type BankOrderArg } from '../api/diamondsApi';
import { bankOfBody, DEFAULT_BANK, findBank, type BankTopUpBody } from '../lib/banks';
import { choiceFromQuery, purchaseOf, useSignedInOwner, type PackageChoice } from '../lib/choice';
import { bankOrderEntry } from '../lib/historyEntries';
import { newOrderMemo } from '../lib/memo';
import { GUEST_PAYER } from '../lib/pendingPayments';
import { useConfirmedAction } from '../lib/useConfirmedAction';
import { useHistoryLookup } from '../lib/useHistoryLookup';
import { ActionOutcome } from './ActionOutcome';
import { BankChoice } from './BankChoice';
import { BankOrder } from './BankOrder';
import { PackagePicker } from './PackagePicker';
import { PayerStatus } from './PayerStatus';
import { ReceiverCard } from './Receiver';
import { GuestLimit, isGuestLimit } from './GuestLimit';
import './money.css';

/** The chosen bank can be named in the URL (`?nh=vcb`), as a shared link or the guide does. */
const BANK_PARAM = 'nh';

/** The order being found out, in a sentence. */
function describeOrder(body: BankTopUpBody, receiver: User) {
  return (
    <>
      Lệnh nạp <strong className="nowrap">{formatCount(body.diamonds)} kim cương</strong> ({formatVnd(body.price_vnd)}) cho{' '}
      <strong>{receiver.name}</strong> (ID {receiver.uid}) qua {bankOfBody(body).shortName}, nội dung{' '}
      <span className="nowrap">{body.transfer_content}</span>.
    </>
  );
}

/**
 * Top-up by bank transfer, an order first: (choose the receiving bank,) choose a package, and the
 * server records a pending request with a memo unique to it; only then are the QR code and the details
 * shown, carrying that memo and the exact amount. The order is credited when a statement line with
 * both arrives, and the page follows it until then (BankOrder). Creating the order moves no money, so
 * it needs no confirmation; it is idempotent like every payment (the same order again, after a reload
 * or in another tab, is the same request).
 *
 * It needs no sign-in (CONTRACT.md: a guest order): the payer's bank app does the paying, and a friend
 * asked in a Zalo chat to top someone up must not be sent out of the app's browser to sign in. Signed
 * out, the order is kept under GUEST_PAYER and sent without Authorization; signed in, it waits for the
 * account as before, its key kept under it.
 */
export function BankTransferFlow(props: { receiver: User; chooseBank: boolean }) {
  // Signing in or out (in another tab, too) changes whose orders these are: the form starts again for
  // the new payer, and finds that payer's own kept order, never the other's.
  const signedIn = useAppSelector(selectIsSignedIn);
  return <BankTransferForm key={signedIn ? 'account' : 'guest'} {...props} />;
}

function BankTransferForm({ receiver, chooseBank }: { receiver: User; chooseBank: boolean }) {
  const [params] = useSearchParams();
  const [choice, setChoice] = useState<PackageChoice>(() => choiceFromQuery(params));
  const [bankId, setBankId] = useState<string | null>(() => (chooseBank ? (findBank(params.get(BANK_PARAM))?.id ?? null) : DEFAULT_BANK.id));
  const [tried, setTried] = useState(false);
  const customInput = useRef<HTMLInputElement>(null);
  const bankSection = useRef<HTMLDivElement>(null);
  const payer = useSignedInOwner();
  const { signedIn, owner, loadingOwner } = payer;
  const payerId = signedIn ? (owner?.uid ?? null) : GUEST_PAYER;
  const [manual] = useBankRechargeMutation();
  const [byBank] = useBankIdRechargeMutation();
  const trigger = useCallback(
    ({ body, idempotencyKey, asGuest }: BankOrderArg<BankTopUpBody>) =>
      'bank_id' in body ? byBank({ body, idempotencyKey, asGuest }) : manual({ body, idempotencyKey, asGuest }),
    [byBank, manual],
  );
  const lookup = useHistoryLookup(bankOrderEntry);
  const action = useConfirmedAction<BankTopUpBody, Transaction>(trigger, {
    kind: 'bank',
    owner: payerId,
    belongsHere: (body) => body.uid === receiver.uid && 'bank_id' in body === chooseBank,
    lookup,
    keepAsOrder: true,
  });

  const bank = findBank(bankId);
  const { purchase } = purchaseOf(choice);
  const isYou = owner?.uid === receiver.uid;
  const step = chooseBank ? 2 : 1;
  // A signed-in person's order waits for their account: its key is kept under it (pendingPayments.ts).
  const sending = action.state.status === 'sending' || loadingOwner;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!bank) {
      bankSection.current?.querySelector('input')?.focus();
      return;
    }
    if (!purchase) {
      customInput.current?.focus();
      return;
    }
    const body: BankRechargeBody = {
      uid: receiver.uid,
      diamonds: purchase.diamonds,
      price_vnd: purchase.priceVnd,
      transfer_content: newOrderMemo(),
    };
    action.start(chooseBank ? { ...body, bank_id: bank.id } : body);
  };

  return (
    <ActionOutcome
      action={action}
      onAgain={() => setTried(false)}
      done={({ body, result, again }) => (
        <BankOrder
          order={result}
          body={body}
          receiver={receiver}
          isYou={isYou}
          payer={payerId ?? GUEST_PAYER}
          onAgain={again}
          onSettled={action.forget}
        />
      )}
      failure={({ error }) => ({
        title: isGuestLimit(error) ? 'Hãy đợi một lúc rồi tạo lệnh' : 'Chưa tạo được lệnh nạp',
        explain: (
          <>
            {isGuestLimit(error) ? <GuestLimit error={error} /> : null}
            <p>Chưa có khoản tiền nào gắn với lệnh này: đừng chuyển khoản cho đến khi trang hiện mã QR và nội dung.</p>
          </>
        ),
      })}
      describe={(body) => describeOrder(body, receiver)}
    >
      <form className="stack money-form" onSubmit={submit} noValidate aria-busy={sending}>
        <ReceiverCard user={receiver} isYou={isYou} />
        {chooseBank ? (
          <div ref={bankSection}>
            <BankChoice bankId={bankId} onChange={setBankId} showError={tried} />
          </div>
        ) : null}
        <PackagePicker
          choice={choice}
          onChange={setChoice}
          showErrors={tried}
          customInputRef={customInput}
          legend={`Bước ${step} · Chọn gói kim cương`}
        />
        <div className="card stack pay-area">
          <p>
            <strong>Bước {step + 1} · Chuyển khoản.</strong> Bấm nút dưới đây để tạo lệnh nạp: trang sẽ hiện mã QR, số tài khoản, số tiền và một nội
            dung chuyển khoản riêng cho lệnh này. Chưa có tiền nào bị trừ.
          </p>
          <button type="submit" className="button button--block button--large" disabled={sending} aria-busy={sending}>
            {action.state.status === 'sending' ? 'Đang tạo lệnh…' : sending ? 'Đang tải tài khoản…' : 'Tạo lệnh chuyển khoản'}
          </button>
          {!signedIn ? (
            <p className="muted pay-area__hint">
              Không cần đăng nhập: ai cũng có thể nạp hộ bằng chuyển khoản, tiền đi từ ứng dụng ngân hàng của bạn.
            </p>
          ) : null}
          <PayerStatus payer={payer} waiting={false} />
          <p className="pay-area__hint">
            <Link to={routes.bankTransferGuide.href()}>Xem hướng dẫn nạp bằng chuyển khoản</Link>
          </p>
        </div>
      </form>
    </ActionOutcome>
  );
}
