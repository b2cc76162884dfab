// A recording while the seed is being built, and the pieces every recording is made of.
import type { Owner, Recording, RecordingCard, RecordingComment, RecordingImage } from '../../api/contract';
import { isoVN } from '../time';
import { summary, type Seeding } from './users';

export interface RecordingDraft {
  id: number;
  uid: string;
  title: string;
  artist: string;
  lyrics: string | null;
  media_type: Recording['media_type'];
  cover: boolean;
  duration_s: number;
  owner: Owner;
  partner: Owner | null;
  views: number;
  likes: number;
  createdAt: number;
  images: RecordingImage[];
  comments: RecordingComment[];
}

/** The next image id, with a placeholder photo of the given size. */
export const image = (seeding: Seeding, recordingId: number, n: number, width: number, height: number): RecordingImage => ({
  id: seeding.nextId.image++,
  url: `/sandbox/img/photo-${recordingId}-${n}-${width}x${height}.svg`,
  width,
  height,
});

/** The next comment id, written by a seeded user. */
export const comment = (seeding: Seeding, uid: string, content: string, at: number): RecordingComment => ({
  id: seeding.nextId.comment++,
  user: summary(seeding.user(uid)),
  content,
  created_at: isoVN(at),
});

export const toRecording = (d: RecordingDraft): Recording => ({
  id: d.id,
  uid: d.uid,
  title: d.title,
  artist: d.artist,
  lyrics: d.lyrics,
  media_url: `/sandbox/media/${d.uid}.${d.media_type === 'video' ? 'mp4' : 'mp3'}`,
  media_type: d.media_type,
  cover_url: d.cover ? `/sandbox/img/cover-${d.id}-${d.media_type === 'video' ? '1280x720' : '640x640'}.svg` : null,
  duration_s: d.duration_s,
  owner: summary(d.owner),
  duet_partner: d.partner ? summary(d.partner) : null,
  views_count: d.views,
  likes_count: d.likes,
  comments_count: d.comments.length,
  created_at: isoVN(d.createdAt),
  images: d.images,
  comments: d.comments,
});

export const toCard = (r: Recording): RecordingCard => ({
  id: r.id,
  uid: r.uid,
  title: r.title,
  artist: r.artist,
  cover_url: r.cover_url,
  owner: r.owner,
  views_count: r.views_count,
  likes_count: r.likes_count,
});
