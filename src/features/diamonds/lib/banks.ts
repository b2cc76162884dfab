// The company's receiving bank accounts for top-ups by transfer. `/recharge-bank` uses the first one;
// `/recharge-bank-id` lets the person choose and sends the chosen `id` as `bank_id`. The BINs are the
// banks' NAPAS ids (what a VietQR code names); account numbers are the company's.
import type { BankIdRechargeBody, BankRechargeBody } from '../../../api/contract';
import { COMPANY } from '../../../lib/config';

export interface ReceivingBank {
  /** Sent as `bank_id` (short, lower case, as the server keys its accounts). */
  id: string;
  /** NAPAS BIN, 6 digits. */
  bin: string;
  /** The bank's code as VietQR's deeplinks name it (`ba=ACCOUNT@code`), lower case. */
  vietQrCode: string;
  /** The short name people say and their bank app shows (VCB, TCB, BIDV…). */
  shortName: string;
  /** The brand name, where people know it apart from the short one (Vietcombank). */
  brand: string;
  /** The bank's full name, as people see it in their banking app. */
  name: string;
  accountNumber: string;
  /** As the bank prints it: upper case, no diacritics. */
  accountHolder: string;
  /** Brand colour of the bank's badge (white text on it keeps 4.5:1). */
  colour: string;
}

const HOLDER = 'CONG TY TNHH GIAI TRI HAT VUI';

export const RECEIVING_BANKS: readonly ReceivingBank[] = [
  {
    id: 'vcb',
    vietQrCode: 'vcb',
    bin: '970436',
    shortName: 'VCB',
    brand: 'Vietcombank',
    name: 'Ngân hàng TMCP Ngoại thương Việt Nam',
    accountNumber: '1029384756',
    accountHolder: HOLDER,
    colour: '#006b3f',
  },
  {
    id: 'tcb',
    vietQrCode: 'tcb',
    bin: '970407',
    shortName: 'TCB',
    brand: 'Techcombank',
    name: 'Ngân hàng TMCP Kỹ thương Việt Nam',
    accountNumber: '19036688990011',
    accountHolder: HOLDER,
    colour: '#c8102e',
  },
  {
    id: 'mb',
    vietQrCode: 'mb',
    bin: '970422',
    shortName: 'MB',
    brand: 'MB Bank',
    name: 'Ngân hàng TMCP Quân đội',
    accountNumber: '0801234567890',
    accountHolder: HOLDER,
    colour: '#1e3a8a',
  },
  {
    id: 'bidv',
    vietQrCode: 'bidv',
    bin: '970418',
    shortName: 'BIDV',
    brand: 'BIDV',
    name: 'Ngân hàng TMCP Đầu tư và Phát triển Việt Nam',
    accountNumber: '31410001234567',
    accountHolder: HOLDER,
    colour: '#00598a',
  },
  {
    id: 'acb',
    vietQrCode: 'acb',
    bin: '970416',
    shortName: 'ACB',
    brand: 'ACB',
    name: 'Ngân hàng TMCP Á Châu',
    accountNumber: '24681357',
    accountHolder: HOLDER,
    colour: '#0b4ea2',
  },
];

export const DEFAULT_BANK: ReceivingBank = RECEIVING_BANKS[0]!;

/** The bank as people name it: "VCB (Vietcombank)", or "BIDV" where both names are one. */
export const bankLabel = (bank: ReceivingBank): string => (bank.brand === bank.shortName ? bank.shortName : `${bank.shortName} (${bank.brand})`);

export const findBank = (id: string | null | undefined): ReceivingBank | undefined => RECEIVING_BANKS.find((bank) => bank.id === id);

/** A top-up by transfer: to the default account, or (`bank_id`) to the bank the person chose. */
export type BankTopUpBody = BankRechargeBody | BankIdRechargeBody;

export const bankOfBody = (body: BankTopUpBody): ReceivingBank => ('bank_id' in body ? findBank(body.bank_id) : undefined) ?? DEFAULT_BANK;

/** Whose accounts these are, in full, for the guide. */
export const ACCOUNT_OWNER = COMPANY;

/** How long a bank top-up usually takes to be credited, and at most (said on the pending state and the guide). */
export const BANK_CREDIT_TIME = {
  usual: '5–30 phút',
  usualWhen: 'trong giờ làm việc (8:00–22:00 mỗi ngày)',
  atMost: '24 giờ',
} as const;
