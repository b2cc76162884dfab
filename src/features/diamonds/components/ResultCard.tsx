import { useEffect, useRef, type ReactNode } from 'react';
import './ResultCard.css';

export type ResultTone = 'success' | 'pending' | 'failure';

function ResultIcon({ tone }: { tone: ResultTone }) {
  const colour = tone === 'success' ? '#0f7b3f' : tone === 'pending' ? '#8a5a00' : '#c62828';
  return (
    <svg className="result__icon" width="56" height="56" viewBox="0 0 56 56" aria-hidden="true" focusable="false">
      <circle cx="28" cy="28" r="26" fill="#fff" stroke={colour} strokeWidth="4" />
      {tone === 'success' ? (
        <path d="M16 29l8 8 16-17" fill="none" stroke={colour} strokeWidth="5" strokeLinecap="round" strokeLinejoin="round" />
      ) : tone === 'pending' ? (
        <path d="M28 14v15l9 6" fill="none" stroke={colour} strokeWidth="5" strokeLinecap="round" strokeLinejoin="round" />
      ) : (
        <path d="M28 14v17M28 40v1" fill="none" stroke={colour} strokeWidth="5" strokeLinecap="round" />
      )}
    </svg>
  );
}

/**
 * The outcome of a money action as a full state (never a toast): an icon, a heading that takes focus
 * so screen readers start there, what happened, and where to go next.
 */
export function ResultCard({ tone, title, children, actions }: { tone: ResultTone; title: string; children: ReactNode; actions: ReactNode }) {
  const card = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    // The whole card in view (below the sticky header, thanks to scroll-padding), its heading focused.
    if (typeof card.current?.scrollIntoView === 'function') card.current.scrollIntoView({ block: 'start' });
    heading.current?.focus({ preventScroll: true });
  }, []);
  return (
    <div ref={card} className={`card stack result result--${tone}`}>
      <ResultIcon tone={tone} />
      <h2 ref={heading} tabIndex={-1}>
        {title}
      </h2>
      {children}
      <div className="button-row result__actions">{actions}</div>
    </div>
  );
}
