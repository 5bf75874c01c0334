import type { CurrentUser } from '@rm/domain';
import { Navigate, Outlet, useOutletContext } from 'react-router';
import { WEB_FEATURES } from './features';
import { homeOf } from './home';

/** What the signed-in layout hands its screens. */
export interface ShellContext {
  user: CurrentUser;
}

/** The signed-in user's home (`/` and every unknown address lead there). */
export function HomeRedirect() {
  const { user } = useOutletContext<ShellContext>();
  return <Navigate to={homeOf(user, WEB_FEATURES)} replace />;
}

/** A screen only some roles may open: anyone else goes home, so that nobody meets a screen of refused calls. */
export function RequireAccess({ allows }: { allows: (user: CurrentUser) => boolean }) {
  const context = useOutletContext<ShellContext>();
  if (!allows(context.user)) return <Navigate to={homeOf(context.user, WEB_FEATURES)} replace />;
  return <Outlet context={context} />;
}
