import type { CurrentUser } from '@rm/domain';
import type { RouteObject } from 'react-router';
import { askEarly } from '../lib/early-answers';
import { WEB_FEATURES } from './features';

/** The signed-in layout's code (every signed-in screen is inside it). */
export const loadSignedInShell = async () => (await import('./app-shell')).SignedInShell;

/**
 * (The router's own `matchPath` would bring React with it, which this script loads beside, not before.)
 * How well a route's path (`/audiences/:id/edit`, `/reference-data/:kind?`, `/x/*`) fits an address: null when it does not, and the
 * more of its parts are fixed words, the higher (as the router prefers `/audiences/new` to `/audiences/:id`).
 */
export function fit(path: string, pathname: string): number | null {
  const want = path.split('/').filter(Boolean);
  const have = pathname.split('/').filter(Boolean);
  let score = 0;
  for (const [index, part] of want.entries()) {
    if (part === '*') return score;
    const given = have[index];
    const optional = part.endsWith('?');
    if (given === undefined) {
      if (optional) continue;
      return null;
    }
    if (part.startsWith(':')) score += 1;
    else if (part.replace(/\?$/, '').toLowerCase() === decodeURIComponent(given).toLowerCase()) score += 2;
    else return null;
  }
  return have.length <= want.length ? score : null;
}

/** The route among these that the router would open for the address, if any. */
export function routeFor<R extends Pick<RouteObject, 'path'>>(routes: readonly R[], pathname: string): R | undefined {
  let best: { route: R; score: number } | undefined;
  for (const route of routes) {
    const score = route.path === undefined ? null : fit(route.path, pathname);
    if (score !== null && (!best || score > best.score)) best = { route, score };
  }
  return best?.route;
}

/**
 * Starts loading the screen the address opens as soon as the page's first script runs, beside React and
 * the app's code instead of after them (on a phone, each step after another is a round trip and more
 * before the first screen): its code, the signed-in layout's when the screen is inside it, and, once
 * `signedIn` tells who is signed in, the data it asks for first (`FeatureRoute.firstRequests`). The router
 * finds the code loaded or on its way, the screen's queries the answers; what is not guessed here they load
 * themselves, and a screen that fails to load here is left to them.
 */
export function startScreen(pathname: string, signedIn: Promise<Response | null>): void {
  const shown = routeFor(
    WEB_FEATURES.flatMap((feature) => feature.publicRoutes ?? []),
    pathname,
  );
  const screen = shown
    ? undefined
    : routeFor(
        WEB_FEATURES.flatMap((feature) => feature.routes ?? []),
        pathname,
      );
  if (!shown) loadSignedInShell().catch(() => undefined);
  const lazy = (shown ?? screen)?.lazy;
  if (typeof lazy === 'function') Promise.resolve(lazy()).catch(() => undefined);
  const firstRequests = screen?.firstRequests;
  if (firstRequests)
    signedIn
      .then(async (response) => {
        if (!response?.ok) return;
        const user = (await response.clone().json()) as CurrentUser;
        if (screen.allows && !screen.allows(user)) return;
        for (const path of firstRequests(user)) void askEarly(path);
      })
      .catch(() => undefined);
}
