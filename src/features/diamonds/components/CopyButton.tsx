import { useEffect, useState } from 'react';
import { copyText } from '../../../lib/copyText';
import './CopyButton.css';

type CopyState = 'idle' | 'copied' | 'failed';

/** "Sao chép" beside a value; says "Đã sao chép" where the person is looking, and to screen readers. */
export function CopyButton({ value, what }: { value: string; what: string }) {
  const [state, setState] = useState<CopyState>('idle');

  useEffect(() => {
    if (state === 'idle') return;
    const timer = setTimeout(() => setState('idle'), 3000);
    return () => clearTimeout(timer);
  }, [state]);

  return (
    <span className="copy">
      <button
        type="button"
        className={`copy__button${state === 'copied' ? ' copy__button--done' : ''}`}
        onClick={() => {
          void copyText(value).then((ok) => setState(ok ? 'copied' : 'failed'));
        }}
      >
        {state === 'copied' ? (
          <>
            <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M5 12.5l4.5 4.5L19 7.5" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
            Đã sao chép
          </>
        ) : (
          'Sao chép'
        )}
        <span className="visually-hidden"> {what}</span>
      </button>
      <span className="copy__status" role="status">
        {state === 'failed' ? 'Không sao chép được, hãy chọn và sao chép thủ công.' : ''}
        {state === 'copied' ? <span className="visually-hidden">Đã sao chép {what}</span> : null}
      </span>
    </span>
  );
}
