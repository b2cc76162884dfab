import { useEffect, useId } from 'react';
import { Link } from 'react-router';
import type { Transaction, TransactionStatus, User } from '../../../api/contract';
import { SANDBOX_TOOLS, SUPPORT_EMAIL } from '../../../lib/config';
import { formatCount, formatDateTime, formatVnd } from '../../../lib/format';
import { routes } from '../../../lib/routes';
import { useAppSelector } from '../../../app/hooks';
import { transactionHistoryApi, useGetTransactionHistoryQuery } from '../../transactionHistory/transactionHistoryApi';
import { BANK_CREDIT_TIME, bankOfBody, type BankTopUpBody } from '../lib/banks';
import { useBrowserContext } from '../../../lib/useBrowserContext';
import { vietQrPayload } from '../lib/vietqr';
import { BankAccountDetails } from './BankAccountDetails';
import { BankAppLinks } from './BankAppLinks';
import { ResultCard } from './ResultCard';
import { StatusBadge } from './StatusBadge';
import { VietQrCode } from './VietQrCode';
import './BankOrder.css';
import './BankTransferFlow.css';

/** How often a pending order of the person's own account is looked up in the history. */
export const ORDER_POLL_MS = 10_000;

/**
 * The order's status as the history says it: the payer's own account is watched (a top-up for someone
 * else is on their history, not the payer's, so it stays as recorded).
 */
function useOrderStatus(order: Transaction, watch: boolean) {
  const known = useAppSelector(
    (state) => transactionHistoryApi.endpoints.getTransactionHistory.select({ page: 1 })(state).data?.items.find((tx) => tx.id === order.id),
  );
  const entry = (watch ? known : undefined) ?? order;
  // Polled while pending only: a settled order needs no more looking up.
  const history = useGetTransactionHistoryQuery({ page: 1 }, { skip: !watch, pollingInterval: entry.status === 'pending' ? ORDER_POLL_MS : 0 });
  return { entry, refresh: watch ? history.refetch : null, checking: history.isFetching };
}

const TITLES: Record<TransactionStatus, string> = {
  pending: 'Lệnh nạp đã tạo: hãy chuyển khoản',
  success: 'Đã cộng kim cương',
  failed: 'Lệnh nạp đã hết hạn',
};

/** Sandbox builds only: the money "arrives" as a bank statement line with this order's memo and amount. */
async function sendStatementLine(content: string, amountVnd: number) {
  await fetch('/sandbox/bank-statement', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ content, amount_vnd: amountVnd }),
  });
}

/**
 * A bank top-up order once the server recorded it: the transfer to make (QR, account, exact amount and
 * the memo unique to this order), then its status, followed in the history until it is settled.
 */
export function BankOrder({
  order,
  body,
  receiver,
  isYou,
  onAgain,
  onSettled,
}: {
  order: Transaction;
  body: BankTopUpBody;
  receiver: User;
  isYou: boolean;
  onAgain: () => void;
  onSettled: () => void;
}) {
  const bank = bankOfBody(body);
  const memo = body.transfer_content;
  const { entry, refresh, checking } = useOrderStatus(order, isYou);
  const pending = entry.status === 'pending';
  const transferHeading = useId();
  const browser = useBrowserContext();
  const phone = browser.platform !== 'desktop';
  const payload = vietQrPayload({ bin: bank.bin, accountNumber: bank.accountNumber, amountVnd: body.price_vnd, memo });
  useEffect(() => {
    if (!pending) onSettled();
  }, [pending, onSettled]);

  return (
    <ResultCard
      tone={entry.status === 'success' ? 'success' : entry.status === 'failed' ? 'failure' : 'pending'}
      title={TITLES[entry.status]}
      actions={
        <>
          {refresh && pending ? (
            <button type="button" className="button" onClick={() => void refresh()} disabled={checking} aria-busy={checking}>
              {checking ? 'Đang kiểm tra…' : 'Kiểm tra trạng thái'}
            </button>
          ) : null}
          {isYou ? (
            <Link className={pending ? 'button button--secondary' : 'button'} to={routes.transactionHistory.href()}>
              Xem lịch sử giao dịch
            </Link>
          ) : null}
          <button type="button" className="button button--secondary" onClick={onAgain}>
            {pending ? 'Tạo lệnh khác' : 'Nạp thêm'}
          </button>
        </>
      }
    >
      <p className="bank-order__status" role="status">
        <StatusBadge status={entry.status} label={pending ? 'Đang chờ tiền về' : undefined} />
      </p>
      {pending ? (
        <section className="stack transfer-card" aria-labelledby={transferHeading}>
          <h3 id={transferHeading}>Chuyển đúng số tiền, đúng nội dung</h3>
          <div className="transfer-card__body">
            <figure className="qr">
              <VietQrCode
                payload={payload}
                // A download is a dead end in an app's web view (blob: and data: downloads fail there): the long press is not.
                downloadAs={browser.inApp ? undefined : `hatvui-${memo.replace(/\s+/g, '-')}.png`}
                label={`Mã VietQR: chuyển ${formatVnd(body.price_vnd)} đến ${bank.shortName}, số tài khoản ${bank.accountNumber}, nội dung ${memo}`}
              />
              <figcaption className="muted">
                {phone
                  ? 'Nhấn giữ ảnh mã QR để lưu vào máy, rồi trong ứng dụng ngân hàng chọn quét mã QR từ ảnh: số tài khoản, số tiền và nội dung đã điền sẵn.'
                  : 'Quét bằng ứng dụng ngân hàng: số tài khoản, số tiền và nội dung đã điền sẵn.'}
              </figcaption>
            </figure>
            <BankAccountDetails bank={bank} amountVnd={body.price_vnd} memo={memo} />
          </div>
          {phone ? (
            <BankAppLinks
              transfer={{ bank, amountVnd: body.price_vnd, memo, returnUrl: `${window.location.origin}${window.location.pathname}` }}
            />
          ) : null}
          <p className="notice memo-warning">
            Nội dung <strong>{memo}</strong> chỉ dùng cho lệnh này: ghi đúng nội dung và đúng số tiền để kim cương được cộng tự
            động cho {receiver.name}. Đang dùng điện thoại? Bấm “Sao chép” rồi dán vào ứng dụng ngân hàng.
          </p>
          {SANDBOX_TOOLS ? (
            <button type="button" className="button button--secondary" onClick={() => void sendStatementLine(memo, body.price_vnd).then(() => refresh?.())}>
              Giả lập tiền về (sandbox)
            </button>
          ) : null}
        </section>
      ) : entry.status === 'success' ? (
        <p className="result__lead">
          {isYou ? 'Tài khoản của bạn' : receiver.name} đã nhận <strong>{formatCount(entry.diamonds)} kim cương</strong>.
        </p>
      ) : (
        <p className="result__lead">
          Chưa nhận được khoản chuyển khớp với lệnh này trong {BANK_CREDIT_TIME.atMost}. Nếu bạn đã chuyển tiền, hãy gửi thư đến{' '}
          <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a> kèm mã yêu cầu #{entry.id} và ảnh biên lai.
        </p>
      )}
      <dl className="summary-list">
        <div>
          <dt>Mã yêu cầu</dt>
          <dd>#{entry.id}</dd>
        </div>
        <div>
          <dt>Người nhận</dt>
          <dd>
            {receiver.name} (ID {receiver.uid})
          </dd>
        </div>
        <div>
          <dt>Kim cương</dt>
          <dd>{formatCount(entry.diamonds)} kim cương</dd>
        </div>
        <div>
          <dt>Số tiền</dt>
          <dd>{formatVnd(body.price_vnd)}</dd>
        </div>
        <div>
          <dt>Nội dung</dt>
          <dd>{memo}</dd>
        </div>
        <div>
          <dt>Thời gian tạo</dt>
          <dd>{formatDateTime(entry.created_at)}</dd>
        </div>
      </dl>
      {pending ? (
        <>
          <h3>Tiếp theo là gì?</h3>
          <ol className="next-steps">
            <li>Khi tiền về, hệ thống đối chiếu nội dung {memo} và số tiền với sao kê ngân hàng.</li>
            <li>
              Kim cương thường được cộng sau {BANK_CREDIT_TIME.usual} {BANK_CREDIT_TIME.usualWhen}, chậm nhất{' '}
              {BANK_CREDIT_TIME.atMost}; {isYou ? 'trang này tự cập nhật' : `${receiver.name} sẽ thấy giao dịch trong lịch sử`}.
            </li>
          </ol>
          <p className="muted result__fineprint">
            Lệnh được giữ trên thiết bị này: bạn có thể sang ứng dụng ngân hàng rồi quay lại. Cần giúp đỡ? Hãy gửi thư đến{' '}
            <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a> kèm mã yêu cầu #{entry.id}.{' '}
            <Link to={routes.bankTransferGuide.href()}>Hướng dẫn và câu hỏi</Link>
          </p>
        </>
      ) : null}
    </ResultCard>
  );
}
