import { useEffect } from 'react';
import { Link } from 'react-router';
import type { Transaction, TransactionStatus, User } from '../../../api/contract';
import { SANDBOX_TOOLS, SUPPORT_EMAIL } from '../../../lib/config';
import { formatCount, formatDateTime, formatVnd } from '../../../lib/format';
import { routes } from '../../../lib/routes';
import { BANK_CREDIT_TIME, bankOfBody, type BankTopUpBody } from '../lib/banks';
import { keepOrder, noteOrderStatus } from '../lib/keptOrders';
import { useFollowedHistory } from '../lib/useFollowedHistory';
import { OrderTransfer } from './OrderTransfer';
import { ResultCard } from './ResultCard';
import { StatusBadge } from './StatusBadge';
import './BankOrder.css';
import './BankTransferFlow.css';

/**
 * The order's status as the history says it: the payer's own account is watched (a top-up for someone
 * else, or a guest's, is on the receiver's history, not one the payer can read, so it stays as recorded),
 * on useFollowSchedule's schedule: at once on coming back to the page, often in the first minutes.
 */
function useOrderStatus(order: Transaction, watch: boolean) {
  const since = Date.parse(order.created_at);
  const pendingHere = order.status === 'pending';
  const followed = useFollowedHistory(watch && pendingHere, Number.isFinite(since) ? since : 0);
  const entry = followed.find(order.id) ?? order;
  return { entry, refresh: followed.refresh, checking: followed.checking };
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
  payer,
  onAgain,
  onSettled,
}: {
  order: Transaction;
  body: BankTopUpBody;
  receiver: User;
  isYou: boolean;
  /** Who made it (the signed-in uid, or GUEST_PAYER): it is kept on the device as theirs (keptOrders.ts). */
  payer: string;
  onAgain: () => void;
  onSettled: () => void;
}) {
  const bank = bankOfBody(body);
  const memo = body.transfer_content;
  const { entry, refresh, checking } = useOrderStatus(order, isYou);
  const pending = entry.status === 'pending';
  // The payer's receipt on this device, whoever it is for: shown again under "Lệnh nạp của bạn".
  useEffect(() => {
    void keepOrder({
      id: order.id,
      payer,
      receiver: { uid: receiver.uid, name: receiver.name },
      diamonds: body.diamonds,
      amountVnd: body.price_vnd,
      memo,
      bankId: bank.id,
      createdAt: Date.now(),
      status: order.status,
    });
  }, [order.id, order.status, payer, receiver.uid, receiver.name, body.diamonds, body.price_vnd, memo, bank.id]);
  useEffect(() => {
    void noteOrderStatus(order.id, entry.status);
    if (!pending) onSettled();
  }, [pending, onSettled, order.id, entry.status]);

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
        <>
          <OrderTransfer bank={bank} amountVnd={body.price_vnd} memo={memo} receiverName={receiver.name} />
          {SANDBOX_TOOLS ? (
            <button
              type="button"
              className="button button--secondary"
              onClick={() => void sendStatementLine(memo, body.price_vnd).then(() => refresh?.())}
            >
              Giả lập tiền về (sandbox)
            </button>
          ) : null}
        </>
      ) : entry.status === 'success' ? (
        <p className="result__lead">
          {isYou ? 'Tài khoản của bạn' : receiver.name} đã nhận <strong className="nowrap">{formatCount(entry.diamonds)} kim cương</strong>.
        </p>
      ) : (
        <p className="result__lead">
          Chưa nhận được khoản chuyển khớp với lệnh này trong <span className="nowrap">{BANK_CREDIT_TIME.atMost}</span>. Nếu bạn đã chuyển tiền, hãy
          gửi thư đến <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a> kèm mã yêu cầu #{entry.id} và ảnh biên lai.
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
          <dd className="nowrap">{formatCount(entry.diamonds)} kim cương</dd>
        </div>
        <div>
          <dt>Số tiền</dt>
          <dd className="nowrap">{formatVnd(body.price_vnd)}</dd>
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
              Kim cương thường được cộng sau <span className="nowrap">{BANK_CREDIT_TIME.usual}</span> {BANK_CREDIT_TIME.usualWhen}, chậm nhất{' '}
              <span className="nowrap">{BANK_CREDIT_TIME.atMost}</span>;{' '}
              {isYou ? 'trang này tự cập nhật' : `${receiver.name} sẽ thấy giao dịch trong lịch sử`}.
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
