import { useEffect, useId, useRef, useState } from 'react';
import { copyText } from '../../lib/copyText';
import { absoluteUrl } from '../../lib/siteMeta';
import { useBrowserContext } from '../../lib/useBrowserContext';
import { facebookShareUrl, sharedUrl } from './shareTargets';
import './share.css';

export interface ShareButtonProps {
  /** Site-relative path of what is shared; the public origin is added. */
  path: string;
  title: string;
  text?: string;
  className?: string;
}

type Outcome = 'idle' | 'copied' | 'copied-for-zalo' | 'manual';

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

const STATUS: Record<Outcome, string | null> = {
  idle: null,
  copied: 'Đã sao chép liên kết',
  'copied-for-zalo': 'Đã sao chép liên kết: mở Zalo và dán vào cuộc trò chuyện',
  manual: null,
};

/**
 * The phone's own share sheet where the browser has Web Share. On a phone without it (Android's web
 * views: Zalo's, Facebook's), the places people share to here, as plain links (shareTargets.ts), and
 * copying; on a computer without it, the link is copied. If even copying fails, the link is shown ready
 * to select.
 */
export function ShareButton({ path, title, text, className = 'button button--secondary' }: ShareButtonProps) {
  const url = absoluteUrl(path);
  const [outcome, setOutcome] = useState<Outcome>('idle');
  const [open, setOpen] = useState(false);
  const statusId = useId();
  const panelId = useId();
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  // A computer's at first (as the server renders it), then this browser's.
  const phone = useBrowserContext().platform !== 'desktop';
  const targets = phone && typeof navigator.share !== 'function';

  const copy = async (link: string, done: Outcome) => {
    window.clearTimeout(timer.current);
    const copied = await copyText(link);
    setOutcome(copied ? done : 'manual');
    if (copied) timer.current = window.setTimeout(() => setOutcome('idle'), 4000);
  };

  const share = async () => {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, text, url });
        return;
      } catch (error) {
        if (isAbort(error)) return;
        // The share sheet failed for another reason: copying still gets the link out.
      }
    }
    if (targets) {
      setOpen((was) => !was);
      return;
    }
    await copy(url, 'copied');
  };

  return (
    <span className="share-button">
      <button
        type="button"
        className={className}
        onClick={() => void share()}
        aria-describedby={statusId}
        aria-expanded={targets ? open : undefined}
        aria-controls={targets ? panelId : undefined}
      >
        <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <circle cx="18" cy="5" r="3" fill="none" stroke="currentColor" strokeWidth="2" />
          <circle cx="6" cy="12" r="3" fill="none" stroke="currentColor" strokeWidth="2" />
          <circle cx="18" cy="19" r="3" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M8.6 10.5l6.8-4M8.6 13.5l6.8 4" stroke="currentColor" strokeWidth="2" />
        </svg>
        Chia sẻ
      </button>
      {targets ? (
        <ul id={panelId} className="share-targets" aria-label="Chia sẻ qua" hidden={!open}>
          <li>
            <a className="button button--secondary" href={facebookShareUrl(url)} target="_blank" rel="noopener noreferrer">
              Facebook
            </a>
          </li>
          <li>
            <button type="button" className="button button--secondary" onClick={() => void copy(sharedUrl(url, 'zalo'), 'copied-for-zalo')}>
              Zalo <span className="share-targets__note">(sao chép liên kết)</span>
            </button>
          </li>
          <li>
            <button type="button" className="button button--secondary" onClick={() => void copy(url, 'copied')}>
              Sao chép liên kết
            </button>
          </li>
        </ul>
      ) : null}
      <span id={statusId} role="status" className="share-button__status">
        {STATUS[outcome]}
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
