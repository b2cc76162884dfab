import { CATALOGUE, songThumbnail } from '../data/songs';
import type { StoredSong } from './types';

/** The catalogue as stored songs: ids from 1 in table order, every seventh one without a thumbnail. */
export const buildSongs = (): StoredSong[] =>
  CATALOGUE.map((s, index) => {
    const id = index + 1;
    return {
      song: {
        id,
        name: s.name,
        artist: s.artist,
        thumbnail_url: id % 7 === 0 ? null : songThumbnail(id),
        duration_s: s.duration_s,
        source: s.source,
        status: 'ready',
      },
      uploader: null,
    };
  });
