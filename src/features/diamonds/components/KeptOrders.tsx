import { useEffect, useId, useState } from 'react';
import type { TransactionStatus } from '../../../api/contract';
import { SUPPORT_EMAIL } from '../../../lib/config';
import { formatCount, formatDateTime, formatVnd } from '../../../lib/format';
import { KeptCounts } from '../../../components/KeptCounts';
import { BANK_CREDIT_TIME, DEFAULT_BANK, findBank } from '../lib/banks';
import { useSignedInOwner } from '../lib/choice';
import { KEPT_DAYS, MAX_KEPT, noteOrderStatus, ORDER_EXPIRES_MS, statusReadable, useKeptOrders, type KeptOrder } from '../lib/keptOrders';
import { useFollowedHistory } from '../lib/useFollowedHistory';
import { OrderTransfer } from './OrderTransfer';
import { StatusBadge } from './StatusBadge';
import './money.css';
import './KeptOrders.css';

const READ_LABELS: Record<TransactionStatus, string> = {
  pending: 'Đang chờ tiền về',
  success: 'Đã cộng kim cương',
  failed: 'Đã hết hạn',
};

/** What happens next to an order whose status this device cannot read (a guest's, or for someone else). */
function unreadableNote(order: KeptOrder, now: number) {
  if (now - order.createdAt >= ORDER_EXPIRES_MS) {
    return `Đã quá ${BANK_CREDIT_TIME.atMost}: nếu bạn chưa chuyển khoản, lệnh này đã hết hạn; nếu đã chuyển mà ${order.receiver.name} chưa nhận được kim cương, hãy gửi thư đến ${SUPPORT_EMAIL} kèm mã yêu cầu #${order.id} và ảnh biên lai.`;
  }
  return `Trang này không xem được trạng thái lệnh nạp cho người khác hoặc khi chưa đăng nhập. Sau khi bạn chuyển đúng số tiền và nội dung, kim cương thường được cộng cho ${order.receiver.name} sau ${BANK_CREDIT_TIME.usual} ${BANK_CREDIT_TIME.usualWhen}, chậm nhất ${BANK_CREDIT_TIME.atMost}; ${order.receiver.name} sẽ thấy giao dịch trong lịch sử của mình. Lệnh hết hạn sau ${BANK_CREDIT_TIME.atMost} nếu không có khoản chuyển khớp.`;
}

function KeptOrderItem({ order, status, readable, now }: { order: KeptOrder; status: TransactionStatus; readable: boolean; now: number }) {
  const [open, setOpen] = useState(false);
  const bank = findBank(order.bankId) ?? DEFAULT_BANK;
  const titleId = useId();
  const pending = status === 'pending';
  return (
    <li className="kept-order stack" aria-labelledby={titleId}>
      <p className="kept-order__title" id={titleId}>
        <strong className="nowrap">{formatCount(order.diamonds)}&nbsp;kim cương</strong> cho <strong>{order.receiver.name}</strong>{' '}
        <span className="nowrap">(ID {order.receiver.uid})</span>
      </p>
      <p className="kept-order__status">
        <StatusBadge status={status} label={readable || !pending ? READ_LABELS[status] : 'Chờ bạn chuyển khoản'} />
      </p>
      <dl className="kept-order__facts">
        <div>
          <dt>Số tiền</dt>
          <dd className="nowrap">{formatVnd(order.amountVnd)}</dd>
        </div>
        <div>
          <dt>Nội dung</dt>
          <dd className="nowrap">{order.memo}</dd>
        </div>
        <div>
          <dt>Ngân hàng nhận</dt>
          <dd>{bank.shortName}</dd>
        </div>
        <div>
          <dt>Thời gian tạo</dt>
          <dd>{formatDateTime(new Date(order.createdAt).toISOString())}</dd>
        </div>
        <div>
          <dt>Mã yêu cầu</dt>
          <dd>#{order.id}</dd>
        </div>
      </dl>
      {pending ? (
        <p className="muted kept-order__note">
          {readable ? (
            'Trang tự kiểm tra lại khi bạn quay lại từ ứng dụng ngân hàng, và vài giây một lần khi đang mở.'
          ) : (
            <KeptCounts text={unreadableNote(order, now)} />
          )}
        </p>
      ) : null}
      <details className="kept-order__details" onToggle={(event) => setOpen(event.currentTarget.open)}>
        <summary>{pending ? 'Xem lại mã QR và thông tin chuyển khoản' : 'Xem lại thông tin chuyển khoản'}</summary>
        {/* Drawn only when opened: a QR image per order would be heavy, and read out by screen readers. */}
        {open ? (
          <OrderTransfer
            bank={bank}
            amountVnd={order.amountVnd}
            memo={order.memo}
            receiverName={order.receiver.name}
            heading={pending ? 'Chuyển đúng số tiền, đúng nội dung' : 'Thông tin chuyển khoản của lệnh này'}
          />
        ) : null}
      </details>
    </li>
  );
}

/**
 * "Lệnh nạp của bạn": the bank orders made on this device (keptOrders.ts), newest first, each with what
 * was to be paid, to whom and where, and its QR and details again. Where the signed-in person's own
 * history shows an order (they topped themselves up), its status is followed there; elsewhere the page
 * says what happens next and when. Nothing is shown until there is an order.
 */
export function KeptOrders() {
  const { owner } = useSignedInOwner();
  const viewer = owner?.uid ?? null;
  const orders = useKeptOrders(viewer);
  const headingId = useId();
  // What "over 24 hours ago" is measured against: the moment the list was first drawn is near enough.
  const [now] = useState(() => Date.now());
  const followed = orders.filter((order) => order.status === 'pending' && statusReadable(order, viewer));
  const newest = followed.reduce((latest, order) => Math.max(latest, order.createdAt), 0);
  const history = useFollowedHistory(followed.length > 0, newest);
  const statusOf = (order: KeptOrder) => (statusReadable(order, viewer) ? (history.find(order.id)?.status ?? order.status) : order.status);
  const seen = followed.map((order) => `${order.id}:${statusOf(order)}`).join(',');
  useEffect(() => {
    for (const order of followed) {
      const status = statusOf(order);
      if (status !== order.status) void noteOrderStatus(order.id, status);
    }
    // `seen` names every status that may have changed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [seen]);
  if (orders.length === 0) return null;
  return (
    <section className="kept-orders stack" aria-labelledby={headingId}>
      <h2 id={headingId}>Lệnh nạp của bạn</h2>
      <p className="muted">
        Các lệnh nạp bằng chuyển khoản đã tạo trên thiết bị này ({MAX_KEPT} lệnh gần nhất, trong <span className="nowrap">{KEPT_DAYS} ngày</span>):
        biên nhận của bạn, kể cả khi nạp hộ người khác.
      </p>
      <ul className="kept-orders__list">
        {orders.map((order) => (
          <KeptOrderItem key={order.id} order={order} status={statusOf(order)} readable={statusReadable(order, viewer)} now={now} />
        ))}
      </ul>
    </section>
  );
}
