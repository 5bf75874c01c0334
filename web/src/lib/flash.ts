import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface Flash {
  id: number;
  level: 'success' | 'danger';
  message: string;
}

let nextId = 1;
export const FLASH_DURATION_MS = 3000;

/**
 * Flash messages: success by default, or danger; each disappears after 3 s. The same message while it is
 * still shown is not shown twice (several refused calls of one screen make one "no access").
 */
export const flashSlice = createSlice({
  name: 'flash',
  initialState: [] as Flash[],
  reducers: {
    flashShown: {
      reducer: (state, action: PayloadAction<Flash>) =>
        state.some((flash) => flash.message === action.payload.message && flash.level === action.payload.level)
          ? state
          : [...state, action.payload],
      prepare: (message: string, level: Flash['level'] = 'success') => ({ payload: { id: nextId++, message, level } }),
    },
    flashExpired: (state, action: PayloadAction<number>) => state.filter((flash) => flash.id !== action.payload),
  },
});

export const { flashShown, flashExpired } = flashSlice.actions;
