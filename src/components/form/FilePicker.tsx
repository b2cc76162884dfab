import type { ChangeEvent, ReactNode } from 'react';
import type { ControlProps } from './Field';

export interface FilePickerProps {
  control: ControlProps;
  accept: string;
  /** The words on the picker, e.g. "Chọn video". */
  buttonLabel: string;
  /** What is chosen now, shown beside the button and read as part of the description. */
  status: ReactNode;
  onFile: (file: File | null) => void;
}

/**
 * A native file input (the real control: label, focus, keyboard) laid transparently over a picker
 * drawn in Vietnamese, whatever the browser's own language.
 */
export function FilePicker({ control, accept, buttonLabel, status, onFile }: FilePickerProps) {
  const statusId = `${control.id}-status`;
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    // Cleared so that choosing the same file again (after fixing it elsewhere) still counts as a change.
    event.target.value = '';
    if (file) onFile(file);
  };
  return (
    <div className="file-picker">
      <span className="file-picker__button" aria-hidden="true">
        {buttonLabel}
      </span>
      <p className="file-picker__status" id={statusId}>
        {status}
      </p>
      <input
        {...control}
        aria-describedby={[statusId, control['aria-describedby']].filter(Boolean).join(' ')}
        className="file-picker__input"
        type="file"
        accept={accept}
        onChange={onChange}
      />
    </div>
  );
}
