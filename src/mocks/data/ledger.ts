import type { TransactionStatus, TransactionType } from '../../api/contract';

export interface LedgerLine {
  type: TransactionType;
  diamonds: number;
  status?: TransactionStatus;
  counterparty?: string;
  note: string;
}

/**
 * The owner's diamond ledger, oldest first. Balances are computed when seeding so that the last
 * `balance_after` equals the owner's seeded balance; pending and failed lines leave it unchanged.
 */
export const OWNER_LEDGER: readonly LedgerLine[] = [
  { type: 'recharge', diamonds: 500, note: 'Nạp gói 500 kim cương qua ví MoMo' },
  { type: 'gift_sent', diamonds: -50, counterparty: '100004', note: 'Tặng 5 Hoa hồng cho bản thu “Em của ngày hôm qua”' },
  { type: 'gift_received', diamonds: 120, counterparty: '100005', note: 'Nhận 1 Vương miện cho bản thu “Bèo dạt mây trôi”' },
  { type: 'transfer_out', diamonds: -100, counterparty: '100002', note: 'Gửi Khôi tiền cà phê ☕' },
  { type: 'bank_recharge', diamonds: 1000, note: 'Chuyển khoản Vietcombank · HV100001 NAP' },
  { type: 'gift_sent', diamonds: -200, counterparty: '100010', note: 'Tặng 2 Siêu xe cho bản thu “Ánh nắng của anh”' },
  {
    type: 'transfer_in',
    diamonds: 300,
    counterparty: '100004',
    note: 'Quà sinh nhật sớm nè!\nChúc em hát ngày càng hay.',
  },
  { type: 'gift_received', diamonds: 40, counterparty: '100007', note: 'Nhận 4 Trái tim cho bản thu “Bèo dạt mây trôi”' },
  { type: 'gift_sent', diamonds: -20, counterparty: '100005', note: 'Tặng 2 Trái tim cho bản thu “Lý cây đa”' },
  { type: 'recharge', diamonds: 200, note: 'Nạp gói 200 kim cương qua thẻ ATM' },
  { type: 'transfer_out', diamonds: -150, counterparty: '100009', note: 'Ủng hộ Duyên đi thi' },
  { type: 'gift_received', diamonds: 250, counterparty: '100010', note: 'Nhận 1 Lâu đài cho bản thu “Nơi này có anh”' },
  {
    type: 'bank_recharge',
    diamonds: 500,
    status: 'failed',
    note: 'Chuyển khoản BIDV · HV100001 NAP\nKhông khớp số tiền, đã hoàn lại cho người gửi.',
  },
  { type: 'gift_sent', diamonds: -100, counterparty: '100008', note: 'Tặng 1 Siêu xe cho bản thu “Người lạ ơi”' },
  { type: 'transfer_in', diamonds: 50, counterparty: '100002', note: 'Trả lại tiền hôm trước' },
  { type: 'gift_received', diamonds: 30, counterparty: '100011', note: 'Nhận 3 Trái tim cho bản thu “Nơi này có anh”' },
  { type: 'recharge', diamonds: 200, note: 'Nạp gói 200 kim cương qua ví ZaloPay' },
  { type: 'gift_sent', diamonds: -500, counterparty: '100004', note: 'Tặng 1 Du thuyền cho bản thu “Tháng tư là lời nói dối của em”' },
  { type: 'transfer_out', diamonds: -200, counterparty: '100005', note: 'Góp quỹ phòng Quan họ' },
  { type: 'gift_received', diamonds: 80, counterparty: '100002', note: 'Nhận 8 Hoa hồng cho bản thu “Bèo dạt mây trôi”' },
  { type: 'gift_sent', diamonds: -60, counterparty: '100012', note: 'Tặng 6 Hoa hồng cho bản thu “Ghen”' },
  { type: 'transfer_in', diamonds: 120, counterparty: '100008', note: '' },
  { type: 'recharge', diamonds: 100, note: 'Nạp gói 100 kim cương qua ví MoMo' },
  { type: 'gift_received', diamonds: 15, counterparty: '100003', note: 'Nhận 1 Bao lì xì cho bản thu “Xuân đã về”' },
  { type: 'transfer_out', diamonds: -300, counterparty: '100002', note: 'Mua chung vé xem liveshow' },
  { type: 'gift_sent', diamonds: -250, counterparty: '100010', note: 'Tặng 1 Lâu đài cho bản thu “Rước đèn tháng tám”' },
  { type: 'bank_recharge', diamonds: 500, note: 'Chuyển khoản MB Bank · HV100001 TET' },
  { type: 'gift_received', diamonds: 150, counterparty: '100004', note: 'Nhận 15 Hoa hồng cho bản thu “Nơi này có anh”' },
  { type: 'transfer_out', diamonds: -1000, counterparty: '100004', note: 'Hoàn lại kim cương mượn tháng trước' },
  { type: 'gift_sent', diamonds: -150, counterparty: '100007', note: 'Tặng 15 Hoa hồng cho bản thu “Em gái mưa”' },
  { type: 'recharge', diamonds: 50, note: 'Nạp gói 50 kim cương qua thẻ ATM' },
  { type: 'transfer_in', diamonds: 200, counterparty: '100010', note: 'Thưởng top 3 phòng “Đêm Sài Gòn” 🎉' },
  { type: 'gift_sent', diamonds: -80, counterparty: '100011', note: 'Tặng 8 Hoa hồng cho bản thu “Phía sau một cô gái”' },
  { type: 'gift_received', diamonds: 60, counterparty: '100006', note: 'Nhận 6 Hoa hồng cho bản thu “Lý cây đa”' },
  { type: 'transfer_out', diamonds: -250, counterparty: '100003', note: 'Tặng Yến làm vốn tập hát' },
  { type: 'recharge', diamonds: 500, note: 'Nạp gói 500 kim cương qua ví MoMo' },
  { type: 'gift_sent', diamonds: -300, counterparty: '100004', note: 'Tặng 3 Siêu xe cho bản thu “Hoa nở không màu”' },
  { type: 'transfer_in', diamonds: 100, counterparty: '100007', note: 'Cảm ơn chị đã song ca cùng em' },
  {
    type: 'bank_recharge',
    diamonds: 1000,
    status: 'pending',
    note: 'Chuyển khoản Techcombank · HV100001 TET\nĐang chờ ngân hàng xác nhận.',
  },
  { type: 'gift_received', diamonds: 75, counterparty: '100005', note: 'Nhận 3 Bao lì xì cho bản thu “Bèo dạt mây trôi”' },
];
