// The payer's own bank app, opened on this phone with the order filled in: VietQR's deeplinks
// (https://dl.vietqr.io/pay, documented on vietqr.io's "Deeplink App ngân hàng" page). `app` is the
// payer's app, `ba` the receiving account (`ACCOUNT@bankcode`), `am` the amount, `tn` the memo, `bn`
// the account's holder, `url` where to come back. Every value comes from the order (never from the
// page's URL), so no link can change what is paid.
import type { ReceivingBank } from './banks';

export interface PayerBankApp {
  /** VietQR's app id (`app=`). */
  app: string;
  /** As people know the app. */
  name: string;
  /** VietQR says the app fills the form in (vietqr.io's changelog); the others open on their home screen. */
  fillsIn: boolean;
}

/** The common banks' apps, by how many people use them; logo-free. */
export const PAYER_BANK_APPS: readonly PayerBankApp[] = [
  { app: 'vcb', name: 'Vietcombank', fillsIn: false },
  { app: 'mb', name: 'MB Bank', fillsIn: true },
  { app: 'icb', name: 'VietinBank iPay', fillsIn: true },
  { app: 'bidv', name: 'BIDV SmartBanking', fillsIn: true },
  { app: 'vba', name: 'Agribank E-Mobile Banking', fillsIn: false },
  { app: 'tcb', name: 'Techcombank Mobile', fillsIn: false },
  { app: 'acb', name: 'ACB ONE', fillsIn: true },
  { app: 'vpb', name: 'VPBank NEO', fillsIn: false },
  { app: 'tpb', name: 'TPBank Mobile', fillsIn: false },
  { app: 'ocb', name: 'OCB OMNI', fillsIn: true },
];

const VIETQR_DEEPLINK = 'https://dl.vietqr.io/pay';

export interface BankAppTransfer {
  bank: ReceivingBank;
  amountVnd: number;
  memo: string;
  /** The page to come back to (an absolute http(s) URL without query), or none. */
  returnUrl?: string;
}

/**
 * The deeplink for `app`. `ba` keeps its `@` and `url` stays as it is (vietqr.io asks for both); the
 * rest is encoded as usual. Refuses values an order never has rather than write a wrong link.
 */
export function bankAppLink(app: string, { bank, amountVnd, memo, returnUrl }: BankAppTransfer): string {
  if (!/^[a-z0-9-]+$/.test(app)) throw new Error('Unknown bank app');
  if (!/^[A-Za-z0-9]{1,19}$/.test(bank.accountNumber) || !/^[a-z0-9]+$/.test(bank.vietQrCode)) throw new Error('Bad account');
  if (!Number.isSafeInteger(amountVnd) || amountVnd <= 0) throw new Error('The amount must be a whole positive number');
  if (!/^[A-Z0-9 ]{1,19}$/.test(memo)) throw new Error('The memo must be A–Z, 0–9 and spaces');
  const back = returnUrl && /^https?:\/\/[A-Za-z0-9.:-]+\/[A-Za-z0-9/._%-]*$/.test(returnUrl) ? `&url=${returnUrl}` : '';
  return (
    `${VIETQR_DEEPLINK}?app=${app}&ba=${bank.accountNumber}@${bank.vietQrCode}&am=${amountVnd}` +
    `&tn=${encodeURIComponent(memo)}&bn=${encodeURIComponent(bank.accountHolder)}${back}`
  );
}

const LAST_APP_KEY = 'hatvui.bankApp.v1';

/** The app the payer chose last time on this device, if it is still one of the list. */
export function lastBankApp(): string | null {
  try {
    const app = window.localStorage.getItem(LAST_APP_KEY);
    return PAYER_BANK_APPS.some((entry) => entry.app === app) ? app : null;
  } catch {
    return null; // Storage blocked (some in-app browsers): no memory of it, the list as it is.
  }
}

export function rememberBankApp(app: string) {
  try {
    window.localStorage.setItem(LAST_APP_KEY, app);
  } catch {
    // Not kept: next time the list starts as usual.
  }
}

/** The list with the payer's last choice first. */
export const bankAppsInOrder = (last: string | null): PayerBankApp[] =>
  last ? [...PAYER_BANK_APPS].sort((a, b) => Number(b.app === last) - Number(a.app === last)) : [...PAYER_BANK_APPS];
