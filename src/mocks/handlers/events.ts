import { toCard } from '../build';
import { db, findEventById, findEventBySlug } from '../db';
import { notFound, publicGet } from '../http';
import { idParam, pageParam, paginate } from '../validate';

const eventOf = (raw: string | undefined) => {
  const event = findEventById(idParam(raw, 'Mã sự kiện'));
  if (!event) throw notFound('Không tìm thấy sự kiện.');
  return event;
};

export const eventHandlers = [
  publicGet('/events/detail/:slug', ({ params }) => {
    const event = findEventBySlug(params.slug ?? '');
    if (!event) throw notFound('Không tìm thấy sự kiện. Có thể đường dẫn đã sai hoặc sự kiện đã bị gỡ.');
    return event;
  }),
  publicGet('/events/songs/:eventId', ({ params }) => {
    const event = eventOf(params.eventId);
    const ids = db.eventSongIds.get(event.id) ?? [];
    return ids.flatMap((id) => db.songs.find((s) => s.song.id === id)?.song ?? []);
  }),
  publicGet('/events/recordings/:eventId', ({ params, query }) => {
    const page = pageParam(query);
    const event = eventOf(params.eventId);
    const ids = new Set(db.eventRecordingIds.get(event.id) ?? []);
    // The leaderboard: most liked first, the earlier post wins a tie (the rules say so).
    const ranked = db.recordings
      .filter((r) => ids.has(r.id))
      .sort((a, b) => b.likes_count - a.likes_count || Date.parse(a.created_at) - Date.parse(b.created_at));
    return paginate(ranked.map(toCard), page);
  }),
];
