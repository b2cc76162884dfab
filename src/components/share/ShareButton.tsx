import { useEffect, useId, useRef, useState } from 'react';
import { absoluteUrl } from '../../lib/siteMeta';
import './share.css';

export interface ShareButtonProps {
  /** Site-relative path of what is shared; the public origin is added. */
  path: string;
  title: string;
  text?: string;
  className?: string;
}

type Outcome = 'idle' | 'copied' | 'manual';

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/** Old browsers and insecure pages have no async clipboard: copy through a hidden field instead. */
const legacyCopy = (text: string): boolean => {
  const field = document.createElement('textarea');
  field.value = text;
  field.setAttribute('readonly', '');
  field.style.position = 'fixed';
  field.style.opacity = '0';
  document.body.appendChild(field);
  field.select();
  let ok = false;
  try {
    ok = document.execCommand('copy');
  } catch {
    ok = false;
  }
  field.remove();
  return ok;
};

const copyText = async (text: string): Promise<boolean> => {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Refused (permissions, no focus): try the old way.
  }
  return legacyCopy(text);
};

/**
 * The phone's own share sheet where the browser has Web Share; elsewhere the link is copied, and the
 * person is told so. If even copying fails, the link is shown ready to select.
 */
export function ShareButton({ path, title, text, className = 'button button--secondary' }: ShareButtonProps) {
  const url = absoluteUrl(path);
  const [outcome, setOutcome] = useState<Outcome>('idle');
  const statusId = useId();
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const share = async () => {
    window.clearTimeout(timer.current);
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, text, url });
        return;
      } catch (error) {
        if (isAbort(error)) return;
        // The share sheet failed for another reason: copying still gets the link out.
      }
    }
    const copied = await copyText(url);
    setOutcome(copied ? 'copied' : 'manual');
    if (copied) timer.current = window.setTimeout(() => setOutcome('idle'), 4000);
  };

  return (
    <span className="share-button">
      <button type="button" className={className} onClick={() => void share()} aria-describedby={statusId}>
        <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <circle cx="18" cy="5" r="3" fill="none" stroke="currentColor" strokeWidth="2" />
          <circle cx="6" cy="12" r="3" fill="none" stroke="currentColor" strokeWidth="2" />
          <circle cx="18" cy="19" r="3" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M8.6 10.5l6.8-4M8.6 13.5l6.8 4" stroke="currentColor" strokeWidth="2" />
        </svg>
        Chia sẻ
      </button>
      <span id={statusId} role="status" className="share-button__status">
        {outcome === 'copied' ? 'Đã sao chép liên kết' : null}
      </span>
      {outcome === 'manual' ? (
        <label className="share-button__manual">
          <span>Hãy sao chép liên kết này:</span>
          <input type="text" readOnly value={url} onFocus={(event) => event.currentTarget.select()} />
        </label>
      ) : null}
    </span>
  );
}
