import type { Song } from '../../api/contract';

export type Theme =
  'christmas' | 'newyear' | 'tet' | 'valentine' | 'women' | 'country' | 'vulan' | 'midautumn' | 'halloween' | 'mother' | 'father' | 'pop';

interface CatalogueSong {
  name: string;
  artist: string;
  duration_s: number;
  source: Song['source'];
  themes: readonly Theme[];
}

/** The karaoke catalogue events draw their songs from; ids are 1-based positions. */
export const CATALOGUE: readonly CatalogueSong[] = [
  { name: 'Nơi này có anh', artist: 'Sơn Tùng M-TP', duration_s: 260, source: 'youtube', themes: ['pop', 'valentine'] },
  { name: 'Em của ngày hôm qua', artist: 'Sơn Tùng M-TP', duration_s: 228, source: 'youtube', themes: ['pop'] },
  { name: 'Hoa nở không màu', artist: 'Hoài Lâm', duration_s: 305, source: 'youtube', themes: ['pop'] },
  { name: 'Bèo dạt mây trôi', artist: 'Dân ca Bắc Bộ', duration_s: 212, source: 'video', themes: ['country', 'pop'] },
  { name: 'Có chàng trai viết lên cây', artist: 'Phan Mạnh Quỳnh', duration_s: 296, source: 'youtube', themes: ['pop', 'valentine'] },
  { name: 'Ánh nắng của anh', artist: 'Đức Phúc', duration_s: 248, source: 'youtube', themes: ['valentine', 'pop'] },
  { name: 'Tình yêu màu nắng', artist: 'Đoàn Thúy Trang, BigDaddy', duration_s: 222, source: 'youtube', themes: ['valentine'] },
  { name: 'Ngày đầu tiên', artist: 'Đức Phúc', duration_s: 236, source: 'youtube', themes: ['valentine', 'newyear'] },
  { name: 'Tháng tư là lời nói dối của em', artist: 'Hà Anh Tuấn', duration_s: 284, source: 'video', themes: ['pop', 'women'] },
  { name: 'Phía sau một cô gái', artist: 'Soobin Hoàng Sơn', duration_s: 270, source: 'youtube', themes: ['women', 'pop'] },
  { name: 'Để Mị nói cho mà nghe', artist: 'Hoàng Thùy Linh', duration_s: 218, source: 'youtube', themes: ['women', 'tet'] },
  { name: 'Bài thánh ca buồn', artist: 'Nguyễn Vũ', duration_s: 276, source: 'video', themes: ['christmas'] },
  { name: 'Jingle Bells', artist: 'James Lord Pierpont', duration_s: 132, source: 'youtube', themes: ['christmas'] },
  { name: 'Last Christmas', artist: 'Wham!', duration_s: 262, source: 'youtube', themes: ['christmas'] },
  { name: 'Happy New Year', artist: 'ABBA', duration_s: 263, source: 'youtube', themes: ['newyear'] },
  { name: 'Xuân đã về', artist: 'Minh Kỳ', duration_s: 198, source: 'video', themes: ['tet', 'newyear'] },
  { name: 'Ngày Tết quê em', artist: 'Từ Huy', duration_s: 205, source: 'video', themes: ['tet'] },
  { name: 'Mùa xuân ơi', artist: 'Nguyễn Ngọc Thiện', duration_s: 187, source: 'video', themes: ['tet'] },
  { name: 'Tết đong đầy', artist: 'Khoa, Kay Trần, Duck V', duration_s: 214, source: 'youtube', themes: ['tet', 'newyear'] },
  { name: 'Bông hồng cài áo', artist: 'Phạm Thế Mỹ', duration_s: 242, source: 'video', themes: ['vulan', 'mother'] },
  { name: 'Lòng mẹ', artist: 'Y Vân', duration_s: 251, source: 'video', themes: ['vulan', 'mother'] },
  { name: 'Mẹ yêu con', artist: 'Nguyễn Văn Tý', duration_s: 229, source: 'video', themes: ['mother', 'vulan', 'women'] },
  { name: 'Ba kể con nghe', artist: 'Nguyễn Văn Chung', duration_s: 203, source: 'youtube', themes: ['father'] },
  { name: 'Rước đèn tháng tám', artist: 'Đỗ Mạnh Thường', duration_s: 124, source: 'video', themes: ['midautumn'] },
  { name: 'Chiếc đèn ông sao', artist: 'Phạm Tuyên', duration_s: 118, source: 'video', themes: ['midautumn'] },
  { name: 'Việt Nam ơi', artist: 'Minh Beta', duration_s: 231, source: 'youtube', themes: ['country'] },
  { name: 'Tự nguyện', artist: 'Trương Quốc Khánh', duration_s: 240, source: 'video', themes: ['country'] },
  { name: 'Nối vòng tay lớn', artist: 'Trịnh Công Sơn', duration_s: 196, source: 'video', themes: ['country', 'newyear'] },
  { name: 'Thriller', artist: 'Michael Jackson', duration_s: 357, source: 'youtube', themes: ['halloween'] },
  { name: 'Ghen', artist: 'Khắc Hưng, Min, Erik', duration_s: 221, source: 'youtube', themes: ['halloween', 'pop'] },
  { name: 'Người lạ ơi', artist: 'Karik, Orange', duration_s: 247, source: 'youtube', themes: ['halloween', 'pop'] },
  { name: 'Sài Gòn đau lòng quá', artist: 'Hứa Kim Tuyền, Hoàng Duyên', duration_s: 308, source: 'youtube', themes: ['pop'] },
  { name: 'Như những phút ban đầu', artist: 'Hoài Lâm', duration_s: 289, source: 'video', themes: ['pop', 'father'] },
  { name: 'Trống cơm', artist: 'Dân ca Quan họ Bắc Ninh', duration_s: 176, source: 'video', themes: ['country', 'midautumn'] },
  { name: 'Lý cây đa', artist: 'Dân ca Quan họ Bắc Ninh', duration_s: 168, source: 'video', themes: ['country', 'tet'] },
  { name: 'Em gái mưa', artist: 'Mr. Siro', duration_s: 292, source: 'youtube', themes: ['pop', 'women'] },
];

export const songThumbnail = (id: number): string => `/sandbox/img/song-${id}-320x180.svg`;
