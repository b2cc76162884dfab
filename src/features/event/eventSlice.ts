import { createSlice } from '@reduxjs/toolkit';
import type { KaraokeEvent, Page, RecordingCard, Song } from '../../api/contract';

export interface EventState {
  detail: KaraokeEvent | null;
  songs: Song[] | null;
  recordings: Page<RecordingCard> | null;
}

const initialState: EventState = { detail: null, songs: null, recordings: null };

export const eventSlice = createSlice({
  name: 'event',
  initialState,
  reducers: {},
});
