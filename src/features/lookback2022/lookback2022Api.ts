import { baseApi } from '../../api/baseApi';
import type { Lookback2022 } from '../../api/contract';

export const lookback2022Api = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    getLookback2022: build.query<Lookback2022, void>({
      query: () => ({ url: '/my/lookback2022', auth: true }),
      providesTags: ['Lookback'],
    }),
  }),
});

export const { useGetLookback2022Query } = lookback2022Api;
