import { useId, useState } from 'react';
import { copyText } from '../../../lib/copyText';
import { formatVnd } from '../../../lib/format';
import { bankAppLink, bankAppsInOrder, lastBankApp, rememberBankApp, type BankAppTransfer } from '../lib/bankApps';
import './BankAppLinks.css';

/**
 * "Mở ứng dụng ngân hàng": on a phone, which cannot scan its own screen, a link per common bank app that
 * opens it with this order's account, amount and memo (src/features/diamonds/lib/bankApps.ts), the
 * payer's last choice first. Apps VietQR does not fill in open on their home screen: for them the memo is
 * copied on the way, and the saved QR image does the rest.
 */
export function BankAppLinks({ transfer }: { transfer: BankAppTransfer }) {
  const [last, setLast] = useState(lastBankApp);
  const headingId = useId();
  const noteId = useId();
  const apps = bankAppsInOrder(last);

  return (
    <section className="bank-apps stack" aria-labelledby={headingId}>
      <h3 id={headingId}>Mở ứng dụng ngân hàng</h3>
      <p id={noteId} className="muted">
        Chọn ứng dụng ngân hàng của bạn: ứng dụng mở ra để chuyển {formatVnd(transfer.amountVnd)} với nội dung {transfer.memo}. Ứng dụng ghi “tự điền”
        có sẵn số tài khoản, số tiền và nội dung; với ứng dụng khác, nội dung được sao chép sẵn để dán, hoặc quét ảnh mã QR đã lưu.
      </p>
      <ul className="bank-apps__list" aria-describedby={noteId}>
        {apps.map((entry) => (
          <li key={entry.app}>
            <a
              className={`bank-apps__link${entry.app === last ? ' bank-apps__link--last' : ''}`}
              href={bankAppLink(entry.app, transfer)}
              data-app={entry.app}
              onClick={() => {
                rememberBankApp(entry.app);
                setLast(entry.app);
                if (!entry.fillsIn) void copyText(transfer.memo);
              }}
            >
              <span className="bank-apps__name">{entry.name}</span>
              <span className="bank-apps__note">
                {entry.app === last ? 'Lần trước bạn dùng · ' : ''}
                {entry.fillsIn ? 'tự điền' : 'sao chép nội dung'}
              </span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
