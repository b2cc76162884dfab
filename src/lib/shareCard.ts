// The image a shared link's preview shows: one card per recording, room and event, drawn by the
// production server (src/server/cards/). What a card shows is decided here, once, for both sides: the
// page's <Head> (in the browser and on the server) names the card's URL, and the server draws what that
// URL stands for. The URL carries a hash of what the card shows, so a changed title or count is a new
// URL (chat apps keep an image for days), and the image at a URL never changes (cached for a year).
import { BRAND } from './config';
import { formatCount, formatDate } from './format';
import { routeList, type CardKey, type Routes } from './routes';

// The shapes of CONTRACT.md's items, as far as a card reads them (lib imports nothing of api/).
interface PersonLike {
  name: string;
  avatar_url: string | null;
}
export interface RecordingLike {
  uid: string;
  title: string;
  media_type: 'audio' | 'video';
  cover_url: string | null;
  owner: PersonLike;
  duet_partner: PersonLike | null;
  views_count: number;
  likes_count: number;
}
export interface RoomLike {
  uid: string;
  name: string;
  cover_url: string | null;
  owner: PersonLike;
  is_live: boolean;
  online_count: number;
  members_count: number;
}
export interface EventLike {
  slug: string;
  title: string;
  banner_url: string | null;
  start_at: string;
  end_at: string;
}

/** What a card is of: the key of a share route whose entry says `card: true` (src/lib/routes.ts). */
export type CardKind = CardKey;
export const CARD_KINDS = /* @__PURE__ */ routeList.filter((route): route is Routes[CardKind] => route.card === true).map((route) => route.key);

/**
 * Everything a card shows, and nothing else: its hash is the card's identity. `image` is drawn when
 * it loads (a cover as a square, an avatar as a circle, a banner or a room's cover behind the text).
 */
export interface CardContent {
  kind: CardKind;
  /** The item's id in its page's URL (a uid, an event's slug). */
  id: string;
  /** What the item is: "Bản thu", "Song ca", "Video karaoke", "Phòng hát", "Sự kiện". */
  label: string;
  title: string;
  /** Who sings (one or both singers of a duet), or who hosts a room. */
  people: string[];
  role: 'singers' | 'host' | null;
  /** The figures a person cares about, each already worded: "15.420 lượt nghe", "Đang live · 12 người nghe". */
  facts: string[];
  live: boolean;
  image: { url: string; shape: 'square' | 'round' | 'wide' } | null;
}

/** Who sings a recording, as its previews name them: its owner, then a duet's partner. */
export const singerNames = (r: Pick<RecordingLike, 'owner' | 'duet_partner'>): string[] =>
  r.duet_partner ? [r.owner.name, r.duet_partner.name] : [r.owner.name];

/** Bump when the drawing changes: every card gets a new URL. */
const CARD_VERSION = 1;
export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;
export const CARD_TYPE = 'image/jpeg';

export function recordingCard(r: RecordingLike): CardContent {
  const isVideo = r.media_type === 'video';
  const avatar = r.owner.avatar_url;
  return {
    kind: 'recording',
    id: r.uid,
    label: isVideo ? 'Video karaoke' : r.duet_partner ? 'Song ca' : 'Bản thu',
    title: r.title,
    people: singerNames(r),
    role: 'singers',
    facts: [`${formatCount(r.views_count)} ${isVideo ? 'lượt xem' : 'lượt nghe'}`, `${formatCount(r.likes_count)} lượt thích`],
    live: false,
    image: r.cover_url ? { url: r.cover_url, shape: 'square' } : avatar ? { url: avatar, shape: 'round' } : null,
  };
}

export function roomCard(room: RoomLike): CardContent {
  const avatar = room.owner.avatar_url;
  return {
    kind: 'room',
    id: room.uid,
    label: 'Phòng hát',
    title: room.name,
    people: [room.owner.name],
    role: 'host',
    facts: [room.is_live ? `Đang live · ${formatCount(room.online_count)} người nghe` : `${formatCount(room.members_count)} thành viên`],
    live: room.is_live,
    image: room.cover_url ? { url: room.cover_url, shape: 'wide' } : avatar ? { url: avatar, shape: 'round' } : null,
  };
}

export function eventCard(event: EventLike): CardContent {
  return {
    kind: 'event',
    id: event.slug,
    label: 'Sự kiện',
    title: event.title,
    people: [],
    role: null,
    facts: [`${formatDate(event.start_at)} – ${formatDate(event.end_at)}`],
    live: false,
    image: event.banner_url ? { url: event.banner_url, shape: 'wide' } : null,
  };
}

/**
 * cyrb53 (a public-domain 53-bit string hash, bryc): small, synchronous and the same in every
 * JavaScript engine, so the browser and the server name the same card. Not a security measure: a
 * URL's hash only has to change when what it shows changes.
 */
function cyrb53(text: string): number {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}

/** The hash of what `content` shows (and of the drawing's version). */
export const cardHash = (content: CardContent): string => cyrb53(JSON.stringify([CARD_VERSION, content])).toString(36);

/** A card's file name in its URL, /cards/{kind}/{id}/{hash}.jpg: the hash. */
export const CARD_FILE = /^([0-9a-z]{1,12})\.jpg$/;

/** The site-relative URL of the card for `content`. */
export const cardPath = (content: CardContent): string => `/cards/${content.kind}/${encodeURIComponent(content.id)}/${cardHash(content)}.jpg`;

/** The card's text alternative: what it shows, in one sentence. */
export function cardAlt(content: CardContent): string {
  const who = content.role === 'singers' ? ` – ${content.people.join(' và ')}` : content.role === 'host' ? ` – chủ phòng ${content.people[0]}` : '';
  return `${content.label} “${content.title}”${who} trên ${BRAND}. ${content.facts.join(' · ')}`;
}

/** What a page's <Head> says of its card. */
export interface ShareImage {
  url: string;
  width: number;
  height: number;
  type: string;
  alt: string;
}

export const shareImageOf = (content: CardContent): ShareImage => ({
  url: cardPath(content),
  width: CARD_WIDTH,
  height: CARD_HEIGHT,
  type: CARD_TYPE,
  alt: cardAlt(content),
});
