import type { Projection } from '../runner/projection';
import { auditLogProjection } from './audit-log/audit-log';
import { campaignsProjection } from './campaigns/campaigns';
import { contactsProjection } from './contacts/contacts';
import { offerBoardProjection } from './offer-board/offer-board';
import { unlocksProjection } from './unlocks/unlocks';
import { usersProjection } from './users/users';

/** Every read model the product serves. */
export const allProjections: readonly Projection[] = [
  usersProjection,
  contactsProjection,
  campaignsProjection,
  offerBoardProjection,
  unlocksProjection,
  auditLogProjection,
];

/** The projection with this name (as the CLI takes it), if any. */
export function projectionNamed(name: string): Projection | undefined {
  return allProjections.find((projection) => projection.name === name);
}
