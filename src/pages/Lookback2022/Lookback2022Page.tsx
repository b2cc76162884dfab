import { useMemo, useRef } from 'react';
import type { Lookback2022 } from '../../api/contract';
import { Head } from '../../components/Head';
import { QueryView } from '../../components/QueryView';
import { RecoveryActions } from '../../components/RecoveryActions';
import { LoadingStatus, Skeleton } from '../../components/Skeleton';
import { useGetLookback2022Query } from '../../features/lookback2022/lookback2022Api';
import type { ShareCardData } from './drawShareCard';
import { buildCards } from './lookbackCards';
import './Lookback2022Page.css';

const TITLE = 'Nhìn lại năm 2022';

const prefersReducedMotion = () => typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

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
                  <span className="visually-hidden">
                    : thẻ {index + 2} trên {cards.length}
                  </span>
                </button>
              )}
            </div>
          </section>
        );
      })}
    </div>
  );
}

function LookbackSkeleton() {
  return (
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

export default function Lookback2022Page() {
  return (
    <div className="lookback-page">
      <Head title={TITLE} noIndex />
      <QueryView
        result={useGetLookback2022Query()}
        loading={<LookbackSkeleton />}
        failedTitle="Không tải được phần nhìn lại"
        frame={(card) => (
          <div className="container container--narrow lookback-state">
            <h1>{TITLE}</h1>
            {card}
          </div>
        )}
        notFound={() => (
          <div className="notice stack">
            <p>Chưa có dữ liệu năm 2022 cho tài khoản này. Hát thật nhiều để có một năm đáng nhớ nhé!</p>
            <RecoveryActions primary="home" />
          </div>
        )}
      >
        {(review) => <LookbackDeck data={review} />}
      </QueryView>
    </div>
  );
}
