// The gifts section: who gave what to the featured recordings. Event entries get theirs in entries.ts,
// drawn from the generator along with the entry itself.
import type { GiftRank, UserSummary } from '../../api/contract';
import type { GiftRow } from './types';

/** A full ranking for the audio recording, shorter ones for the video and the duet, none for the quiet one. */
export const featuredGifts = (): GiftRow[] => [
  { recording_id: 101, from_uid: '100010', diamonds: 5200, gifts_count: 12 },
  { recording_id: 101, from_uid: '100004', diamonds: 3100, gifts_count: 8 },
  { recording_id: 101, from_uid: '100005', diamonds: 1800, gifts_count: 15 },
  { recording_id: 101, from_uid: '100008', diamonds: 950, gifts_count: 4 },
  { recording_id: 101, from_uid: '100002', diamonds: 600, gifts_count: 6 },
  { recording_id: 101, from_uid: '100007', diamonds: 420, gifts_count: 7 },
  { recording_id: 101, from_uid: '100011', diamonds: 150, gifts_count: 3 },
  { recording_id: 101, from_uid: '100003', diamonds: 20, gifts_count: 2 },
  { recording_id: 102, from_uid: '100001', diamonds: 2500, gifts_count: 5 },
  { recording_id: 102, from_uid: '100009', diamonds: 300, gifts_count: 3 },
  { recording_id: 102, from_uid: '100012', diamonds: 60, gifts_count: 6 },
  { recording_id: 103, from_uid: '100010', diamonds: 1200, gifts_count: 2 },
  { recording_id: 103, from_uid: '100002', diamonds: 90, gifts_count: 9 },
];

/** Best giver first; ties go to the one who sent more gifts, then by name. */
export const rankGifts = (rows: readonly GiftRow[], summaryOf: (uid: string) => UserSummary | null): GiftRank[] =>
  rows
    .map((row) => ({ row, user: summaryOf(row.from_uid) }))
    .filter((x): x is { row: GiftRow; user: UserSummary } => x.user !== null)
    .sort((a, b) => b.row.diamonds - a.row.diamonds || b.row.gifts_count - a.row.gifts_count || a.user.name.localeCompare(b.user.name, 'vi'))
    .map((x, index) => ({ rank: index + 1, user: x.user, diamonds: x.row.diamonds, gifts_count: x.row.gifts_count }));
