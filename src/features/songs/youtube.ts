// YouTube links in the forms people paste them in, reduced to the 11-character video id. Pure.

export const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;

export type YoutubeLinkProblem = 'empty' | 'not_link' | 'not_youtube' | 'no_video' | 'bad_id';

export type YoutubeLink =
  | { ok: true; videoId: string; /** The canonical watch URL: what is sent as `youtube_url`. */ url: string }
  | { ok: false; problem: YoutubeLinkProblem; message: string };

export const YOUTUBE_LINK_MESSAGES: Record<YoutubeLinkProblem, string> = {
  empty: 'Hãy dán đường dẫn video YouTube.',
  not_link: 'Đây chưa phải một đường dẫn. Hãy dán đường dẫn video, ví dụ https://youtu.be/… hoặc youtube.com/watch?v=…',
  not_youtube: 'Chỉ nhận đường dẫn của YouTube (youtube.com hoặc youtu.be).',
  no_video: 'Đường dẫn này không trỏ tới một video cụ thể. Hãy mở video trên YouTube rồi sao chép đường dẫn của nó.',
  bad_id: 'Mã video trong đường dẫn không đúng: mã video YouTube gồm đúng 11 ký tự. Hãy sao chép lại đường dẫn.',
};

const WATCH_HOSTS = ['youtube.com', 'www.youtube.com', 'm.youtube.com', 'music.youtube.com'];
const NOCOOKIE_HOSTS = ['youtube-nocookie.com', 'www.youtube-nocookie.com'];
const SHORT_HOST = 'youtu.be';
/** Paths whose next segment is the id: /shorts/<id>, /embed/<id>, /live/<id>, /v/<id>. */
const ID_SEGMENT_PATHS = ['shorts', 'embed', 'live', 'v'];

export const canonicalYoutubeUrl = (videoId: string): string => `https://www.youtube.com/watch?v=${videoId}`;

/** The public thumbnail of a video (16:9 inside a 480×360 frame). */
export const youtubeThumbnailUrl = (videoId: string): string => `https://i.ytimg.com/vi/${videoId}/hqdefault.jpg`;

const fail = (problem: YoutubeLinkProblem): YoutubeLink => ({ ok: false, problem, message: YOUTUBE_LINK_MESSAGES[problem] });

const withId = (candidate: string | null | undefined): YoutubeLink => {
  if (!candidate) return fail('no_video');
  return YOUTUBE_ID.test(candidate) ? { ok: true, videoId: candidate, url: canonicalYoutubeUrl(candidate) } : fail('bad_id');
};

/** The path's segments without empty ones ("/shorts/abc/" → ["shorts", "abc"]). */
const segments = (pathname: string): string[] => pathname.split('/').filter(Boolean);

/**
 * Reads a link as pasted: with or without a scheme (http or https only), `www.`, `m.` or `music.`,
 * `watch?v=`, `youtu.be/`, `shorts/`, `embed/`, `live/`, and any extra parameters (`t`, `si`, `list`...).
 * Anything else is refused with the reason, in Vietnamese.
 */
export const parseYoutubeLink = (input: string): YoutubeLink => {
  const text = input.trim();
  if (!text) return fail('empty');
  if (/\s/.test(text)) return fail('not_link');

  let href: string;
  if (/^https?:\/\//i.test(text)) href = text;
  else if (text.startsWith('//')) href = `https:${text}`;
  // Any other scheme (javascript:, data:, ftp:...) is refused; "host:port" is not a scheme.
  else if (/^[a-z][a-z0-9+.-]*:(?!\d)/i.test(text)) return fail('not_youtube');
  else href = `https://${text}`;

  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return fail('not_link');
  }
  if (!url.hostname.includes('.')) return fail('not_link');
  if (url.username || url.password || url.port) return fail('not_youtube');

  const host = url.hostname.toLowerCase();
  const parts = segments(url.pathname);

  if (host === SHORT_HOST) {
    if (parts.length !== 1) return fail(parts.length === 0 ? 'no_video' : 'bad_id');
    return withId(parts[0]);
  }
  if (NOCOOKIE_HOSTS.includes(host)) {
    if (parts[0] !== 'embed') return fail('no_video');
    return parts.length === 2 ? withId(parts[1]) : fail(parts.length < 2 ? 'no_video' : 'bad_id');
  }
  if (!WATCH_HOSTS.includes(host)) return fail('not_youtube');

  if (parts.length === 1 && parts[0] === 'watch') return withId(url.searchParams.get('v'));
  const [first, second, ...rest] = parts;
  if (first && ID_SEGMENT_PATHS.includes(first)) {
    if (rest.length > 0) return fail('bad_id');
    return withId(second);
  }
  return fail('no_video');
};
