import type { Lookback2022, Owner } from '../../api/contract';
import { rankGifts, toCard } from '../build';
import { CATALOGUE } from '../data/songs';
import { db, summaryOf, toSummary } from '../db';
import { authedGet } from '../http';
import { createRng, intBetween } from '../random';

/** Anyone without a seeded review gets one made up from their uid, the same on every visit. */
const computed = (user: Owner): Lookback2022 => {
  const rng = createRng(Number(user.uid) || user.uid.length);
  const own = db.recordings.filter((r) => r.owner.uid === user.uid);
  const duets = db.recordings.filter((r) => r.duet_partner?.uid === user.uid || (r.owner.uid === user.uid && r.duet_partner));
  const best = [...own].sort((a, b) => b.likes_count - a.likes_count)[0];
  const fans = rankGifts(
    db.gifts.filter((g) => own.some((r) => r.id === g.recording_id)),
    summaryOf,
  );
  // One fan may give to several recordings: add their gifts up before ranking.
  const byFan = new Map<string, number>();
  for (const f of fans) byFan.set(f.user.uid, (byFan.get(f.user.uid) ?? 0) + f.diamonds);
  const topFans = [...byFan]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 3)
    .flatMap(([uid, diamonds]) => {
      const fan = summaryOf(uid);
      return fan ? [{ ...fan, diamonds }] : [];
    });
  const songs = [...CATALOGUE].sort(() => rng() - 0.5).slice(0, 3);
  return {
    user: toSummary(user),
    recordings_count: own.length + intBetween(rng, 5, 40),
    minutes_sung: Math.round(own.reduce((sum, r) => sum + r.duration_s, 0) / 60) + intBetween(rng, 30, 600),
    top_songs: songs.map((s, i) => ({ name: s.name, artist: s.artist, times: intBetween(rng, 2, 6) * (3 - i) })),
    top_fans: topFans,
    gifts_received: fans.reduce((sum, f) => sum + f.gifts_count, 0),
    diamonds_received: fans.reduce((sum, f) => sum + f.diamonds, 0),
    duets_count: duets.length,
    best_recording: best ? toCard(best) : null,
  };
};

export const lookbackHandlers = [authedGet('/my/lookback2022', ({ user }) => db.lookbacks.get(user.uid) ?? computed(user))];
