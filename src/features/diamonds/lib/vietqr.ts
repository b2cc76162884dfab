// The VietQR code of a bank transfer: an EMVCo merchant-presented QR payload (NAPAS 247 "QRIBFTTA",
// transfer to an account) that every Vietnamese banking app reads, with the amount and memo filled in.
// Built here in the browser; the QR image itself is drawn by qrcode-generator.

/** NAPAS's application id in tag 38. */
const NAPAS_GUID = 'A000000727';
/** Service code: fast transfer to a bank account (QRIBFTTC would be to a card). */
const SERVICE_TO_ACCOUNT = 'QRIBFTTA';
const CURRENCY_VND = '704';
const COUNTRY_VN = 'VN';

/** One data object: id, two-digit length, value. Values here are ASCII, so length = characters. */
export const tlv = (id: string, value: string): string => {
  if (!/^\d{2}$/.test(id)) throw new Error(`EMV tag id must be two digits: ${id}`);
  if (value.length > 99) throw new Error(`EMV tag ${id} is longer than 99 characters`);
  if (!/^[\x20-\x7e]*$/.test(value)) throw new Error(`EMV tag ${id} must be printable ASCII`);
  return `${id}${String(value.length).padStart(2, '0')}${value}`;
};

/** CRC-16/CCITT-FALSE (poly 0x1021, init 0xFFFF, no reflection, no final xor) over ASCII text. */
export const crc16CcittFalse = (text: string): number => {
  let crc = 0xffff;
  for (let i = 0; i < text.length; i += 1) {
    crc ^= (text.charCodeAt(i) & 0xff) << 8;
    for (let bit = 0; bit < 8; bit += 1) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    }
  }
  return crc;
};

export interface VietQrTransfer {
  /** The receiving bank's 6-digit NAPAS BIN. */
  bin: string;
  accountNumber: string;
  /** Whole dong. */
  amountVnd: number;
  /** The transfer content (purpose of transaction). */
  memo: string;
}

/**
 * The payload: 00 format "01", 01 "12" (dynamic: one amount, one use), 38 the account (GUID, then
 * BIN and account number under 01, then the service code), 53 currency 704, 54 amount, 58 "VN",
 * 62 with 08 the memo, and 63 the CRC computed over everything before it including "6304".
 */
export const vietQrPayload = ({ bin, accountNumber, amountVnd, memo }: VietQrTransfer): string => {
  if (!/^\d{6}$/.test(bin)) throw new Error('The bank BIN must be 6 digits');
  if (!/^[A-Za-z0-9]{1,19}$/.test(accountNumber)) throw new Error('The account number must be 1–19 letters or digits');
  if (!Number.isSafeInteger(amountVnd) || amountVnd <= 0) throw new Error('The amount must be a whole positive number');
  const account = tlv('00', NAPAS_GUID) + tlv('01', tlv('00', bin) + tlv('01', accountNumber)) + tlv('02', SERVICE_TO_ACCOUNT);
  const body =
    tlv('00', '01') +
    tlv('01', '12') +
    tlv('38', account) +
    tlv('53', CURRENCY_VND) +
    tlv('54', String(amountVnd)) +
    tlv('58', COUNTRY_VN) +
    tlv('62', tlv('08', memo)) +
    '6304';
  return body + crc16CcittFalse(body).toString(16).toUpperCase().padStart(4, '0');
};

/** The data objects of one level of a payload, by id (for checking a payload, e.g. a decoded QR). */
export const readTlv = (payload: string): Record<string, string> => {
  const out: Record<string, string> = {};
  let at = 0;
  while (at < payload.length) {
    const id = payload.slice(at, at + 2);
    const length = Number(payload.slice(at + 2, at + 4));
    if (!/^\d{2}$/.test(id) || !Number.isInteger(length) || at + 4 + length > payload.length) {
      throw new Error(`Malformed EMV data at ${at}`);
    }
    out[id] = payload.slice(at + 4, at + 4 + length);
    at += 4 + length;
  }
  return out;
};

/** Whether a payload's tag 63 is the CRC of everything before its value. */
export const hasValidCrc = (payload: string): boolean => {
  const body = payload.slice(0, -4);
  return body.endsWith('6304') && crc16CcittFalse(body).toString(16).toUpperCase().padStart(4, '0') === payload.slice(-4);
};
