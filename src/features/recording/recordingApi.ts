import { baseApi } from '../../api/baseApi';
import { recordingRequest } from '../../lib/routes';
import type { GiftRank, Recording } from '../../api/contract';

export const recordingApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    /** By the recording's public uid (the one in /recording/{id} links). */
    getRecording: build.query<Recording, string>({
      query: recordingRequest,
      providesTags: (_result, _error, uid) => [{ type: 'Recording', id: uid }],
    }),
    /** By `Recording.id` (the number, not the uid). */
    getGiftRanking: build.query<GiftRank[], number>({
      query: (recordingId) => ({ url: '/gifts/recording/top', params: { recording_id: recordingId } }),
      providesTags: (_result, _error, recordingId) => [{ type: 'GiftRanking', id: recordingId }],
    }),
  }),
});

export const { useGetRecordingQuery, useGetGiftRankingQuery } = recordingApi;
