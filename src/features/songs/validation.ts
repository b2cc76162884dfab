// Checks for the song upload forms, made in the browser before anything is sent. Pure functions of
// plain values (no DOM), so they can be tested with tables and property tests.

import { checkText, type TextRule } from '../../lib/text';
import { MB } from './uploadWait';

export { MB };
/** The same limits the server applies (CONTRACT.md: multipart `video` and `thumbnail`). */
export const MAX_VIDEO_BYTES = 500 * MB;
export const MAX_THUMBNAIL_BYTES = 5 * MB;
export const SONG_TEXT_MAX = 100;

/** What a check needs to know of a chosen file: a `File` fits. */
export interface FileFacts {
  name: string;
  type: string;
  size: number;
}

interface FileRule {
  extensions: readonly string[];
  types: readonly string[];
  maxBytes: number;
  /** For the `accept` attribute of the file input. */
  accept: string;
  messages: { missing: string; wrongType: string; tooLarge: (size: string) => string };
}

export const VIDEO_RULE: FileRule = {
  extensions: ['mp4', 'mov', 'webm'],
  types: ['video/mp4', 'video/quicktime', 'video/webm'],
  maxBytes: MAX_VIDEO_BYTES,
  accept: 'video/mp4,video/quicktime,video/webm,.mp4,.mov,.webm',
  messages: {
    missing: 'Hãy chọn tệp video của bài hát.',
    wrongType: 'Chỉ nhận video MP4, MOV hoặc WebM.',
    tooLarge: (size) => `Video tối đa 500 MB, tệp này nặng ${size}. Hãy chọn tệp nhỏ hơn.`,
  },
};

export const THUMBNAIL_RULE: FileRule = {
  extensions: ['jpg', 'jpeg', 'png', 'webp'],
  types: ['image/jpeg', 'image/png', 'image/webp'],
  maxBytes: MAX_THUMBNAIL_BYTES,
  accept: 'image/jpeg,image/png,image/webp,.jpg,.jpeg,.png,.webp',
  messages: {
    missing: 'Hãy chọn ảnh bìa (JPG, PNG hoặc WebP).',
    wrongType: 'Ảnh bìa phải là tệp JPG, PNG hoặc WebP.',
    tooLarge: (size) => `Ảnh bìa tối đa 5 MB, ảnh này nặng ${size}. Hãy chọn ảnh nhỏ hơn.`,
  },
};

const sizeNumber = new Intl.NumberFormat('vi-VN', { maximumFractionDigits: 1 });

/** 642_000_000 → "612,3 MB"; 2_048 → "2 KB". */
export const formatFileSize = (bytes: number): string => {
  if (bytes >= MB) return `${sizeNumber.format(bytes / MB)} MB`;
  if (bytes >= 1024) return `${sizeNumber.format(bytes / 1024)} KB`;
  return `${sizeNumber.format(bytes)} byte`;
};

export const fileExtension = (name: string): string => {
  const dot = name.lastIndexOf('.');
  return dot > 0 && dot < name.length - 1 ? name.slice(dot + 1).toLowerCase() : '';
};

/** "video/webm;codecs=vp8" → "video/webm". */
const baseType = (type: string): string => type.split(';')[0]!.trim().toLowerCase();

/**
 * Both the extension and the declared type must be allowed: the extension is what the server and the
 * person see, the type is what the browser detected. Some systems declare no type at all for a file
 * they do not know; then the extension alone decides, as on the server.
 */
const checkFile = (file: FileFacts | null, rule: FileRule): string | null => {
  if (!file) return rule.messages.missing;
  const type = baseType(file.type);
  if (!rule.extensions.includes(fileExtension(file.name)) || (type !== '' && !rule.types.includes(type))) {
    return rule.messages.wrongType;
  }
  if (file.size <= 0) return 'Tệp này không có dữ liệu. Hãy chọn tệp khác.';
  if (file.size > rule.maxBytes) return rule.messages.tooLarge(formatFileSize(file.size));
  return null;
};

export const checkVideoFile = (file: FileFacts | null) => checkFile(file, VIDEO_RULE);

/**
 * How long a song's video may be. Under a second there is nothing to sing (a still image saved as a
 * video); 30 minutes holds the longest medleys ("liên khúc") people sing, within the 500 MB limit.
 */
const MIN_VIDEO_SECONDS = 1;
export const MAX_VIDEO_SECONDS = 30 * 60;

/** Enough of a file's start to tell its container. */
export const VIDEO_HEAD_BYTES = 12;

export type VideoContainer = 'mp4' | 'webm';

const FTYP = [0x66, 0x74, 0x79, 0x70];
const EBML = [0x1a, 0x45, 0xdf, 0xa3];
const hasAt = (bytes: Uint8Array, offset: number, magic: readonly number[]) => magic.every((byte, i) => bytes[offset + i] === byte);

/**
 * The container a file's first bytes announce, whatever its name says: MP4 and MOV open with an
 * `ftyp` box (its 32-bit size, at least 8, then "ftyp"); WebM and Matroska with the EBML magic number.
 */
export const videoContainer = (head: Uint8Array): VideoContainer | null => {
  if (head.length >= 8 && hasAt(head, 4, FTYP)) {
    const boxSize = ((head[0]! << 24) | (head[1]! << 16) | (head[2]! << 8) | head[3]!) >>> 0;
    return boxSize >= 8 ? 'mp4' : null;
  }
  return head.length >= 4 && hasAt(head, 0, EBML) ? 'webm' : null;
};

export const VIDEO_CONTENT_MESSAGES = {
  notVideo: (extension: string) =>
    `Tệp này không phải là video${extension ? `, dù tên có đuôi .${extension}` : ''}. Hãy chọn đúng tệp video MP4, MOV hoặc WebM.`,
  unopenable: 'Không mở được tệp này. Hãy chọn lại tệp video.',
  unreadable: 'Không đọc được video này: tệp có thể bị hỏng, hoặc trình duyệt không giải mã được. Hãy chọn video khác.',
  slow: 'Đọc video này quá lâu nên chưa kiểm tra được. Hãy chọn lại tệp, hoặc chọn video khác.',
  checking: 'Đang kiểm tra video, chờ vài giây rồi bấm “Tải lên” lại.',
} as const;

/** 1865 → "31 phút 5 giây"; 3900 → "1 giờ 5 phút". */
export const formatVideoLength = (seconds: number): string => {
  const total = Math.max(0, Math.round(seconds));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const rest = total % 60;
  if (hours > 0) return minutes > 0 ? `${hours} giờ ${minutes} phút` : `${hours} giờ`;
  if (minutes > 0) return rest > 0 ? `${minutes} phút ${rest} giây` : `${minutes} phút`;
  return `${rest} giây`;
};

/** The video's length against the stated limits; an unknown length (null) is left to the server. */
export const checkVideoDuration = (seconds: number | null): string | null => {
  if (seconds === null) return null;
  if (seconds < MIN_VIDEO_SECONDS) return 'Video này dài chưa tới 1 giây. Hãy chọn video của cả bài hát.';
  if (Math.round(seconds) > MAX_VIDEO_SECONDS) {
    return `Video dài tối đa 30 phút, video này dài ${formatVideoLength(seconds)}. Hãy chọn video ngắn hơn.`;
  }
  return null;
};
export const checkThumbnailFile = (file: FileFacts | null) => checkFile(file, THUMBNAIL_RULE);

const SONG_NAME_RULE: TextRule = { noun: 'tên bài hát', max: SONG_TEXT_MAX, required: true };
const ARTIST_RULE: TextRule = { noun: 'tên ca sĩ', max: SONG_TEXT_MAX, required: true };

export const checkSongName = (value: string) => checkText(value, SONG_NAME_RULE);
export const checkArtist = (value: string) => checkText(value, ARTIST_RULE);

export interface VideoSongDraft {
  video: FileFacts | null;
  /** The chosen image, or the frame captured from the video. */
  thumbnail: FileFacts | null;
  name: string;
  artist: string;
}

export type VideoSongErrors = Partial<Record<keyof VideoSongDraft, string>>;

/** Every problem of the video form at once, in the order of the fields on the page. */
export const validateVideoSong = (draft: VideoSongDraft): VideoSongErrors => {
  const errors: VideoSongErrors = {};
  const video = checkVideoFile(draft.video);
  if (video) errors.video = video;
  const thumbnail = checkThumbnailFile(draft.thumbnail);
  if (thumbnail) errors.thumbnail = thumbnail;
  const name = checkSongName(draft.name);
  if (name) errors.name = name;
  const artist = checkArtist(draft.artist);
  if (artist) errors.artist = artist;
  return errors;
};
