import { auditLogChanged } from './audit/audit-feeds';
import { campaignsChanged } from './campaigns/campaign-feeds';
import { contactsChanged } from './contacts/contact-feeds';
import { offerBoardChanged } from './offers/offer-feeds';
import type { ChangeFeed } from './shared/change-feed';
import { unlocksChanged } from './unlocks/unlock-feeds';
import { companiesChanged, usersChanged } from './users/user-feeds';

/** Every read-model change the features declare: the gateway relays each, the web app refetches by each. */
export const CHANGE_FEEDS: readonly ChangeFeed[] = [offerBoardChanged, unlocksChanged, contactsChanged, campaignsChanged, usersChanged, companiesChanged, auditLogChanged];
