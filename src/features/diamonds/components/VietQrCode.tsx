import qrcode from 'qrcode-generator';
import { useMemo } from 'react';
import './VietQrCode.css';

/** Quiet zone around the code, in modules (the QR standard asks for 4). */
const QUIET = 4;

/** The dark modules as one SVG path, a horizontal run per rectangle. */
const modulesPath = (payload: string) => {
  const qr = qrcode(0, 'M');
  qr.addData(payload, 'Byte');
  qr.make();
  const count = qr.getModuleCount();
  let d = '';
  for (let row = 0; row < count; row += 1) {
    let col = 0;
    while (col < count) {
      if (!qr.isDark(row, col)) {
        col += 1;
        continue;
      }
      const start = col;
      while (col < count && qr.isDark(row, col)) col += 1;
      d += `M${start + QUIET} ${row + QUIET}h${col - start}v1h${start - col}z`;
    }
  }
  return { d, size: count + QUIET * 2 };
};

/** A VietQR payload drawn as a crisp, scalable QR code, described for screen readers by `label`. */
export function VietQrCode({ payload, label, size = 240 }: { payload: string; label: string; size?: number }) {
  const { d, size: modules } = useMemo(() => modulesPath(payload), [payload]);
  return (
    <svg
      className="vietqr"
      role="img"
      aria-label={label}
      data-payload={payload}
      width={size}
      height={size}
      viewBox={`0 0 ${modules} ${modules}`}
      shapeRendering="crispEdges"
    >
      <rect width={modules} height={modules} fill="#fff" />
      <path d={d} fill="#000" />
    </svg>
  );
}
