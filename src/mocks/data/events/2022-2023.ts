import type { EventSpec } from './spec';

/** Events that start in 2022 or 2023, oldest first. */
export const EVENTS_2022_2023: readonly EventSpec[] = [
  {
    slug: 'ngan-vang-don-giang-sinh',
    title: 'Ngân vang đón Giáng Sinh',
    start: '2022-12-10T00:00',
    end: '2022-12-25T23:59',
    theme: 'christmas',
    hashtag: 'NganVangGiangSinh',
    description:
      'Giáng Sinh đã gõ cửa! Cùng ngân vang những giai điệu an lành để gửi tặng người thương.\nBản thu được yêu thích nhất sẽ nhận quà từ ông già Noel Hát Vui.',
    tier: 2,
  },
  {
    slug: 'am-vang-chao-nam-moi-2023',
    title: 'Âm vang chào năm mới 2023',
    start: '2022-12-26T00:00',
    end: '2023-01-08T23:59',
    theme: 'newyear',
    hashtag: 'ChaoNamMoi2023',
    description:
      'Khép lại năm cũ, mở ra năm mới rộn ràng.\nHãy cất tiếng hát chào 2023 cùng cộng đồng Hát Vui!',
    tier: 2,
  },
  {
    slug: 'vui-xuan-don-tet-2023',
    title: 'Vui xuân đón Tết Quý Mão',
    start: '2023-01-09T00:00',
    end: '2023-02-05T23:59',
    theme: 'tet',
    hashtag: 'VuiXuanDonTet',
    description:
      'Tết Quý Mão đã về trên khắp mọi miền.\nThu một bài hát xuân, gửi lời chúc an khang đến gia đình và bạn bè.',
    tier: 3,
  },
  {
    slug: 'valentine-ngot-ngao',
    title: 'Valentine ngọt ngào',
    start: '2023-02-06T00:00',
    end: '2023-02-19T23:59',
    theme: 'valentine',
    hashtag: 'ValentineNgotNgao',
    description:
      'Có những lời yêu khó nói thành câu, vậy thì hãy hát lên.\nSong ca cùng một nửa của bạn để nhân đôi cơ hội nhận quà!',
    tier: 2,
  },
  {
    slug: 'loi-ca-tang-nang',
    title: 'Lời ca tặng nàng 8/3',
    start: '2023-03-01T00:00',
    end: '2023-03-12T23:59',
    theme: 'women',
    hashtag: 'LoiCaTangNang',
    description:
      'Nhân ngày Quốc tế Phụ nữ 8/3, gửi tặng mẹ, chị, em và người thương một bài hát thật ý nghĩa.',
    tier: 1,
  },
  {
    slug: 'dat-nuoc-loi-ru',
    title: 'Đất nước lời ru',
    start: '2023-04-20T00:00',
    end: '2023-05-03T23:59',
    theme: 'country',
    hashtag: 'DatNuocLoiRu',
    description:
      'Mừng Ngày Giải phóng miền Nam 30/4 và Quốc tế Lao động 1/5.\nCùng hát về quê hương, đất nước qua những giai điệu đi cùng năm tháng.',
    tier: 2,
  },
  {
    slug: 'vu-lan-mua-hieu-hanh-2023',
    title: 'Vu Lan mùa hiếu hạnh 2023',
    start: '2023-08-14T00:00',
    end: '2023-09-03T23:59',
    theme: 'vulan',
    hashtag: 'VuLanHieuHanh',
    description:
      'Tháng Bảy âm lịch, mùa báo hiếu.\nMột bông hồng cài áo, một lời ca dâng mẹ cha: hãy để tiếng hát nói thay lời cảm ơn.',
    tier: 2,
  },
  {
    slug: 'trung-thu-sum-vay-2023',
    title: 'Trung thu sum vầy 2023',
    start: '2023-09-18T00:00',
    end: '2023-10-01T23:59',
    theme: 'midautumn',
    hashtag: 'TrungThuSumVay',
    description:
      'Trăng rằm tháng Tám tròn đầy, cả nhà quây quần.\nRủ bé yêu cùng hát một bài Trung thu để nhận quà bánh nướng, bánh dẻo!',
    tier: 2,
  },
  {
    slug: 'happy-halloween',
    title: 'Happy Halloween',
    start: '2023-10-20T00:00',
    end: '2023-11-02T23:59',
    theme: 'halloween',
    hashtag: 'HalloweenHatVui',
    description:
      'Đêm hội hóa trang đã đến! Quay video hát kèm trang phục Halloween ấn tượng nhất của bạn.\nCàng “rùng rợn” càng nhiều lượt thích.',
    tier: 1,
  },
  {
    slug: 'giang-sinh-an-lanh',
    title: 'Giáng Sinh an lành',
    start: '2023-12-11T00:00',
    end: '2023-12-26T23:59',
    theme: 'christmas',
    hashtag: 'GiangSinhAnLanh',
    description:
      'Một mùa Giáng Sinh ấm áp, bình yên.\nHát một bài thánh ca hay một bản nhạc Noel vui nhộn để thắp sáng cây thông của Hát Vui.',
    tier: 2,
  },
  {
    slug: 'happy-new-year-2024',
    title: 'Happy New Year 2024',
    start: '2023-12-27T00:00',
    end: '2024-01-07T23:59',
    theme: 'newyear',
    hashtag: 'HappyNewYear2024',
    description: 'Đếm ngược đến 2024 bằng những ca khúc sôi động nhất!\nChúc mọi người một năm mới hát hay, sống vui.',
    tier: 2,
  },
];
