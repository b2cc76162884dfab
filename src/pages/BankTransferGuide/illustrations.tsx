// Small drawings for the guide's steps (decorative: each step says it all in words).
const common = { width: 96, height: 96, viewBox: '0 0 96 96', 'aria-hidden': true, focusable: false } as const;

/** A phone showing the receiver's avatar and name. */
export function ReceiverArt() {
  return (
    <svg {...common} className="guide-art">
      <circle cx="48" cy="48" r="46" fill="#ede9fe" />
      <rect x="28" y="14" width="40" height="68" rx="8" fill="#1a1033" />
      <rect x="32" y="22" width="32" height="52" rx="4" fill="#fff" />
      <circle cx="48" cy="38" r="8" fill="#6d28d9" />
      <rect x="38" y="51" width="20" height="4" rx="2" fill="#1a1033" />
      <rect x="41" y="59" width="14" height="3" rx="1.5" fill="#9f9ab3" />
    </svg>
  );
}

/** Diamonds of three sizes: the packages. */
export function PackagesArt() {
  return (
    <svg {...common} className="guide-art">
      <circle cx="48" cy="48" r="46" fill="#e0f2fe" />
      <g transform="translate(14 34) scale(1.2)">
        <path d="M6 3h12l4 6-10 12L2 9z" fill="#7dd3fc" />
        <path d="M2 9h20L12 21z" fill="#38bdf8" />
      </g>
      <g transform="translate(30 18) scale(1.5)">
        <path d="M6 3h12l4 6-10 12L2 9z" fill="#7dd3fc" />
        <path d="M2 9h20L12 21z" fill="#0ea5e9" />
        <path d="M8 9l4 12 4-12-4-6z" fill="#bae6fd" />
      </g>
      <g transform="translate(52 44) scale(1.2)">
        <path d="M6 3h12l4 6-10 12L2 9z" fill="#7dd3fc" />
        <path d="M2 9h20L12 21z" fill="#38bdf8" />
      </g>
      <rect x="24" y="72" width="48" height="8" rx="4" fill="#f5b700" />
    </svg>
  );
}

/** A QR code beside a phone camera frame. */
export function ScanArt() {
  return (
    <svg {...common} className="guide-art">
      <circle cx="48" cy="48" r="46" fill="#e8f5ee" />
      <rect x="24" y="24" width="48" height="48" rx="4" fill="#fff" stroke="#1a1033" strokeWidth="2" />
      <path d="M30 30h12v12H30zM54 30h12v12H54zM30 54h12v12H30z" fill="#1a1033" />
      <path d="M34 34h4v4h-4zM58 34h4v4h-4zM34 58h4v4h-4z" fill="#fff" />
      <path d="M50 50h4v4h-4zM58 54h4v4h-4zM54 62h4v4h-4zM62 62h4v4h-4zM46 58h4v4h-4z" fill="#1a1033" />
      <path d="M16 30V18h12M80 30V18H68M16 66v12h12M80 66v12H68" fill="none" stroke="#0f7b3f" strokeWidth="4" strokeLinecap="round" />
    </svg>
  );
}

/** A clock and a tick: the request waits, then the diamonds arrive. */
export function WaitArt() {
  return (
    <svg {...common} className="guide-art">
      <circle cx="48" cy="48" r="46" fill="#fff6dd" />
      <circle cx="44" cy="46" r="24" fill="#fff" stroke="#1a1033" strokeWidth="4" />
      <path d="M44 32v14l9 6" fill="none" stroke="#6d28d9" strokeWidth="4" strokeLinecap="round" strokeLinejoin="round" />
      <circle cx="68" cy="68" r="14" fill="#0f7b3f" />
      <path d="M61 68l5 5 9-10" fill="none" stroke="#fff" strokeWidth="4" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
