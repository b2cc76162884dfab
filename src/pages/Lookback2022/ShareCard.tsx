import { useEffect, useMemo, useState } from 'react';
import { BRAND } from '../../lib/config';
import { formatCount } from '../../lib/format';
import { useBrowserContext } from '../../lib/useBrowserContext';
import { canvasToBlob, drawShareCard, loadShareFonts, SHARE_CARD, type ShareCardData } from './drawShareCard';
import './ShareCard.css';

type Drawing = { state: 'drawing' } | { state: 'ready'; blob: Blob; url: string } | { state: 'failed' };

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/** The PNG as a `data:` URL: an image an in-app browser lets a long press save (a `blob:` one it does not). */
async function dataUrlOf(blob: Blob): Promise<string> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = '';
  // In slices: one call with every byte as an argument would overflow the stack.
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return `data:image/png;base64,${btoa(binary)}`;
}

/**
 * The share image, drawn off screen and shown as a real <img> (a PNG `data:` URL), so that a long press
 * keeps it where downloads fail (Zalo's and Facebook's web views: docs/in-app-browsers.md); a download
 * link in browsers of the phone's own, and the share sheet with the file where the browser takes one.
 */
export function ShareCard({ data }: { data: ShareCardData }) {
  const [drawing, setDrawing] = useState<Drawing>({ state: 'drawing' });
  const [shareError, setShareError] = useState<string | null>(null);
  const { inApp, platform } = useBrowserContext();

  useEffect(() => {
    let cancelled = false;
    void (async () => {
      try {
        await loadShareFonts(`${data.name} Năm 2022 của bản thu phút ca hát kim cương nhận lần song ca`);
        const canvas = document.createElement('canvas');
        canvas.width = SHARE_CARD.width;
        canvas.height = SHARE_CARD.height;
        const ctx = canvas.getContext('2d');
        if (cancelled) return;
        if (!ctx) throw new Error('no 2D canvas');
        drawShareCard(ctx, data);
        const blob = await canvasToBlob(canvas);
        const url = await dataUrlOf(blob);
        if (!cancelled) setDrawing({ state: 'ready', blob, url });
      } catch {
        if (!cancelled) setDrawing({ state: 'failed' });
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [data]);

  const file = useMemo(() => (drawing.state === 'ready' ? new File([drawing.blob], SHARE_CARD.fileName, { type: 'image/png' }) : null), [drawing]);
  const canShareFile = Boolean(file && typeof navigator.canShare === 'function' && navigator.canShare({ files: [file] }));

  const share = async () => {
    if (!file) return;
    setShareError(null);
    try {
      await navigator.share({ files: [file], title: `Năm 2022 của tôi trên ${BRAND}` });
    } catch (error) {
      if (!isAbort(error))
        setShareError(
          inApp
            ? 'Không mở được khung chia sẻ. Bạn hãy nhấn giữ ảnh để lưu rồi chia sẻ nhé.'
            : 'Không mở được khung chia sẻ. Bạn hãy tải ảnh về rồi chia sẻ nhé.',
        );
    }
  };

  const summary = `Ảnh chia sẻ: năm 2022 của ${data.name} trên ${BRAND}, ${formatCount(data.recordings)} bản thu, ${formatCount(
    data.minutes,
  )} phút ca hát, ${formatCount(data.diamonds)} kim cương nhận, ${formatCount(data.duets)} lần song ca.`;

  return (
    <div className="share-card">
      <div className="share-card__frame">
        {drawing.state === 'ready' ? (
          <img className="share-card__image" src={drawing.url} alt={summary} width={SHARE_CARD.width} height={SHARE_CARD.height} />
        ) : (
          <div className="share-card__placeholder">
            {drawing.state === 'drawing' ? (
              <span className="share-card__drawing" role="status">
                Đang vẽ ảnh…
              </span>
            ) : null}
          </div>
        )}
      </div>
      {drawing.state === 'failed' ? (
        <p className="share-card__error" role="alert">
          Trình duyệt này không vẽ được ảnh chia sẻ. Bạn có thể chụp màn hình các thẻ phía trên để khoe nhé!
        </p>
      ) : (
        <>
          {/* A phone keeps any image by a long press: the one way that works in every in-app browser. */}
          {drawing.state === 'ready' && (inApp || platform !== 'desktop') ? <p className="share-card__hint">Nhấn giữ ảnh để lưu</p> : null}
          <div className="share-card__actions">
            {inApp ? null : drawing.state === 'ready' ? (
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
        </>
      )}
      {shareError ? (
        <p className="share-card__error" role="alert">
          {shareError}
        </p>
      ) : null}
    </div>
  );
}
