import { createSlice } from '@reduxjs/toolkit';
import type { Page, Transaction } from '../../api/contract';

export interface TransactionHistoryState {
  page: Page<Transaction> | null;
}

const initialState: TransactionHistoryState = { page: null };

export const transactionHistorySlice = createSlice({
  name: 'transactionHistory',
  initialState,
  reducers: {},
});
