import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface Flash {
  id: number;
  level: 'success' | 'danger';
  message: string;
}

let nextId = 1;
export const FLASH_DURATION_MS = 3000;

/** Flash messages: success by default, or danger; each disappears after 3 s. */
export const flashSlice = createSlice({
  name: 'flash',
  initialState: [] as Flash[],
  reducers: {
    flashShown: {
      reducer: (state, action: PayloadAction<Flash>) => [...state, action.payload],
      prepare: (message: string, level: Flash['level'] = 'success') => ({ payload: { id: nextId++, message, level } }),
    },
    flashExpired: (state, action: PayloadAction<number>) => state.filter((flash) => flash.id !== action.payload),
  },
});

export const { flashShown, flashExpired } = flashSlice.actions;
