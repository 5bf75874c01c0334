import { createBrowserRouter, type RouteObject } from 'react-router';
import { HomeRedirect, RequireAccess } from './guards';
import { loadSignedInShell } from './early-screen';
import { WEB_FEATURES } from './features';

/** A feature's screen, behind its access rule where it has one. */
const guarded = ({ allows, ...route }: NonNullable<(typeof WEB_FEATURES)[number]['routes']>[number]): RouteObject =>
  allows ? { element: <RequireAccess allows={allows} />, children: [route] } : route;

/** The features' screens: public ones on their own, the rest inside the signed-in layout; `/` is the user's home. */
/** The app's router; it starts at once on the page's address (its screen's loaders run). */
export const createAppRouter = () =>
  createBrowserRouter([
    ...WEB_FEATURES.flatMap((feature) => feature.publicRoutes ?? []),
    {
      // Loaded once signed in: the sign-in page does without the shell, its navigation and the realtime client.
      lazy: async () => ({ Component: await loadSignedInShell() }),
      children: [
        { path: '/', element: <HomeRedirect /> },
        // The landing page (`/`, public) sends the signed-in here, to their home.
        { path: '/home', element: <HomeRedirect /> },
        ...WEB_FEATURES.flatMap((feature) => feature.routes ?? []).map(guarded),
        { path: '*', element: <HomeRedirect /> },
      ],
    },
  ]);
