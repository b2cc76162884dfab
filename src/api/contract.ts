// The client's copy of shared/CONTRACT.md: every payload the /v1 API returns and every body it takes.
// Moving to the real backend's field names is an edit of this file (and the sandbox that follows it).

export type ServerErrorCode = 'UNAUTHORIZED' | 'NOT_FOUND' | 'VALIDATION' | 'INSUFFICIENT_BALANCE' | 'RATE_LIMITED' | 'INTERNAL';

/** A failure body, where the server sends one. */
export interface FailureBody {
  message: string;
  /** A ServerErrorCode, or a code newer than this client. */
  code: string;
}

export interface UserSummary {
  uid: string;
  name: string;
  avatar_url: string | null;
  level: number;
}

export interface User extends UserSummary {
  bio: string;
  followers_count: number;
  following_count: number;
  recordings_count: number;
}

/** The signed-in user. */
export interface Owner extends User {
  email: string;
  diamonds: number;
}

export interface Page<T> {
  items: T[];
  page: number;
  per_page: number;
  total: number;
}

export interface RecordingCard {
  id: number;
  uid: string;
  title: string;
  artist: string;
  cover_url: string | null;
  owner: UserSummary;
  views_count: number;
  likes_count: number;
}

export interface RecordingImage {
  id: number;
  url: string;
  width: number;
  height: number;
}

export interface RecordingComment {
  id: number;
  user: UserSummary;
  content: string;
  created_at: string;
}

export interface Recording {
  id: number;
  uid: string;
  title: string;
  artist: string;
  lyrics: string | null;
  media_url: string;
  media_type: 'audio' | 'video';
  cover_url: string | null;
  duration_s: number;
  owner: UserSummary;
  duet_partner: UserSummary | null;
  views_count: number;
  likes_count: number;
  comments_count: number;
  created_at: string;
  images: RecordingImage[];
  comments: RecordingComment[];
}

export interface GiftRank {
  rank: number;
  user: UserSummary;
  diamonds: number;
  gifts_count: number;
}

const TRANSACTION_TYPES = ['recharge', 'bank_recharge', 'transfer_in', 'transfer_out', 'gift_sent', 'gift_received'] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];
export type TransactionStatus = 'success' | 'pending' | 'failed';

export interface Transaction {
  id: number;
  type: TransactionType;
  /** Signed: positive in, negative out. */
  diamonds: number;
  balance_after: number;
  status: TransactionStatus;
  note: string;
  counterparty: UserSummary | null;
  created_at: string;
}

export interface Room {
  id: number;
  uid: string;
  name: string;
  description: string;
  cover_url: string | null;
  owner: UserSummary;
  is_live: boolean;
  members_count: number;
  online_count: number;
  current_song: { name: string; artist: string } | null;
  top_members: UserSummary[];
}

export interface EventPrize {
  rank: string;
  title: string;
}

export interface KaraokeEvent {
  id: number;
  slug: string;
  title: string;
  description: string;
  rules: string;
  banner_url: string | null;
  start_at: string;
  end_at: string;
  prizes: EventPrize[];
}

export interface Song {
  id: number;
  name: string;
  artist: string;
  thumbnail_url: string | null;
  duration_s: number;
  source: 'video' | 'youtube';
  status: 'processing' | 'ready';
}

export interface Lookback2022 {
  user: UserSummary;
  recordings_count: number;
  minutes_sung: number;
  top_songs: { name: string; artist: string; times: number }[];
  top_fans: (UserSummary & { diamonds: number })[];
  gifts_received: number;
  diamonds_received: number;
  duets_count: number;
  best_recording: RecordingCard | null;
}

// ---- Request bodies ----

/** What Google's code client hands back (`code`, `scope`, `authuser`, ...), sent as it came. */
export interface GoogleLoginBody {
  code: string;
  scope: string;
  [extra: string]: unknown;
}

export interface LoginResult {
  token: string;
  expires_at: string;
  user: Owner;
}

export interface RechargeBody {
  uid: string;
  package_id: string;
  diamonds: number;
  price_vnd: number;
}

export interface BankRechargeBody {
  uid: string;
  diamonds: number;
  price_vnd: number;
  transfer_content: string;
}

export interface BankIdRechargeBody extends BankRechargeBody {
  bank_id: string;
}

export interface TransferBody {
  receiver_uid: string;
  diamonds: number;
  note: string;
}

/** Sent as multipart/form-data; the files never enter the store. */
export interface VideoSongFields {
  video: File | Blob;
  thumbnail: File | Blob;
  name: string;
  artist: string;
}

export interface YoutubeSongBody {
  youtube_url: string;
  video_id: string;
  name: string;
  artist: string;
}

export const REPORT_TARGET_TYPES = ['recording', 'user', 'room', 'comment'] as const;
export type ReportTargetType = (typeof REPORT_TARGET_TYPES)[number];

export const REPORT_REASONS = ['spam', 'harassment', 'hate_speech', 'sexual_content', 'violence', 'copyright', 'impersonation', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export interface ReportBody {
  target_type: ReportTargetType;
  target_id: string;
  reason: ReportReason;
  description: string;
  contact_email: string;
}

export interface ReportResult {
  id: number;
  status: 'received';
}

/** History filter: `all` by default (CONTRACT.md), and the groups the history page offers. */
export const HISTORY_FILTERS = ['all', 'recharge', 'transfer', 'gift'] as const;
export type HistoryFilter = (typeof HISTORY_FILTERS)[number];

/** Which transaction types each history filter keeps (the sandbox filters with this too). */
export const HISTORY_FILTER_TYPES: Record<HistoryFilter, readonly TransactionType[]> = {
  all: TRANSACTION_TYPES,
  recharge: ['recharge', 'bank_recharge'],
  transfer: ['transfer_in', 'transfer_out'],
  gift: ['gift_sent', 'gift_received'],
};
