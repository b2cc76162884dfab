import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import type { KaraokeEvent } from '../../api/contract';
import { BRAND } from '../../lib/config';
import { formatDate } from '../../lib/format';
import { routes } from '../../lib/routes';
import { eventCard, shareImageOf } from '../../lib/shareCard';
import { KeptCounts } from '../../components/KeptCounts';
import { ItemQueryView } from '../../components/QueryView';
import { LoadingStatus, Skeleton, SkeletonText } from '../../components/Skeleton';
import { OpenInAppButton } from '../../components/share/OpenInAppButton';
import { safeUrl } from '../../components/share/safeUrl';
import { ShareButton } from '../../components/share/ShareButton';
import { ShareHead } from '../../components/share/ShareHead';
import { eventApi, useGetEventQuery } from '../../features/event/eventApi';
import { eventThemeFor, eventThemeRule, hasOwnTheme, themeClassOf, themeProperties, type EventTheme } from '../../features/event/eventThemes';
import { EventArt } from './EventArt';
import { EventClock, phaseAt } from './EventClock';
import { EventRecordings } from './EventRecordings';
import { EventSongs } from './EventSongs';
import './EventPage.css';
import './eventThemes.css';
import { loadOutcome, ON_SERVER } from '../../api/serverState';
import type { ShareHeadStyle, ShareLoad, ShareStructuredData } from '../../app/store';
import { eventStructuredData } from '../../features/event/eventStructuredData';
import { absoluteUrl } from '../../lib/siteMeta';
import { useStyleProperties } from '../../lib/useStyleProperties';

/** `?page=2` → 2; anything else → 1. */
const pageFrom = (value: string | null) => {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? n : 1;
};

const describe = (event: KaraokeEvent) => {
  const first = event.description.split('\n')[0]?.trim() ?? '';
  return `${event.title} (${formatDate(event.start_at)} – ${formatDate(event.end_at)}) trên ${BRAND}. ${first}`.trim();
};

function EventView({ event, page, theme, renderedAt }: { event: KaraokeEvent; page: number; theme: EventTheme; renderedAt: number | undefined }) {
  const path = routes.event.href(event.slug);
  const banner = safeUrl(event.banner_url);
  // Before, during or after: the clock moves it on while the page stays open.
  const [phase, setPhase] = useState(() => phaseAt(renderedAt ?? Date.now(), event.start_at, event.end_at));
  return (
    <>
      <ShareHead
        appPath={path}
        heading="event-title"
        title={page > 1 ? `${event.title} – trang ${page}` : event.title}
        description={describe(event)}
        image={shareImageOf(eventCard(event))}
        canonicalPath={routes.event.href(event.slug, page)}
      />
      <header className="event-hero">
        <div className="container event-hero__inner">
          <EventArt motif={theme.motif} highlight={theme.highlight} />
          <div className="event-hero__text">
            <p className="event-hero__season">{theme.season}</p>
            <h1 id="event-title">{event.title}</h1>
            <p className="event-hero__period">
              <span className="visually-hidden">Thời gian: </span>
              <time dateTime={event.start_at}>{formatDate(event.start_at)}</time> – <time dateTime={event.end_at}>{formatDate(event.end_at)}</time>
            </p>
            <EventClock startAt={event.start_at} endAt={event.end_at} phase={phase} onPhaseChange={setPhase} renderedAt={renderedAt} />
            <div className="event-hero__actions">
              <OpenInAppButton path={path} className="button event-button">
                {phase === 'ended' ? 'Mở trong ứng dụng' : 'Tham gia trong ứng dụng'}
              </OpenInAppButton>
              <ShareButton
                path={path}
                title={event.title}
                text={`Cùng hát trong sự kiện “${event.title}” trên ${BRAND}!`}
                className="button button--ghost event-share"
              />
            </div>
          </div>
        </div>
      </header>

      <div className="container container--narrow event-body">
        {banner ? (
          <img className="event-banner" src={banner} alt={`Ảnh bìa sự kiện ${event.title}`} width={1200} height={400} decoding="async" />
        ) : null}

        <section className="card event-section" aria-labelledby="event-about">
          <h2 id="event-about">Giới thiệu</h2>
          <p className="pre-line event-text">
            <KeptCounts text={event.description} />
          </p>
        </section>

        {event.prizes.length > 0 ? (
          <section className="card event-section" aria-labelledby="event-prizes">
            <h2 id="event-prizes">Giải thưởng</h2>
            <ul className="event-prizes">
              {event.prizes.map((prize, index) => (
                <li key={`${prize.rank}-${index}`} className="event-prize">
                  <span className="event-prize__rank">{prize.rank}</span>
                  <span className="event-prize__title">
                    <KeptCounts text={prize.title} />
                  </span>
                </li>
              ))}
            </ul>
          </section>
        ) : null}

        {/* From here on far below a phone's first screen: laid out as it nears (share.css). */}
        <section className="card event-section share-later" aria-labelledby="event-rules">
          <h2 id="event-rules">Thể lệ</h2>
          <p className="pre-line event-text">
            <KeptCounts text={event.rules} />
          </p>
        </section>

        <EventSongs eventId={event.id} />

        <EventRecordings eventId={event.id} slug={event.slug} page={page} phase={phase} />
      </div>
    </>
  );
}

function EventSkeleton({ theme }: { theme: EventTheme }) {
  return (
    <div aria-busy="true">
      <LoadingStatus label="Đang tải sự kiện…" />
      <div className="event-hero">
        <div className="container event-hero__inner">
          <EventArt motif={theme.motif} highlight={theme.highlight} />
          <div className="event-hero__text">
            <p className="event-hero__season">{theme.season}</p>
            <Skeleton width="80%" height={36} style={{ opacity: 0.3, marginBottom: 12 }} />
            <Skeleton width="50%" height={20} style={{ opacity: 0.3, marginBottom: 16 }} />
            <Skeleton width="70%" height={56} style={{ opacity: 0.3 }} />
          </div>
        </div>
      </div>
      <div className="container container--narrow event-body">
        <div className="card">
          <SkeletonText lines={4} />
        </div>
        <div className="card">
          <SkeletonText lines={3} />
        </div>
      </div>
    </div>
  );
}

/** The server's queries: the event, then its songs and its ranking's first page once its id is known. */
export const load: ShareLoad = async ({ dispatch }, slug) => {
  const event = await dispatch(eventApi.endpoints.getEvent.initiate(slug, ON_SERVER));
  if (event.data) {
    const eventId = event.data.id;
    void dispatch(eventApi.endpoints.getEventSongs.initiate(eventId, ON_SERVER));
    // The ranking's first page: the server renders a URL without its query (the cache's key).
    void dispatch(eventApi.endpoints.getEventRecordings.initiate({ eventId, page: 1 }, ON_SERVER));
  }
  return loadOutcome(event);
};

/** Its event's colours, for the server to write into the page's head (its own event's only). */
export const headStyle: ShareHeadStyle = (slug) => eventThemeRule(slug);

/** The event as schema.org describes it, with its card as its image: the server writes it into the page. */
export const structuredData: ShareStructuredData = (store) => {
  const event = store.getState().event.detail;
  return event ? eventStructuredData(event, absoluteUrl(shareImageOf(eventCard(event)).url)) : undefined;
};

export default function EventPage() {
  const { slug = '' } = useParams();
  const [searchParams] = useSearchParams();
  const page = pageFrom(searchParams.get('page'));
  const theme = eventThemeFor(slug);
  const result = useGetEventQuery(slug);
  // When the event was asked for: the clock's time in server-rendered HTML and while it is hydrated
  // (the same number on both sides; what the HTML carried counts as fetched later: freshCarried).
  const renderedAt = result.startedTimeStamp;
  // A themed event's colours on its element once the app runs (eventThemes.css says why): the server's
  // HTML has them from its head (headStyle), a page the app renders alone from here.
  const themed = useStyleProperties<HTMLDivElement>(hasOwnTheme(slug) ? themeProperties(theme) : {});
  return (
    <div ref={themed} className={`page event-page${hasOwnTheme(slug) ? ` ${themeClassOf(slug)}` : ''}`} data-event-theme={theme.motif}>
      <ItemQueryView
        result={result}
        name="Sự kiện"
        skeleton={<EventSkeleton theme={theme} />}
        notFoundText="Có thể đường dẫn đã sai hoặc sự kiện đã được gỡ xuống. Các sự kiện mới luôn có trong ứng dụng."
        className="event-state"
      >
        {(event) => <EventView key={event.id} event={event} page={page} theme={theme} renderedAt={renderedAt} />}
      </ItemQueryView>
    </div>
  );
}
