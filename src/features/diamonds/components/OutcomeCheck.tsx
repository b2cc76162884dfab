import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { ApiError } from '../../../api/apiError';
import { routes } from '../../../lib/routes';
import { useAppSelector } from '../../../app/hooks';
import { selectIsSignedIn } from '../../auth/authSlice';
import { errorMessage } from '../../../components/ErrorState';
import { ResultCard } from './ResultCard';

/**
 * A payment whose answer never arrived. Nothing here says it was not done: the page is finding out
 * (the same request again with the same key, then the history), or, when it could not, says so and
 * offers to check again, which is always safe. There is no way back to the form until it is known.
 * A payment too old for its key to be remembered (`resends` false) is looked for in the history only.
 */
export function OutcomeCheck({
  checking,
  error,
  resends = true,
  onCheck,
  children,
}: {
  checking: boolean;
  /** Why it could not be found out; none when the history was read and did not have it. */
  error?: ApiError | null;
  resends?: boolean;
  onCheck: () => void;
  children: ReactNode;
}) {
  // A guest's bank order has no history to look in: only checking again tells.
  const signedIn = useAppSelector(selectIsSignedIn);
  return (
    <ResultCard
      tone="pending"
      title="Chưa rõ kết quả"
      actions={
        <>
          <button type="button" className="button" onClick={onCheck} disabled={checking} aria-busy={checking}>
            {checking ? 'Đang kiểm tra…' : 'Kiểm tra lại'}
          </button>
          {signedIn ? (
            <Link className="button button--secondary" to={routes.transactionHistory.href()}>
              Xem lịch sử giao dịch
            </Link>
          ) : null}
        </>
      }
    >
      {children}
      <p role="status" className="result__message">
        {checking
          ? 'Câu trả lời của máy chủ không về kịp. Chúng tôi đang kiểm tra xem yêu cầu đã được thực hiện chưa…'
          : `Chưa kiểm tra được: ${error ? errorMessage(error) : resends ? 'không kết nối được máy chủ.' : 'chưa tìm thấy giao dịch này trong lịch sử.'}`}
      </p>
      {resends ? (
        <p className="muted">
          Đừng tạo yêu cầu mới. “Kiểm tra lại” gửi lại đúng yêu cầu này với cùng mã xác nhận, nên không bao giờ được thực hiện hai lần; trang này cũng
          tự kiểm tra khi bạn quay lại.
        </p>
      ) : (
        <p className="muted">
          Yêu cầu này đã gửi từ gần một ngày trước, quá lâu để máy chủ còn nhận ra mã xác nhận của nó, nên trang không gửi lại mà chỉ tìm trong lịch
          sử giao dịch. Đừng tạo yêu cầu mới trước khi xem lịch sử giao dịch.
        </p>
      )}
    </ResultCard>
  );
}
