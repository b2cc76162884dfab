import { useId } from 'react';
import { bankLabel, RECEIVING_BANKS } from '../lib/banks';
import { BankBadge } from './BankAccountDetails';
import './money.css';
import './BankChoice.css';

/**
 * The receiving banks as radio cards (`/recharge-bank-id`), by the short names people know. Once an
 * order was tried with none chosen, "Hãy chọn một ngân hàng." marks the group and each radio as invalid
 * and is tied to them (aria-describedby, aria-errormessage), so a screen reader says it at the choices.
 */
export function BankChoice({ bankId, onChange, showError }: { bankId: string | null; onChange: (id: string) => void; showError: boolean }) {
  const name = useId();
  const legendId = useId();
  const errorId = useId();
  const invalid = showError && !bankId;
  // aria-errormessage belongs to the group (ARIA allows it on radiogroup, not on radio); each radio is
  // marked invalid and described by the message too, so it is read whichever a screen reader lands on.
  const radioLinks = invalid ? { 'aria-invalid': true, 'aria-describedby': errorId } : {};
  const groupLinks = invalid ? { ...radioLinks, 'aria-errormessage': errorId } : {};
  return (
    <fieldset className="banks" role="radiogroup" aria-labelledby={legendId} {...groupLinks}>
      <legend id={legendId}>Bước 1 · Chọn ngân hàng nhận</legend>
      <p className="muted banks__hint">Chọn ngân hàng giống ngân hàng của bạn để tiền về nhanh nhất.</p>
      <div className="banks__list">
        {RECEIVING_BANKS.map((bank) => (
          <label key={bank.id} className="bank-option">
            <input type="radio" name={name} value={bank.id} checked={bankId === bank.id} onChange={() => onChange(bank.id)} {...radioLinks} />
            <BankBadge bank={bank} />
            <span className="bank-option__text">
              <strong>{bankLabel(bank)}</strong>
              <span className="muted">{bank.name}</span>
            </span>
          </label>
        ))}
      </div>
      <p id={errorId} className="field__error" role="alert">
        {invalid ? 'Hãy chọn một ngân hàng.' : null}
      </p>
    </fieldset>
  );
}
