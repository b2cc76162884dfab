import { probeVideo, type VideoProbe } from './probeVideo';
import { checkVideoDuration, fileExtension, VIDEO_CONTENT_MESSAGES, VIDEO_HEAD_BYTES, videoContainer } from './validation';

export interface VideoContentOptions {
  /** How the metadata is loaded: a <video> element in the browser (see probeVideo). */
  probe?: (video: Blob) => Promise<VideoProbe>;
}

/**
 * What a chosen video holds, checked before anything is sent (its name and declared type are checked
 * by checkVideoFile): its first bytes must be an MP4/MOV or WebM container, the browser must be able
 * to read its metadata, and its length must be within the limits. Resolves with the message to show
 * next to the field, or null; never rejects.
 */
export async function checkVideoContent(video: File, { probe = probeVideo }: VideoContentOptions = {}): Promise<string | null> {
  let head: Uint8Array;
  try {
    head = new Uint8Array(await video.slice(0, VIDEO_HEAD_BYTES).arrayBuffer());
  } catch {
    // The file went away or cannot be read (moved, a cloud file not downloaded, permission).
    return VIDEO_CONTENT_MESSAGES.unopenable;
  }
  if (!videoContainer(head)) return VIDEO_CONTENT_MESSAGES.notVideo(fileExtension(video.name));
  const result = await probe(video);
  if (result.state === 'error') return VIDEO_CONTENT_MESSAGES.unreadable;
  if (result.state === 'timeout') return VIDEO_CONTENT_MESSAGES.slow;
  return checkVideoDuration(result.duration);
}
