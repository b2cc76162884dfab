import type { Recording } from '../../api/contract';
import { absoluteUrl } from '../../lib/siteMeta';
import { routes } from '../../lib/routes';
import { singerNames } from '../../lib/shareCard';
import { interactions, isoDuration, person, SCHEMA_CONTEXT } from '../../lib/schemaOrg';

/**
 * A recording as schema.org reads it: a `MusicRecording` (a video one a `VideoObject` too) of a song
 * (`MusicComposition`, by its original artist), sung by its singer(s). `author` names the singers too:
 * link-preview parsers (metascraper) read a page's author there, not in `byArtist`.
 */
export function recordingStructuredData(recording: Recording, image: string | undefined) {
  const singers = singerNames(recording).map((name) => person(name));
  const video = recording.media_type === 'video';
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': video ? ['MusicRecording', 'VideoObject'] : 'MusicRecording',
    name: recording.title,
    url: absoluteUrl(routes.recording.href(recording.uid)),
    ...(image ? { image } : {}),
    byArtist: singers.length === 1 ? singers[0] : singers,
    author: singers.length === 1 ? singers[0] : singers,
    recordingOf: { '@type': 'MusicComposition', name: recording.title, composer: person(recording.artist) },
    duration: isoDuration(recording.duration_s),
    datePublished: recording.created_at,
    interactionStatistic: interactions({ ListenAction: recording.views_count, LikeAction: recording.likes_count }),
    // What a video needs to be one (search engines ask for its thumbnail and upload date).
    ...(video ? { thumbnailUrl: image, uploadDate: recording.created_at, description: `${recording.title} – ${recording.artist}` } : {}),
  };
}
