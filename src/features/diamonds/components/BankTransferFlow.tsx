import { useCallback, useId, useRef, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { Confirmed } from '../../../api/apiHelpers';
import type { BankRechargeBody, Transaction, User } from '../../../api/contract';
import { formatCount, formatVnd } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { useBankIdRechargeMutation, useBankRechargeMutation } from '../api/diamondsApi';
import { bankOfBody, DEFAULT_BANK, findBank, type BankTopUpBody } from '../lib/banks';
import { choiceFromQuery, choiceToQuery, purchaseOf, useSignedInOwner, useSignInFirst, type PackageChoice } from '../lib/choice';
import { transferMemo } from '../lib/memo';
import { useConfirmedAction } from '../lib/useConfirmedAction';
import { vietQrPayload } from '../lib/vietqr';
import { ActionOutcome } from './ActionOutcome';
import { BankAccountDetails } from './BankAccountDetails';
import { BankChoice } from './BankChoice';
import { PackagePicker } from './PackagePicker';
import { PendingRequest } from './PendingRequest';
import { ReceiverCard } from './Receiver';
import { VietQrCode } from './VietQrCode';
import './money.css';
import './BankTransferFlow.css';

/** The chosen bank travels through sign-in in the URL too (`?nh=vcb`). */
export const BANK_PARAM = 'nh';

/**
 * Top-up by bank transfer: (choose the receiving bank,) choose a package, transfer with the details or
 * the VietQR code, then "Tôi đã chuyển khoản" records a pending request the staff match with the bank.
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
  const { signedIn, owner } = useSignedInOwner();
  const { signInFirst, redirect } = useSignInFirst();
  const [manual] = useBankRechargeMutation();
  const [byBank] = useBankIdRechargeMutation();
  const trigger = useCallback(
    ({ body, idempotencyKey }: Confirmed<BankTopUpBody>) =>
      'bank_id' in body ? byBank({ body, idempotencyKey }) : manual({ body, idempotencyKey }),
    [byBank, manual],
  );
  const action = useConfirmedAction<BankTopUpBody, Transaction>(trigger);

  const bank = findBank(bankId);
  const memo = transferMemo(receiver.uid);
  const { purchase } = purchaseOf(choice);
  const isYou = owner?.uid === receiver.uid;
  const step = chooseBank ? 2 : 1;
  const transferHeading = useId();

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
      transfer_content: memo,
    };
    action.review(chooseBank ? { ...body, bank_id: bank.id } : body);
  };

  const { reviewing } = action;
  const reviewingBank = reviewing ? bankOfBody(reviewing) : null;

  return (
    <ActionOutcome
      action={action}
      redirect={redirect}
      onAgain={() => setTried(false)}
      done={({ body, result, again }) => <PendingRequest tx={result} body={body} receiver={receiver} isYou={isYou} onAgain={again} />}
      failure={({ body }) => ({
        title: 'Chưa gửi được yêu cầu xác nhận',
        explain: (
          <p>
            Nếu bạn đã chuyển tiền, đừng lo: khoản tiền vẫn được đối chiếu theo nội dung <strong>{body.transfer_content}</strong>.
          </p>
        ),
      })}
    >
      <form className="stack money-form" onSubmit={submit} noValidate>
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
        <section className="card stack transfer-card" aria-labelledby={transferHeading}>
          <h2 id={transferHeading}>Bước {step + 1} · Chuyển khoản</h2>
          {!bank ? (
            <p className="muted">Chọn ngân hàng nhận ở bước 1 để xem số tài khoản và mã QR.</p>
          ) : (
            <>
              <p>Mở ứng dụng ngân hàng, quét mã QR hoặc nhập đúng các thông tin dưới đây.</p>
              <div className="transfer-card__body">
                {purchase ? (
                  <figure className="qr">
                    <VietQrCode
                      payload={vietQrPayload({
                        bin: bank.bin,
                        accountNumber: bank.accountNumber,
                        amountVnd: purchase.priceVnd,
                        memo,
                      })}
                      label={`Mã VietQR: chuyển ${formatVnd(purchase.priceVnd)} đến ${bank.shortName}, số tài khoản ${bank.accountNumber}, nội dung ${memo}`}
                    />
                    <figcaption className="muted">
                      Quét bằng ứng dụng ngân hàng: số tài khoản, số tiền và nội dung đã điền sẵn.
                    </figcaption>
                  </figure>
                ) : (
                  <p className="qr qr--empty muted">Nhập số kim cương hợp lệ để xem số tiền và mã QR.</p>
                )}
                <BankAccountDetails bank={bank} amountVnd={purchase?.priceVnd} memo={memo} />
              </div>
              <p className="notice memo-warning">
                Ghi đúng nội dung <strong>{memo}</strong>: nhờ đó chúng tôi biết cộng kim cương cho {receiver.name}. Đang
                dùng điện thoại? Bấm “Sao chép” rồi dán vào ứng dụng ngân hàng.
              </p>
            </>
          )}
        </section>
        <div className="stack pay-area">
          <button type="submit" className="button button--block button--large">
            Tôi đã chuyển khoản
          </button>
          {!signedIn ? (
            <p className="muted pay-area__hint">Bạn sẽ được mời đăng nhập trước khi gửi yêu cầu xác nhận.</p>
          ) : null}
          <p className="pay-area__hint">
            <Link to={paths.bankTransferGuide.href()}>Xem hướng dẫn nạp bằng chuyển khoản</Link>
          </p>
        </div>
      </form>
      <ConfirmDialog {...action.dialog} title="Xác nhận đã chuyển khoản" confirmLabel="Đúng, tôi đã chuyển" busyLabel="Đang gửi yêu cầu…">
        {reviewing && reviewingBank ? (
          <div className="stack confirm-summary">
            <p>
              Bạn đã chuyển <strong>{formatVnd(reviewing.price_vnd)}</strong> đến <strong>{reviewingBank.shortName}</strong>,
              số tài khoản <strong>{reviewingBank.accountNumber}</strong>, với nội dung{' '}
              <strong>{reviewing.transfer_content}</strong>?
            </p>
            <p>
              Khi tiền về, <strong>{receiver.name}</strong> (ID {receiver.uid}) sẽ nhận{' '}
              <strong>{formatCount(reviewing.diamonds)} kim cương</strong>.
            </p>
          </div>
        ) : null}
      </ConfirmDialog>
    </ActionOutcome>
  );
}
