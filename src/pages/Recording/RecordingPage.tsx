import { useParams } from 'react-router';
import type { Recording } from '../../api/contract';
import { BRAND } from '../../lib/config';
import { EMBED_SIZE, oembedUrl } from '../../lib/embed';
import { formatCount, formatDate, formatDuration } from '../../lib/format';
import { mediaTypeOf } from '../../lib/mediaType';
import { routes } from '../../lib/routes';
import { recordingCard, shareImageOf, singerNames } from '../../lib/shareCard';
import { absoluteUrl } from '../../lib/siteMeta';
import { LaterImage } from '../../components/LaterImage';
import { ItemQueryView } from '../../components/QueryView';
import { LoadingStatus, Skeleton, SkeletonText } from '../../components/Skeleton';
import { OpenInAppButton } from '../../components/share/OpenInAppButton';
import { ReportLink } from '../../components/share/ReportLink';
import { safeUrl } from '../../components/share/safeUrl';
import { ShareButton } from '../../components/share/ShareButton';
import { ShareHead } from '../../components/share/ShareHead';
import { Stat, StatList } from '../../components/share/Stat';
import { UserLine } from '../../components/share/UserLine';
import { recordingApi, useGetRecordingQuery } from '../../features/recording/recordingApi';
import { GiftRanking } from './GiftRanking';
import { RecordingComments } from './RecordingComments';
import './RecordingPage.css';
import { loadOutcome, ON_SERVER } from '../../api/serverState';
import type { ShareLoad, ShareStructuredData } from '../../app/store';
import { recordingStructuredData } from '../../features/recording/recordingStructuredData';

/** "Nguyễn Thu Trang và Phạm Quốc Bảo hát “Bèo dạt mây trôi” (Dân ca Bắc Bộ) trên Hát Vui – …" */
const describe = (r: Recording) => {
  const singers = r.duet_partner ? `${r.owner.name} và ${r.duet_partner.name}` : r.owner.name;
  return `${singers} hát “${r.title}” (${r.artist}) trên ${BRAND}. ${formatCount(r.views_count)} lượt nghe, ${formatCount(
    r.likes_count,
  )} lượt thích. Nghe ngay và song ca cùng trong ứng dụng.`;
};

/** The recording's player for link previews, when it has a URL we may link to. */
const mediaOf = (r: Recording) => {
  const url = safeUrl(r.media_url);
  return url ? { kind: r.media_type, url, type: mediaTypeOf(url, r.media_type) } : undefined;
};

function NoteArt() {
  return (
    <svg viewBox="0 0 100 100" aria-hidden="true" focusable="false" className="recording-cover__art">
      <defs>
        <linearGradient id="recording-cover-g" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#6d28d9" />
          <stop offset="1" stopColor="#b4235a" />
        </linearGradient>
      </defs>
      <rect width="100" height="100" fill="url(#recording-cover-g)" />
      <path d="M42 28v34a9 9 0 1 1-5-8V34l26-6v26a9 9 0 1 1-5-8V22z" fill="rgb(255 255 255 / 80%)" />
    </svg>
  );
}

function RecordingMedia({ recording }: { recording: Recording }) {
  const cover = safeUrl(recording.cover_url);
  const media = safeUrl(recording.media_url);
  const label = `Bản thu “${recording.title}”`;
  if (recording.media_type === 'video') {
    return (
      <div className="recording-video">
        {media ? (
          <video
            controls
            playsInline
            // Not a byte of the media before it is played: the page's first paint and a phone's data
            // plan wait for none of it (the duration is in the text beside it).
            preload="none"
            poster={cover ?? undefined}
            src={media}
            width={1280}
            height={720}
            aria-label={label}
          />
        ) : (
          <p className="recording-media__missing">Video này chỉ xem được trong ứng dụng.</p>
        )}
      </div>
    );
  }
  return (
    <div className="recording-audio">
      <div className="recording-cover">
        {cover ? <img src={cover} alt={`Ảnh bìa của ${label}`} width={640} height={640} decoding="async" /> : <NoteArt />}
      </div>
      {media ? (
        <audio controls preload="none" src={media} aria-label={label} className="recording-audio__player" />
      ) : (
        <p className="recording-media__missing">Bản thu này chỉ nghe được trong ứng dụng.</p>
      )}
    </div>
  );
}

function Gallery({ recording }: { recording: Recording }) {
  const images = recording.images.flatMap((image) => {
    const url = safeUrl(image.url);
    return url ? [{ ...image, url }] : [];
  });
  if (images.length === 0) return null;
  return (
    <section className="card share-section share-later" aria-labelledby="recording-images">
      <h2 id="recording-images">Ảnh ({formatCount(images.length)})</h2>
      <ul className="recording-gallery">
        {images.map((image, index) => (
          <li key={image.id} className={image.width > image.height ? 'recording-gallery__wide' : undefined}>
            <LaterImage
              src={image.url}
              alt={`Ảnh ${index + 1} của bản thu “${recording.title}”`}
              width={image.width}
              height={image.height}
              loading="lazy"
              decoding="async"
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

function RecordingView({ recording }: { recording: Recording }) {
  const path = routes.recording.href(recording.uid);
  const isVideo = recording.media_type === 'video';
  return (
    <>
      <ShareHead
        appPath={path}
        heading="recording-title"
        title={`${recording.title} – ${recording.owner.name}`}
        description={describe(recording)}
        image={shareImageOf(recordingCard(recording))}
        canonicalPath={path}
        type={isVideo ? 'video.other' : 'music.song'}
        media={mediaOf(recording)}
        author={singerNames(recording).join(', ')}
        player={{ url: routes.embedRecording.href(recording.uid), ...EMBED_SIZE[recording.media_type] }}
        oembed={oembedUrl(absoluteUrl(path))}
      />
      <article className="recording" aria-labelledby="recording-title">
        <header className="recording-hero">
          <div className="container recording-hero__inner">
            <RecordingMedia recording={recording} />
            <div className="recording-hero__text">
              <p className="recording-hero__kind">{isVideo ? 'Video karaoke' : recording.duet_partner ? 'Song ca' : 'Bản thu'}</p>
              <h1 id="recording-title">{recording.title}</h1>
              <p className="recording-hero__meta">
                <span>{recording.artist}</span>
                <span aria-hidden="true"> · </span>
                <span>
                  <span className="visually-hidden">Thời lượng </span>
                  <time dateTime={`PT${Math.round(recording.duration_s)}S`}>{formatDuration(recording.duration_s)}</time>
                </span>
              </p>
              <div className="recording-singers">
                <UserLine user={recording.owner} note="Thể hiện" later />
                {recording.duet_partner ? <UserLine user={recording.duet_partner} note="Song ca cùng" later /> : null}
              </div>
              <p className="recording-hero__date">
                Đăng ngày <time dateTime={recording.created_at}>{formatDate(recording.created_at)}</time>
              </p>
            </div>
          </div>
        </header>

        <div className="container container--narrow recording-body">
          <StatList className="share-stats">
            <Stat label={isVideo ? 'Lượt xem' : 'Lượt nghe'} value={formatCount(recording.views_count)} />
            <Stat label="Lượt thích" value={formatCount(recording.likes_count)} />
            <Stat label="Bình luận" value={formatCount(recording.comments_count)} />
          </StatList>

          <div className="share-actions">
            <OpenInAppButton path={path} />
            <ShareButton
              path={path}
              title={`${recording.title} – ${recording.owner.name}`}
              text={`Nghe ${recording.owner.name} hát “${recording.title}” trên ${BRAND}`}
            />
          </div>

          {recording.lyrics ? (
            <section className="card share-section" aria-labelledby="recording-lyrics">
              <h2 id="recording-lyrics">Lời bài hát</h2>
              <p className="pre-line recording-lyrics">{recording.lyrics}</p>
            </section>
          ) : null}

          <Gallery recording={recording} />

          <GiftRanking recordingId={recording.id} />

          <RecordingComments recording={recording} />

          <aside className="recording-cta share-later" aria-labelledby="recording-cta-title">
            <h2 id="recording-cta-title">
              Song ca “{recording.title}” cùng {recording.owner.name}?
            </h2>
            <p>Mở {BRAND} để thả tim, tặng quà, bình luận hoặc hát chung bản thu này.</p>
            <OpenInAppButton path={path} className="button recording-cta__button">
              Hát cùng trong ứng dụng
            </OpenInAppButton>
          </aside>

          <p className="recording-report">
            <ReportLink type="recording" id={recording.uid} label="Báo cáo bản thu vi phạm" />
          </p>
        </div>
      </article>
    </>
  );
}

function RecordingSkeleton() {
  return (
    <div className="recording recording--loading" aria-busy="true">
      <LoadingStatus label="Đang tải bản thu…" />
      <div className="recording-hero">
        <div className="container recording-hero__inner">
          <div className="recording-audio">
            <div className="recording-cover">
              <Skeleton height="100%" radius={16} style={{ opacity: 0.25 }} />
            </div>
            <Skeleton height={44} radius={999} style={{ opacity: 0.25 }} />
          </div>
          <div className="recording-hero__text">
            <Skeleton width="70%" height={32} style={{ opacity: 0.25, margin: '8px 0 16px' }} />
            <Skeleton width="45%" height={18} style={{ opacity: 0.25 }} />
          </div>
        </div>
      </div>
      <div className="container container--narrow recording-body">
        <Skeleton height={72} radius={10} />
        <div className="card">
          <SkeletonText lines={5} />
        </div>
      </div>
    </div>
  );
}

/** The server's queries: the recording, then its gift ranking once its id is known. */
export const load: ShareLoad = async ({ dispatch }, uid) => {
  const recording = await dispatch(recordingApi.endpoints.getRecording.initiate(uid, ON_SERVER));
  if (recording.data) void dispatch(recordingApi.endpoints.getGiftRanking.initiate(recording.data.id, ON_SERVER));
  return loadOutcome(recording);
};

/** The recording as schema.org describes it, with its card as its image and the page's description: the server writes it into the page. */
export const structuredData: ShareStructuredData = (store) => {
  const recording = store.getState().recording.detail;
  return recording ? recordingStructuredData(recording, absoluteUrl(shareImageOf(recordingCard(recording)).url), describe(recording)) : undefined;
};

export default function RecordingPage() {
  const { id = '' } = useParams();
  return (
    <div className="page recording-page">
      <ItemQueryView
        result={useGetRecordingQuery(id)}
        name="Bản thu"
        skeleton={<RecordingSkeleton />}
        notFoundText="Có thể bản thu đã bị xoá, chuyển sang chế độ riêng tư, hoặc đường dẫn chưa đúng."
        className="recording-state"
      >
        {(recording) => <RecordingView recording={recording} />}
      </ItemQueryView>
    </div>
  );
}
