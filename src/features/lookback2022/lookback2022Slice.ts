import { createSlice } from '@reduxjs/toolkit';
import type { Lookback2022 } from '../../api/contract';

export interface Lookback2022State {
  detail: Lookback2022 | null;
}

const initialState: Lookback2022State = { detail: null };

export const lookback2022Slice = createSlice({
  name: 'lookback2022',
  initialState,
  reducers: {},
});
