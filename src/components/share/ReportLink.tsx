import { Link } from 'react-router';
import { routes } from '../../lib/routes';
import './share.css';

/** The quiet way to flag something: to the report form, with what is being reported filled in. */
export function ReportLink({ type, id, label }: { type: 'recording' | 'room' | 'user' | 'comment'; id: string | number; label: string }) {
  return (
    <Link className="report-link" to={routes.reportViolation.href({ type, id })}>
      <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M5 21V4h11l-1.5 4L16 12H5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
      </svg>
      {label}
    </Link>
  );
}
