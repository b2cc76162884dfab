import { useParams } from 'react-router';
import { loadOutcome, ON_SERVER } from '../../api/serverState';
import type { ShareLoad } from '../../app/store';
import { BRAND } from '../../lib/config';
import { isIdParam } from '../../lib/idParam';
import { routes } from '../../lib/routes';
import { absoluteUrl } from '../../lib/siteMeta';
import { Head } from '../../components/Head';
import { safeUrl } from '../../components/share/safeUrl';
import { recordingApi, useGetRecordingQuery } from '../../features/recording/recordingApi';
import type { Recording } from '../../api/contract';
import './EmbedRecordingPage.css';

// A recording in another site's page (an <iframe>, handed out by oEmbed): its cover, title and singer,
// the audio or video with the browser's own controls, and a way to the full page. HTML and CSS only:
// the server renders it, and no code of the app runs in someone else's page.

/** The server's query: the recording. */
export const load: ShareLoad = async ({ dispatch }, uid) => loadOutcome(await dispatch(recordingApi.endpoints.getRecording.initiate(uid, ON_SERVER)));

/** "Nghe trên Hát Vui": the recording's own page, in a new tab (never inside the frame). */
function OnSite({ uid, video }: { uid: string; video: boolean }) {
  return (
    <a className="embed__site" href={absoluteUrl(routes.recording.href(uid))} target="_blank" rel="noopener">
      {video ? 'Xem' : 'Nghe'} trên {BRAND}
    </a>
  );
}

function Player({ recording }: { recording: Recording }) {
  const cover = safeUrl(recording.cover_url);
  const media = safeUrl(recording.media_url);
  const video = recording.media_type === 'video';
  const singers = recording.duet_partner ? `${recording.owner.name} và ${recording.duet_partner.name}` : recording.owner.name;
  const label = `Bản thu “${recording.title}” của ${singers}`;
  return (
    <article className={`embed embed--${recording.media_type}`} aria-label={label}>
      {!video ? (
        cover ? (
          <img className="embed__cover" src={cover} alt="" width={120} height={120} />
        ) : (
          <span className="embed__cover embed__cover--none" aria-hidden="true" />
        )
      ) : null}
      <div className="embed__body">
        <h1 className="embed__title">{recording.title}</h1>
        <p className="embed__singers">{singers}</p>
        {media ? (
          video ? (
            <video className="embed__video" controls playsInline preload="metadata" poster={cover ?? undefined} src={media} aria-label={label} />
          ) : (
            <audio className="embed__audio" controls preload="metadata" src={media} aria-label={label} />
          )
        ) : (
          <p className="embed__missing">{video ? 'Video này chỉ xem được trong ứng dụng.' : 'Bản thu này chỉ nghe được trong ứng dụng.'}</p>
        )}
        <OnSite uid={recording.uid} video={video} />
      </div>
    </article>
  );
}

export default function EmbedRecordingPage() {
  const { id = '' } = useParams();
  const { data, error } = useGetRecordingQuery(id);
  if (data) {
    return (
      <>
        <Head title={`${data.title} – ${data.owner.name}`} canonicalPath={routes.recording.href(data.uid)} noIndex />
        <Player recording={data} />
      </>
    );
  }
  // (A parameter that is no id is never asked for.)
  const missing = !isIdParam(id) || (error as { status?: unknown } | undefined)?.status === 404;
  return (
    <>
      <Head title={missing ? 'Không tìm thấy bản thu' : 'Chưa tải được bản thu'} noIndex />
      <article className="embed embed--empty" role="alert">
        <p className="embed__title">{missing ? 'Không tìm thấy bản thu này.' : 'Chưa tải được bản thu. Hãy thử lại sau ít phút.'}</p>
        <a className="embed__site" href={absoluteUrl(missing ? routes.home.href() : routes.recording.href(id))} target="_blank" rel="noopener">
          Mở {BRAND}
        </a>
      </article>
    </>
  );
}
