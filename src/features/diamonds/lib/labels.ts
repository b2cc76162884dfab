// How the history names each kind of transaction, each status and each filter, in Vietnamese.
import type { HistoryFilter, TransactionStatus, TransactionType } from '../../../api/contract';

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
