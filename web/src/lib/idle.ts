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

/** Whether none of the app's requests for data is on its way. */
const nothingLoading = (state: RootState): boolean =>
  Object.values(state.api.queries).every((query) => query?.status !== QueryStatus.pending);

/** However long a screen's requests take, what waits for them comes after this long at the latest. */
export const AFTER_SCREEN_AT_MOST_MS = 3000;

/**
 * Whether the screen's own requests have been answered and the browser has been idle since (or
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
  useEffect(() => (ready || !settled ? undefined : whenIdle(() => setReady(true))), [ready, settled]);
  return ready;
}
