import {
  checkArtist,
  checkSongName,
  checkThumbnailFile,
  checkVideoFile,
  cleanText,
  formatFileSize,
  MAX_THUMBNAIL_BYTES,
  MAX_VIDEO_BYTES,
  MB,
  textLength,
  validateVideoSong,
} from '../../../src/features/songs/validation';

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
    expect(checkVideoFile(fileOf('a.mp4', 'video/mp4', 612.34 * MB))).toBe(
      'Video tối đa 500 MB, tệp này nặng 612,3 MB. Hãy chọn tệp nhỏ hơn.',
    );
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
    expect(Object.keys(validateVideoSong({ video: null, thumbnail: null, name: '', artist: ' ' }))).toEqual([
      'video',
      'thumbnail',
      'name',
      'artist',
    ]);
    expect(validateVideoSong({ ...good, thumbnail: fileOf('bia.gif', 'image/gif') })).toEqual({
      thumbnail: 'Ảnh bìa phải là tệp JPG, PNG hoặc WebP.',
    });
  });
});
