import type { ReactNode } from 'react';
import './share.css';

/** One counted thing ("15.420 lượt nghe"), inside a <StatList> (a description list). */
export function Stat({ label, value, icon }: { label: string; value: ReactNode; icon?: ReactNode }) {
  return (
    <div className="stat">
      <dt className="stat__label">{label}</dt>
      <dd className="stat__value">
        {icon}
        {value}
      </dd>
    </div>
  );
}

export function StatList({ children, className = '' }: { children: ReactNode; className?: string }) {
  return <dl className={`stat-list ${className}`.trim()}>{children}</dl>;
}
