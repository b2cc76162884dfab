import { baseApi } from '../../api/baseApi';
import { userByUidRequest } from '../../lib/routes';
import type { Owner, User } from '../../api/contract';

export const userApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    getUserByUid: build.query<User, string>({
      query: userByUidRequest,
      providesTags: (_result, _error, uid) => [{ type: 'User', id: uid }],
    }),
    /** The signed-in user, with e-mail and balance. */
    getOwner: build.query<Owner, void>({
      query: () => ({ url: '/users/owner', auth: true }),
      providesTags: ['Owner'],
    }),
  }),
});

export const { useGetUserByUidQuery, useGetOwnerQuery } = userApi;
