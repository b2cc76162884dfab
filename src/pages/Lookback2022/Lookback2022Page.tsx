import { useMemo, useRef, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { Lookback2022 } from '../../api/contract';
import { isNotFound } from '../../api/apiError';
import { BRAND } from '../../lib/config';
import { formatCount } from '../../lib/format';
import { paths } from '../../lib/paths';
import { Avatar } from '../../components/Avatar';
import { DiamondIcon } from '../../components/DiamondIcon';
import { ErrorState } from '../../components/ErrorState';
import { Head } from '../../components/Head';
import { IconCount } from '../../components/IconCount';
import { LoadingStatus, Skeleton } from '../../components/Skeleton';
import { safeUrl } from '../../components/share/safeUrl';
import { useGetLookback2022Query } from '../../features/lookback2022/lookback2022Api';
import { ShareCard } from './ShareCard';
import type { ShareCardData } from './drawShareCard';
import './Lookback2022Page.css';

const TITLE = 'Nhìn lại năm 2022';

const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

interface CardSpec {
  key: string;
  tone: string;
  heading: ReactNode;
  /** The first card carries the page's h1. */
  level?: 1 | 2;
  body: ReactNode;
}

/** "1.264 phút" → "khoảng 21 giờ" */
const hoursOf = (minutes: number) => {
  const hours = Math.floor(minutes / 60);
  return hours >= 1 ? `Khoảng ${formatCount(hours)} giờ ${minutes % 60 ? `${minutes % 60} phút ` : ''}cầm mic.` : 'Mỗi phút đều đáng nhớ.';
};

function Big({ value, unit }: { value: number; unit: string }) {
  return (
    <p className="lookback-big">
      <span className="lookback-big__value">{formatCount(value)}</span> <span className="lookback-big__unit">{unit}</span>
    </p>
  );
}

function buildCards(data: Lookback2022, shareData: ShareCardData): CardSpec[] {
  const best = data.best_recording;
  const bestCover = safeUrl(best?.cover_url);
  return [
    {
      key: 'intro',
      tone: 'intro',
      level: 1,
      heading: (
        <>
          Năm 2022 của <span className="lookback-accent">{data.user.name}</span>
        </>
      ),
      body: (
        <>
          <Avatar name={data.user.name} url={data.user.avatar_url} uid={data.user.uid} size={96} />
          <p className="lookback-lead">Cùng {BRAND} nhìn lại một năm ca hát thật rực rỡ của bạn.</p>
        </>
      ),
    },
    {
      key: 'recordings',
      tone: 'violet',
      heading: 'Bạn đã cất tiếng hát',
      body: (
        <>
          <Big value={data.recordings_count} unit="bản thu" />
          <p className="lookback-lead">Mỗi bản thu là một kỷ niệm được lưu lại.</p>
        </>
      ),
    },
    {
      key: 'minutes',
      tone: 'rose',
      heading: 'Thời gian bên micro',
      body: (
        <>
          <Big value={data.minutes_sung} unit="phút ca hát" />
          <p className="lookback-lead">{hoursOf(data.minutes_sung)}</p>
        </>
      ),
    },
    {
      key: 'songs',
      tone: 'teal',
      heading: 'Những bài hát tủ',
      body:
        data.top_songs.length === 0 ? (
          <p className="lookback-lead">Năm nay bạn chưa hát bài nào nhiều lần. Năm sau chọn bài tủ nhé!</p>
        ) : (
          <ol className="lookback-list">
            {data.top_songs.map((song, i) => (
              <li key={`${song.name}-${i}`} className="lookback-list__item">
                <span className="lookback-list__rank">{i + 1}</span>
                <span className="lookback-list__text">
                  <span className="lookback-list__title">{song.name}</span>
                  <span className="lookback-list__sub">{song.artist}</span>
                </span>
                <span className="lookback-list__count">{formatCount(song.times)} lần</span>
              </li>
            ))}
          </ol>
        ),
    },
    {
      key: 'fans',
      tone: 'indigo',
      heading: 'Những người hâm mộ nhất',
      body:
        data.top_fans.length === 0 ? (
          <p className="lookback-lead">Chưa có ai tặng quà năm nay. Người hâm mộ đầu tiên đang chờ bạn đấy!</p>
        ) : (
          <ol className="lookback-list">
            {data.top_fans.map((fan, i) => (
              <li key={fan.uid} className="lookback-list__item">
                <span className="lookback-list__rank">{i + 1}</span>
                <Avatar name={fan.name} url={fan.avatar_url} uid={fan.uid} size={44} />
                <span className="lookback-list__text">
                  <span className="lookback-list__title">{fan.name}</span>
                  <span className="lookback-list__sub">Cấp {fan.level}</span>
                </span>
                <IconCount className="lookback-list__count" icon={<DiamondIcon />} count={fan.diamonds} unit="kim cương" />
              </li>
            ))}
          </ol>
        ),
    },
    {
      key: 'gifts',
      tone: 'amber',
      heading: 'Quà và kim cương nhận được',
      body: (
        <>
          <Big value={data.gifts_received} unit="món quà" />
          <p className="lookback-big lookback-big--second">
            <DiamondIcon size={32} />
            <span className="lookback-big__value">{formatCount(data.diamonds_received)}</span>{' '}
            <span className="lookback-big__unit">kim cương</span>
          </p>
          <p className="lookback-lead">Cảm ơn những tràng pháo tay từ khắp nơi.</p>
        </>
      ),
    },
    {
      key: 'duets',
      tone: 'pink',
      heading: 'Song ca cùng bạn bè',
      body: (
        <>
          <Big value={data.duets_count} unit="lần song ca" />
          <p className="lookback-lead">
            {data.duets_count > 0 ? 'Hát một mình đã vui, hát cùng nhau còn vui hơn.' : 'Năm sau rủ bạn bè song ca nhé!'}
          </p>
        </>
      ),
    },
    {
      key: 'best',
      tone: 'violet',
      heading: 'Bản thu nổi bật nhất',
      body: best ? (
        <div className="lookback-best">
          {bestCover ? (
            <img src={bestCover} alt="" width={160} height={160} loading="lazy" decoding="async" className="lookback-best__cover" />
          ) : null}
          <p className="lookback-best__title">
            <Link to={paths.recording.href(best.uid)}>{best.title}</Link>
          </p>
          <p className="lookback-best__sub">{best.artist}</p>
          <p className="lookback-best__counts">
            {formatCount(best.likes_count)} lượt thích · {formatCount(best.views_count)} lượt nghe
          </p>
        </div>
      ) : (
        <p className="lookback-lead">Bạn chưa có bản thu công khai nào trong năm 2022.</p>
      ),
    },
    {
      key: 'share',
      tone: 'intro',
      heading: 'Khoe năm 2022 của bạn',
      body: <ShareCard data={shareData} />,
    },
  ];
}

function LookbackDeck({ data }: { data: Lookback2022 }) {
  const cardRefs = useRef<(HTMLElement | null)[]>([]);
  const shareData = useMemo<ShareCardData>(
    () => ({
      name: data.user.name,
      uid: data.user.uid,
      recordings: data.recordings_count,
      minutes: data.minutes_sung,
      diamonds: data.diamonds_received,
      duets: data.duets_count,
      topSong: data.top_songs[0] ? { name: data.top_songs[0].name, artist: data.top_songs[0].artist } : null,
    }),
    [data],
  );
  const cards = buildCards(data, shareData);

  const goTo = (index: number) => {
    const card = cardRefs.current[index];
    if (!card) return;
    card.scrollIntoView?.({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
    card.focus({ preventScroll: true });
  };

  return (
    <div className="lookback-deck">
      {cards.map((card, index) => {
        const headingId = `lookback-${card.key}`;
        const Heading = card.level === 1 ? 'h1' : 'h2';
        const last = index === cards.length - 1;
        return (
          <section
            key={card.key}
            ref={(el) => {
              cardRefs.current[index] = el;
            }}
            className={`lookback-card lookback-card--${card.tone}`}
            aria-labelledby={headingId}
            tabIndex={-1}
            data-card={card.key}
          >
            <div className="lookback-card__content">
              <p className="lookback-card__step">
                {index + 1}/{cards.length}
              </p>
              <Heading id={headingId} className="lookback-card__heading">
                {card.heading}
              </Heading>
              {card.body}
            </div>
            <div className="lookback-card__nav">
              {last ? (
                <button type="button" className="button button--ghost" onClick={() => goTo(0)}>
                  Xem lại từ đầu
                </button>
              ) : (
                <button type="button" className="button lookback-button" onClick={() => goTo(index + 1)}>
                  Tiếp <span aria-hidden="true">↓</span>
                  <span className="visually-hidden">: thẻ {index + 2} trên {cards.length}</span>
                </button>
              )}
            </div>
          </section>
        );
      })}
    </div>
  );
}

export default function Lookback2022Page() {
  const { currentData, isError, error, isFetching, refetch } = useGetLookback2022Query();

  let content;
  if (currentData) {
    content = <LookbackDeck data={currentData} />;
  } else if (isError && !isFetching) {
    content = (
      <div className="container container--narrow lookback-state">
        <h1>{TITLE}</h1>
        {isNotFound(error) ? (
          <div className="notice stack">
            <p>Chưa có dữ liệu năm 2022 cho tài khoản này. Hát thật nhiều để có một năm đáng nhớ nhé!</p>
            <button type="button" className="button button--secondary" onClick={() => void refetch()}>
              Thử lại
            </button>
          </div>
        ) : (
          <ErrorState error={error} title="Không tải được phần nhìn lại" onRetry={refetch} retrying={isFetching} />
        )}
      </div>
    );
  } else {
    content = (
      <div className="lookback-deck lookback-deck--loading" aria-busy="true">
        <LoadingStatus label="Đang chuẩn bị năm 2022 của bạn…" />
        <div className="lookback-card lookback-card--intro">
          <div className="lookback-card__content">
            <Skeleton width={96} height={96} radius="50%" style={{ opacity: 0.3 }} />
            <Skeleton width="70%" height={40} style={{ opacity: 0.3 }} />
            <Skeleton width="85%" height={20} style={{ opacity: 0.3 }} />
          </div>
        </div>
      </div>
    );
  }
  return (
    <div className="lookback-page">
      <Head title={TITLE} noIndex />
      {content}
    </div>
  );
}
