/**
 * The query side: GET routes over the read models (paging, filters, company scoping), the audit trail,
 * and the /ws realtime gateway. Also the read-model lookups the composition lends to the command side.
 */
export { queryRoutes } from './query-routes';
export {
  potentialUnlocks,
  campaignOf,
  campaignStats,
  campaignOffersGraph,
  campaignRejectionReasons,
  conversionReport,
  campaignRoi,
  dashboardCampaigns,
  dashboardPlayers,
  profileVisits,
  replacementReasons,
  transactionRevenueMonthly,
} from './analytics/report-queries';
export type { QueryRoutesOptions, StoredFiles } from './shared/query-context';
export { wsGateway, SESSION_ENDED_CLOSE_CODE } from './realtime/ws-gateway';
export type { WsGatewayOptions } from './realtime/ws-gateway';
export { mayListen } from './realtime/channels';
export { createPresence } from './realtime/presence';
export type { Presence, PresenceStatus } from './realtime/presence';
export {
  chatContactFor,
  chatContactRecord,
  chatContacts,
  chatMessage,
  chatMessageRef,
  chatUnlocked,
  chatUnlockedBy,
  contactIdByPhone,
  lastOutgoingCompany,
  unreadChatMessages,
} from './chat/chat-queries';
export { chatViewerOf } from './chat/chat-routes';
export { loadAuthUser, accountByEmail, isEmployerOf, readCompany } from './users/user-queries';
export { readOfferCard, offerOfContactInCampaign, listOffers } from './offers/offer-queries';
export { readUnlockedContact } from './unlocks/unlock-queries';
export { employerUnlockedContact } from './unlocked-contacts/unlocked-contact-queries';
export {
  dueTaskReminders,
  readTask,
  referenceItemKind,
  taskStatusByIdentifier,
  timelineEntry,
  timelineStats,
} from './timeline/timeline-queries';
export { listContacts, readContact } from './contacts/contact-queries';
export type { ContactFilters } from './contacts/contact-queries';
export { campaignAudienceCandidates } from './campaigns/campaign-queries';
export {
  audienceCandidateCounts,
  countPotentialContacts,
  potentialContactPlaces,
  postalPlace,
  postalPlacesStartingWith,
  readAudience,
  type RadiusCriteria,
} from './audiences/audience-queries';
export {
  readPrivacyPerson,
  readPrivacyRecord,
  readSubjectStreams,
  readAccessLog,
  contactOfUser,
  restrictionCandidates,
  retentionCandidates,
  namesOf,
  purgeAccessLog,
} from './privacy/privacy-queries';
export type { PrivacyPerson } from './privacy/privacy-queries';
export { referenceItem, managedUsers } from './reference-data/reference-data-queries';
export { transactionCompany } from './companies/company-queries';
export { companyHasUnlocked } from './employer-settings/employer-settings-queries';
export { reminderTargetOffers } from './super-actions/super-action-queries';
export { localCrmDirectory } from './companies/crm-directory';
export type { CrmDirectory } from './companies/crm-directory';
export { readCandidateProfile } from './candidate-profile/candidate-profile-queries';
export { commentSubject, readComment } from './comments/comment-queries';
export { countKnownContacts, readNotification } from './notifications/notification-queries';
export { hadOfferFrom, publicEmployerExists, reviewQuestionIds, reviewQuestionIdsByType } from './reviews/review-queries';
export { searchJobs, type JobSearch } from './public-site/public-site-queries';
