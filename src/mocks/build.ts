// Builds the sandbox's whole state from the tables in data/. Everything is derived from a seeded
// generator and the moment of seeding, so a reset always yields the same data (only the running event
// and the ledger's recent dates follow the real clock).
import type {
  GiftRank,
  KaraokeEvent,
  Lookback2022,
  Owner,
  Recording,
  RecordingCard,
  RecordingComment,
  RecordingImage,
  ReportBody,
  Room,
  Song,
  Transaction,
  UserSummary,
} from '../api/contract';
import { EVENT_SPECS, type EventSpec } from './data/events';
import { OWNER_LEDGER } from './data/ledger';
import { thousands } from './format';
import { CATALOGUE, songThumbnail } from './data/songs';
import { USERS } from './data/users';
import { createRng, intBetween, pick, shortUid, type Rng } from './random';
import { seed } from './seed';
import { DAY, HOUR, MINUTE, dateVN, isoVN, startOfDayVN, vnTime } from './time';

export interface LedgerEntry {
  /** Whose ledger the entry belongs to. */
  uid: string;
  tx: Transaction;
}

/** One giver's total on one recording; rankings are aggregated from these at request time. */
export interface GiftRow {
  recording_id: number;
  from_uid: string;
  diamonds: number;
  gifts_count: number;
}

export interface StoredSong {
  song: Song;
  /** Who uploaded it; `null` for the catalogue. */
  uploader: string | null;
}

export interface StoredReport extends ReportBody {
  id: number;
  reporter: string;
  created_at: string;
}

export interface Session {
  uid: string;
  expiresAt: number;
}

/** The first answer given to one idempotency key, replayed for every repeat of it. */
export interface StoredResponse {
  fingerprint: string;
  status: number;
  body: string;
}

export interface DbState {
  users: Owner[];
  recordings: Recording[];
  gifts: GiftRow[];
  ledger: LedgerEntry[];
  rooms: Room[];
  events: KaraokeEvent[];
  /** Event.id → Song.id list. */
  eventSongIds: Map<number, number[]>;
  /** Event.id → Recording.id list of its entries. */
  eventRecordingIds: Map<number, number[]>;
  songs: StoredSong[];
  reports: StoredReport[];
  lookbacks: Map<string, Lookback2022>;
  sessions: Map<string, Session>;
  idempotency: Map<string, StoredResponse>;
  nextId: { transaction: number; song: number; report: number };
}

const summary = (user: Owner): UserSummary => ({
  uid: user.uid,
  name: user.name,
  avatar_url: user.avatar_url,
  level: user.level,
});

const COMMENT_POOL = [
  'Hay quá bạn ơi!',
  'Giọng ấm ghê 😍',
  'Nghe xong muốn song ca liền.',
  'Bài này hợp với bạn lắm.',
  'Chúc bạn lọt top nha!',
  'Đoạn cuối lên nốt cao đỉnh thật.',
  'Ủng hộ bạn 1 tim ❤️',
  'Nghe mà nhớ nhà quá...\nNăm nay chắc chắn phải về quê.',
  'Phối khí nghe sang ghê, bạn dùng bản beat nào vậy?',
  'Lần sau hát chậm lại chút nữa là tuyệt vời.',
];

const BEO_DAT_MAY_TROI = [
  'Bèo dạt mây trôi',
  'Chốn xa xôi',
  'Bèo dạt mây trôi, anh ơi',
  'Em vẫn đợi em chờ',
  'Mong tin anh, anh ơi',
  '',
  'Một tin trông',
  'Hai tin đợi',
  'Ba bốn tin chờ',
  'Sao chẳng thấy anh, anh ơi',
].join('\n');

const image = (id: number, recordingId: number, n: number, width: number, height: number): RecordingImage => ({
  id,
  url: `/sandbox/img/photo-${recordingId}-${n}-${width}x${height}.svg`,
  width,
  height,
});

interface RecordingDraft {
  id: number;
  uid: string;
  title: string;
  artist: string;
  lyrics: string | null;
  media_type: Recording['media_type'];
  cover: boolean;
  duration_s: number;
  owner: Owner;
  partner: Owner | null;
  views: number;
  likes: number;
  createdAt: number;
  images: RecordingImage[];
  comments: RecordingComment[];
}

const toRecording = (d: RecordingDraft): Recording => ({
  id: d.id,
  uid: d.uid,
  title: d.title,
  artist: d.artist,
  lyrics: d.lyrics,
  media_url: `/sandbox/media/${d.uid}.${d.media_type === 'video' ? 'mp4' : 'mp3'}`,
  media_type: d.media_type,
  cover_url: d.cover
    ? `/sandbox/img/cover-${d.id}-${d.media_type === 'video' ? '1280x720' : '640x640'}.svg`
    : null,
  duration_s: d.duration_s,
  owner: summary(d.owner),
  duet_partner: d.partner ? summary(d.partner) : null,
  views_count: d.views,
  likes_count: d.likes,
  comments_count: d.comments.length,
  created_at: isoVN(d.createdAt),
  images: d.images,
  comments: d.comments,
});

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

export const buildState = (now: number): DbState => {
  const rng = createRng(20221225);
  const users: Owner[] = USERS.map((u) => ({ ...u }));
  const userById = new Map(users.map((u) => [u.uid, u]));
  const user = (uid: string): Owner => {
    const found = userById.get(uid);
    if (!found) throw new Error(`seed: unknown user ${uid}`);
    return found;
  };

  // ---- Songs ----
  const songs: StoredSong[] = CATALOGUE.map((s, index) => {
    const id = index + 1;
    return {
      song: {
        id,
        name: s.name,
        artist: s.artist,
        thumbnail_url: id % 7 === 0 ? null : songThumbnail(id),
        duration_s: s.duration_s,
        source: s.source,
        status: 'ready',
      },
      uploader: null,
    };
  });

  // ---- The featured recordings ----
  let commentId = 1;
  let imageId = 1;
  const comment = (uid: string, content: string, at: number): RecordingComment => ({
    id: commentId++,
    user: summary(user(uid)),
    content,
    created_at: isoVN(at),
  });
  const audioAt = vnTime('2022-09-14T21:05');
  const videoAt = vnTime('2023-06-02T20:30');
  const duetAt = vnTime('2024-02-13T22:10');
  const drafts: RecordingDraft[] = [
    {
      id: seed.recordings.audio.id,
      uid: seed.recordings.audio.uid,
      title: 'Bèo dạt mây trôi',
      artist: 'Dân ca Bắc Bộ',
      lyrics: BEO_DAT_MAY_TROI,
      media_type: 'audio',
      cover: true,
      duration_s: 212,
      owner: user(seed.users.owner),
      partner: null,
      views: 15420,
      likes: 2310,
      createdAt: audioAt,
      images: [
        image(imageId++, 101, 1, 1080, 1350),
        image(imageId++, 101, 2, 1080, 1080),
        image(imageId++, 101, 3, 1280, 720),
      ],
      comments: [
        comment('100002', 'Giọng hát ngọt quá, nghe mãi không chán!', audioAt + 2 * HOUR),
        comment(
          '100003',
          'Đoạn điệp khúc lên cao mà vẫn nhẹ nhàng.\nChị tập bài này lâu chưa ạ?\nEm cũng muốn thử hát.',
          audioAt + 5 * HOUR,
        ),
        comment('100004', '<script>alert(1)</script> đùa thôi, hát hay lắm 😄', audioAt + DAY),
        comment('100005', 'Thả tim nè ❤️\n\nHẹn chị song ca một bài Quan họ nhé!', audioAt + 2 * DAY),
        comment('100006', 'Nhạc nền hơi to so với giọng, còn lại 10 điểm.', audioAt + 3 * DAY),
        comment('100001', 'Cảm ơn mọi người đã nghe ạ 🥰', audioAt + 3 * DAY + 4 * HOUR),
      ],
    },
    {
      id: seed.recordings.video.id,
      uid: seed.recordings.video.uid,
      title: 'Em của ngày hôm qua',
      artist: 'Sơn Tùng M-TP',
      lyrics: null,
      media_type: 'video',
      cover: true,
      duration_s: 228,
      owner: user('100004'),
      partner: null,
      views: 48210,
      likes: 6120,
      createdAt: videoAt,
      images: [],
      comments: [
        comment('100008', '<b>Hay quá</b> trời ơi, quay ở đâu mà đẹp vậy anh?', videoAt + HOUR),
        comment('100001', 'Nhảy cũng đỉnh luôn 👏', videoAt + 3 * HOUR),
        comment('100011', 'Xem lần thứ 5 rồi mà vẫn chưa chán.', videoAt + DAY),
        comment('100012', 'Anh ơi cho em xin bản beat với ạ.\nCảm ơn anh nhiều!', videoAt + 4 * DAY),
      ],
    },
    {
      id: seed.recordings.duet.id,
      uid: seed.recordings.duet.uid,
      title: 'Nơi này có anh',
      artist: 'Sơn Tùng M-TP',
      lyrics: null,
      media_type: 'audio',
      cover: true,
      duration_s: 260,
      owner: user('100005'),
      partner: user(seed.users.owner),
      views: 8730,
      likes: 1044,
      createdAt: duetAt,
      images: [image(imageId++, 103, 1, 1080, 1080)],
      comments: [
        comment('100007', 'Hai chị hòa giọng đẹp quá!', duetAt + 2 * HOUR),
        comment('100010', 'Valentine mà nghe bài này thì hết ý.', duetAt + DAY),
      ],
    },
    {
      id: seed.recordings.quiet.id,
      uid: seed.recordings.quiet.uid,
      title: 'Hoa nở không màu',
      artist: 'Hoài Lâm',
      lyrics: null,
      media_type: 'audio',
      cover: false,
      duration_s: 305,
      owner: user(seed.users.other),
      partner: null,
      views: 12,
      likes: 1,
      createdAt: vnTime('2025-03-03T09:15'),
      images: [],
      comments: [],
    },
  ];

  const gifts: GiftRow[] = [
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

  // ---- Events, their songs and their entries ----
  const events: KaraokeEvent[] = [];
  const eventSongIds = new Map<number, number[]>();
  const eventRecordingIds = new Map<number, number[]>();
  let recordingId = 1001;
  const takenUids = new Set(drafts.map((d) => d.uid));
  const newUid = (r: Rng): string => {
    let uid = shortUid(r);
    while (takenUids.has(uid)) uid = shortUid(r);
    takenUids.add(uid);
    return uid;
  };

  EVENT_SPECS.forEach((spec, index) => {
    const id = 7001 + index;
    const { start, end } = eventPeriod(spec, now);
    events.push({
      id,
      slug: spec.slug,
      title: spec.title,
      description: spec.description,
      rules: eventRules(spec, start, end),
      banner_url: index % 5 === 3 ? null : `/sandbox/img/banner-${spec.slug}-1200x400.svg`,
      start_at: isoVN(start),
      end_at: isoVN(end),
      prizes: PRIZES[spec.tier],
    });
    const songIds = songs
      .filter(({ song }) => CATALOGUE[song.id - 1]?.themes.includes(spec.theme))
      .slice(0, 6)
      .map(({ song }) => song.id);
    eventSongIds.set(id, songIds);

    const count =
      spec.slug === seed.events.running ? 38
      : spec.slug === seed.events.ended ? 20
      : spec.slug === seed.events.empty ? 0
      : intBetween(rng, 4, 28);
    const entries: number[] = [];
    // Entries are posted between the start and the end (or now, for the running event).
    const lastPost = Math.min(end, now - HOUR);
    for (let n = 0; n < count; n += 1) {
      const song = songs[pick(rng, songIds) - 1]?.song;
      if (!song) throw new Error('seed: event without songs');
      const owner = pick(rng, users);
      const isDuet = rng() < 0.2;
      const partner = isDuet ? pick(rng, users.filter((u) => u.uid !== owner.uid)) : null;
      const createdAt = start + Math.floor(rng() * Math.max(HOUR, lastPost - start));
      const likes = Math.floor(rng() ** 2 * 3000);
      const rid = recordingId++;
      // Comments come after the post, oldest first, and never from the future.
      const commentTimes = Array.from({ length: intBetween(rng, 0, 3) }, () =>
        Math.min(createdAt + intBetween(rng, 10, 3000) * MINUTE, now - MINUTE),
      ).sort((a, b) => a - b);
      const comments = commentTimes.map((at) => comment(pick(rng, users).uid, pick(rng, COMMENT_POOL), at));
      const images: RecordingImage[] = [];
      const imageCount = rng() < 0.3 ? intBetween(rng, 1, 2) : 0;
      for (let i = 1; i <= imageCount; i += 1) images.push(image(imageId++, rid, i, 1080, 1080));
      drafts.push({
        id: rid,
        uid: newUid(rng),
        title: song.name,
        artist: song.artist,
        lyrics: null,
        media_type: rng() < 0.25 ? 'video' : 'audio',
        cover: rng() < 0.85,
        duration_s: song.duration_s,
        owner,
        partner,
        views: likes * intBetween(rng, 3, 12) + intBetween(rng, 0, 200),
        likes,
        createdAt,
        images,
        comments,
      });
      const givers = intBetween(rng, 0, 4);
      const candidates = users.filter((u) => u.uid !== owner.uid).sort(() => rng() - 0.5);
      for (const giver of candidates.slice(0, givers)) {
        const giftsCount = intBetween(rng, 1, 20);
        gifts.push({
          recording_id: rid,
          from_uid: giver.uid,
          diamonds: giftsCount * pick(rng, [1, 10, 50, 100]),
          gifts_count: giftsCount,
        });
      }
      entries.push(rid);
    }
    eventRecordingIds.set(id, entries);
  });

  const recordings = drafts.map(toRecording);
  for (const u of users) u.recordings_count = recordings.filter((r) => r.owner.uid === u.uid).length;

  // ---- Ledgers ----
  let transactionId = 50001;
  const ledger: LedgerEntry[] = [];
  // Everyone but the owner has one opening entry that explains their balance.
  for (const u of users) {
    if (u.uid === seed.users.owner) continue;
    const at = now - 90 * DAY + intBetween(rng, 0, 600) * MINUTE;
    const small = u.diamonds < 50;
    ledger.push({
      uid: u.uid,
      tx: {
        id: transactionId++,
        type: small ? 'gift_received' : 'recharge',
        diamonds: u.diamonds,
        balance_after: u.diamonds,
        status: 'success',
        note: small ? 'Quà chào mừng thành viên mới' : `Nạp gói ${thousands(u.diamonds)} kim cương`,
        counterparty: small ? summary(user(seed.users.owner)) : null,
        created_at: isoVN(at),
      },
    });
  }
  const owner = user(seed.users.owner);
  const settled = OWNER_LEDGER.filter((l) => (l.status ?? 'success') === 'success');
  let balance = owner.diamonds - settled.reduce((sum, l) => sum + l.diamonds, 0);
  OWNER_LEDGER.forEach((line, index) => {
    const status = line.status ?? 'success';
    if (status === 'success') balance += line.diamonds;
    if (balance < 0) throw new Error('seed: the owner ledger goes below zero');
    const stepsBack = OWNER_LEDGER.length - 1 - index;
    const at = now - 3 * HOUR - stepsBack * 36 * HOUR - intBetween(rng, 0, 300) * MINUTE;
    ledger.push({
      uid: owner.uid,
      tx: {
        id: transactionId++,
        type: line.type,
        diamonds: line.diamonds,
        balance_after: balance,
        status,
        note: line.note,
        counterparty: line.counterparty ? summary(user(line.counterparty)) : null,
        created_at: isoVN(at),
      },
    });
  });

  // ---- Rooms ----
  const rooms: Room[] = [
    {
      id: 301,
      uid: seed.rooms.live,
      name: 'Phòng trà Đêm Sài Gòn',
      description:
        'Nơi những giọng ca yêu nhạc xưa gặp nhau mỗi tối.\nQuy định: hát theo lượt, không chen mic, tôn trọng mọi người.\nLịch chủ đề: thứ Bảy Bolero, Chủ nhật Trịnh.',
      cover_url: '/sandbox/img/room-301-1200x630.svg',
      owner: summary(user('100004')),
      is_live: true,
      members_count: 1284,
      online_count: 37,
      current_song: { name: 'Tháng tư là lời nói dối của em', artist: 'Hà Anh Tuấn' },
      top_members: ['100010', '100001', '100005', '100008', '100002'].map((uid) => summary(user(uid))),
    },
    {
      id: 302,
      uid: seed.rooms.offline,
      name: 'Hội Bolero Miền Tây',
      description: 'Bolero, cải lương và dân ca Nam Bộ.\nMở phòng từ 20:00 đến 23:00 các ngày cuối tuần.',
      cover_url: null,
      owner: summary(user('100009')),
      is_live: false,
      members_count: 356,
      online_count: 0,
      current_song: null,
      top_members: ['100009', '100006', '100012'].map((uid) => summary(user(uid))),
    },
    {
      id: 303,
      uid: 'Rm5Tr1nh',
      name: 'Góc nhạc Trịnh',
      description: 'Chỉ hát nhạc Trịnh Công Sơn. Nhẹ nhàng, chậm rãi, không vội.',
      cover_url: '/sandbox/img/room-303-1200x630.svg',
      owner: summary(user('100002')),
      is_live: true,
      members_count: 742,
      online_count: 12,
      current_song: { name: 'Nối vòng tay lớn', artist: 'Trịnh Công Sơn' },
      top_members: ['100002', '100011', '100007'].map((uid) => summary(user(uid))),
    },
  ];

  // ---- The owner's year in review ----
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
      { ...summary(user('100010')), diamonds: 5200 },
      { ...summary(user('100004')), diamonds: 3100 },
      { ...summary(user('100005')), diamonds: 1800 },
    ],
    gifts_received: 342,
    diamonds_received: 12870,
    duets_count: 14,
    best_recording: audio ? toCard(audio) : null,
  });

  return {
    users,
    recordings,
    gifts,
    ledger,
    rooms,
    events,
    eventSongIds,
    eventRecordingIds,
    songs,
    reports: [],
    lookbacks,
    sessions: new Map(),
    idempotency: new Map(),
    nextId: { transaction: transactionId, song: 5001, report: 1 },
  };
};

export const toCard = (r: Recording): RecordingCard => ({
  id: r.id,
  uid: r.uid,
  title: r.title,
  artist: r.artist,
  cover_url: r.cover_url,
  owner: r.owner,
  views_count: r.views_count,
  likes_count: r.likes_count,
});

/** Best giver first; ties go to the one who sent more gifts, then by name. */
export const rankGifts = (rows: readonly GiftRow[], summaryOf: (uid: string) => UserSummary | null): GiftRank[] =>
  rows
    .map((row) => ({ row, user: summaryOf(row.from_uid) }))
    .filter((x): x is { row: GiftRow; user: UserSummary } => x.user !== null)
    .sort(
      (a, b) =>
        b.row.diamonds - a.row.diamonds ||
        b.row.gifts_count - a.row.gifts_count ||
        a.user.name.localeCompare(b.user.name, 'vi'),
    )
    .map((x, index) => ({ rank: index + 1, user: x.user, diamonds: x.row.diamonds, gifts_count: x.row.gifts_count }));
