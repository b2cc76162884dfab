import { formatDuration } from '../../lib/format';
import { useBackgroundRender } from '../../lib/useBackgroundRender';
import { ErrorState } from '../../components/ErrorState';
import { LoadingStatus, Skeleton } from '../../components/Skeleton';
import { safeUrl } from '../../components/share/safeUrl';
import { useGetEventSongsQuery } from '../../features/event/eventApi';

function SongThumb({ url }: { url: string | null }) {
  const safe = safeUrl(url);
  if (safe) return <img className="event-song__thumb" src={safe} alt="" width={56} height={56} loading="lazy" decoding="async" />;
  return (
    <span className="event-song__thumb event-song__thumb--none" aria-hidden="true">
      ♪
    </span>
  );
}

/** The songs the event asks for; its own loading and failure, so the rest of the page stays. */
export function EventSongs({ eventId }: { eventId: number }) {
  const { currentData, isError, error, isFetching, refetch } = useGetEventSongsQuery(eventId);
  const songs = useBackgroundRender(currentData);

  let body;
  if (songs) {
    body =
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
      );
  } else if (isError && !isFetching) {
    body = <ErrorState error={error} title="Không tải được danh sách bài hát" onRetry={refetch} />;
  } else {
    body = (
      <div aria-busy="true">
        <LoadingStatus label="Đang tải bài hát…" />
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} height={56} radius={10} style={{ marginTop: i ? 12 : 0 }} />
        ))}
      </div>
    );
  }

  return (
    <section className="card event-section" aria-labelledby="event-songs">
      <h2 id="event-songs">Bài hát của sự kiện</h2>
      {body}
    </section>
  );
}
