import { baseApi } from '../../api/baseApi';
import type { HistoryFilter, Page, Transaction } from '../../api/contract';

export interface TransactionHistoryArgs {
  page: number;
  /** `all` when absent. */
  filter?: HistoryFilter;
}

export const transactionHistoryApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    getTransactionHistory: build.query<Page<Transaction>, TransactionHistoryArgs>({
      // `all` is the server's default, so the plain call stays exactly `?page={n}` (CONTRACT.md).
      query: ({ page, filter = 'all' }) => ({
        url: '/diamonds/transaction-history',
        params: { page, filter: filter === 'all' ? undefined : filter },
        auth: true,
      }),
      providesTags: ['Transactions'],
    }),
  }),
});

export const { useGetTransactionHistoryQuery } = transactionHistoryApi;
