// A thumbnail made from the chosen video itself, in the browser: a hidden <video> seeks to about one
// second in (or 10% of a shorter video) and a canvas turns that frame into a JPEG.
import { lookAtVideo } from './detachedVideo';

export interface CaptureOptions {
  /** Give up when the browser cannot decode the video in this time. */
  timeoutMs?: number;
  /** Frames wider than this are scaled down (a 4K frame would be a heavy thumbnail). */
  maxWidth?: number;
}

/** Where to take the frame: 1 s in, or 10% of a shorter video; 0 when the length is unknown. */
export const frameTime = (duration: number): number => (Number.isFinite(duration) && duration > 0 ? Math.min(1, duration * 0.1) : 0);

/** The frame as a JPEG blob, or null when this browser cannot decode the video. Never rejects. */
export function captureVideoFrame(video: Blob, { timeoutMs = 15_000, maxWidth = 1280 }: CaptureOptions = {}): Promise<Blob | null> {
  return lookAtVideo<Blob | null>(video, { preload: 'auto', failed: null, timedOut: null, timeoutMs }, ({ element, finish }) => {
    const draw = () => {
      const width = element.videoWidth;
      const height = element.videoHeight;
      if (!width || !height) {
        finish(null);
        return;
      }
      const scale = Math.min(1, maxWidth / width);
      const canvas = document.createElement('canvas');
      canvas.width = Math.max(1, Math.round(width * scale));
      canvas.height = Math.max(1, Math.round(height * scale));
      try {
        const context = canvas.getContext('2d');
        if (!context) {
          finish(null);
          return;
        }
        context.drawImage(element, 0, 0, canvas.width, canvas.height);
        canvas.toBlob((blob) => finish(blob && blob.size > 0 ? blob : null), 'image/jpeg', 0.85);
      } catch {
        finish(null);
      }
    };

    element.addEventListener(
      'loadedmetadata',
      () => {
        const at = frameTime(element.duration);
        if (at > 0) {
          element.addEventListener('seeked', draw, { once: true });
          element.currentTime = at;
        } else if (element.readyState >= 2) {
          draw();
        } else {
          // Length unknown (a recording made in a browser often has none): the first frame will do.
          element.addEventListener('loadeddata', draw, { once: true });
        }
      },
      { once: true },
    );
    element.playsInline = true;
  });
}
