/** The in-app currency's mark, decorative (the amount next to it says "kim cương" to screen readers). */
export function DiamondIcon({ size = 16 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false" className="diamond-icon">
      <path d="M6 3h12l4 6-10 12L2 9z" fill="#7dd3fc" />
      <path d="M2 9h20L12 21z" fill="#38bdf8" />
      <path d="M8 9l4 12 4-12-4-6z" fill="#bae6fd" />
    </svg>
  );
}
