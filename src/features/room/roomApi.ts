import { baseApi } from '../../api/baseApi';
import { roomRequest } from '../../lib/routes';
import type { Room } from '../../api/contract';

export const roomApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    /** By the room's public uid (`is_uid=1` tells the server the id is a uid). */
    getRoom: build.query<Room, string>({
      query: roomRequest,
      providesTags: (_result, _error, uid) => [{ type: 'Room', id: uid }],
    }),
  }),
});

export const { useGetRoomQuery } = roomApi;
