import type { Recording } from '../../api/contract';
import { absoluteUrl } from '../../lib/siteMeta';
import { routes } from '../../lib/routes';
import { singerNames } from '../../lib/shareCard';
import { interactions, isoDuration, person, SCHEMA_CONTEXT } from '../../lib/schemaOrg';
import { safeUrl } from '../../components/share/safeUrl';

/**
 * What search engines ask of a video (Google's VideoObject table, docs/seo.md): its thumbnails (the
 * poster the page's player shows, then the drawn card), upload date, a description, its length, the
 * embeddable player, and the file itself where its URL is public (an http(s) URL or a path on this site).
 */
function videoProperties(recording: Recording, image: string | undefined) {
  const poster = safeUrl(recording.cover_url);
  const media = safeUrl(recording.media_url);
  const thumbnails = [...new Set([poster && absoluteUrl(poster), image].filter((url): url is string => Boolean(url)))];
  return {
    thumbnailUrl: thumbnails,
    uploadDate: recording.created_at,
    embedUrl: absoluteUrl(routes.embedRecording.href(recording.uid)),
    ...(media ? { contentUrl: absoluteUrl(media) } : {}),
  };
}

/**
 * A recording as schema.org reads it: a `MusicRecording` (a video one a `VideoObject` too) of a song
 * (`MusicComposition`, by its original artist), sung by its singer(s). `author` names the singers too:
 * link-preview parsers (metascraper) read a page's author there, not in `byArtist`. `description` is the
 * page's own (its meta description); without one, the song and its artist.
 */
export function recordingStructuredData(recording: Recording, image: string | undefined, description?: string) {
  const singers = singerNames(recording).map((name) => person(name));
  const video = recording.media_type === 'video';
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': video ? ['MusicRecording', 'VideoObject'] : 'MusicRecording',
    name: recording.title,
    description: description ?? `${recording.title} – ${recording.artist}`,
    url: absoluteUrl(routes.recording.href(recording.uid)),
    ...(image ? { image } : {}),
    byArtist: singers.length === 1 ? singers[0] : singers,
    author: singers.length === 1 ? singers[0] : singers,
    recordingOf: { '@type': 'MusicComposition', name: recording.title, composer: person(recording.artist) },
    duration: isoDuration(recording.duration_s),
    datePublished: recording.created_at,
    // A video's plays are watches (what Google reads as its view count), an audio recording's listens.
    interactionStatistic: interactions({ [video ? 'WatchAction' : 'ListenAction']: recording.views_count, LikeAction: recording.likes_count }),
    ...(video ? videoProperties(recording, image) : {}),
  };
}
