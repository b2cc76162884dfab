import { useId } from 'react';
import { formatVnd } from '../../../lib/format';
import { useBrowserContext } from '../../../lib/useBrowserContext';
import type { ReceivingBank } from '../lib/banks';
import { vietQrPayload } from '../lib/vietqr';
import { BankAccountDetails } from './BankAccountDetails';
import { BankAppLinks } from './BankAppLinks';
import { VietQrCode } from './VietQrCode';
import './BankTransferFlow.css';

/**
 * The transfer an order asks for: its VietQR image, the account with copy buttons, the exact amount and
 * the memo unique to it, and on a phone the bank apps opened with all of it. Shown when the order is
 * made, and again from the kept orders (KeptOrders) after a reload or a later visit.
 */
export function OrderTransfer({
  bank,
  amountVnd,
  memo,
  receiverName,
  heading = 'Chuyển đúng số tiền, đúng nội dung',
}: {
  bank: ReceivingBank;
  amountVnd: number;
  memo: string;
  receiverName: string;
  heading?: string;
}) {
  const headingId = useId();
  const browser = useBrowserContext();
  const phone = browser.platform !== 'desktop';
  const payload = vietQrPayload({ bin: bank.bin, accountNumber: bank.accountNumber, amountVnd, memo });
  return (
    <section className="stack transfer-card" aria-labelledby={headingId}>
      <h3 id={headingId}>{heading}</h3>
      <div className="transfer-card__body">
        <figure className="qr">
          <VietQrCode
            payload={payload}
            // A download is a dead end in an app's web view (blob: and data: downloads fail there): the long press is not.
            downloadAs={browser.inApp ? undefined : `hatvui-${memo.replace(/\s+/g, '-')}.png`}
            label={`Mã VietQR: chuyển ${formatVnd(amountVnd)} đến ${bank.shortName}, số tài khoản ${bank.accountNumber}, nội dung ${memo}`}
          />
          <figcaption className="muted">
            {phone
              ? 'Nhấn giữ ảnh mã QR để lưu vào máy, rồi trong ứng dụng ngân hàng chọn quét mã QR từ ảnh: số tài khoản, số tiền và nội dung đã điền sẵn.'
              : 'Quét bằng ứng dụng ngân hàng: số tài khoản, số tiền và nội dung đã điền sẵn.'}
          </figcaption>
        </figure>
        <BankAccountDetails bank={bank} amountVnd={amountVnd} memo={memo} />
      </div>
      {phone ? <BankAppLinks transfer={{ bank, amountVnd, memo, returnUrl: `${window.location.origin}${window.location.pathname}` }} /> : null}
      <p className="notice memo-warning">
        Nội dung <strong className="nowrap">{memo}</strong> chỉ dùng cho lệnh này: ghi đúng nội dung và đúng số tiền để kim cương được cộng tự động
        cho {receiverName}. Đang dùng điện thoại? Bấm “Sao chép” rồi dán vào ứng dụng ngân hàng.
      </p>
    </section>
  );
}
