// A recording in another site's page: the embed page's size (the player, the route table's
// embedRecording) and the oEmbed endpoint that hands it out (src/server/oembed.ts). One place for both,
// so the page's <Head> (twitter:player, the oEmbed link) and the server's answer name the same sizes.
import { absoluteUrl } from './siteMeta';

export type EmbedKind = 'audio' | 'video';

/** Where oEmbed is answered. */
export const OEMBED_PATH = '/oembed';

/** The oEmbed URL that describes the page at `pageUrl` (absolute). */
export const oembedUrl = (pageUrl: string) => absoluteUrl(`${OEMBED_PATH}?url=${encodeURIComponent(pageUrl)}&format=json`);

/**
 * The embed's size at its largest: audio is a strip (cover, title, singer, the player's controls);
 * video is a 16:9 player with one line of title under it.
 */
export const EMBED_SIZE: Record<EmbedKind, { width: number; height: number }> = {
  audio: { width: 480, height: 180 },
  video: { width: 640, height: 420 },
};

/**
 * The embed's size within `max` (a consumer's maxwidth/maxheight; missing or not a positive number:
 * no limit). A video keeps its proportions; an audio strip narrows and, if it must, gets shorter.
 */
export function embedSize(kind: EmbedKind, max: { width?: number; height?: number } = {}) {
  const limit = (value: number | undefined) => (value !== undefined && Number.isFinite(value) && value > 0 ? Math.floor(value) : Infinity);
  const maxWidth = limit(max.width);
  const maxHeight = limit(max.height);
  const { width, height } = EMBED_SIZE[kind];
  if (kind === 'audio') return { width: Math.min(width, maxWidth), height: Math.min(height, maxHeight) };
  const scale = Math.min(1, maxWidth / width, maxHeight / height);
  return { width: Math.max(1, Math.floor(width * scale)), height: Math.max(1, Math.floor(height * scale)) };
}
