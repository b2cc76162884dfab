import { useCallback, useId, useRef, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { BankIdRechargeBody, BankRechargeBody, Transaction, User } from '../../api/contract';
import { SUPPORT_EMAIL } from '../../lib/config';
import { formatCount, formatDateTime, formatVnd } from '../../lib/format';
import { paths } from '../../lib/paths';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import type { Confirmed } from '../../api/apiHelpers';
import { useBankIdRechargeMutation, useBankRechargeMutation } from './diamondsApi';
import { BankAccountDetails, BankBadge } from './BankAccountDetails';
import { BANK_CREDIT_TIME, DEFAULT_BANK, findBank, RECEIVING_BANKS, type ReceivingBank } from './banks';
import { choiceFromQuery, choiceToQuery, purchaseOf, useSignedInOwner, useSignInFirst, type PackageChoice } from './choice';
import { transferMemo } from './memo';
import { PackagePicker } from './PackagePicker';
import { PhaseFailure } from './PhaseFailure';
import { ReceiverCard } from './Receiver';
import { ResultCard } from './ResultCard';
import { StatusBadge } from './StatusBadge';
import { useConfirmedAction } from './useConfirmedAction';
import { VietQrCode } from './VietQrCode';
import { vietQrPayload } from './vietqr';
import './diamonds.css';

/** The chosen bank travels through sign-in in the URL too (`?nh=vcb`). */
export const BANK_PARAM = 'nh';

type BankTopUpBody = BankRechargeBody | BankIdRechargeBody;

const bankOfBody = (body: BankTopUpBody): ReceivingBank =>
  ('bank_id' in body ? findBank(body.bank_id) : undefined) ?? DEFAULT_BANK;

function BankChoice({ bankId, onChange, showError }: { bankId: string | null; onChange: (id: string) => void; showError: boolean }) {
  const name = useId();
  const errorId = useId();
  return (
    <fieldset className="banks" aria-describedby={showError && !bankId ? errorId : undefined}>
      <legend>Bước 1 · Chọn ngân hàng nhận</legend>
      <p className="muted banks__hint">Chọn ngân hàng giống ngân hàng của bạn để tiền về nhanh nhất.</p>
      <div className="banks__list">
        {RECEIVING_BANKS.map((bank) => (
          <label key={bank.id} className="bank-option">
            <input type="radio" name={name} value={bank.id} checked={bankId === bank.id} onChange={() => onChange(bank.id)} />
            <BankBadge bank={bank} />
            <span className="bank-option__text">
              <strong>{bank.shortName}</strong>
              <span className="muted">{bank.name}</span>
            </span>
          </label>
        ))}
      </div>
      <p id={errorId} className="field__error" role="alert">
        {showError && !bankId ? 'Hãy chọn một ngân hàng.' : null}
      </p>
    </fieldset>
  );
}

function PendingRequest({ tx, body, receiver, isYou, onAgain }: { tx: Transaction; body: BankTopUpBody; receiver: User; isYou: boolean; onAgain: () => void }) {
  const bank = bankOfBody(body);
  return (
    <ResultCard
      tone="pending"
      title="Đã ghi nhận yêu cầu nạp"
      actions={
        <>
          {isYou ? (
            <Link className="button" to={paths.transactionHistory.href()}>
              Xem lịch sử giao dịch
            </Link>
          ) : null}
          <button type="button" className={isYou ? 'button button--secondary' : 'button'} onClick={onAgain}>
            Nạp thêm
          </button>
          <Link className="button button--secondary" to={paths.bankTransferGuide.href()}>
            Hướng dẫn và câu hỏi
          </Link>
        </>
      }
    >
      <p>
        <StatusBadge status={tx.status} label={tx.status === 'pending' ? 'Đang chờ xác nhận' : undefined} />
      </p>
      <dl className="summary-list">
        <div>
          <dt>Mã yêu cầu</dt>
          <dd>#{tx.id}</dd>
        </div>
        <div>
          <dt>Người nhận</dt>
          <dd>
            {receiver.name} (ID {receiver.uid})
          </dd>
        </div>
        <div>
          <dt>Kim cương</dt>
          <dd>{formatCount(body.diamonds)} kim cương</dd>
        </div>
        <div>
          <dt>Số tiền</dt>
          <dd>{formatVnd(body.price_vnd)}</dd>
        </div>
        <div>
          <dt>Nội dung</dt>
          <dd>{body.transfer_content}</dd>
        </div>
        <div>
          <dt>Ngân hàng nhận</dt>
          <dd>
            {bank.shortName} · {bank.accountNumber}
          </dd>
        </div>
        <div>
          <dt>Thời gian</dt>
          <dd>{formatDateTime(tx.created_at)}</dd>
        </div>
      </dl>
      <h3>Tiếp theo là gì?</h3>
      <ol className="next-steps">
        <li>Chúng tôi đối chiếu khoản chuyển với sao kê ngân hàng theo nội dung {body.transfer_content}.</li>
        <li>
          Kim cương thường được cộng sau {BANK_CREDIT_TIME.usual} {BANK_CREDIT_TIME.usualWhen}, chậm nhất{' '}
          {BANK_CREDIT_TIME.atMost}.
        </li>
        <li>
          {isYou ? 'Bạn' : receiver.name} sẽ thấy giao dịch “Đang xử lý” trong lịch sử giao dịch, rồi “Thành công” khi kim
          cương đã được cộng.
        </li>
      </ol>
      <p className="muted result__fineprint">
        Bạn không cần gửi lại yêu cầu. Sau {BANK_CREDIT_TIME.atMost} vẫn chưa nhận được? Hãy gửi thư đến{' '}
        <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a> kèm mã yêu cầu #{tx.id} và ảnh biên lai chuyển khoản.
      </p>
    </ResultCard>
  );
}

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
  const { phase } = action;

  const bank = findBank(bankId);
  const memo = transferMemo(receiver.uid);
  const { purchase } = purchaseOf(choice);
  const isYou = owner?.uid === receiver.uid;
  const step = chooseBank ? 2 : 1;
  const transferHeading = useId();

  if (redirect) return redirect;
  if (phase.step === 'done') {
    return (
      <PendingRequest
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
      <PhaseFailure phase={phase} action={action} title="Chưa gửi được yêu cầu xác nhận">
        <p>
          Nếu bạn đã chuyển tiền, đừng lo: khoản tiền vẫn được đối chiếu theo nội dung <strong>{phase.body.transfer_content}</strong>.
        </p>
      </PhaseFailure>
    );
  }

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

  const reviewing = phase.step === 'confirming' || phase.step === 'sending' ? phase.body : null;
  const reviewingBank = reviewing ? bankOfBody(reviewing) : null;

  return (
    <>
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
      <ConfirmDialog
        open={reviewing !== null}
        title="Xác nhận đã chuyển khoản"
        confirmLabel="Đúng, tôi đã chuyển"
        busy={phase.step === 'sending'}
        busyLabel="Đang gửi yêu cầu…"
        onConfirm={action.confirm}
        onCancel={action.edit}
      >
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
    </>
  );
}
