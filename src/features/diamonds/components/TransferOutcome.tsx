import { Link } from 'react-router';
import type { ApiError } from '../../../api/apiError';
import type { Transaction, TransferBody, User } from '../../../api/contract';
import { formatCount } from '../../../lib/format';
import { routes } from '../../../lib/routes';
import type { FailureMeaning } from './ActionOutcome';
import { SuccessCard } from './SuccessCard';

/** What each refusal means for the person, beside the server's own words. */
export function transferRefusal(error: ApiError, ownUid: string): FailureMeaning {
  switch (error.code) {
    case 'INSUFFICIENT_BALANCE':
      return {
        title: 'Số dư không đủ',
        explain: (
          <p>
            Số dư của bạn có thể đã thay đổi từ lúc mở trang (ví dụ vừa tặng quà trong ứng dụng). Hãy nhập số nhỏ hơn, hoặc{' '}
            <Link to={routes.recharge.href(ownUid)}>nạp thêm kim cương</Link>. Chưa có kim cương nào bị trừ.
          </p>
        ),
        editLabel: 'Sửa số kim cương',
      };
    case 'NOT_FOUND':
      return {
        title: 'Không tìm thấy người nhận',
        explain: <p>Tài khoản này có thể vừa bị xoá hoặc tạm khoá. Chưa có kim cương nào bị trừ.</p>,
        editLabel: 'Quay lại',
      };
    case 'VALIDATION':
      return {
        title: 'Yêu cầu chuyển chưa hợp lệ',
        explain: <p>Hãy kiểm tra lại số kim cương và lời nhắn. Chưa có kim cương nào bị trừ.</p>,
        editLabel: 'Sửa lại',
      };
    case 'RATE_LIMITED':
      return { title: 'Bạn thao tác hơi nhanh', explain: <p>Hãy đợi một lát rồi thử lại.</p>, editLabel: 'Quay lại' };
    default:
      return { title: 'Chưa chuyển được kim cương', explain: null, editLabel: 'Quay lại' };
  }
}

/** Who receives how many diamonds: said while a transfer's outcome is being found out. */
export function describeTransfer(body: TransferBody, receiver: User) {
  return (
    <>
      Chuyển <strong className="nowrap">{formatCount(body.diamonds)} kim cương</strong> cho <strong>{receiver.name}</strong> (ID {receiver.uid}).
    </>
  );
}

/** The transfer went through: who received how many, and the sender's balance after it. */
export function TransferSuccess({ tx, receiver, onAgain }: { tx: Transaction; receiver: User; onAgain: () => void }) {
  return (
    <SuccessCard title="Chuyển kim cương thành công" againLabel="Chuyển thêm" onAgain={onAgain}>
      <p className="result__lead">
        <strong>{receiver.name}</strong> (ID {receiver.uid}) đã nhận{' '}
        <strong className="nowrap">{formatCount(Math.abs(tx.diamonds))} kim cương</strong> từ bạn.
      </p>
      {tx.note ? <blockquote className="result__note pre-line">{tx.note}</blockquote> : null}
      {/* The answer is the sender's own ledger line: its balance_after is the sender's balance. */}
      <p className="result__balance">
        Số dư còn lại: <strong className="nowrap">{formatCount(tx.balance_after)} kim cương</strong>
      </p>
    </SuccessCard>
  );
}
