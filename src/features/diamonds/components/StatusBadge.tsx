import type { TransactionStatus } from '../../../api/contract';
import { STATUS_LABELS } from '../lib/labels';
import './StatusBadge.css';

/** A transaction's status in words, on a calm colour (the words carry it, not the colour). */
export function StatusBadge({ status, label = STATUS_LABELS[status] }: { status: TransactionStatus; label?: string }) {
  return <span className={`status-badge status-badge--${status}`}>{label}</span>;
}
