import { auditFeature } from './audit/audit-contracts';
import { campaignsFeature } from './campaigns/campaign-contracts';
import { contactsFeature } from './contacts/contact-contracts';
import { offersFeature } from './offers/offer-contracts';
import { optionsFeature } from './options/option-contracts';
import { unlocksFeature } from './unlocks/unlock-contracts';
import { usersFeature } from './users/user-contracts';
import type { ApiFeature } from './shared/contract';

/**
 * Every feature of the HTTP API, in the order the documentation lists them: their names and descriptions
 * are the OpenAPI tags, their contracts the operations. A new feature is added here, once.
 */
export const API_FEATURES: readonly ApiFeature[] = [usersFeature, offersFeature, unlocksFeature, contactsFeature, campaignsFeature, optionsFeature, auditFeature];
