// Items shaped like production's, for `npm run bench`: what a shared link's page carries when it has
// been listened to and commented on for months. The sandbox's seed is small and draws its pictures as
// SVG on the site's own origin; production's are JPEGs on a media host, and its popular items have
// full lists. Deterministic: the same items on every run. (Not the sandbox: never used by a test.)
import type { EventPrize, GiftRank, KaraokeEvent, Page, Recording, RecordingCard, Room, Song, UserSummary } from '../../src/api/contract';

export const BENCH_RECORDING_UID = 'bEnCh50c';
export const BENCH_RECORDING_ID = 880001;
/** One of the app's events (its theme and art), with production's lists. */
export const BENCH_EVENT_SLUG = 'dem-hoi-trang-ram';
export const BENCH_EVENT_ID = 8801;
/** A live room with its cover and its members' pictures on the media host. */
export const BENCH_ROOM_UID = 'bEnChRm1';
export const ROOM_MEMBERS = 12;
const COMMENTS = 50;
const RANKING = 20;
const EVENT_RECORDINGS = 480;
const PER_PAGE = 15;

const FAMILY = ['Nguyễn', 'Trần', 'Lê', 'Phạm', 'Hoàng', 'Huỳnh', 'Võ', 'Đặng', 'Bùi', 'Đỗ', 'Hồ', 'Ngô'];
const MIDDLE = ['Thị', 'Văn', 'Thu', 'Minh', 'Quốc', 'Ngọc', 'Hoài', 'Đức', 'Thanh', 'Bảo'];
const GIVEN = ['Trang', 'Bảo', 'Hương', 'Khoa', 'Linh', 'Tuấn', 'Mai', 'Phúc', 'Yến', 'Dũng', 'Hạnh', 'Quân', 'Thảo'];
const SONGS = [
  ['Bèo dạt mây trôi', 'Dân ca Bắc Bộ'],
  ['Hà Nội mùa thu', 'Vũ Thanh'],
  ['Diễm xưa', 'Trịnh Công Sơn'],
  ['Còn tuổi nào cho em', 'Trịnh Công Sơn'],
  ['Mùa thu cho em', 'Ngô Thụy Miên'],
  ['Thu cuối', 'Yanbi, Mr.T, Hằng Bingboong'],
] as const;
const PHRASES = [
  'Giọng hát ấm quá, nghe đi nghe lại mấy lần vẫn thấy nổi da gà.',
  'Đoạn điệp khúc lên nốt cao mà vẫn tròn tiếng, phục bạn thật sự!',
  'Hôm nào song ca với mình bài này nhé, mình để sẵn bản beat rồi.',
  'Nhạc nền phối lại hay hơn bản gốc, hơi thở cũng đều hơn lần trước nhiều.',
  'Nghe mà nhớ quê, nhớ những buổi chiều ngồi bên sông với bà ngoại.',
  'Tặng bạn một bông hồng, mong bạn ra thêm nhiều bản thu nữa nha.',
  'Mình là fan cứng từ hồi bạn mới tập hát, giờ tiến bộ quá trời luôn.',
  'Câu cuối ngân dài đẹp quá, có mẹo gì chia sẻ cho mọi người với.',
];

/** A small deterministic generator: the same "random" list on every run. */
const pick = (seed: number) => {
  let state = seed >>> 0 || 1;
  return <T>(list: readonly T[]) => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return list[state % list.length]!;
  };
};

export interface MediaUrls {
  /** The media host's origin (another origin than the site's). */
  origin: string;
}

const user = (n: number, media: MediaUrls): UserSummary => {
  const p = pick(n * 7919);
  return {
    uid: String(300000 + n),
    name: `${p(FAMILY)} ${p(MIDDLE)} ${p(GIVEN)}`,
    avatar_url: `${media.origin}/avatars/${300000 + n}.jpg`,
    level: 1 + (n % 40),
  };
};

/** A comment of two to four sentences, as people write under a song they liked. */
const commentText = (n: number) => {
  const p = pick(n * 104729);
  return Array.from({ length: 2 + (n % 3) }, () => p(PHRASES)).join(' ');
};

const LYRICS = `Bèo dạt mây trôi chốn xa xôi
Bèo dạt mây trôi đôi ngả, anh ơi, em vẫn đợi chờ
Một thương, hai nhớ, ba sầu
Cơm ăn chẳng được, ngủ thì cũng chẳng yên
Ai mang em đi xa, để em nhớ thương ai
Bèo dạt mây trôi, chốn xa xôi, đôi ngả, anh ơi`;

export function recording(media: MediaUrls): Recording {
  const owner = user(1, media);
  return {
    id: BENCH_RECORDING_ID,
    uid: BENCH_RECORDING_UID,
    title: 'Bèo dạt mây trôi (phối mới, song ca cùng cả nhà)',
    artist: 'Dân ca Bắc Bộ',
    lyrics: [LYRICS, LYRICS, LYRICS].join('\n\n'),
    media_url: `${media.origin}/media/${BENCH_RECORDING_UID}.m4a`,
    media_type: 'audio',
    cover_url: `${media.origin}/covers/${BENCH_RECORDING_UID}.jpg`,
    duration_s: 247,
    owner,
    duet_partner: user(2, media),
    views_count: 184_320,
    likes_count: 23_871,
    comments_count: 1_264,
    created_at: '2026-09-14T20:31:00+07:00',
    images: [1, 2, 3, 4, 5, 6].map((n) => ({
      id: 9000 + n,
      url: `${media.origin}/photos/${BENCH_RECORDING_UID}-${n}.jpg`,
      width: n % 3 === 0 ? 1280 : 1080,
      height: n % 3 === 0 ? 720 : 1350,
    })),
    comments: Array.from({ length: COMMENTS }, (_, i) => ({
      id: 70000 + i,
      user: user(10 + i, media),
      content: commentText(i),
      created_at: new Date(Date.UTC(2026, 8, 15, 3, 0) + i * 3_600_000).toISOString(),
    })),
  };
}

export const giftRanking = (media: MediaUrls): GiftRank[] =>
  Array.from({ length: RANKING }, (_, i) => ({
    rank: i + 1,
    user: user(100 + i, media),
    diamonds: Math.round(48_000 / (i + 1)),
    gifts_count: Math.round(320 / (i + 1)) + 1,
  }));

const PRIZES: EventPrize[] = [
  { rank: 'Giải nhất', title: '10.000.000 ₫ và micro thu âm chuyên nghiệp' },
  { rank: 'Giải nhì', title: '5.000.000 ₫ và tai nghe kiểm âm' },
  { rank: 'Giải ba', title: '3.000.000 ₫ và 5.000 kim cương' },
  ...[4, 5, 6, 7, 8, 9, 10].map((n) => ({
    rank: `Hạng ${n}`,
    title: `${(1000 - n * 50).toLocaleString('vi-VN')} kim cương và khung ảnh đại diện “Giọng ca mùa thu”`,
  })),
  { rank: 'Bình chọn', title: 'Huy hiệu “Được yêu thích nhất” trong 30 ngày' },
];

export function event(): KaraokeEvent {
  const now = Date.now();
  return {
    id: BENCH_EVENT_ID,
    slug: BENCH_EVENT_SLUG,
    title: 'Đêm hội trăng rằm: hát những bản tình ca mùa thu',
    description: [
      'Mùa thu Hà Nội về trong từng câu hát: hãy thu một bài tình ca về mùa thu và gửi đến cộng đồng Hát Vui.',
      'Ba mươi bài hát chọn sẵn, nhạc nền phối mới, lời chạy theo nhạc; song ca với bạn bè hay với ca sĩ khách mời.',
      'Mỗi tuần, ban tổ chức chọn mười bản thu hay nhất để giới thiệu trên trang chủ ứng dụng.',
    ].join('\n'),
    rules: [
      '1. Bản thu phải dùng một bài hát trong danh sách của sự kiện, đăng trong thời gian diễn ra sự kiện.',
      '2. Xếp hạng theo lượt thích; bằng nhau thì bản đăng trước xếp trên.',
      '3. Mỗi tài khoản được tính bản thu có nhiều lượt thích nhất.',
      '4. Bản thu vi phạm bản quyền hoặc quy định cộng đồng sẽ bị loại.',
      '5. Giải thưởng được trao trong vòng 15 ngày làm việc sau khi sự kiện kết thúc.',
    ].join('\n'),
    banner_url: null,
    start_at: new Date(now - 10 * 86_400_000).toISOString(),
    end_at: new Date(now + 20 * 86_400_000).toISOString(),
    prizes: PRIZES,
  };
}

export const eventSongs = (media: MediaUrls): Song[] =>
  Array.from({ length: 30 }, (_, i) => {
    const [name, artist] = SONGS[i % SONGS.length]!;
    return {
      id: 55000 + i,
      name: i < SONGS.length ? name : `${name} (${1 + Math.floor(i / SONGS.length)})`,
      artist,
      thumbnail_url: `${media.origin}/songs/${55000 + i}.jpg`,
      duration_s: 180 + ((i * 17) % 120),
      source: 'video',
      status: 'ready',
    };
  });

export function eventRecordings(media: MediaUrls, page: number): Page<RecordingCard> {
  const first = (page - 1) * PER_PAGE;
  const count = Math.max(0, Math.min(PER_PAGE, EVENT_RECORDINGS - first));
  return {
    items: Array.from({ length: count }, (_, i) => {
      const n = first + i;
      const [title, artist] = SONGS[n % SONGS.length]!;
      return {
        id: 890000 + n,
        uid: `bEv${String(n).padStart(5, '0')}`,
        title,
        artist,
        cover_url: `${media.origin}/covers/event-${n}.jpg`,
        owner: user(500 + n, media),
        views_count: 90_000 - n * 150,
        likes_count: 12_000 - n * 20,
      };
    }),
    page,
    per_page: PER_PAGE,
    total: EVENT_RECORDINGS,
  };
}

export const room = (media: MediaUrls): Room => ({
  id: 880101,
  uid: BENCH_ROOM_UID,
  name: 'Phòng trà Hà Nội xưa: tình ca mùa thu mỗi tối',
  description: [
    'Nơi những người yêu nhạc xưa gặp nhau mỗi tối, từ 20:00 đến khuya.',
    'Quy định: hát theo lượt, không chen mic, tôn trọng mọi người; bài nào cũng được, miễn là hát bằng cả tấm lòng.',
    'Lịch chủ đề: thứ Bảy nhạc Trịnh, Chủ nhật dân ca ba miền.',
  ].join('\n'),
  cover_url: `${media.origin}/rooms/${BENCH_ROOM_UID}.jpg`,
  owner: user(3, media),
  is_live: true,
  members_count: 12_840,
  online_count: 317,
  current_song: { name: SONGS[2][0], artist: SONGS[2][1] },
  top_members: Array.from({ length: ROOM_MEMBERS }, (_, i) => user(1000 + i, media)),
});
