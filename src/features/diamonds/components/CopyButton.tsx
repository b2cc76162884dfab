import { useEffect, useState } from 'react';
import './CopyButton.css';

/**
 * Puts text on the clipboard: the Clipboard API where the page may use it (https, a recent browser),
 * otherwise the old selection-and-copy way, which in-app browsers still allow. True when it worked.
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (typeof navigator !== 'undefined' && navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Refused (no permission, not a secure page): try the fallback.
  }
  if (typeof document === 'undefined' || typeof document.execCommand !== 'function') return false;
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.top = '0';
  area.style.opacity = '0';
  document.body.appendChild(area);
  const previous = document.activeElement as HTMLElement | null;
  area.select();
  let copied = false;
  try {
    copied = document.execCommand('copy');
  } catch {
    copied = false;
  }
  area.remove();
  previous?.focus({ preventScroll: true });
  return copied;
}

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
