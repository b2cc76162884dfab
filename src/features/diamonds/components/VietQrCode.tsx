import { useMemo } from 'react';
import { qrPngDataUrl } from '../lib/qrPng';
import './VietQrCode.css';

/**
 * A VietQR payload drawn as a QR code in a real image (a PNG `data:` URL, src/features/diamonds/lib/qrPng.ts):
 * a phone cannot scan its own screen, but the payer can keep the image (a long press saves it, also in
 * an app's web view) and open it in the bank app; `downloadAs` adds a link that saves it under that name
 * (where downloads work). Described for screen readers by `label`.
 */
export function VietQrCode({ payload, label, size = 240, downloadAs }: { payload: string; label: string; size?: number; downloadAs?: string }) {
  const src = useMemo(() => qrPngDataUrl(payload), [payload]);
  return (
    <>
      <img className="vietqr" src={src} alt={label} data-payload={payload} width={size} height={size} />
      {downloadAs ? (
        <a className="vietqr__save" href={src} download={downloadAs}>
          Lưu ảnh mã QR
        </a>
      ) : null}
    </>
  );
}
