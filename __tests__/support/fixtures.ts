// Request bodies the sandbox accepts, one per mutation.
import { seed } from '../../src/mocks/db';

export const validBodies = {
  recharge: { uid: seed.users.owner, package_id: 'goi-100', diamonds: 100, price_vnd: 20_000 },
  bankRecharge: { uid: seed.users.owner, diamonds: 500, price_vnd: 100_000, transfer_content: 'HATVUI 100001' },
  bankIdRecharge: {
    uid: seed.users.other,
    bank_id: 'vcb',
    diamonds: 500,
    price_vnd: 100_000,
    transfer_content: 'HATVUI 100002',
  },
  transfer: { receiver_uid: seed.users.other, diamonds: 10, note: 'Chúc mừng sinh nhật!\nHát hay lắm.' },
  uploadYoutubeSong: {
    youtube_url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    video_id: 'dQw4w9WgXcQ',
    name: 'Nối vòng tay lớn',
    artist: 'Trịnh Công Sơn',
  },
  reportContent: {
    target_type: 'recording',
    target_id: seed.recordings.audio.uid,
    reason: 'spam',
    description: 'Quảng cáo lặp lại trong phần bình luận.',
    contact_email: 'nguoidung@example.com',
  },
} as const;

/** Video-upload fields the sandbox accepts; Blobs, since jsdom's File does not mix with Node's FormData. */
export const videoFields = (overrides: { video?: Blob; thumbnail?: Blob } = {}) => ({
  video: overrides.video ?? new Blob([new Uint8Array(2048)], { type: 'video/mp4' }),
  thumbnail: overrides.thumbnail ?? new Blob([new Uint8Array(256)], { type: 'image/png' }),
  name: 'Diễm xưa',
  artist: 'Trịnh Công Sơn',
});
