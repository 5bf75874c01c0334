import type { CurrentUser, RoleName } from '@rm/domain';
import type { WebFeature } from '../lib/feature';

/** Where a user no feature gives a home lands: their account (name, role, company, sign-out). */
export const ACCOUNT_PATH = '/account';

/** Whose home wins when a user has several roles: the widest area first. */
export const ROLE_PRECEDENCE: readonly RoleName[] = ['admin', 'business-owner', 'business', 'contact'];

/** The screen a signed-in user lands on: the home a feature gives their first role (by precedence), else the account page. */
export function homeOf(user: CurrentUser, features: readonly WebFeature[]): string {
  for (const role of ROLE_PRECEDENCE) {
    if (!user.roles.some((r) => r.name === role)) continue;
    const home = features.map((feature) => feature.homes?.[role]).find((path) => path !== undefined);
    if (home) return home;
  }
  return ACCOUNT_PATH;
}
