import { useCallback, useRef, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { Confirmed } from '../../../api/apiHelpers';
import type { BankRechargeBody, Transaction, User } from '../../../api/contract';
import { formatCount, formatVnd } from '../../../lib/format';
import { routes } from '../../../lib/routes';
import { useBankIdRechargeMutation, useBankRechargeMutation } from '../api/diamondsApi';
import { bankOfBody, DEFAULT_BANK, findBank, type BankTopUpBody } from '../lib/banks';
import { choiceFromQuery, choiceToQuery, purchaseOf, useSignedInOwner, useSignInFirst, type PackageChoice } from '../lib/choice';
import { bankOrderEntry } from '../lib/historyEntries';
import { newOrderMemo } from '../lib/memo';
import { useConfirmedAction } from '../lib/useConfirmedAction';
import { useHistoryLookup } from '../lib/useHistoryLookup';
import { ActionOutcome } from './ActionOutcome';
import { BankChoice } from './BankChoice';
import { BankOrder } from './BankOrder';
import { PackagePicker } from './PackagePicker';
import { PayerStatus } from './PayerStatus';
import { ReceiverCard } from './Receiver';
import { SignInHint } from './SignInHint';
import './money.css';

/** The chosen bank travels through sign-in in the URL too (`?nh=vcb`). */
export const BANK_PARAM = 'nh';

/** The order being found out, in a sentence. */
function describeOrder(body: BankTopUpBody, receiver: User) {
  return (
    <>
      Lệnh nạp <strong>{formatCount(body.diamonds)} kim cương</strong> ({formatVnd(body.price_vnd)}) cho{' '}
      <strong>{receiver.name}</strong> (ID {receiver.uid}) qua {bankOfBody(body).shortName}, nội dung {body.transfer_content}.
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
 */
export function BankTransferFlow({ receiver, chooseBank }: { receiver: User; chooseBank: boolean }) {
  const [params] = useSearchParams();
  const [choice, setChoice] = useState<PackageChoice>(() => choiceFromQuery(params));
  const [bankId, setBankId] = useState<string | null>(() =>
    chooseBank ? (findBank(params.get(BANK_PARAM))?.id ?? null) : DEFAULT_BANK.id,
  );
  const [tried, setTried] = useState(false);
  const customInput = useRef<HTMLInputElement>(null);
  const bankSection = useRef<HTMLDivElement>(null);
  const payer = useSignedInOwner();
  const { signedIn, owner, loadingOwner } = payer;
  const { signInFirst, redirect } = useSignInFirst();
  const [manual] = useBankRechargeMutation();
  const [byBank] = useBankIdRechargeMutation();
  const trigger = useCallback(
    ({ body, idempotencyKey }: Confirmed<BankTopUpBody>) =>
      'bank_id' in body ? byBank({ body, idempotencyKey }) : manual({ body, idempotencyKey }),
    [byBank, manual],
  );
  const lookup = useHistoryLookup(bankOrderEntry);
  const action = useConfirmedAction<BankTopUpBody, Transaction>(trigger, {
    kind: 'bank',
    owner: owner?.uid ?? null,
    belongsHere: (body) => body.uid === receiver.uid && ('bank_id' in body) === chooseBank,
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
    if (!signedIn) {
      signInFirst({ ...choiceToQuery(choice), ...(chooseBank ? { [BANK_PARAM]: bank.id } : {}) });
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
      redirect={redirect}
      onAgain={() => setTried(false)}
      done={({ body, result, again }) => (
        <BankOrder order={result} body={body} receiver={receiver} isYou={isYou} onAgain={again} onSettled={action.forget} />
      )}
      failure={() => ({
        title: 'Chưa tạo được lệnh nạp',
        explain: <p>Chưa có khoản tiền nào gắn với lệnh này: đừng chuyển khoản cho đến khi trang hiện mã QR và nội dung.</p>,
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
            <strong>Bước {step + 1} · Chuyển khoản.</strong> Bấm nút dưới đây để tạo lệnh nạp: trang sẽ hiện mã QR, số tài
            khoản, số tiền và một nội dung chuyển khoản riêng cho lệnh này. Chưa có tiền nào bị trừ.
          </p>
          <button type="submit" className="button button--block button--large" disabled={sending} aria-busy={sending}>
            {action.state.status === 'sending' ? 'Đang tạo lệnh…' : sending ? 'Đang tải tài khoản…' : 'Tạo lệnh chuyển khoản'}
          </button>
          {!signedIn ? <SignInHint before="tạo lệnh" /> : null}
          <PayerStatus payer={payer} waiting={false} />
          <p className="pay-area__hint">
            <Link to={routes.bankTransferGuide.href()}>Xem hướng dẫn nạp bằng chuyển khoản</Link>
          </p>
        </div>
      </form>
    </ActionOutcome>
  );
}
