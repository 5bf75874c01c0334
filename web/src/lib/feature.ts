import type { CompanyUserPermission, CurrentUser, RoleName } from '@rm/domain';
import type { RouteObject } from 'react-router';
import type { FeatureSlotFillings } from '../components/feature-slots';

/** An entry of the signed-in navigation. */
export interface NavigationEntry {
  /** Message key of its label. */
  label: string;
  /** Where it leads, for this user. */
  to: (user: CurrentUser) => string;
  /** Whether it is the current page. */
  current: (pathname: string) => boolean;
  /** Who sees it (default: every signed-in user). */
  visibleTo?: (user: CurrentUser) => boolean;
}

/**
 * A screen inside the signed-in layout. `allows` says who may open it (default: every signed-in user): it
 * should admit exactly the roles the screen's calls admit, so that nobody meets a screen that only
 * answers "no access"; anyone else is sent to their home.
 */
export type FeatureRoute = RouteObject & {
  allows?: (user: CurrentUser) => boolean;
  /**
   * The addresses the screen asks for first, for this user (as its queries ask: path and query string),
   * where its loader prefetches them: the page's first script asks for them once it knows who is signed in,
   * beside the app's code, and the screen's queries take the answers (`lib/early-answers.ts`). A test holds
   * them to what the loader asks for.
   */
  firstRequests?: (user: CurrentUser) => string[];
};

/**
 * A feature of the web app as the app shell composes it: its screens, its navigation entries and the home
 * it gives roles (its messages are the files `messages/de.ts`, `en.ts`, `pl.ts` beside it, which
 * `app/catalogues` collects). The app lists its features once
 * (`app/features.ts`).
 */
export interface WebFeature {
  name: string;
  /** Screens inside the signed-in layout (loaded when first visited). */
  routes?: FeatureRoute[];
  /** Screens outside it (sign-in, public pages). */
  publicRoutes?: RouteObject[];
  navigation?: NavigationEntry[];
  /**
   * Where a role lands after sign-in when this feature is its area (`{ admin: '/pipeline' }`). One feature
   * per role (a test holds it); a role no feature claims lands on the account page.
   */
  homes?: Partial<Record<RoleName, string>>;
  /** What the feature shows in other features' screens (see `FeatureSlot`). */
  slots?: FeatureSlotFillings;
}

export const hasRole = (user: CurrentUser | undefined, role: RoleName): boolean => Boolean(user?.roles.some((r) => r.name === role));
export const isAdmin = (user: CurrentUser | undefined): boolean => hasRole(user, 'admin');
/** A user of a company (employer or business owner). */
export const isCompanyUser = (user: CurrentUser | undefined): boolean => Boolean(user?.company_id);
/**
 * Whether the user may use an area of the employer workspace (`COMPANY_USER_PERMISSIONS`): the server
 * lists the areas in the current user (every one for business-owners); a user it lists none for is not limited.
 */
export const can = (user: CurrentUser | undefined, permission: CompanyUserPermission): boolean =>
  Boolean(user) && (user?.permissions === undefined || user.permissions.includes(permission));
