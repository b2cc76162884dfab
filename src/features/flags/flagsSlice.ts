import { createSlice } from '@reduxjs/toolkit';
export interface FlagsState {
  recharge: boolean;
  bankRecharge: boolean;
  bankIdRecharge: boolean;
  transfer: boolean;
  uploadVideoSong: boolean;
  uploadYoutubeSong: boolean;
  reportViolation: boolean;
}

const initialState: FlagsState = {
  recharge: false,
  bankRecharge: false,
  bankIdRecharge: false,
  transfer: false,
  uploadVideoSong: false,
  uploadYoutubeSong: false,
  reportViolation: false,
};

export const flagsSlice = createSlice({
  name: 'flags',
  initialState,
  reducers: {},
});
