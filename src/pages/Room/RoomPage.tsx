import { useEffect } from 'react';
import { useParams } from 'react-router';
import type { Room } from '../../api/contract';
import { BRAND } from '../../lib/config';
import { formatCount } from '../../lib/format';
import { routes } from '../../lib/routes';
import { roomCard, shareImageOf } from '../../lib/shareCard';
import { Avatar } from '../../components/Avatar';
import { ItemQueryView } from '../../components/QueryView';
import { LoadingStatus, Skeleton, SkeletonText } from '../../components/Skeleton';
import { OpenInAppButton } from '../../components/share/OpenInAppButton';
import { ReportLink } from '../../components/share/ReportLink';
import { safeUrl } from '../../components/share/safeUrl';
import { ShareButton } from '../../components/share/ShareButton';
import { ShareHead } from '../../components/share/ShareHead';
import { Stat, StatList } from '../../components/share/Stat';
import { UserLine } from '../../components/share/UserLine';
import { roomApi } from '../../features/room/roomApi';
import { useFollowedRoom } from '../../features/room/useFollowedRoom';
import './RoomPage.css';
import { loadOutcome, ON_SERVER } from '../../api/serverState';
import type { ShareLoad, ShareStructuredData } from '../../app/store';
import { roomStructuredData } from '../../features/room/roomStructuredData';
import { LiveBadge, RoomNews, RoomOffCard, useRoomPhase } from './RoomState';
import { absoluteUrl } from '../../lib/siteMeta';

/**
 * The room's title: "Phòng hát …", unless its name already says it is a room ("Phòng trà Đêm Sài Gòn"
 * is not "Phòng hát Phòng trà…").
 */
export const roomTitle = (name: string) => {
  const words = name.normalize('NFC').trim().toLocaleLowerCase('vi-VN').split(/\s+/);
  return words[0] === 'phòng' ? name.trim() : `Phòng hát ${name.trim()}`;
};

const describe = (room: Room, live: boolean) => {
  const state = live ? `Đang phát trực tiếp với ${formatCount(room.online_count)} người nghe` : `${formatCount(room.members_count)} thành viên`;
  const first = room.description.split('\n')[0]?.trim();
  return `Phòng hát “${room.name}” của ${room.owner.name} trên ${BRAND}. ${state}.${first ? ` ${first}` : ''}`;
};

function StageArt() {
  return (
    <svg className="room-cover__art" viewBox="0 0 1200 630" preserveAspectRatio="xMidYMid slice" aria-hidden="true" focusable="false">
      <defs>
        <radialGradient id="room-spot" cx="0.5" cy="0" r="0.9">
          <stop offset="0" stopColor="#f5b700" stopOpacity="0.45" />
          <stop offset="1" stopColor="#f5b700" stopOpacity="0" />
        </radialGradient>
      </defs>
      <rect width="1200" height="630" fill="#2a1a52" />
      <path d="M420 0h360l180 630H240z" fill="url(#room-spot)" />
      <rect x="570" y="250" width="60" height="130" rx="30" fill="#ede9fe" />
      <path d="M530 340a70 70 0 0 0 140 0" fill="none" stroke="#f5b700" strokeWidth="14" strokeLinecap="round" />
      <path d="M600 410v70M560 480h80" stroke="#ede9fe" strokeWidth="14" strokeLinecap="round" />
    </svg>
  );
}

function RoomView({ room, gone }: { room: Room; gone: boolean }) {
  const path = routes.room.href(room.uid);
  const cover = safeUrl(room.cover_url);
  const phase = useRoomPhase(room, gone);
  const live = phase === 'live';
  // The page the server wrote for a live room describes a live broadcast: not once it has ended.
  useEffect(() => {
    if (!live) void import('../../features/room/roomFollower').then(({ dropBroadcastData }) => dropBroadcastData(document));
  }, [live]);
  return (
    <>
      <ShareHead
        appPath={path}
        heading="room-title"
        title={roomTitle(room.name)}
        description={describe(room, live)}
        image={shareImageOf(roomCard(room))}
        canonicalPath={path}
      />
      <article className="container container--narrow room" aria-labelledby="room-title">
        <header className="room-hero card">
          <div className="room-cover">
            {/* The LCP candidate: requested at once. Every other picture of the page comes after the first paint (`later`). */}
            {cover ? <img src={cover} alt="" width={1200} height={630} decoding="async" /> : <StageArt />}
            <LiveBadge phase={phase} />
          </div>
          <div className="room-hero__text">
            <p className="room-hero__kind">Phòng hát</p>
            <h1 id="room-title">{room.name}</h1>
            <UserLine user={room.owner} note="Chủ phòng" later />
          </div>
        </header>

        <RoomNews room={room} phase={phase} />
        {live && room.current_song ? (
          <section className="room-now card" aria-labelledby="room-now-title">
            <span className="room-now__eq" aria-hidden="true">
              <span />
              <span />
              <span />
            </span>
            <div>
              <h2 id="room-now-title" className="room-now__label">
                Đang hát
              </h2>
              <p className="room-now__song">
                <span className="room-now__name">{room.current_song.name}</span>
                <span className="room-now__artist">{room.current_song.artist}</span>
              </p>
            </div>
          </section>
        ) : !live ? (
          <RoomOffCard room={room} phase={phase} />
        ) : null}

        <StatList className="share-stats">
          {live ? <Stat label="Đang trực tuyến" value={formatCount(room.online_count)} /> : null}
          <Stat label="Thành viên" value={formatCount(room.members_count)} />
        </StatList>

        <div className="share-actions">
          <OpenInAppButton path={path}>{live ? 'Vào phòng trong ứng dụng' : 'Mở trong ứng dụng'}</OpenInAppButton>
          <ShareButton path={path} title={roomTitle(room.name)} text={`Vào phòng “${room.name}” hát cùng mình trên ${BRAND}!`} />
        </div>

        {room.description.trim() ? (
          <section className="card share-section" aria-labelledby="room-about">
            <h2 id="room-about">Giới thiệu</h2>
            <p className="pre-line room-description">{room.description}</p>
          </section>
        ) : null}

        <section className="card share-section" aria-labelledby="room-members">
          <h2 id="room-members">Thành viên nổi bật</h2>
          {room.top_members.length === 0 ? (
            <p className="muted">Phòng chưa có thành viên nổi bật.</p>
          ) : (
            <ol className="room-members">
              {room.top_members.map((member) => (
                <li key={member.uid} className="room-member">
                  <Avatar name={member.name} url={member.avatar_url} uid={member.uid} size={56} later />
                  <span className="room-member__name">{member.name}</span>
                  <span className="level-badge">Cấp {member.level}</span>
                </li>
              ))}
            </ol>
          )}
        </section>

        <p className="room-report">
          <ReportLink type="room" id={room.uid} label="Báo cáo phòng hát vi phạm" />
        </p>
      </article>
    </>
  );
}

function RoomSkeleton() {
  return (
    <div className="container container--narrow room" aria-busy="true">
      <LoadingStatus label="Đang tải phòng hát…" />
      <div className="room-hero card">
        <div className="room-cover">
          <Skeleton height="100%" radius={0} />
        </div>
        <div className="room-hero__text">
          <Skeleton width="65%" height={30} style={{ marginBottom: 12 }} />
          <Skeleton width="40%" height={40} />
        </div>
      </div>
      <Skeleton height={72} radius={16} />
      <div className="card">
        <SkeletonText lines={3} />
      </div>
    </div>
  );
}

/** The server's query: the room. */
export const load: ShareLoad = async ({ dispatch }, uid) => loadOutcome(await dispatch(roomApi.endpoints.getRoom.initiate(uid, ON_SERVER)));

/** The room as schema.org describes it, with its card as its image: the server writes it into the page. */
export const structuredData: ShareStructuredData = (store) => {
  const room = store.getState().room.detail;
  return room ? roomStructuredData(room, absoluteUrl(shareImageOf(roomCard(room)).url)) : undefined;
};

/** The room, followed while the page is open (useFollowedRoom). */
function FollowedRoom({ id }: { id: string }) {
  const { result, gone } = useFollowedRoom(id);
  return (
    <ItemQueryView result={result} name="Phòng hát" skeleton={<RoomSkeleton />} notFoundText="Có thể phòng đã đóng hoặc đường dẫn chưa đúng.">
      {(room) => <RoomView room={room} gone={gone} />}
    </ItemQueryView>
  );
}

export default function RoomPage() {
  const { id = '' } = useParams();
  return (
    <div className="page room-page">
      <FollowedRoom key={id} id={id} />
    </div>
  );
}
