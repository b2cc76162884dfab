import { BRAND } from '../lib/config';

/** The brand mark: a microphone in a note bubble, drawn inline (no request). */
export function Logo({ size = 32 }: { size?: number }) {
  return (
    <span className="logo">
      <svg width={size} height={size} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
        <rect width="48" height="48" rx="14" fill="#6d28d9" />
        <rect x="18" y="9" width="12" height="20" rx="6" fill="#fff" />
        <path d="M13 23a11 11 0 0 0 22 0" fill="none" stroke="#f5b700" strokeWidth="3" strokeLinecap="round" />
        <path d="M24 34v6M18 40h12" stroke="#fff" strokeWidth="3" strokeLinecap="round" />
      </svg>
      <span className="logo__text">{BRAND}</span>
    </span>
  );
}
