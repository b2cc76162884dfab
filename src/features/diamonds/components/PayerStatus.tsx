import { errorMessage } from '../../../components/ErrorState';
import type { SignedInOwner } from '../lib/choice';

/**
 * Next to a pay button, while the signed-in payer is not known: a payment's key is kept under the
 * payer's account before anything is sent, so nothing can be confirmed until then. Says that the
 * confirmation waits (it opens once the account has loaded), or why it cannot, with a way to ask again.
 */
export function PayerStatus({ payer, waiting }: { payer: SignedInOwner; waiting: boolean }) {
  const { signedIn, owner, ownerError, retryingOwner, retryOwner } = payer;
  if (!signedIn || owner) return null;
  if (ownerError) {
    return (
      <div className="notice notice--error stack" role="alert">
        <p>
          <strong>Chưa tải được tài khoản của bạn, nên chưa thể thanh toán.</strong> {errorMessage(ownerError)}
        </p>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => void retryOwner()}
          disabled={retryingOwner}
          aria-busy={retryingOwner}
        >
          {retryingOwner ? 'Đang tải lại…' : 'Tải lại tài khoản'}
        </button>
      </div>
    );
  }
  return (
    <p className="muted pay-area__hint" role="status">
      {waiting ? 'Đang tải tài khoản của bạn… Bảng xác nhận sẽ mở ngay khi tải xong.' : ''}
    </p>
  );
}
