import type { Owner, Song } from '../../api/contract';
import { songThumbnail } from '../data/songs';
import { db } from '../db';
import { authedPostForm, authedPostJson, invalid, isFileLike } from '../http';
import { asFields, text } from '../validate';

const MB = 1024 * 1024;
const MAX_VIDEO_BYTES = 500 * MB;
const MAX_THUMBNAIL_BYTES = 5 * MB;
const YOUTUBE_HOSTS = ['youtube.com', 'www.youtube.com', 'm.youtube.com', 'music.youtube.com', 'youtu.be'];

const nameAndArtist = (name: unknown, artist: unknown) => ({
  name: text(name, { label: 'Tên bài hát', max: 100 }),
  artist: text(artist, { label: 'Tên ca sĩ', max: 100 }),
});

/**
 * A file part. The declared type is checked only when the browser sent one: some platforms send an
 * empty type for files they do not recognise.
 */
const filePart = (value: FormDataEntryValue | null, label: string, kind: 'video' | 'image', maxBytes: number): Blob => {
  if (!isFileLike(value)) throw invalid(`Thiếu tệp ${label}.`);
  if (value.size === 0) throw invalid(`Tệp ${label} đang trống.`);
  if (value.size > maxBytes) throw invalid(`Tệp ${label} vượt quá ${Math.round(maxBytes / MB)} MB.`);
  if (value.type && !value.type.startsWith(`${kind}/`)) {
    throw invalid(kind === 'video' ? `Tệp ${label} phải là video.` : `Tệp ${label} phải là ảnh.`);
  }
  return value;
};

const formText = (value: FormDataEntryValue | null): string | undefined => (typeof value === 'string' ? value : undefined);

const store = (uploader: Owner, song: Omit<Song, 'id' | 'thumbnail_url'>): Song => {
  const id = db.nextId.song++;
  const stored: Song = { id, ...song, thumbnail_url: songThumbnail(id) };
  db.songs.push({ song: stored, uploader: uploader.uid });
  return stored;
};

export const songHandlers = [
  authedPostForm('/songs/uploadVideoSong', ({ body: form, user }): Song => {
    filePart(form.get('video'), 'video', 'video', MAX_VIDEO_BYTES);
    filePart(form.get('thumbnail'), 'ảnh bìa (thumbnail)', 'image', MAX_THUMBNAIL_BYTES);
    const { name, artist } = nameAndArtist(formText(form.get('name')), formText(form.get('artist')));
    // Transcoding happens later on the real server; the song stays "processing" until then.
    return store(user, { name, artist, duration_s: 0, source: 'video', status: 'processing' });
  }),

  authedPostJson('/songs/uploadYoutubeSong', ({ body, user }): Song => {
    const fields = asFields(body);
    const youtubeUrl = text(fields.youtube_url, { label: 'Đường dẫn YouTube', max: 500 });
    const videoId = text(fields.video_id, { label: 'Mã video (video_id)' });
    if (!/^[A-Za-z0-9_-]{11}$/.test(videoId)) throw invalid('Mã video YouTube phải gồm đúng 11 ký tự chữ, số, "-" hoặc "_".');
    let host: string;
    try {
      host = new URL(youtubeUrl).hostname.toLowerCase();
    } catch {
      throw invalid('Đường dẫn YouTube không hợp lệ.');
    }
    if (!YOUTUBE_HOSTS.includes(host)) throw invalid('Đường dẫn phải là một video trên YouTube.');
    if (!youtubeUrl.includes(videoId)) throw invalid('Đường dẫn YouTube không khớp với mã video.');
    const { name, artist } = nameAndArtist(fields.name, fields.artist);
    return store(user, { name, artist, duration_s: 0, source: 'youtube', status: 'processing' });
  }),
];
