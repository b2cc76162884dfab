// Whether the browser can read a chosen video, and how long it is: a hidden <video> loads only the
// file's metadata (from a local object URL: nothing is sent anywhere).
import { lookAtVideo } from './detachedVideo';

export type VideoProbe =
  /** The metadata loaded; `duration` in seconds, or null when the file does not say it. */
  | { state: 'loaded'; duration: number | null }
  /** The browser refused the file: not a video it can open, or a damaged one. */
  | { state: 'error' }
  /** No answer within the time allowed. */
  | { state: 'timeout' };

export const PROBE_TIMEOUT_MS = 15_000;
/** How long to look for the length of a video whose metadata does not state it. */
export const LENGTH_SEARCH_MS = 5_000;

const knownLength = (element: HTMLMediaElement) => Number.isFinite(element.duration) && element.duration >= 0;

/** Loads the video's metadata in a detached <video> element. Never rejects. */
export function probeVideo(video: Blob, { timeoutMs = PROBE_TIMEOUT_MS }: { timeoutMs?: number } = {}): Promise<VideoProbe> {
  const options = { preload: 'metadata', failed: { state: 'error' }, timedOut: { state: 'timeout' }, timeoutMs } as const;
  return lookAtVideo<VideoProbe>(video, options, ({ element, finish, limit }) => {
    const loaded = () => finish({ state: 'loaded', duration: knownLength(element) ? element.duration : null });
    element.addEventListener(
      'loadedmetadata',
      () => {
        if (knownLength(element)) {
          loaded();
          return;
        }
        // A recording made by a browser (MediaRecorder) states no length: asked to seek past the end,
        // the browser reads the file through and learns it. Readable it is, whether or not it finds it.
        limit(Math.min(timeoutMs, LENGTH_SEARCH_MS), loaded);
        element.addEventListener('durationchange', () => {
          if (knownLength(element)) loaded();
        });
        element.addEventListener('seeked', loaded, { once: true });
        element.currentTime = Number.MAX_SAFE_INTEGER;
      },
      { once: true },
    );
  });
}
