import { createApi } from '@reduxjs/toolkit/query/react';
import { baseQuery } from './baseQuery';

/**
 * The one API slice. It declares no endpoints: each feature injects its own (`overrideExisting:
 * 'throw'`, so a duplicated name fails loudly), and every tag type is declared here up front.
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: ['Recording', 'GiftRanking', 'User', 'Owner', 'Room', 'Event', 'Transactions', 'Lookback'],
  endpoints: () => ({}),
  // Every visit asks again: balances and histories must be current, and the store's detail keys
  // (CONTRACT.md) must describe the page on screen, not the last one fetched.
  refetchOnMountOrArgChange: true,
});
