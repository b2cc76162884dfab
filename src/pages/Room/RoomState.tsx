// What the room page says about the room's state as it changes while the page is open: its badge, the
// card of a room that is not (or no longer) live, and what a screen reader hears of a change.
import { useEffect, useRef, useState } from 'react';
import type { Room } from '../../api/contract';
import { BRAND } from '../../lib/config';

/** `ended`: seen live on this visit, not any more; `closed`: the API no longer knows the room. */
export type RoomPhase = 'live' | 'ended' | 'offline' | 'closed';

/** The room's phase: a room that was live while the page was open has "ended", one never seen live is "offline". */
export function useRoomPhase(room: Room, gone: boolean): RoomPhase {
  const [seenLive, setSeenLive] = useState(room.is_live);
  if (room.is_live && !gone && !seenLive) setSeenLive(true);
  if (gone) return 'closed';
  if (room.is_live) return 'live';
  return seenLive ? 'ended' : 'offline';
}

const BADGE: Record<RoomPhase, string> = {
  live: 'Đang phát trực tiếp',
  ended: 'Đã kết thúc',
  offline: 'Ngoại tuyến',
  closed: 'Đã đóng',
};

export function LiveBadge({ phase }: { phase: RoomPhase }) {
  const live = phase === 'live';
  return (
    <span className={`live-badge ${live ? 'live-badge--on' : 'live-badge--off'}`}>
      <span className="live-badge__dot" aria-hidden="true" />
      {BADGE[phase]}
    </span>
  );
}

const TITLE: Record<Exclude<RoomPhase, 'live'>, string> = {
  ended: 'Buổi phát trực tiếp đã kết thúc',
  offline: 'Phòng đang nghỉ',
  closed: 'Phòng hát đã đóng',
};

/** A room that is not live: says so, and what is left: its host's page and recordings in the app ("Mở trong ứng dụng" below). */
export function RoomOffCard({ room, phase }: { room: Room; phase: Exclude<RoomPhase, 'live'> }) {
  return (
    <section className="card share-section" aria-labelledby="room-off-title">
      <h2 id="room-off-title">{TITLE[phase]}</h2>
      <p className="muted">
        {phase === 'closed' ? '' : 'Theo dõi phòng trong ứng dụng để được báo khi phòng mở lại. '}
        Xem trang cá nhân và các bản thu của {room.owner.name} trong ứng dụng {BRAND}.
      </p>
    </section>
  );
}

const songText = (room: Room) => (room.current_song ? `${room.current_song.name} – ${room.current_song.artist}` : '');

/**
 * A polite live region for the two changes worth interrupting for: the room ended and a new song. Not
 * the listener count, which changes all the time. Empty at first: what the page showed on arrival is read
 * with the page.
 */
export function RoomNews({ room, phase }: { room: Room; phase: RoomPhase }) {
  const [news, setNews] = useState('');
  const song = phase === 'live' ? songText(room) : '';
  const before = useRef({ phase, song });
  useEffect(() => {
    const previous = before.current;
    before.current = { phase, song };
    if (previous.phase === 'live' && phase !== 'live') setNews(`${TITLE[phase]}.`);
    else if (song && song !== previous.song) setNews(`Đang hát: ${song}`);
  }, [phase, song]);
  return (
    <p className="visually-hidden" role="status">
      {news}
    </p>
  );
}
