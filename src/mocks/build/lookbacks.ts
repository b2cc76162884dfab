// The year-in-review section: only the owner has a 2022 lookback.
import type { Lookback2022, Recording } from '../../api/contract';
import { seed } from '../seed';
import { toCard } from './recording';
import { summary, type Seeding } from './users';

/** Its best recording is the featured audio one, as built (so call this after the recordings). */
export const buildLookbacks = (seeding: Seeding, recordings: readonly Recording[]): Map<string, Lookback2022> => {
  const owner = seeding.user(seed.users.owner);
  const audio = recordings.find((r) => r.id === seed.recordings.audio.id);
  const lookbacks = new Map<string, Lookback2022>();
  lookbacks.set(owner.uid, {
    user: summary(owner),
    recordings_count: 86,
    minutes_sung: 1264,
    top_songs: [
      { name: 'Bèo dạt mây trôi', artist: 'Dân ca Bắc Bộ', times: 23 },
      { name: 'Nơi này có anh', artist: 'Sơn Tùng M-TP', times: 17 },
      { name: 'Hoa nở không màu', artist: 'Hoài Lâm', times: 12 },
      { name: 'Lý cây đa', artist: 'Dân ca Quan họ Bắc Ninh', times: 9 },
      { name: 'Em gái mưa', artist: 'Mr. Siro', times: 6 },
    ],
    top_fans: [
      { ...summary(seeding.user('100010')), diamonds: 5200 },
      { ...summary(seeding.user('100004')), diamonds: 3100 },
      { ...summary(seeding.user('100005')), diamonds: 1800 },
    ],
    gifts_received: 342,
    diamonds_received: 12870,
    duets_count: 14,
    best_recording: audio ? toCard(audio) : null,
  });
  return lookbacks;
};
