import { useId } from 'react';
import { RECEIVING_BANKS } from '../lib/banks';
import { BankBadge } from './BankAccountDetails';
import './money.css';
import './BankChoice.css';

/** The receiving banks as radio cards (`/recharge-bank-id`), with "Hãy chọn một ngân hàng." once tried. */
export function BankChoice({ bankId, onChange, showError }: { bankId: string | null; onChange: (id: string) => void; showError: boolean }) {
  const name = useId();
  const errorId = useId();
  return (
    <fieldset className="banks" aria-describedby={showError && !bankId ? errorId : undefined}>
      <legend>Bước 1 · Chọn ngân hàng nhận</legend>
      <p className="muted banks__hint">Chọn ngân hàng giống ngân hàng của bạn để tiền về nhanh nhất.</p>
      <div className="banks__list">
        {RECEIVING_BANKS.map((bank) => (
          <label key={bank.id} className="bank-option">
            <input type="radio" name={name} value={bank.id} checked={bankId === bank.id} onChange={() => onChange(bank.id)} />
            <BankBadge bank={bank} />
            <span className="bank-option__text">
              <strong>{bank.shortName}</strong>
              <span className="muted">{bank.name}</span>
            </span>
          </label>
        ))}
      </div>
      <p id={errorId} className="field__error" role="alert">
        {showError && !bankId ? 'Hãy chọn một ngân hàng.' : null}
      </p>
    </fieldset>
  );
}
