// The entries of every event: random recordings by random users, each with its comments, images and gifts.
// This is where the seed's randomness lives; every value is drawn in a fixed order, entry by entry.
import type { RecordingImage } from '../../api/contract';
import { intBetween, pick, shortUid, type Rng } from '../random';
import { seed } from '../seed';
import { HOUR, MINUTE } from '../time';
import type { SeededEvent } from './events';
import { comment, image, type RecordingDraft } from './recording';
import type { GiftRow, StoredSong } from './types';
import type { Seeding } from './users';

const COMMENT_POOL = [
  'Hay quá bạn ơi!',
  'Giọng ấm ghê 😍',
  'Nghe xong muốn song ca liền.',
  'Bài này hợp với bạn lắm.',
  'Chúc bạn lọt top nha!',
  'Đoạn cuối lên nốt cao đỉnh thật.',
  'Ủng hộ bạn 1 tim ❤️',
  'Nghe mà nhớ nhà quá...\nNăm nay chắc chắn phải về quê.',
  'Phối khí nghe sang ghê, bạn dùng bản beat nào vậy?',
  'Lần sau hát chậm lại chút nữa là tuyệt vời.',
];

export interface EventEntries {
  drafts: RecordingDraft[];
  gifts: GiftRow[];
  /** Event.id → Recording.id list, in event order. */
  recordingIds: Map<number, number[]>;
}

/** Recording ids from 1001; uids never repeat one another nor a featured recording's. */
export const buildEntries = (
  seeding: Seeding,
  seededEvents: readonly SeededEvent[],
  songs: readonly StoredSong[],
  featured: readonly RecordingDraft[],
): EventEntries => {
  const { rng, users, now } = seeding;
  const drafts: RecordingDraft[] = [];
  const gifts: GiftRow[] = [];
  const recordingIdsByEvent = new Map<number, number[]>();
  let recordingId = 1001;
  const takenUids = new Set(featured.map((d) => d.uid));
  const newUid = (r: Rng): string => {
    let uid = shortUid(r);
    while (takenUids.has(uid)) uid = shortUid(r);
    takenUids.add(uid);
    return uid;
  };

  for (const { spec, event, start, end, songIds } of seededEvents) {
    const count =
      spec.slug === seed.events.running ? 38 : spec.slug === seed.events.ended ? 20 : spec.slug === seed.events.empty ? 0 : intBetween(rng, 4, 28);
    const recordingIds: number[] = [];
    // Entries are posted between the start and the end (or now, for the running event).
    const lastPost = Math.min(end, now - HOUR);
    for (let n = 0; n < count; n += 1) {
      const song = songs[pick(rng, songIds) - 1]?.song;
      if (!song) throw new Error('seed: event without songs');
      const owner = pick(rng, users);
      const isDuet = rng() < 0.2;
      const partner = isDuet
        ? pick(
            rng,
            users.filter((u) => u.uid !== owner.uid),
          )
        : null;
      const createdAt = start + Math.floor(rng() * Math.max(HOUR, lastPost - start));
      const likes = Math.floor(rng() ** 2 * 3000);
      const rid = recordingId++;
      // Comments come after the post, oldest first, and never from the future.
      const commentTimes = Array.from({ length: intBetween(rng, 0, 3) }, () =>
        Math.min(createdAt + intBetween(rng, 10, 3000) * MINUTE, now - MINUTE),
      ).sort((a, b) => a - b);
      const comments = commentTimes.map((at) => comment(seeding, pick(rng, users).uid, pick(rng, COMMENT_POOL), at));
      const images: RecordingImage[] = [];
      const imageCount = rng() < 0.3 ? intBetween(rng, 1, 2) : 0;
      for (let i = 1; i <= imageCount; i += 1) images.push(image(seeding, rid, i, 1080, 1080));
      drafts.push({
        id: rid,
        uid: newUid(rng),
        title: song.name,
        artist: song.artist,
        lyrics: null,
        media_type: rng() < 0.25 ? 'video' : 'audio',
        cover: rng() < 0.85,
        duration_s: song.duration_s,
        owner,
        partner,
        views: likes * intBetween(rng, 3, 12) + intBetween(rng, 0, 200),
        likes,
        createdAt,
        images,
        comments,
      });
      const givers = intBetween(rng, 0, 4);
      const candidates = users.filter((u) => u.uid !== owner.uid).sort(() => rng() - 0.5);
      for (const giver of candidates.slice(0, givers)) {
        const giftsCount = intBetween(rng, 1, 20);
        gifts.push({
          recording_id: rid,
          from_uid: giver.uid,
          diamonds: giftsCount * pick(rng, [1, 10, 50, 100]),
          gifts_count: giftsCount,
        });
      }
      recordingIds.push(rid);
    }
    recordingIdsByEvent.set(event.id, recordingIds);
  }
  return { drafts, gifts, recordingIds: recordingIdsByEvent };
};
