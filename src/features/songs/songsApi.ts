import { baseApi, signedOutFailure, tokenOf } from '../../api/baseApi';
import type { Song, VideoSongFields, YoutubeSongBody } from '../../api/contract';
import type { Confirmed } from '../../api/apiHelpers';
import { sendMultipart } from './sendMultipart';
import { serverSaveWaitMs } from './uploadWait';

/**
 * Video upload design. The upload is an ordinary mutation (same hook, same matchers, same flag as the
 * other calls) whose queryFn sends the form through XMLHttpRequest for its progress events. The files
 * and the progress callback travel in the argument, and that is where they stay: RTK Query 2 puts a
 * mutation's argument in its actions' `meta.arg` (which the serializability check skips) and in the
 * calling component's hook, never in the store's state, so no File or Blob enters the store (STYLE.md;
 * __tests__/features/songs checks it). The FormData is built here, at send time, for the same reason.
 */
export interface VideoSongUpload {
  fields: VideoSongFields;
  idempotencyKey: string;
  /** Share of the upload sent so far, from 0 to 1: for a progress bar in component state. */
  onProgress?: (fraction: number) => void;
}

const fileName = (file: File | Blob, fallback: string): string => ('name' in file && typeof file.name === 'string' && file.name) || fallback;

const videoSongForm = ({ video, thumbnail, name, artist }: VideoSongFields): FormData => {
  const form = new FormData();
  form.append('video', video, fileName(video, 'video'));
  form.append('thumbnail', thumbnail, fileName(thumbnail, 'thumbnail'));
  form.append('name', name);
  form.append('artist', artist);
  return form;
};

export const songsApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    uploadVideoSong: build.mutation<Song, VideoSongUpload>({
      async queryFn({ fields, idempotencyKey, onProgress }, api) {
        const token = tokenOf(api.getState());
        if (!token) return { error: signedOutFailure() };
        const result = await sendMultipart({
          url: '/songs/uploadVideoSong',
          form: videoSongForm(fields),
          token,
          idempotencyKey,
          store: api,
          signal: api.signal,
          onProgress,
          // After the last byte the server stores the video before it answers: minutes for a large one.
          answerTimeoutMs: serverSaveWaitMs(fields.video.size + fields.thumbnail.size),
        });
        return result.error ? { error: result.error } : { data: result.data as Song };
      },
    }),
    uploadYoutubeSong: build.mutation<Song, Confirmed<YoutubeSongBody>>({
      query: ({ body, idempotencyKey }) => ({
        url: '/songs/uploadYoutubeSong',
        method: 'POST',
        body,
        idempotencyKey,
        auth: true,
      }),
    }),
  }),
});

export const { useUploadVideoSongMutation, useUploadYoutubeSongMutation } = songsApi;
