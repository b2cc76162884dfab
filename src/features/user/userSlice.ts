import { createSlice } from '@reduxjs/toolkit';
import type { Owner, User } from '../../api/contract';

export interface UserState {
  /** The viewed user, by uid. */
  detail: User | null;
  /** The signed-in user. */
  owner: Owner | null;
}

const initialState: UserState = { detail: null, owner: null };

export const userSlice = createSlice({
  name: 'user',
  initialState,
  reducers: {},
});
