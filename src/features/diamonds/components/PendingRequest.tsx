import { Link } from 'react-router';
import type { Transaction, User } from '../../../api/contract';
import { SUPPORT_EMAIL } from '../../../lib/config';
import { formatCount, formatDateTime, formatVnd } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { BANK_CREDIT_TIME, bankOfBody, type BankTopUpBody } from '../lib/banks';
import { ResultCard } from './ResultCard';
import { StatusBadge } from './StatusBadge';
import './PendingRequest.css';

/** A bank top-up once recorded: pending until the staff match it with the bank statement. */
export function PendingRequest({ tx, body, receiver, isYou, onAgain }: { tx: Transaction; body: BankTopUpBody; receiver: User; isYou: boolean; onAgain: () => void }) {
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
