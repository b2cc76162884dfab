/**
 * @jest-environment node
 */
import {
  checkArtist,
  checkVideoDuration,
  formatVideoLength,
  MAX_VIDEO_SECONDS,
  videoContainer,
  checkSongName,
  checkThumbnailFile,
  checkVideoFile,
  formatFileSize,
  MAX_THUMBNAIL_BYTES,
  MAX_VIDEO_BYTES,
  MB,
  validateVideoSong,
} from '../../../src/features/songs/validation';
import { cleanText, textLength } from '../../../src/lib/text';

/** A real File whose reported size is `size` (a 500 MB file is not built for a test). */
const fileOf = (name: string, type: string, size?: number): File => {
  const file = new File([new Uint8Array(64)], name, { type });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
};

describe('the video file', () => {
  it.each([
    ['bai-hat.mp4', 'video/mp4'],
    ['Bài hát.MOV', 'video/quicktime'],
    ['clip.webm', 'video/webm'],
    ['clip.webm', 'video/webm;codecs=vp8,opus'],
    ['quay-tu-may.mp4', ''],
  ])('accepts %s (%j)', (name, type) => {
    expect(checkVideoFile(fileOf(name, type))).toBeNull();
  });

  it.each([
    ['phim.avi', 'video/x-msvideo'],
    ['phim.mkv', 'video/x-matroska'],
    ['bai-hat.mp3', 'audio/mpeg'],
    ['anh.jpg', 'image/jpeg'],
    ['doi-ten.mp4', 'image/png'],
    ['doi-ten.mp4', 'application/pdf'],
    ['video.webm', 'audio/webm'],
    ['khong-duoi', 'video/mp4'],
    ['.mp4', 'video/mp4'],
    ['mp4', 'video/mp4'],
  ])('refuses %s (%j) by its type', (name, type) => {
    expect(checkVideoFile(fileOf(name, type))).toBe('Chỉ nhận video MP4, MOV hoặc WebM.');
  });

  it('asks for a file when none is chosen', () => {
    expect(checkVideoFile(null)).toBe('Hãy chọn tệp video của bài hát.');
  });

  it('takes up to 500 MB exactly, and says how heavy a larger file is', () => {
    expect(checkVideoFile(fileOf('a.mp4', 'video/mp4', MAX_VIDEO_BYTES))).toBeNull();
    expect(checkVideoFile(fileOf('a.mp4', 'video/mp4', MAX_VIDEO_BYTES + 1))).toMatch(/^Video tối đa 500 MB, tệp này nặng 500 MB\./);
    expect(checkVideoFile(fileOf('a.mp4', 'video/mp4', 612.34 * MB))).toBe('Video tối đa 500 MB, tệp này nặng 612,3 MB. Hãy chọn tệp nhỏ hơn.');
  });

  it('refuses an empty file', () => {
    expect(checkVideoFile(fileOf('a.mp4', 'video/mp4', 0))).toMatch(/không có dữ liệu/);
  });
});

describe('the thumbnail', () => {
  it.each([
    ['bia.jpg', 'image/jpeg'],
    ['bia.JPEG', 'image/jpeg'],
    ['bia.png', 'image/png'],
    ['bia.webp', 'image/webp'],
  ])('accepts %s', (name, type) => {
    expect(checkThumbnailFile(fileOf(name, type))).toBeNull();
  });

  it.each([
    ['bia.gif', 'image/gif'],
    ['bia.heic', 'image/heic'],
    ['bia.svg', 'image/svg+xml'],
    ['bia.png', 'image/svg+xml'],
    ['bia.pdf', 'application/pdf'],
    ['bia.jpg', 'video/mp4'],
  ])('refuses %s (%s)', (name, type) => {
    expect(checkThumbnailFile(fileOf(name, type))).toBe('Ảnh bìa phải là tệp JPG, PNG hoặc WebP.');
  });

  it('takes up to 5 MB', () => {
    expect(checkThumbnailFile(fileOf('a.png', 'image/png', MAX_THUMBNAIL_BYTES))).toBeNull();
    expect(checkThumbnailFile(fileOf('a.png', 'image/png', MAX_THUMBNAIL_BYTES + 1))).toMatch(/^Ảnh bìa tối đa 5 MB/);
    expect(checkThumbnailFile(fileOf('a.png', 'image/png', 7.25 * MB))).toMatch(/nặng 7,3 MB/);
  });
});

describe('file sizes in Vietnamese', () => {
  it.each([
    [512, '512 byte'],
    [2048, '2 KB'],
    [1536, '1,5 KB'],
    [5 * MB, '5 MB'],
    [1234.5 * MB, '1.234,5 MB'],
  ])('%d → %s', (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text);
  });
});

describe('song name and artist', () => {
  const hundred = 'a'.repeat(100);

  it('are required, after trimming', () => {
    expect(checkSongName('')).toBe('Hãy nhập tên bài hát.');
    expect(checkSongName('   \t ')).toBe('Hãy nhập tên bài hát.');
    expect(checkArtist(' ')).toBe('Hãy nhập tên ca sĩ.');
    expect(checkSongName(' Diễm xưa ')).toBeNull();
  });

  it('take at most 100 characters, spaces around them not counted', () => {
    expect(checkSongName(hundred)).toBeNull();
    expect(checkSongName(`  ${hundred}  `)).toBeNull();
    expect(checkSongName(`${hundred}b`)).toBe('Tên bài hát tối đa 100 ký tự (đang có 101).');
    expect(checkArtist('x'.repeat(1234))).toBe('Tên ca sĩ tối đa 100 ký tự (đang có 1.234).');
  });

  it('count characters as people do: an emoji or a decomposed "ế" is one', () => {
    expect(textLength('🎤'.repeat(100))).toBe(100);
    expect(checkSongName('🎤'.repeat(100))).toBeNull();
    const decomposed = 'e\u0302\u0301'; // e + circumflex + acute, as some keyboards type "ế"
    expect(textLength(decomposed.repeat(100))).toBe(100);
    expect(cleanText(` ${decomposed} `)).toBe('ế');
  });
});

describe('the whole video form', () => {
  const good = {
    video: fileOf('clip.webm', 'video/webm'),
    thumbnail: fileOf('bia.jpg', 'image/jpeg'),
    name: 'Diễm xưa',
    artist: 'Trịnh Công Sơn',
  };

  it('has no errors when everything is right', () => {
    expect(validateVideoSong(good)).toEqual({});
  });

  it('reports every problem at once', () => {
    expect(Object.keys(validateVideoSong({ video: null, thumbnail: null, name: '', artist: ' ' }))).toEqual(['video', 'thumbnail', 'name', 'artist']);
    expect(validateVideoSong({ ...good, thumbnail: fileOf('bia.gif', 'image/gif') })).toEqual({
      thumbnail: 'Ảnh bìa phải là tệp JPG, PNG hoặc WebP.',
    });
  });
});

/** Bytes from hex pairs, e.g. "1a 45 df a3". */
const hex = (text: string) => Uint8Array.from(text.split(/\s+/).map((pair) => parseInt(pair, 16)));
const utf8 = (text: string) => new TextEncoder().encode(text);

describe('what a file holds, from its first bytes', () => {
  it.each([
    // ftyp, size 0x18, major brand "isom": what most encoders and phones write.
    ['an MP4 (isom)', hex('00 00 00 18 66 74 79 70 69 73 6f 6d 00 00 02 00'), 'mp4'],
    ['an MP4 (mp42)', hex('00 00 00 1c 66 74 79 70 6d 70 34 32 00 00 00 01'), 'mp4'],
    // An iPhone's MOV: ftyp "qt  ".
    ['a QuickTime MOV', hex('00 00 00 14 66 74 79 70 71 74 20 20 00 00 00 00'), 'mp4'],
    // EBML header, DocType "webm" a few bytes later.
    ['a WebM', hex('1a 45 df a3 9f 42 86 81 01 42 f7 81'), 'webm'],
    ['a Matroska (MKV)', hex('1a 45 df a3 a3 42 86 81 01 42 f7 81'), 'webm'],
  ])('knows %s', (_name, head, container) => {
    expect(videoContainer(head)).toBe(container);
  });

  it.each([
    ['a text file', utf8('Lời bài hát: Diễm xưa\nMưa vẫn mưa bay')],
    ['a PNG image', hex('89 50 4e 47 0d 0a 1a 0a 00 00 00 0d')],
    ['a JPEG image', hex('ff d8 ff e0 00 10 4a 46 49 46 00 01')],
    ['an MP3 with ID3 tags', hex('49 44 33 04 00 00 00 00 00 00 00 00')],
    ['a PDF', utf8('%PDF-1.7\n%âãÏÓ')],
    ['zeros', new Uint8Array(12)],
    ['random bytes', hex('d3 07 9a 41 66 74 78 70 00 12 ff 01')],
    ['"ftyp" in the wrong place', hex('66 74 79 70 00 00 00 18 69 73 6f 6d')],
    ['an "ftyp" box of impossible size', hex('00 00 00 04 66 74 79 70 69 73 6f 6d')],
    ['a file too short to tell', hex('00 00 00 18 66 74')],
    ['an empty head', new Uint8Array(0)],
  ])('refuses %s', (_name, head) => {
    expect(videoContainer(head)).toBeNull();
  });
});

describe('the video’s length', () => {
  it('takes from a second to 30 minutes, and leaves an unknown length to the server', () => {
    expect(checkVideoDuration(1)).toBeNull();
    expect(checkVideoDuration(4 * 60 + 31)).toBeNull();
    expect(checkVideoDuration(MAX_VIDEO_SECONDS)).toBeNull();
    expect(checkVideoDuration(MAX_VIDEO_SECONDS + 0.4)).toBeNull();
    expect(checkVideoDuration(null)).toBeNull();
  });

  it('refuses an empty or too long video, saying how long it is', () => {
    expect(checkVideoDuration(0)).toBe('Video này dài chưa tới 1 giây. Hãy chọn video của cả bài hát.');
    expect(checkVideoDuration(0.4)).toMatch(/chưa tới 1 giây/);
    expect(checkVideoDuration(31 * 60 + 5)).toBe('Video dài tối đa 30 phút, video này dài 31 phút 5 giây. Hãy chọn video ngắn hơn.');
    expect(checkVideoDuration(2 * 3600 + 15 * 60)).toMatch(/video này dài 2 giờ 15 phút\./);
  });

  it.each([
    [45, '45 giây'],
    [60, '1 phút'],
    [1865, '31 phút 5 giây'],
    [3600, '1 giờ'],
    [3900, '1 giờ 5 phút'],
  ])('%d s reads "%s"', (seconds, text) => {
    expect(formatVideoLength(seconds)).toBe(text);
  });
});
