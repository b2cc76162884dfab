import { createSlice } from '@reduxjs/toolkit';
import type { Room } from '../../api/contract';

export interface RoomState {
  detail: Room | null;
}

const initialState: RoomState = { detail: null };

export const roomSlice = createSlice({
  name: 'room',
  initialState,
  reducers: {},
});
