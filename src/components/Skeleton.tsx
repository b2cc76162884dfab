import type { CSSProperties } from 'react';
import { useStyleProperties } from '../lib/useStyleProperties';
import './Skeleton.css';

/**
 * A grey block standing where content will be, sized like it so nothing jumps when it arrives. Its
 * size and `style` are set through the CSSOM (src/lib/useStyleProperties.ts), never as an attribute.
 */
export function Skeleton({
  width = '100%',
  height = 16,
  radius = 8,
  style,
}: {
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  radius?: CSSProperties['borderRadius'];
  style?: CSSProperties;
}) {
  const ref = useStyleProperties<HTMLSpanElement>({ width, height, borderRadius: radius, ...style });
  return <span ref={ref} className="skeleton" aria-hidden="true" />;
}

/** Lines of text to come; the last one shorter, as text is. */
export function SkeletonText({ lines = 3 }: { lines?: number }) {
  return (
    <span className="skeleton-text" aria-hidden="true">
      {Array.from({ length: lines }, (_, i) => (
        <Skeleton key={i} width={i === lines - 1 ? '60%' : '100%'} />
      ))}
    </span>
  );
}

/** Announces the wait once to screen readers; put it beside the skeleton blocks. */
export function LoadingStatus({ label = 'Đang tải…' }: { label?: string }) {
  return (
    <span role="status" className="visually-hidden">
      {label}
    </span>
  );
}

/** A list to come, announced once: `rows` blocks of one height, as its rows will be. */
export function SkeletonList({
  label,
  rows,
  height,
  radius,
}: {
  label: string;
  rows: number;
  height: number;
  radius?: CSSProperties['borderRadius'];
}) {
  return (
    <div aria-busy="true">
      <LoadingStatus label={label} />
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} height={height} radius={radius} style={{ marginTop: i ? 12 : 0 }} />
      ))}
    </div>
  );
}
