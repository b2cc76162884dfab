import { formatVnd } from '../../../lib/format';
import { useStyleProperties } from '../../../lib/useStyleProperties';
import { bankLabel, type ReceivingBank } from '../lib/banks';
import { CopyButton } from './CopyButton';
import './BankAccountDetails.css';

/** The bank's badge: its short name on its colour (no logos loaded from other hosts). */
export function BankBadge({ bank }: { bank: ReceivingBank }) {
  // Set through the CSSOM: the pages with a badge are drawn in the browser, before their first paint.
  const ref = useStyleProperties<HTMLSpanElement>({ background: bank.colour });
  return (
    <span ref={ref} className="bank-badge" aria-hidden="true">
      {bank.shortName.slice(0, 4).toUpperCase()}
    </span>
  );
}

interface Row {
  label: string;
  shown: string;
  /** What is copied (digits only for the amount, as banking apps want it). */
  copy?: string;
  emphasis?: boolean;
}

/**
 * Where to send the money, one line per detail with its own copy button. With `amountVnd` and `memo`
 * it is a transfer to make now; without them, the account itself (the guide).
 */
export function BankAccountDetails({ bank, amountVnd, memo }: { bank: ReceivingBank; amountVnd?: number; memo?: string }) {
  const rows: Row[] = [
    { label: 'Ngân hàng', shown: `${bankLabel(bank)} – ${bank.name}` },
    { label: 'Số tài khoản', shown: bank.accountNumber, copy: bank.accountNumber },
    { label: 'Chủ tài khoản', shown: bank.accountHolder, copy: bank.accountHolder },
  ];
  if (amountVnd !== undefined) rows.push({ label: 'Số tiền', shown: formatVnd(amountVnd), copy: String(amountVnd), emphasis: true });
  if (memo !== undefined) rows.push({ label: 'Nội dung chuyển khoản', shown: memo, copy: memo, emphasis: true });
  return (
    <dl className="bank-details">
      {rows.map((row) => (
        <div key={row.label} className={`bank-details__row${row.emphasis ? ' bank-details__row--emphasis' : ''}`}>
          <dt>{row.label}</dt>
          <dd>
            <span className="bank-details__value">{row.shown}</span>
            {row.copy !== undefined ? <CopyButton value={row.copy} what={row.label.toLowerCase()} /> : null}
          </dd>
        </div>
      ))}
    </dl>
  );
}
