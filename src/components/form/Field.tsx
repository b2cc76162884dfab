import { useEffect, useId, useState, type ReactNode } from 'react';
import './Field.css';

/** What a field hands to its control so the label, the hint and the error are tied to it. */
export interface ControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  'aria-required'?: true;
}

interface CountProps {
  /** Characters as counted for the limit (see textLength). */
  length: number;
  max: number;
}

export interface FieldProps {
  /** The control's id; the hint, error and counter ids derive from it. */
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string | null;
  required?: boolean;
  count?: CountProps;
  className?: string;
  children: (control: ControlProps) => ReactNode;
}

const numbers = new Intl.NumberFormat('vi-VN');

const describedBy = (...ids: (string | false | undefined)[]) => ids.filter(Boolean).join(' ') || undefined;

/**
 * A labelled control with its hint, its error next to it (announced politely, tied by aria-describedby
 * and aria-invalid) and, for text with a limit, a counter.
 */
export function Field({ id, label, hint, error, required = false, count, className, children }: FieldProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const over = count ? count.length > count.max : false;
  return (
    <div className={`field${error ? ' field--invalid' : ''}${className ? ` ${className}` : ''}`}>
      <div className="field__head">
        <label className="field__label" htmlFor={id}>
          {label}
          {required ? null : <span className="field__optional"> (không bắt buộc)</span>}
        </label>
        {count ? (
          <span className={`field__count${over ? ' field__count--over' : ''}`} aria-hidden="true">
            {numbers.format(count.length)}/{numbers.format(count.max)}
          </span>
        ) : null}
      </div>
      {hint ? (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      {children({
        id,
        'aria-describedby': describedBy(hint ? hintId : false, error ? errorId : false),
        'aria-invalid': error ? true : undefined,
        'aria-required': required ? true : undefined,
      })}
      {count ? <CountAnnouncer {...count} /> : null}
      <FieldError id={errorId} error={error} />
    </div>
  );
}

/** The error slot: always in the page so that a message appearing in it is announced. */
function FieldError({ id, error }: { id: string; error?: string | null }) {
  return (
    <div aria-live="polite" className="field__error-slot">
      {error ? (
        <p className="field__error" id={id}>
          <svg aria-hidden="true" focusable="false" width="18" height="18" viewBox="0 0 20 20">
            <circle cx="10" cy="10" r="9" fill="currentColor" />
            <path d="M10 5v6M10 14v.5" stroke="#fff" strokeWidth="2.2" strokeLinecap="round" />
          </svg>
          <span>{error}</span>
        </p>
      ) : null}
    </div>
  );
}

/**
 * Tells screen readers how many characters are left once the person pauses typing near or past the
 * limit (the visible counter would be read on every key otherwise).
 */
function CountAnnouncer({ length, max }: CountProps) {
  const [said, setSaid] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => {
      const left = max - length;
      if (left < 0) setSaid(`Vượt quá ${numbers.format(-left)} ký tự.`);
      else if (left <= Math.max(10, Math.round(max * 0.1))) setSaid(`Còn ${numbers.format(left)} ký tự.`);
      else setSaid('');
    }, 800);
    return () => clearTimeout(timer);
  }, [length, max]);
  return (
    <span className="visually-hidden" aria-live="polite">
      {said}
    </span>
  );
}

export interface ChoiceGroupProps {
  legend: ReactNode;
  hint?: ReactNode;
  error?: string | null;
  required?: boolean;
  /** For the ids of the hint and the error. */
  id?: string;
  children: ReactNode;
  className?: string;
}

/**
 * Radio buttons under one legend. The fieldset takes the radiogroup role so that aria-invalid and
 * aria-required are allowed on it (they are not on single radios).
 */
export function ChoiceGroup({ legend, hint, error, required = false, id, children, className }: ChoiceGroupProps) {
  const ownId = useId();
  const base = id ?? ownId;
  const legendId = `${base}-legend`;
  const hintId = `${base}-hint`;
  const errorId = `${base}-error`;
  return (
    <fieldset
      className={`field choice-group${error ? ' field--invalid' : ''}${className ? ` ${className}` : ''}`}
      role="radiogroup"
      aria-labelledby={legendId}
      aria-describedby={describedBy(hint ? hintId : false, error ? errorId : false)}
      aria-invalid={error ? true : undefined}
      aria-required={required ? true : undefined}
    >
      <legend className="field__label" id={legendId}>
        {legend}
        {required ? null : <span className="field__optional"> (không bắt buộc)</span>}
      </legend>
      {hint ? (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      <div className="choice-group__options">{children}</div>
      <FieldError id={errorId} error={error} />
    </fieldset>
  );
}
