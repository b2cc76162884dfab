/** The one error every failed call turns into, whatever went wrong. */
export interface ApiError {
  /** The HTTP status, or what happened instead of one. */
  status: number | 'FETCH_ERROR' | 'TIMEOUT_ERROR' | 'PARSE_ERROR';
  /** The server's stable code (`UNAUTHORIZED`, `NOT_FOUND`, ...) or one of ours for transport faults. */
  code: string;
  /**
   * For people, always Vietnamese: the server's own sentence where it sent a Vietnamese one (the contract
   * lets `message` be Vietnamese or English), otherwise ours for its status (`apiMessage`).
   */
  message: string;
  /** A 429's Retry-After: how long the server asked to wait before the next try. */
  retryAfterMs?: number;
}

/** Retry-After (seconds, or an HTTP date) in milliseconds from `now`; undefined when absent or unreadable. */
export function retryAfterMs(header: string | null | undefined, now = Date.now()): number | undefined {
  const value = header?.trim();
  if (!value) return undefined;
  if (/^\d+$/.test(value)) return Number(value) * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

export const TRANSPORT_MESSAGES = {
  FETCH_ERROR: 'Không kết nối được máy chủ. Hãy kiểm tra mạng rồi thử lại.',
  TIMEOUT_ERROR: 'Máy chủ phản hồi quá lâu. Hãy thử lại sau ít phút.',
  PARSE_ERROR: 'Máy chủ trả về dữ liệu không đọc được. Hãy thử lại sau.',
} as const;

const STATUS_MESSAGES: Record<number, string> = {
  400: 'Yêu cầu không hợp lệ.',
  401: 'Phiên đăng nhập đã hết hạn. Hãy đăng nhập lại.',
  403: 'Bạn không có quyền thực hiện thao tác này.',
  404: 'Không tìm thấy nội dung bạn cần.',
  409: 'Yêu cầu này đang được xử lý.',
  429: 'Bạn thao tác quá nhanh. Hãy đợi một chút rồi thử lại.',
};

export const messageForStatus = (status: number): string =>
  STATUS_MESSAGES[status] ?? (status >= 500 ? 'Máy chủ đang gặp sự cố. Hãy thử lại sau ít phút.' : 'Đã có lỗi xảy ra. Hãy thử lại.');

/** The contract's stable codes whose meaning is worth more words than the status's. */
const CODE_MESSAGES: Record<string, string> = {
  INSUFFICIENT_BALANCE: 'Số dư kim cương của bạn không đủ.',
  IDEMPOTENCY_MISMATCH: 'Yêu cầu này không khớp với lần gửi trước. Hãy tải lại trang rồi thử lại.',
  IN_PROGRESS: 'Yêu cầu này đang được xử lý.',
};

// Letters only Vietnamese writes (a-z with its tone marks, đ): an English note ("Internal", "not found")
// has none of them.
const VIETNAMESE_LETTER = /[àáảãạăắằẳẵặâấầẩẫậđèéẻẽẹêếềểễệìíỉĩịòóỏõọôốồổỗộơớờởỡợùúủũụưứừửữựỳýỷỹỵ]/i;

/**
 * Whether the server's `message` may be shown as it is: a Vietnamese sentence (a capital first, an end
 * mark last, Vietnamese letters in it), short, with nothing that looks like code or markup. Anything else
 * (English, a key such as `not_found`, a stack trace) is a note for developers, never for visitors.
 */
export const isVietnameseSentence = (text: string): boolean => {
  const sentence = text.trim();
  return (
    sentence.length > 0 &&
    sentence.length <= 300 &&
    VIETNAMESE_LETTER.test(sentence) &&
    /^\p{Lu}/u.test(sentence) &&
    /[.!?…]$/.test(sentence) &&
    !/[<>{}[\]_\\]|\bat \S+:\d+/.test(sentence)
  );
};

/**
 * What a failed answer says to people: the server's sentence where it is a Vietnamese one (the
 * contract's `message` is meant for people, in Vietnamese or English); never an English note such as
 * a 500's "Internal"; otherwise ours, by the contract's code, then by status.
 */
export function apiMessage(status: number, body?: { message?: unknown; code?: unknown } | null): string {
  const message = typeof body?.message === 'string' ? body.message.trim() : '';
  if (isVietnameseSentence(message)) return message;
  const byCode = typeof body?.code === 'string' ? CODE_MESSAGES[body.code] : undefined;
  return byCode ?? messageForStatus(status);
}

export const isApiError = (value: unknown): value is ApiError =>
  typeof value === 'object' && value !== null && 'status' in value && 'code' in value && 'message' in value;

/** Whether a failure is worth another try of the same GET: the network, a time-out or the server. */
export const isTransient = (error: ApiError): boolean =>
  error.status === 'FETCH_ERROR' || error.status === 'TIMEOUT_ERROR' || (typeof error.status === 'number' && error.status >= 500);

export const isNotFound = (error: unknown): boolean => isApiError(error) && error.status === 404;
