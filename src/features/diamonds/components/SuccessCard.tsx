import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { routes } from '../../../lib/routes';
import { ResultCard } from './ResultCard';

/** A money action that went through: what happened, then the history or the same action again. */
export function SuccessCard({
  title,
  againLabel,
  onAgain,
  children,
}: {
  title: string;
  againLabel: string;
  onAgain: () => void;
  children: ReactNode;
}) {
  return (
    <ResultCard
      tone="success"
      title={title}
      actions={
        <>
          <Link className="button" to={routes.transactionHistory.href()}>
            Xem lịch sử giao dịch
          </Link>
          <button type="button" className="button button--secondary" onClick={onAgain}>
            {againLabel}
          </button>
        </>
      }
    >
      {children}
    </ResultCard>
  );
}
