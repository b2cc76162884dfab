// The four hand-written recordings that tests and the e2e suite reach by their seed.ts ids.
import { seed } from '../seed';
import { DAY, HOUR, vnTime } from '../time';
import { comment, image, type RecordingDraft } from './recording';
import type { Seeding } from './users';

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

/** They come first, so they take the first comment and image ids. */
export const featuredRecordings = (seeding: Seeding): RecordingDraft[] => {
  const audioAt = vnTime('2022-09-14T21:05');
  const videoAt = vnTime('2023-06-02T20:30');
  const duetAt = vnTime('2024-02-13T22:10');
  return [
    {
      id: seed.recordings.audio.id,
      uid: seed.recordings.audio.uid,
      title: 'Bèo dạt mây trôi',
      artist: 'Dân ca Bắc Bộ',
      lyrics: BEO_DAT_MAY_TROI,
      media_type: 'audio',
      cover: true,
      duration_s: 212,
      owner: seeding.user(seed.users.owner),
      partner: null,
      views: 15420,
      likes: 2310,
      createdAt: audioAt,
      images: [image(seeding, 101, 1, 1080, 1350), image(seeding, 101, 2, 1080, 1080), image(seeding, 101, 3, 1280, 720)],
      comments: [
        comment(seeding, '100002', 'Giọng hát ngọt quá, nghe mãi không chán!', audioAt + 2 * HOUR),
        comment(
          seeding,
          '100003',
          'Đoạn điệp khúc lên cao mà vẫn nhẹ nhàng.\nChị tập bài này lâu chưa ạ?\nEm cũng muốn thử hát.',
          audioAt + 5 * HOUR,
        ),
        comment(seeding, '100004', '<script>alert(1)</script> đùa thôi, hát hay lắm 😄', audioAt + DAY),
        comment(seeding, '100005', 'Thả tim nè ❤️\n\nHẹn chị song ca một bài Quan họ nhé!', audioAt + 2 * DAY),
        comment(seeding, '100006', 'Nhạc nền hơi to so với giọng, còn lại 10 điểm.', audioAt + 3 * DAY),
        comment(seeding, '100001', 'Cảm ơn mọi người đã nghe ạ 🥰', audioAt + 3 * DAY + 4 * HOUR),
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
      owner: seeding.user('100004'),
      partner: null,
      views: 48210,
      likes: 6120,
      createdAt: videoAt,
      images: [],
      comments: [
        comment(seeding, '100008', '<b>Hay quá</b> trời ơi, quay ở đâu mà đẹp vậy anh?', videoAt + HOUR),
        comment(seeding, '100001', 'Nhảy cũng đỉnh luôn 👏', videoAt + 3 * HOUR),
        comment(seeding, '100011', 'Xem lần thứ 5 rồi mà vẫn chưa chán.', videoAt + DAY),
        comment(seeding, '100012', 'Anh ơi cho em xin bản beat với ạ.\nCảm ơn anh nhiều!', videoAt + 4 * DAY),
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
      owner: seeding.user('100005'),
      partner: seeding.user(seed.users.owner),
      views: 8730,
      likes: 1044,
      createdAt: duetAt,
      images: [image(seeding, 103, 1, 1080, 1080)],
      comments: [
        comment(seeding, '100007', 'Hai chị hòa giọng đẹp quá!', duetAt + 2 * HOUR),
        comment(seeding, '100010', 'Valentine mà nghe bài này thì hết ý.', duetAt + DAY),
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
      owner: seeding.user(seed.users.other),
      partner: null,
      views: 12,
      likes: 1,
      createdAt: vnTime('2025-03-03T09:15'),
      images: [],
      comments: [],
    },
  ];
};
