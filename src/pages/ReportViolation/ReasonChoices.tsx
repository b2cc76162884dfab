import { REPORT_REASONS, type ReportReason } from '../../api/contract';
import { ChoiceGroup } from '../../components/form/Field';
import { REASON_LABELS } from '../../features/reportViolation/reasons';

/** The id of one reason's radio: the page focuses it when the group is in error. */
export const reasonId = (reason: ReportReason) => `report-reason-${reason}`;

export interface ReasonChoicesProps {
  /** The reason chosen, '' before one is. */
  value: ReportReason | '';
  error?: string;
  disabled: boolean;
  onChange: (reason: ReportReason) => void;
}

/** The contract's reasons as radios, each with what it covers. */
export function ReasonChoices({ value, error, disabled, onChange }: ReasonChoicesProps) {
  return (
    <ChoiceGroup id="report-reason" legend="Lý do báo cáo" required error={error}>
      {REPORT_REASONS.map((reason) => (
        <label key={reason} className="choice" htmlFor={reasonId(reason)}>
          <input
            type="radio"
            id={reasonId(reason)}
            name="reason"
            value={reason}
            checked={value === reason}
            onChange={() => onChange(reason)}
            disabled={disabled}
            aria-describedby={`${reasonId(reason)}-hint`}
          />
          <span className="choice__text">
            <span className="choice__label">{REASON_LABELS[reason].label}</span>
            <span className="choice__hint" id={`${reasonId(reason)}-hint`}>
              {REASON_LABELS[reason].hint}
            </span>
          </span>
        </label>
      ))}
    </ChoiceGroup>
  );
}
