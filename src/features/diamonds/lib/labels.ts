// How the history names each kind of transaction, each status and each filter, in Vietnamese.
import type { HistoryFilter, TransactionStatus, TransactionType } from '../../../api/contract';
import { formatCount } from '../../../lib/format';
import { CUSTOM_PACKAGE_ID } from './packages';

export const TYPE_LABELS: Record<TransactionType, string> = {
  recharge: 'Nạp kim cương',
  bank_recharge: 'Nạp qua chuyển khoản',
  transfer_in: 'Nhận kim cương',
  transfer_out: 'Chuyển kim cương',
  gift_sent: 'Tặng quà',
  gift_received: 'Nhận quà',
};

export const STATUS_LABELS: Record<TransactionStatus, string> = {
  success: 'Thành công',
  pending: 'Đang xử lý',
  failed: 'Thất bại',
};

export const FILTER_LABELS: Record<HistoryFilter, string> = {
  all: 'Tất cả',
  recharge: 'Nạp',
  transfer: 'Chuyển',
  gift: 'Quà tặng',
};

/** Who was on the other side, as the row's type reads ("Từ Minh Khôi", "Đến Quốc Bảo"). */
export const COUNTERPARTY_WORDS: Record<TransactionType, string> = {
  recharge: 'Nạp hộ bởi',
  bank_recharge: 'Nạp hộ bởi',
  transfer_in: 'Từ',
  transfer_out: 'Đến',
  gift_sent: 'Tặng',
  gift_received: 'Từ',
};

/**
 * A transaction's note as people read it: the API writes package ids into it (`Nạp gói goi-500`,
 * `Nạp gói tuy-chon`), which are keys, not words. A package id becomes its diamonds, the custom
 * amount's id "tự chọn"; everything else is the note as written (shown as text only).
 */
export const readableNote = (note: string): string =>
  note
    .replace(new RegExp(`(^|[^\\p{L}\\p{N}-])${CUSTOM_PACKAGE_ID}(?![\\p{L}\\p{N}-])`, 'gu'), '$1tự chọn')
    .replace(
      /(^|[^\p{L}\p{N}-])(?:goi|kc)-(\d{1,9})(?![\p{L}\p{N}-])/gu,
      (_match, before: string, count: string) => `${before}${formatCount(Number(count))} kim cương`,
    );
