import './HeroArt.css';

/**
 * The hero illustration: a phone singing along with lyrics (the current line lighting up in gold as
 * karaoke does), a record button, floating notes, a gift and a duet bubble. Inline and sized by its
 * width/height, so it costs no request and shifts nothing.
 */
export function HeroArt() {
  return (
    <svg className="hero-art" width="360" height="420" viewBox="0 0 360 420" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="hero-screen" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#3a2372" />
          <stop offset="1" stopColor="#160d2c" />
        </linearGradient>
        <linearGradient id="hero-cover" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#f472b6" />
          <stop offset="1" stopColor="#7c3aed" />
        </linearGradient>
        {/* Karaoke highlight: sung part gold, the rest white, with a hard edge. */}
        <linearGradient id="hero-sung" x1="0" y1="0" x2="1" y2="0">
          <stop offset="0.58" stopColor="#f5b700" />
          <stop offset="0.58" stopColor="#ffffff" />
        </linearGradient>
        <radialGradient id="hero-glow" cx="0.5" cy="0.5" r="0.5">
          <stop offset="0" stopColor="#8b5cf6" stopOpacity="0.55" />
          <stop offset="1" stopColor="#8b5cf6" stopOpacity="0" />
        </radialGradient>
      </defs>

      <circle cx="180" cy="210" r="190" fill="url(#hero-glow)" />

      {/* Phone */}
      <rect x="78" y="18" width="204" height="384" rx="34" fill="#0c0718" />
      <rect x="78" y="18" width="204" height="384" rx="34" fill="none" stroke="#4c3a86" strokeWidth="3" />
      <rect x="90" y="30" width="180" height="360" rx="24" fill="url(#hero-screen)" />
      <rect x="150" y="38" width="60" height="8" rx="4" fill="#0c0718" />

      {/* Now playing */}
      <rect x="106" y="62" width="46" height="46" rx="12" fill="url(#hero-cover)" />
      <path d="M133 74v18.5a5 5 0 1 1-3-4.6V78l9-2.2v4z" fill="#fff" />
      <rect x="162" y="70" width="84" height="10" rx="5" fill="#fff" fillOpacity="0.9" />
      <rect x="162" y="88" width="56" height="8" rx="4" fill="#fff" fillOpacity="0.45" />

      {/* Lyrics running with the music */}
      <g fontFamily="inherit" textAnchor="middle">
        <text x="180" y="148" fontSize="13" fill="#fff" fillOpacity="0.5">
          Ngày mai nắng lên
        </text>
        <text x="180" y="178" fontSize="17" fontWeight="700" fill="url(#hero-sung)">
          cho ta cùng hát
        </text>
        <text x="180" y="206" fontSize="13" fill="#fff" fillOpacity="0.8">
          một bài ca vui
        </text>
      </g>

      {/* Voice level */}
      <g fill="#f5b700">
        <rect x="118" y="246" width="6" height="14" rx="3" />
        <rect x="130" y="238" width="6" height="30" rx="3" />
        <rect x="142" y="242" width="6" height="22" rx="3" />
        <rect x="154" y="232" width="6" height="42" rx="3" />
        <rect x="166" y="240" width="6" height="26" rx="3" />
        <rect x="178" y="230" width="6" height="46" rx="3" />
        <rect x="190" y="238" width="6" height="30" rx="3" fill="#c4b5fd" />
        <rect x="202" y="244" width="6" height="18" rx="3" fill="#c4b5fd" />
        <rect x="214" y="236" width="6" height="34" rx="3" fill="#c4b5fd" />
        <rect x="226" y="246" width="6" height="14" rx="3" fill="#c4b5fd" />
        <rect x="238" y="242" width="6" height="22" rx="3" fill="#c4b5fd" />
      </g>

      {/* Progress */}
      <rect x="110" y="298" width="140" height="5" rx="2.5" fill="#fff" fillOpacity="0.2" />
      <rect x="110" y="298" width="84" height="5" rx="2.5" fill="#f5b700" />
      <circle cx="194" cy="300.5" r="6" fill="#fff" />

      {/* Controls: record in the middle */}
      <circle cx="126" cy="346" r="15" fill="#fff" fillOpacity="0.12" />
      <path d="M121 346h10M126 341v10" stroke="#fff" strokeWidth="2.5" strokeLinecap="round" />
      <circle cx="180" cy="346" r="27" fill="#6d28d9" />
      <circle cx="180" cy="346" r="27" fill="none" stroke="#a78bfa" strokeWidth="2" />
      <rect x="174" y="332" width="12" height="19" rx="6" fill="#fff" />
      <path d="M169 345a11 11 0 0 0 22 0M180 356v5" fill="none" stroke="#f5b700" strokeWidth="2.5" strokeLinecap="round" />
      <circle cx="234" cy="346" r="15" fill="#fff" fillOpacity="0.12" />
      <circle cx="234" cy="346" r="5" fill="#f87171" />

      {/* Duet bubble */}
      <g className="hero-art__float hero-art__float--slow">
        <rect x="8" y="250" width="104" height="48" rx="24" fill="#fff" />
        <circle cx="34" cy="274" r="15" fill="#f472b6" />
        <text x="34" y="279.5" fontFamily="inherit" fontSize="15" fontWeight="700" fill="#fff" textAnchor="middle">
          T
        </text>
        <circle cx="56" cy="274" r="15" fill="#7c3aed" stroke="#fff" strokeWidth="3" />
        <text x="56" y="279.5" fontFamily="inherit" fontSize="15" fontWeight="700" fill="#fff" textAnchor="middle">
          K
        </text>
        <path d="M82 266v16M90 262v24M98 268v12" stroke="#6d28d9" strokeWidth="3" strokeLinecap="round" />
      </g>

      {/* Gift bubble */}
      <g className="hero-art__float">
        <rect x="262" y="128" width="86" height="48" rx="24" fill="#fff" />
        <rect x="276" y="144" width="24" height="20" rx="3" fill="#f5b700" />
        <rect x="273" y="138" width="30" height="8" rx="3" fill="#fbbf24" />
        <path d="M288 138v26" stroke="#c2410c" strokeWidth="3" />
        <path d="M288 138c-4-8-12-6-9-1s9 1 9 1c0 0 6 4 9-1s-5-6-9 1z" fill="#c2410c" />
        <text x="326" y="158" fontFamily="inherit" fontSize="15" fontWeight="700" fill="#1a1033" textAnchor="middle">
          x9
        </text>
      </g>

      {/* Notes */}
      <g className="hero-art__float hero-art__float--slow">
        <path d="M40 70v32a8 8 0 1 1-4-6.9V62l20-5v9z" fill="#f5b700" />
      </g>
      <g className="hero-art__float">
        <path d="M316 42v24a6.5 6.5 0 1 1-3.5-5.8V38l14-3.5v7z" fill="#f472b6" />
      </g>
      <g className="hero-art__float hero-art__float--late">
        <path d="M320 236v26a7 7 0 1 1-3.5-6V232l15-3.8v7.5z" fill="#a78bfa" />
      </g>
      <circle cx="56" cy="176" r="5" fill="#a78bfa" />
      <circle cx="306" cy="330" r="6" fill="#f5b700" fillOpacity="0.8" />
      <circle cx="36" cy="360" r="4" fill="#f472b6" />
    </svg>
  );
}
