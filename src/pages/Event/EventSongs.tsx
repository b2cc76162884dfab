import { formatDuration } from '../../lib/format';
import { LaterImage } from '../../components/LaterImage';
import { QueryView } from '../../components/QueryView';
import { SkeletonList } from '../../components/Skeleton';
import { safeUrl } from '../../components/share/safeUrl';
import { useGetEventSongsQuery } from '../../features/event/eventApi';
import './EventSongs.css';

function SongThumb({ url }: { url: string | null }) {
  const safe = safeUrl(url);
  // Far below the first screen: requested after the first paint, not before it (LaterImage).
  if (safe) return <LaterImage className="event-song__thumb" src={safe} alt="" width={56} height={56} loading="lazy" decoding="async" />;
  return (
    <span className="event-song__thumb event-song__thumb--none" aria-hidden="true">
      ♪
    </span>
  );
}

/** The songs the event asks for; its own loading and failure, so the rest of the page stays. */
export function EventSongs({ eventId }: { eventId: number }) {
  return (
    <section className="card event-section share-later" aria-labelledby="event-songs">
      <h2 id="event-songs">Bài hát của sự kiện</h2>
      <QueryView
        result={useGetEventSongsQuery(eventId)}
        loading={<SkeletonList label="Đang tải bài hát…" rows={3} height={56} radius={10} />}
        failedTitle="Không tải được danh sách bài hát"
      >
        {(songs) =>
          songs.length === 0 ? (
            <p className="muted">Sự kiện này cho phép hát mọi bài hát trong ứng dụng.</p>
          ) : (
            <ul className="event-songs">
              {songs.map((song) => (
                <li key={song.id} className="event-song">
                  <SongThumb url={song.thumbnail_url} />
                  <span className="event-song__text">
                    <span className="event-song__name">{song.name}</span>
                    <span className="event-song__artist">{song.artist}</span>
                  </span>
                  <span className="event-song__duration">
                    <span className="visually-hidden">Thời lượng </span>
                    {formatDuration(song.duration_s)}
                  </span>
                </li>
              ))}
            </ul>
          )
        }
      </QueryView>
    </section>
  );
}
