import type { CurrentUser } from '@rm/domain';
import type { AppDispatch } from './store';

/** The app's store and the signed-in user (asked for at start), set once when the app starts. */
let app: { dispatch: AppDispatch; currentUser: () => Promise<CurrentUser | undefined> } | undefined;

export function setPrefetchDispatch(dispatch: AppDispatch, currentUser: () => Promise<CurrentUser | undefined>): void {
  app = { dispatch, currentUser };
}

/**
 * A route loader that starts a screen's first requests as soon as its code has arrived, alongside the
 * signed-in layout's own (the current user), instead of after the layout has rendered: the screen then finds
 * them in flight or answered. The screen's requests get the current user, so that they ask only for what the
 * user may see. It waits for nothing (returns at once), so the screen renders as before.
 */
export const prefetching = (start: (dispatch: AppDispatch, user: CurrentUser | undefined) => void) => (): null => {
  if (app) {
    const { dispatch, currentUser } = app;
    void currentUser().then((user) => start(dispatch, user));
  }
  return null;
};
