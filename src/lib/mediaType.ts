// The MIME type of a recording's media file, from its URL's extension, for link previews (og:audio:type,
// og:video:type). The API gives only "audio" or "video"; the app records AAC in MP4 and H.264 in MP4,
// so those are what an unknown extension is taken to be.

const BY_EXTENSION: Record<string, string> = {
  mp3: 'audio/mpeg',
  m4a: 'audio/mp4',
  aac: 'audio/aac',
  ogg: 'audio/ogg',
  opus: 'audio/ogg',
  wav: 'audio/wav',
  mp4: 'video/mp4',
  m4v: 'video/mp4',
  mov: 'video/quicktime',
  webm: 'video/webm',
};

export function mediaTypeOf(url: string, kind: 'audio' | 'video'): string {
  const extension = /\.([a-z0-9]+)(?:[?#]|$)/i.exec(url)?.[1]?.toLowerCase();
  const type = (extension && BY_EXTENSION[extension]) || `${kind}/mp4`;
  // The same containers hold sound alone: an audio recording in .mp4 or .webm is audio/mp4, audio/webm.
  return kind === 'audio' ? type.replace(/^video\/(mp4|webm)$/, 'audio/$1') : type;
}
