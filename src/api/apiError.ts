/** The one error every failed call turns into, whatever went wrong. */
export interface ApiError {
  /** The HTTP status, or what happened instead of one. */
  status: number | 'FETCH_ERROR' | 'TIMEOUT_ERROR' | 'PARSE_ERROR';
  /** The server's stable code (`UNAUTHORIZED`, `NOT_FOUND`, ...) or one of ours for transport faults. */
  code: string;
  /** For people; Vietnamese where we wrote it, the server's words where it sent some. */
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
  STATUS_MESSAGES[status] ??
  (status >= 500 ? 'Máy chủ đang gặp sự cố. Hãy thử lại sau ít phút.' : 'Đã có lỗi xảy ra. Hãy thử lại.');

export const isApiError = (value: unknown): value is ApiError =>
  typeof value === 'object' &&
  value !== null &&
  'status' in value &&
  'code' in value &&
  'message' in value;

/** Whether a failure is worth another try of the same GET: the network, a time-out or the server. */
export const isTransient = (error: ApiError): boolean =>
  error.status === 'FETCH_ERROR' ||
  error.status === 'TIMEOUT_ERROR' ||
  (typeof error.status === 'number' && error.status >= 500);

export const isNotFound = (error: unknown): boolean => isApiError(error) && error.status === 404;
