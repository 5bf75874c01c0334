import { useEffect, useState } from 'react';
import { QueryStatus } from '@reduxjs/toolkit/query';
import { useAppSelector, type RootState } from './store';

/**
 * Runs `then` once the browser has nothing more pressing to do (at the latest after 2 s; without
 * `requestIdleCallback`, after the current work); returns its cancel.
 */
export function whenIdle(then: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(then, { timeout: 2000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(then, 1);
  return () => clearTimeout(id);
}

/**
 * Runs `then` once the browser has painted its next frame (a task after the frame's animation callbacks,
 * which come just before its paint; without `requestAnimationFrame`, after the current work); returns its cancel.
 */
export function afterNextPaint(then: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  if (typeof requestAnimationFrame !== 'function') {
    timer = setTimeout(then, 0);
    return () => clearTimeout(timer);
  }
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(then, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    if (timer !== undefined) clearTimeout(timer);
  };
}

/** Whether none of the app's requests for data is on its way. */
const nothingLoading = (state: RootState): boolean =>
  Object.values(state.api.queries).every((query) => query?.status !== QueryStatus.pending);

/** However long a screen's requests take, what waits for them comes after this long at the latest. */
export const AFTER_SCREEN_AT_MOST_MS = 3000;

/**
 * Whether the screen's own requests have been answered and the browser has been idle and painted since (or
 * `AFTER_SCREEN_AT_MOST_MS` have passed): for what the layout shows beside a screen (the header's bell), so
 * that on a phone it comes after the screen's content and not in its way.
 */
export function useAfterScreen(): boolean {
  const settled = useAppSelector(nothingLoading);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (ready) return undefined;
    const timer = setTimeout(() => setReady(true), AFTER_SCREEN_AT_MOST_MS);
    return () => clearTimeout(timer);
  }, [ready]);
  // Idle, then painted: the screen's answers often commit in the idle period's frame, and what comes after the
  // screen should not start before that frame shows it (on a phone the screen's first paint came after the
  // bell's script had set off).
  useEffect(() => {
    if (ready || !settled) return undefined;
    let cancelPaint = (): void => undefined;
    const cancelIdle = whenIdle(() => {
      cancelPaint = afterNextPaint(() => setReady(true));
    });
    return () => {
      cancelIdle();
      cancelPaint();
    };
  }, [ready, settled]);
  return ready;
}
