import { createSlice, isAnyOf } from '@reduxjs/toolkit';
import type { Page, Transaction } from '../../api/contract';
import { isRealFailure } from '../../api/apiHelpers';
import { sessionExpired, signedOut } from '../auth/authSlice';
import { transactionHistoryApi } from './transactionHistoryApi';

interface TransactionHistoryState {
  page: Page<Transaction> | null;
}

const initialState: TransactionHistoryState = { page: null };

export const transactionHistorySlice = createSlice({
  name: 'transactionHistory',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addMatcher(transactionHistoryApi.endpoints.getTransactionHistory.matchFulfilled, (state, { payload }) => {
        state.page = payload;
      })
      .addMatcher(transactionHistoryApi.endpoints.getTransactionHistory.matchRejected, (state, action) => {
        if (isRealFailure(action)) state.page = null;
      })
      // Private to the person who was signed in: gone with their session.
      .addMatcher(isAnyOf(signedOut, sessionExpired), (state) => {
        state.page = null;
      });
  },
  selectors: {
    selectTransactionPage: (state) => state.page,
  },
});

export const { selectTransactionPage } = transactionHistorySlice.selectors;
