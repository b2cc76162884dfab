import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import type { ApiError } from '../../../api/apiError';
import { useAppSelector } from '../../../app/hooks';
import { routes } from '../../../lib/routes';
import { errorMessage } from '../../../components/ErrorState';
import { selectIsSignedIn } from '../../auth/authSlice';
import { ResultCard } from './ResultCard';
import { isRetriable } from '../lib/useConfirmedAction';

/**
 * A refused or failed money call as a full state: the server's own words, then "Thử lại" when trying the
 * same confirmation again may work (it reuses its Idempotency-Key, so nothing is done twice) and a way
 * back to the form, where everything typed is still there.
 */
export function ActionFailure({
  title,
  error,
  retrying,
  onRetry,
  onEdit,
  editLabel = 'Quay lại',
  children,
}: {
  title: string;
  error: ApiError;
  retrying: boolean;
  onRetry: () => void;
  onEdit: () => void;
  editLabel?: string;
  /** What this failure means for the person's money. */
  children?: ReactNode;
}) {
  const signedIn = useAppSelector(selectIsSignedIn);
  const { pathname, search } = useLocation();
  const retriable = isRetriable(error);
  // Only a refused session asks to sign in: a guest's bank order fails for other reasons, retried as they are.
  const signInAgain = !signedIn && error.status === 401;
  return (
    <ResultCard
      tone="failure"
      title={title}
      actions={
        <>
          {signInAgain ? (
            <Link className="button" to={routes.login.href(`${pathname}${search}`)}>
              Đăng nhập lại
            </Link>
          ) : retriable ? (
            <button type="button" className="button" onClick={onRetry} disabled={retrying} aria-busy={retrying}>
              {retrying ? 'Đang thử lại…' : 'Thử lại'}
            </button>
          ) : null}
          <button type="button" className="button button--secondary" onClick={onEdit} disabled={retrying}>
            {editLabel}
          </button>
        </>
      }
    >
      <p className="result__message" role="alert">
        {errorMessage(error)}
      </p>
      {children}
      {retriable && !signInAgain ? <p className="muted">Bấm “Thử lại” là an toàn: cùng một yêu cầu không bao giờ bị thực hiện hai lần.</p> : null}
    </ResultCard>
  );
}
