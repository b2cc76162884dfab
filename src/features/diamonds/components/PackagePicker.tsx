import { useId, useState, type Ref } from 'react';
import { formatCount, formatVnd } from '../../../lib/format';
import { DiamondIcon } from '../../../components/DiamondIcon';
import { IconCount } from '../../../components/IconCount';
import type { PackageChoice } from '../lib/choice';
import { CUSTOM_AMOUNT, CUSTOM_PACKAGE_ID, DIAMOND_PACKAGES, VND_PER_DIAMOND, type Purchase } from '../lib/packages';
import { validateCustomDiamonds } from '../lib/validation';
import './money.css';
import './PackagePicker.css';

export interface PackagePickerProps {
  choice: PackageChoice;
  onChange: (choice: PackageChoice) => void;
  /** Show the custom amount's problem even before the field was left (the person pressed the button). */
  showErrors: boolean;
  customInputRef?: Ref<HTMLInputElement>;
  legend?: string;
}

/** The packages as radio cards, and "Số khác" with a whole-number field within the configured bounds. */
export function PackagePicker({ choice, onChange, showErrors, customInputRef, legend = 'Chọn gói kim cương' }: PackagePickerProps) {
  const name = useId();
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const [left, setLeft] = useState(false);
  const custom = choice.packageId === CUSTOM_PACKAGE_ID;
  const error = custom ? validateCustomDiamonds(choice.customRaw) : null;
  const shownError = error && (showErrors || left) ? error : null;

  return (
    <fieldset className="packages">
      <legend>{legend}</legend>
      <div className="packages__grid">
        {DIAMOND_PACKAGES.map((pkg) => (
          <label key={pkg.id} className="package">
            <input
              type="radio"
              name={name}
              value={pkg.id}
              checked={choice.packageId === pkg.id}
              onChange={() => onChange({ ...choice, packageId: pkg.id })}
            />
            <IconCount className="package__diamonds" icon={<DiamondIcon size={18} />} count={pkg.diamonds} unit="kim cương" />
            {pkg.bonus > 0 ? (
              <span className="package__bonus nowrap">+{formatCount(pkg.bonus)} tặng thêm</span>
            ) : (
              <span className="package__bonus package__bonus--none" aria-hidden="true" />
            )}
            <span className="package__price">{formatVnd(pkg.priceVnd)}</span>
          </label>
        ))}
        <label className="package package--custom">
          <input
            type="radio"
            name={name}
            value={CUSTOM_PACKAGE_ID}
            checked={custom}
            onChange={() => onChange({ ...choice, packageId: CUSTOM_PACKAGE_ID })}
          />
          <span className="package__diamonds">Số khác</span>
          <span className="package__price">
            {formatCount(CUSTOM_AMOUNT.min)}–<span className="nowrap">{formatCount(CUSTOM_AMOUNT.max)} kim cương</span>
          </span>
        </label>
      </div>
      {custom ? (
        <div className="field custom-amount">
          <label htmlFor={inputId}>Số kim cương muốn nạp</label>
          <input
            id={inputId}
            ref={customInputRef}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            enterKeyHint="done"
            value={choice.customRaw}
            placeholder={`Ví dụ: ${formatCount(750)}`}
            aria-invalid={shownError ? true : undefined}
            aria-describedby={shownError ? `${errorId} ${hintId}` : hintId}
            onChange={(event) => onChange({ ...choice, customRaw: event.target.value })}
            onBlur={() => setLeft(choice.customRaw.trim() !== '')}
          />
          <p id={errorId} className="field__error" role="alert">
            {shownError}
          </p>
          <p id={hintId} className="field__hint">
            Số nguyên từ {formatCount(CUSTOM_AMOUNT.min)} đến {formatCount(CUSTOM_AMOUNT.max)}. 1 kim cương = {formatVnd(VND_PER_DIAMOND)}.
          </p>
        </div>
      ) : null}
    </fieldset>
  );
}

/** The amount, large, with the price in VND under it. */
export function PurchaseSummary({ purchase }: { purchase: Purchase | null }) {
  return (
    <div className="purchase" aria-live="polite">
      {purchase ? (
        <>
          <IconCount
            as="p"
            className="purchase__amount"
            icon={<DiamondIcon size={28} />}
            count={purchase.diamonds}
            unit="kim cương"
            unitClassName="purchase__unit"
          />
          {purchase.bonus > 0 ? (
            <p className="purchase__bonus">
              gồm <span className="nowrap">{formatCount(purchase.bonus)} kim cương</span> tặng thêm
            </p>
          ) : null}
          <p className="purchase__price">{formatVnd(purchase.priceVnd)}</p>
        </>
      ) : (
        <p className="purchase__price">Nhập số kim cương hợp lệ để xem giá.</p>
      )}
    </div>
  );
}
