import { useEffect, useId, useRef, type ReactNode } from 'react';
import './ConfirmDialog.css';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** Who, how many, how much: everything the person is agreeing to. */
  children: ReactNode;
  confirmLabel: string;
  /** While the request is on its way: the confirm button cannot be pressed again. */
  busy?: boolean;
  busyLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * A modal confirmation on the native <dialog> (focus stays inside, Escape cancels, the page behind is
 * inert). Cancelling is refused while the request is on its way, so the outcome is always shown.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  busy = false,
  busyLabel = 'Đang gửi…',
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    } else if (!open && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
    }
  }, [open]);

  return (
    <dialog
      ref={ref}
      className="confirm-dialog"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onCancel();
      }}
    >
      <h2 id={titleId}>{title}</h2>
      <div className="confirm-dialog__body">{children}</div>
      <div className="confirm-dialog__actions">
        <button type="button" className="button button--secondary" onClick={onCancel} disabled={busy}>
          Quay lại
        </button>
        <button type="button" className="button" onClick={onConfirm} disabled={busy} aria-busy={busy} autoFocus>
          {busy ? busyLabel : confirmLabel}
        </button>
      </div>
    </dialog>
  );
}
