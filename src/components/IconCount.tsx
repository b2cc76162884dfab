import type { ReactNode } from 'react';
import { formatCount } from '../lib/format';

/**
 * A count behind its decorative icon, with the unit after it: hidden by default, so screen readers say
 * "1.234 kim cương" where the eye sees the icon.
 */
export function IconCount({
  icon,
  count,
  unit,
  className,
  unitClassName = 'visually-hidden',
  as: Tag = 'span',
}: {
  icon: ReactNode;
  count: number;
  unit: string;
  className?: string;
  unitClassName?: string;
  as?: 'span' | 'p';
}) {
  return (
    <Tag className={className}>
      {icon}
      {formatCount(count)}
      <span className={unitClassName}>{` ${unit}`}</span>
    </Tag>
  );
}
