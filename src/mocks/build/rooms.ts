// The rooms section: two live rooms and an offline one, all hand-written.
import type { Room } from '../../api/contract';
import { seed } from '../seed';
import { summary, type Seeding } from './users';

export const buildRooms = (seeding: Seeding): Room[] => [
  {
    id: 301,
    uid: seed.rooms.live,
    name: 'Phòng trà Đêm Sài Gòn',
    description:
      'Nơi những giọng ca yêu nhạc xưa gặp nhau mỗi tối.\nQuy định: hát theo lượt, không chen mic, tôn trọng mọi người.\nLịch chủ đề: thứ Bảy Bolero, Chủ nhật Trịnh.',
    cover_url: '/sandbox/img/room-301-1200x630.svg',
    owner: summary(seeding.user('100004')),
    is_live: true,
    members_count: 1284,
    online_count: 37,
    current_song: { name: 'Tháng tư là lời nói dối của em', artist: 'Hà Anh Tuấn' },
    top_members: ['100010', '100001', '100005', '100008', '100002'].map((uid) => summary(seeding.user(uid))),
  },
  {
    id: 302,
    uid: seed.rooms.offline,
    name: 'Hội Bolero Miền Tây',
    description: 'Bolero, cải lương và dân ca Nam Bộ.\nMở phòng từ 20:00 đến 23:00 các ngày cuối tuần.',
    cover_url: null,
    owner: summary(seeding.user('100009')),
    is_live: false,
    members_count: 356,
    online_count: 0,
    current_song: null,
    top_members: ['100009', '100006', '100012'].map((uid) => summary(seeding.user(uid))),
  },
  {
    id: 303,
    uid: 'Rm5Tr1nh',
    name: 'Góc nhạc Trịnh',
    description: 'Chỉ hát nhạc Trịnh Công Sơn. Nhẹ nhàng, chậm rãi, không vội.',
    cover_url: '/sandbox/img/room-303-1200x630.svg',
    owner: summary(seeding.user('100002')),
    is_live: true,
    members_count: 742,
    online_count: 12,
    current_song: { name: 'Nối vòng tay lớn', artist: 'Trịnh Công Sơn' },
    top_members: ['100002', '100011', '100007'].map((uid) => summary(seeding.user(uid))),
  },
];
