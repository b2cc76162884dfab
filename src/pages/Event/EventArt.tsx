import type { ReactNode } from 'react';
import type { EventMotif } from '../../features/event/eventThemes';
import './EventArt.css';

const HEART = 'M12 21s-7.5-4.6-9.6-9.3A5.4 5.4 0 0 1 12 6.2a5.4 5.4 0 0 1 9.6 5.5C19.5 16.4 12 21 12 21z';

const at = (x: number, y: number, scale = 1, rotate = 0) => `translate(${x} ${y}) rotate(${rotate}) scale(${scale})`;

function Snowflake({ x, y, r, color }: { x: number; y: number; r: number; color: string }) {
  return (
    <g transform={`translate(${x} ${y})`} stroke={color} strokeWidth={r / 6} strokeLinecap="round">
      {[0, 60, 120].map((a) => (
        <path key={a} d={`M${-r} 0H${r}`} transform={`rotate(${a})`} />
      ))}
    </g>
  );
}

function Burst({ x, y, r, color }: { x: number; y: number; r: number; color: string }) {
  return (
    <g transform={`translate(${x} ${y})`} stroke={color} strokeWidth="3" strokeLinecap="round">
      {Array.from({ length: 12 }, (_, i) => (
        <path key={i} d={`M0 ${-r * 0.35}V${-r}`} transform={`rotate(${i * 30})`} />
      ))}
      <circle r="4" fill={color} stroke="none" />
    </g>
  );
}

function Blossom({ x, y, r, color }: { x: number; y: number; r: number; color: string }) {
  return (
    <g transform={`translate(${x} ${y})`}>
      {[0, 72, 144, 216, 288].map((a) => (
        <ellipse key={a} cx="0" cy={-r * 0.55} rx={r * 0.42} ry={r * 0.55} fill={color} transform={`rotate(${a})`} />
      ))}
      <circle r={r * 0.25} fill="#fff7d6" />
    </g>
  );
}

function Tulip({ x, y, color }: { x: number; y: number; color: string }) {
  return (
    <g transform={`translate(${x} ${y})`}>
      <path d="M0 0v70" stroke="#86efac" strokeWidth="4" />
      <path d="M0 46c-14-4-20-14-20-22 10 2 18 10 20 22z" fill="#86efac" />
      <path d="M-16-28c0 18 6 28 16 28s16-10 16-28l-8 8-8-14-8 14z" fill={color} />
    </g>
  );
}

function LotusFlower({ x, y, s, color }: { x: number; y: number; s: number; color: string }) {
  return (
    <g transform={at(x, y, s)}>
      <path d="M0 0c-30-6-44-24-46-40 20 2 36 14 46 40z" fill={color} opacity="0.8" />
      <path d="M0 0c30-6 44-24 46-40-20 2-36 14-46 40z" fill={color} opacity="0.8" />
      <path d="M0 0c-14-14-16-40 0-60 16 20 14 46 0 60z" fill={color} />
      <path d="M-60 8c40 10 80 10 120 0" stroke="#86efac" strokeWidth="4" fill="none" strokeLinecap="round" />
    </g>
  );
}

function Note({ x, y, s, color }: { x: number; y: number; s: number; color: string }) {
  return <path transform={at(x, y, s)} d="M8 0v22a6 6 0 1 1-3-5V4l18-4v18a6 6 0 1 1-3-5V3z" fill={color} />;
}

const scenes: Record<EventMotif, (hl: string) => ReactNode> = {
  snow: (hl) => (
    <>
      <path d="M170 30l-34 52h20l-28 40h84l-28-40h20z" fill="#16a34a" opacity="0.9" />
      <rect x="164" y="122" width="12" height="16" fill="#92400e" />
      <path d="M170 18l4 8 9 1-7 6 2 9-8-5-8 5 2-9-7-6 9-1z" fill={hl} />
      <Snowflake x={40} y={40} r={16} color="#fff" />
      <Snowflake x={92} y={100} r={11} color={hl} />
      <Snowflake x={60} y={130} r={8} color="#fff" />
      <Snowflake x={226} y={70} r={9} color="#fff" />
      <circle cx="120" cy="40" r="4" fill="#fff" />
      <circle cx="20" cy="100" r="3" fill={hl} />
    </>
  ),
  fireworks: (hl) => (
    <>
      <Burst x={70} y={58} r={42} color={hl} />
      <Burst x={170} y={44} r={30} color="#fff" />
      <Burst x={196} y={112} r={24} color={hl} />
      <Burst x={110} y={120} r={18} color="#fff" />
      <circle cx="30" cy="130" r="3" fill="#fff" />
      <circle cx="230" cy="20" r="3" fill={hl} />
    </>
  ),
  blossom: (hl) => (
    <>
      <path
        d="M0 150C60 120 90 80 150 70s70-40 90-60M120 76c-10-20-6-36 6-48M190 50c14 8 30 10 44 4"
        stroke="#7c2d12"
        strokeWidth="6"
        fill="none"
        strokeLinecap="round"
      />
      <Blossom x={60} y={114} r={18} color={hl} />
      <Blossom x={126} y={28} r={14} color={hl} />
      <Blossom x={150} y={70} r={20} color={hl} />
      <Blossom x={214} y={24} r={13} color={hl} />
      <Blossom x={232} y={56} r={10} color={hl} />
      <circle cx="96" cy="92" r="5" fill={hl} />
      <circle cx="186" cy="44" r="4" fill={hl} />
    </>
  ),
  envelope: (hl) => (
    <>
      <g transform="rotate(-10 110 90)">
        <rect x="70" y="30" width="80" height="112" rx="8" fill="#dc2626" stroke={hl} strokeWidth="3" />
        <path d="M70 38l40 30 40-30" fill="none" stroke={hl} strokeWidth="3" />
        <circle cx="110" cy="96" r="18" fill={hl} />
        <path d="M110 84l4 8 9 1-6 6 2 9-9-4-9 4 2-9-6-6 9-1z" fill="#991b1b" />
      </g>
      <g transform="rotate(12 190 80)">
        <rect x="160" y="40" width="60" height="84" rx="6" fill="#ef4444" stroke={hl} strokeWidth="3" />
        <circle cx="190" cy="88" r="12" fill={hl} />
      </g>
      <Blossom x={40} y={40} r={14} color={hl} />
      <Blossom x={34} y={120} r={10} color={hl} />
    </>
  ),
  hearts: (hl) => (
    <>
      <path d={HEART} transform={at(120, 20, 5)} fill={hl} />
      <path d={HEART} transform={at(40, 70, 2.6, -15)} fill="#fff" opacity="0.9" />
      <path d={HEART} transform={at(196, 20, 1.8, 15)} fill="#fff" opacity="0.8" />
      <path d={HEART} transform={at(90, 120, 1.2, 10)} fill={hl} />
      <path d={HEART} transform={at(200, 108, 1.4, -10)} fill={hl} opacity="0.8" />
    </>
  ),
  flowers: (hl) => (
    <>
      <Tulip x={70} y={70} color={hl} />
      <Tulip x={120} y={52} color="#fff" />
      <Tulip x={170} y={74} color={hl} />
      <path d="M50 150h160" stroke="#86efac" strokeWidth="4" strokeLinecap="round" />
      <path d={HEART} transform={at(208, 12, 1.4)} fill="#fff" />
      <path d={HEART} transform={at(20, 24, 1.1)} fill={hl} />
    </>
  ),
  flag: (hl) => (
    <>
      <path d="M60 20v136" stroke="#fff" strokeWidth="5" strokeLinecap="round" />
      <path d="M62 22c40-14 70 14 110 0s40 0 40 0v74s-10-10-40 0-70-14-110 0z" fill="#da251d" stroke="#fff" strokeWidth="2" />
      <path d="M136 36l8 20h21l-17 13 7 21-19-13-19 13 7-21-17-13h21z" fill={hl} />
      <Burst x={220} y={130} r={16} color={hl} />
      <Burst x={26} y={40} r={12} color="#fff" />
    </>
  ),
  lotus: (hl) => (
    <>
      <circle cx="190" cy="40" r="26" fill="#fff" opacity="0.18" />
      <LotusFlower x={110} y={120} s={1.3} color={hl} />
      <LotusFlower x={206} y={138} s={0.6} color={hl} />
      <LotusFlower x={30} y={140} s={0.5} color="#fff" />
    </>
  ),
  moon: (hl) => (
    <>
      <circle cx="170" cy="58" r="44" fill={hl} />
      <circle cx="156" cy="48" r="6" fill="#fff" opacity="0.35" />
      <circle cx="182" cy="74" r="9" fill="#fff" opacity="0.25" />
      <path d="M70 0v34" stroke="#fff" strokeWidth="2" />
      <path d="M70 34l22 26-22 26-22-26z" fill="#ef4444" stroke={hl} strokeWidth="3" />
      <path d="M70 86v18" stroke={hl} strokeWidth="3" />
      <path d="M30 0v60" stroke="#fff" strokeWidth="2" />
      <ellipse cx="30" cy="76" rx="14" ry="17" fill="#f97316" stroke={hl} strokeWidth="2" />
      <circle cx="228" cy="130" r="3" fill="#fff" />
      <circle cx="110" cy="120" r="2" fill="#fff" />
    </>
  ),
  pumpkin: (hl) => (
    <>
      <circle cx="190" cy="40" r="28" fill="#fff7d6" opacity="0.85" />
      <ellipse cx="110" cy="110" rx="54" ry="40" fill={hl} />
      <ellipse cx="110" cy="110" rx="22" ry="40" fill="#000" opacity="0.08" />
      <path d="M110 70c0-10 4-18 12-22" stroke="#65a30d" strokeWidth="6" fill="none" strokeLinecap="round" />
      <path d="M88 100l10-10 6 14zM132 100l-10-10-6 14z" fill="#1c1917" />
      <path d="M84 120c14 12 38 12 52 0l-8 4-6-4-6 6-6-6-6 6-6-6-6 4z" fill="#1c1917" />
      <path d="M30 40c8-10 16-10 20 0 4-10 12-10 20 0-6-2-12 2-20 10-8-8-14-12-20-10z" fill="#fff" opacity="0.85" />
      <path d="M196 110c6-8 12-8 15 0 3-8 9-8 15 0-4-2-9 2-15 8-6-6-11-10-15-8z" fill="#fff" opacity="0.7" />
    </>
  ),
  tie: (hl) => (
    <>
      <path d="M60 20l60 26 60-26v14l-60 40-60-40z" fill="#fff" opacity="0.9" />
      <path d="M108 46h24l-4 14h-16z" fill={hl} />
      <path d="M112 60h16l10 70-18 18-18-18z" fill={hl} />
      <path d="M112 80l20 14M110 104l24 16" stroke="#1e3a8a" strokeWidth="4" opacity="0.5" />
      <path d={HEART} transform={at(196, 90, 1.6)} fill="#fff" opacity="0.8" />
      <Note x={30} y={90} s={1.4} color="#fff" />
    </>
  ),
  notes: (hl) => (
    <>
      <Note x={70} y={40} s={2.6} color={hl} />
      <Note x={160} y={24} s={1.6} color="#fff" />
      <Note x={190} y={100} s={1.3} color={hl} />
      <Note x={30} y={110} s={1} color="#fff" />
    </>
  ),
};

/** The banner's decoration for a motif, in the theme's highlight colour; hidden from screen readers. */
export function EventArt({ motif, highlight }: { motif: EventMotif; highlight: string }) {
  return (
    <svg className="event-art" viewBox="0 0 240 160" width="240" height="160" aria-hidden="true" focusable="false" data-motif={motif}>
      {scenes[motif](highlight)}
    </svg>
  );
}
