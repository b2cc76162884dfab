import type { ApiError } from '../../../api/apiError';

/** A 429 on a bank order: the API bounds guest orders per address (CONTRACT.md), with Retry-After. */
export const isGuestLimit = (error: ApiError): boolean => error.status === 429;

/** A wait in words people say: "khoảng 45 giây", "khoảng 3 phút", "khoảng 1 giờ". */
function waitInWords(ms: number | undefined): string {
  if (ms === undefined || !Number.isFinite(ms) || ms <= 0) return 'một lát';
  const seconds = Math.ceil(ms / 1000);
  if (seconds < 60) return `khoảng\u00a0${seconds}\u00a0giây`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 60) return `khoảng\u00a0${minutes}\u00a0phút`;
  return `khoảng\u00a0${Math.ceil(minutes / 60)}\u00a0giờ`;
}

/**
 * How long to wait, said in Vietnamese, from the answer's Retry-After: "Thử lại" (the same order, same
 * key: nothing is made twice) works once it has passed.
 */
export function GuestLimit({ error }: { error: ApiError }) {
  return (
    <p>
      Thiết bị hoặc mạng này vừa tạo nhiều lệnh nạp liên tiếp. Hãy đợi <strong>{waitInWords(error.retryAfterMs)}</strong> rồi bấm “Thử lại”. Nếu đã có
      lệnh nạp, bạn có thể chuyển khoản theo lệnh đó (xem “Lệnh nạp của bạn”).
    </p>
  );
}
