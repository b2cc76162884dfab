import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { HistoryFilter } from '../../api/contract';

interface GlobalState {
  /** Page size of every paged list (SPEC.md §9). */
  perPage: number;
  filter: HistoryFilter;
}

const initialState: GlobalState = { perPage: 15, filter: 'all' };

export const globalSlice = createSlice({
  name: 'global',
  initialState,
  reducers: {
    filterChosen: (state, action: PayloadAction<HistoryFilter>) => {
      state.filter = action.payload;
    },
  },
  selectors: {
    selectPerPage: (state) => state.perPage,
    selectFilter: (state) => state.filter,
  },
});

export const { filterChosen } = globalSlice.actions;
export const { selectPerPage, selectFilter } = globalSlice.selectors;
