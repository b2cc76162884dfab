import { isApiError, isNotFound } from '../api/apiError';
import { Head } from './Head';
import { RecoveryActions } from './RecoveryActions';

export interface ErrorStateProps {
  /** What failed, as RTK Query reports it (an ApiError), or anything else thrown. */
  error: unknown;
  /** What the person was trying to see, e.g. "bản thu". */
  title?: string;
  /** Tries again: offered for anything but a 404, which is a definitive answer. */
  onRetry?: () => void;
  /** A retry is on its way: the button says so and cannot be pressed twice. */
  retrying?: boolean;
}

/** Explains in Vietnamese what went wrong, with "Thử lại"; never a blank page. */
export function errorMessage(error: unknown): string {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) {
    return 'Bạn đang ngoại tuyến. Hãy kiểm tra kết nối mạng rồi thử lại.';
  }
  if (isApiError(error)) return error.message;
  return 'Đã có lỗi ngoài ý muốn. Hãy thử lại.';
}

export function ErrorState({ error, title = 'Không tải được nội dung', onRetry, retrying = false }: ErrorStateProps) {
  return (
    <div className="card stack error-state" role="alert">
      <h2>{title}</h2>
      <p>{errorMessage(error)}</p>
      <RecoveryActions onRetry={isNotFound(error) ? undefined : onRetry} retrying={retrying} primary={isNotFound(error) ? 'home' : 'retry'} />
    </div>
  );
}

/**
 * The thing asked for does not exist (a 404 from the API), said plainly, with a way on. A definitive
 * answer: no "Thử lại", which would only ask the same question again. The tab says it too, and search
 * engines are told not to index the address.
 */
export function NotFoundState({ title, children }: { title: string; children?: React.ReactNode }) {
  return (
    <div className="card stack not-found-state">
      <Head title={title} noIndex />
      <h1>{title}</h1>
      {children ?? <p>Có thể đường dẫn đã sai hoặc nội dung đã bị xoá.</p>}
      <RecoveryActions primary="home" />
    </div>
  );
}
