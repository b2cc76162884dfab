// A chosen video opened in a hidden, detached <video> from a local object URL (nothing is sent
// anywhere), for a look at it in the browser: its metadata (probeVideo.ts), a frame (captureFrame.ts).

export interface VideoLook<T> {
  element: HTMLVideoElement;
  /** Ends the look with this result (the first call wins); the element lets go of the file. */
  finish: (result: T) => void;
  /** Replaces the time limit: `then` runs `ms` from now unless the look has finished. */
  limit: (ms: number, then: () => void) => void;
}

export interface LookOptions<T> {
  preload: 'metadata' | 'auto';
  /** The result when the browser cannot open the file (or this is no browser). */
  failed: T;
  /** The result when nothing else has finished the look within `timeoutMs`. */
  timedOut: T;
  timeoutMs: number;
}

/**
 * Opens `video` in a detached, muted <video>, lets `look` attach its listeners, and resolves with what
 * it finishes with. Never rejects.
 */
export function lookAtVideo<T>(
  video: Blob,
  { preload, failed, timedOut, timeoutMs }: LookOptions<T>,
  look: (view: VideoLook<T>) => void,
): Promise<T> {
  if (typeof document === 'undefined' || typeof URL.createObjectURL !== 'function') return Promise.resolve(failed);
  return new Promise((resolve) => {
    let url: string;
    try {
      url = URL.createObjectURL(video);
    } catch {
      resolve(failed);
      return;
    }
    const element = document.createElement('video');
    let done = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const finish = (result: T) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      element.removeAttribute('src');
      URL.revokeObjectURL(url);
      resolve(result);
    };
    const limit = (ms: number, then: () => void) => {
      clearTimeout(timer);
      timer = setTimeout(then, ms);
    };
    limit(timeoutMs, () => finish(timedOut));

    element.addEventListener('error', () => finish(failed));
    look({ element, finish, limit });
    element.muted = true;
    element.preload = preload;
    element.src = url;
  });
}
