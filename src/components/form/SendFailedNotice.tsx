import { errorMessage } from '../ErrorState';

export interface SendFailedNoticeProps {
  /** Focus is moved here when the send fails. */
  id: string;
  /** What did not happen, e.g. "Chưa gửi được báo cáo." */
  title: string;
  /** What the person still has, e.g. "Những gì bạn nhập". */
  kept: string;
  error: unknown;
}

/** A failed send: what happened, that nothing typed is lost, and how to retry. */
export function SendFailedNotice({ id, title, kept, error }: SendFailedNoticeProps) {
  return (
    <div className="notice notice--error form-notice" id={id} tabIndex={-1} role="alert">
      <p>
        <strong>{title}</strong> {errorMessage(error)}
      </p>
      <p>{kept} vẫn còn nguyên: bấm “Thử lại” để gửi lại.</p>
    </div>
  );
}

export interface SendButtonProps {
  sending: { status: string };
  /** The label before the first try. */
  label: string;
  className: string;
}

/** The submit button of a form sent in one go: busy while sending, "Thử lại" after a failure. */
export function SendButton({ sending, label, className }: SendButtonProps) {
  const isSending = sending.status === 'sending';
  return (
    <div className={className}>
      <button type="submit" className="button" disabled={isSending} aria-busy={isSending}>
        {isSending ? 'Đang gửi…' : sending.status === 'failed' ? 'Thử lại' : label}
      </button>
    </div>
  );
}
