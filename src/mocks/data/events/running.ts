import type { EventSpec } from './spec';

/** The one event with no fixed dates: it runs around "now", set when the sandbox is seeded. */
export const RUNNING_EVENTS: readonly EventSpec[] = [
  {
    slug: 'tet-vui-khui-li-xi',
    title: 'Tết vui khui lì xì',
    start: null,
    end: null,
    theme: 'tet',
    hashtag: 'TetVuiKhuiLiXi',
    description:
      'Tết đến xuân về, bao lì xì đỏ đang chờ bạn khui!\nMỗi ngày thu một bài hát Tết, tích lượt thích để mở những bao lì xì kim cương lớn nhất mùa.',
    tier: 3,
  },
];
