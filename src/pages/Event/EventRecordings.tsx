import { Link } from 'react-router';
import type { Page, RecordingCard } from '../../api/contract';
import { formatCount } from '../../lib/format';
import { routes } from '../../lib/routes';
import { useAppSelector } from '../../app/hooks';
import { Avatar } from '../../components/Avatar';
import { IconCount } from '../../components/IconCount';
import { LaterImage } from '../../components/LaterImage';
import { Pagination } from '../../components/Pagination';
import { QueryView } from '../../components/QueryView';
import { SkeletonList } from '../../components/Skeleton';
import { safeUrl } from '../../components/share/safeUrl';
import { useGetEventRecordingsQuery } from '../../features/event/eventApi';
import { selectPerPage } from '../../features/global/globalSlice';
import type { EventPhase } from './EventClock';
import './EventRecordings.css';

const RANKING_ID = 'bang-xep-hang';

function Cover({ url }: { url: string | null }) {
  const safe = safeUrl(url);
  // Far below the first screen, as its owner's avatar: requested after the first paint (LaterImage).
  if (safe) return <LaterImage className="event-entry__cover" src={safe} alt="" width={64} height={64} loading="lazy" decoding="async" />;
  return (
    <span className="event-entry__cover event-entry__cover--none" aria-hidden="true">
      ♪
    </span>
  );
}

const HeartIcon = () => (
  <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path d="M12 21s-7.5-4.6-9.6-9.3A5.4 5.4 0 0 1 12 6.2a5.4 5.4 0 0 1 9.6 5.5C19.5 16.4 12 21 12 21z" fill="currentColor" />
  </svg>
);

const PlayIcon = () => (
  <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path d="M7 4.5v15l13-7.5z" fill="currentColor" />
  </svg>
);

interface RankingProps {
  ranking: Page<RecordingCard>;
  page: number;
  phase: EventPhase;
  hrefFor: (page: number) => string;
}

/** One page of entries, ranked across pages, or why there is none to show. */
function Ranking({ ranking, page, phase, hrefFor }: RankingProps) {
  const perPageDefault = useAppSelector(selectPerPage);
  const perPage = ranking.per_page || perPageDefault;
  const totalPages = Math.max(1, Math.ceil(ranking.total / perPage));
  const offset = (page - 1) * perPage;
  if (ranking.total === 0) {
    return (
      <p className="muted">
        {phase === 'ended' ? 'Sự kiện đã kết thúc mà chưa có bản thu nào dự thi.' : 'Chưa có bản thu nào dự thi. Hãy là người mở màn!'}
      </p>
    );
  }
  if (ranking.items.length === 0) {
    return (
      <p className="muted">
        Trang này không có bản thu nào. <Link to={hrefFor(1)}>Về trang đầu của bảng xếp hạng</Link>
      </p>
    );
  }
  return (
    <>
      <p className="muted event-ranking__summary">
        <span className="nowrap">{formatCount(ranking.total)} bản thu</span> dự thi
      </p>
      <ol className="event-ranking" start={offset + 1}>
        {ranking.items.map((card, index) => {
          const rank = offset + index + 1;
          return (
            <li key={card.id} className={`event-entry${rank <= 3 ? ` event-entry--top event-entry--top${rank}` : ''}`}>
              <span className="event-entry__rank">
                <span className="visually-hidden">Hạng </span>
                {rank}
              </span>
              <Cover url={card.cover_url} />
              <span className="event-entry__text">
                <Link className="event-entry__title" to={routes.recording.href(card.uid)}>
                  {card.title}
                </Link>
                <span className="event-entry__owner">
                  <Avatar name={card.owner.name} url={card.owner.avatar_url} uid={card.owner.uid} size={20} later />
                  {card.owner.name}
                </span>
                <span className="event-entry__counts">
                  <IconCount icon={<HeartIcon />} count={card.likes_count} unit="lượt thích" />
                  <IconCount icon={<PlayIcon />} count={card.views_count} unit="lượt nghe" />
                </span>
              </span>
            </li>
          );
        })}
      </ol>
      <Pagination page={page} totalPages={totalPages} hrefFor={hrefFor} />
    </>
  );
}

/** The leaderboard, one page of it (the page number lives in the URL). */
export function EventRecordings({ eventId, slug, page, phase }: { eventId: number; slug: string; page: number; phase: EventPhase }) {
  const hrefFor = (p: number) => `${routes.event.href(slug, p)}#${RANKING_ID}`;
  return (
    <section id={RANKING_ID} className="card event-section" aria-labelledby="event-ranking-title">
      <h2 id="event-ranking-title">Bảng xếp hạng{page > 1 ? ` – trang ${page}` : ''}</h2>
      <QueryView
        result={useGetEventRecordingsQuery({ eventId, page })}
        loading={<SkeletonList label="Đang tải bảng xếp hạng…" rows={4} height={64} radius={10} />}
        failedTitle="Không tải được bảng xếp hạng"
      >
        {(ranking) => <Ranking ranking={ranking} page={page} phase={phase} hrefFor={hrefFor} />}
      </QueryView>
    </section>
  );
}
