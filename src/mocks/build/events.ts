// The events section: every event of data/events.ts with its period, rules, prizes and songs. Nothing here
// draws from the generator; the entries are made in entries.ts.
import type { KaraokeEvent } from '../../api/contract';
import { EVENT_SPECS, type EventSpec } from '../data/events';
import { CATALOGUE } from '../data/songs';
import { DAY, dateVN, isoVN, startOfDayVN, vnTime } from '../time';
import type { StoredSong } from './types';

/** One built event, with what its entries need: the period as epoch milliseconds and the songs to sing. */
export interface SeededEvent {
  spec: EventSpec;
  event: KaraokeEvent;
  start: number;
  end: number;
  songIds: number[];
}

const eventPeriod = (spec: EventSpec, now: number): { start: number; end: number } => {
  if (spec.start && spec.end) return { start: vnTime(spec.start), end: vnTime(spec.end) + 59_000 };
  // The one live event: started ten days ago, ends in twenty, whole Việt Nam days.
  const start = startOfDayVN(now - 10 * DAY);
  return { start, end: startOfDayVN(now + 20 * DAY) + DAY - 1000 };
};

const PRIZES: Record<EventSpec['tier'], { rank: string; title: string }[]> = {
  1: [
    { rank: 'Hạng 1', title: '2.000 kim cương và khung ảnh đại diện sự kiện (30 ngày)' },
    { rank: 'Hạng 2', title: '1.000 kim cương' },
    { rank: 'Hạng 3', title: '500 kim cương' },
  ],
  2: [
    { rank: 'Hạng 1', title: '5.000 kim cương, khung ảnh đại diện sự kiện (30 ngày) và huy hiệu “Giọng ca vàng”' },
    { rank: 'Hạng 2', title: '3.000 kim cương và khung ảnh đại diện sự kiện (30 ngày)' },
    { rank: 'Hạng 3', title: '1.500 kim cương' },
    { rank: 'Hạng 4 – 10', title: '300 kim cương mỗi người' },
  ],
  3: [
    { rank: 'Hạng 1', title: '10.000 kim cương, micro thu âm Hát Vui và khung ảnh đại diện sự kiện (60 ngày)' },
    { rank: 'Hạng 2', title: '6.000 kim cương và khung ảnh đại diện sự kiện (30 ngày)' },
    { rank: 'Hạng 3', title: '3.000 kim cương và khung ảnh đại diện sự kiện (30 ngày)' },
    { rank: 'Hạng 4 – 10', title: '500 kim cương mỗi người' },
    { rank: 'Giải khuyến khích', title: '100 kim cương cho 50 bản thu được bốc thăm ngẫu nhiên' },
  ],
};

const eventRules = (spec: EventSpec, start: number, end: number): string =>
  [
    `1. Thời gian: từ 00:00 ngày ${dateVN(start)} đến 23:59 ngày ${dateVN(end)}.`,
    `2. Chọn một bài hát trong danh sách của sự kiện, thu âm hoặc quay video rồi đăng công khai kèm hashtag #${spec.hashtag}.`,
    '3. Mỗi tài khoản được dự thi tối đa 3 bản thu; chỉ bản thu có nhiều lượt thích nhất được tính.',
    '4. Bảng xếp hạng tính theo lượt thích; bằng nhau thì bản thu đăng sớm hơn xếp trên.',
    '5. Bản thu vi phạm bản quyền, dùng giọng hát của người khác hoặc công cụ tăng tương tác sẽ bị loại mà không cần báo trước.',
    '',
    'Kết quả công bố trong vòng 3 ngày làm việc sau khi sự kiện kết thúc. Quyết định của Ban tổ chức là quyết định cuối cùng.',
  ].join('\n');

/** Ids from 7001 in table order; each event offers the first six catalogue songs of its theme. */
export const buildEvents = (now: number, songs: readonly StoredSong[]): SeededEvent[] =>
  EVENT_SPECS.map((spec, index) => {
    const id = 7001 + index;
    const { start, end } = eventPeriod(spec, now);
    const event: KaraokeEvent = {
      id,
      slug: spec.slug,
      title: spec.title,
      description: spec.description,
      rules: eventRules(spec, start, end),
      banner_url: index % 5 === 3 ? null : `/sandbox/img/banner-${spec.slug}-1200x400.svg`,
      start_at: isoVN(start),
      end_at: isoVN(end),
      prizes: PRIZES[spec.tier],
    };
    const songIds = songs
      .filter(({ song }) => CATALOGUE[song.id - 1]?.themes.includes(spec.theme))
      .slice(0, 6)
      .map(({ song }) => song.id);
    return { spec, event, start, end, songIds };
  });
