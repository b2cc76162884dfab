import { useEffect, useMemo, useRef, useState } from 'react';
import { BRAND } from '../../lib/config';
import { formatCount } from '../../lib/format';
import { canvasToBlob, drawShareCard, loadShareFonts, SHARE_CARD, type ShareCardData } from './drawShareCard';
import './ShareCard.css';

type Drawing = { state: 'drawing' } | { state: 'ready'; blob: Blob; url: string } | { state: 'failed' };

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/** The share image, drawn here, with a download link and (where the phone can) the share sheet. */
export function ShareCard({ data }: { data: ShareCardData }) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [drawing, setDrawing] = useState<Drawing>({ state: 'drawing' });
  const [shareError, setShareError] = useState<string | null>(null);

  useEffect(() => {
    let cancelled = false;
    let url: string | null = null;
    void (async () => {
      try {
        await loadShareFonts(`${data.name} Năm 2022 của bản thu phút ca hát kim cương nhận lần song ca`);
        const canvas = canvasRef.current;
        const ctx = canvas?.getContext('2d');
        if (cancelled) return;
        if (!canvas || !ctx) throw new Error('no 2D canvas');
        drawShareCard(ctx, data);
        const blob = await canvasToBlob(canvas);
        if (cancelled) return;
        url = URL.createObjectURL(blob);
        setDrawing({ state: 'ready', blob, url });
      } catch {
        if (!cancelled) setDrawing({ state: 'failed' });
      }
    })();
    return () => {
      cancelled = true;
      if (url) URL.revokeObjectURL(url);
    };
  }, [data]);

  const file = useMemo(
    () => (drawing.state === 'ready' ? new File([drawing.blob], SHARE_CARD.fileName, { type: 'image/png' }) : null),
    [drawing],
  );
  const canShareFile = Boolean(file && typeof navigator.canShare === 'function' && navigator.canShare({ files: [file] }));

  const share = async () => {
    if (!file) return;
    setShareError(null);
    try {
      await navigator.share({ files: [file], title: `Năm 2022 của tôi trên ${BRAND}` });
    } catch (error) {
      if (!isAbort(error)) setShareError('Không mở được khung chia sẻ. Bạn hãy tải ảnh về rồi chia sẻ nhé.');
    }
  };

  const summary = `Ảnh chia sẻ: năm 2022 của ${data.name} trên ${BRAND}, ${formatCount(data.recordings)} bản thu, ${formatCount(
    data.minutes,
  )} phút ca hát, ${formatCount(data.diamonds)} kim cương nhận, ${formatCount(data.duets)} lần song ca.`;

  return (
    <div className="share-card">
      <div className="share-card__frame">
        <canvas
          ref={canvasRef}
          className="share-card__canvas"
          width={SHARE_CARD.width}
          height={SHARE_CARD.height}
          role="img"
          aria-label={summary}
        />
        {drawing.state === 'drawing' ? (
          <span className="share-card__drawing" role="status">
            Đang vẽ ảnh…
          </span>
        ) : null}
      </div>
      {drawing.state === 'failed' ? (
        <p className="share-card__error" role="alert">
          Trình duyệt này không vẽ được ảnh chia sẻ. Bạn có thể chụp màn hình các thẻ phía trên để khoe nhé!
        </p>
      ) : (
        <div className="share-card__actions">
          {drawing.state === 'ready' ? (
            <a className="button lookback-button" href={drawing.url} download={SHARE_CARD.fileName}>
              Tải ảnh về máy
            </a>
          ) : (
            <button type="button" className="button lookback-button" disabled>
              Tải ảnh về máy
            </button>
          )}
          {canShareFile ? (
            <button type="button" className="button button--ghost" onClick={() => void share()}>
              Chia sẻ ảnh
            </button>
          ) : null}
        </div>
      )}
      {shareError ? (
        <p className="share-card__error" role="alert">
          {shareError}
        </p>
      ) : null}
    </div>
  );
}
