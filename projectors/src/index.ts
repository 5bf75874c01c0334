/**
 * Projectors: read models built from the event log, each in its own PostgreSQL schema with one
 * checkpoint row, kept current by a runner (catch-up then live, checkpoint in the read-model
 * transaction, change notices on the bus after commit) and rebuilt without downtime.
 */
export type { Projection, ProjectionContext, Notice } from './runner/projection';
export { PROJECTIONS_RESYNC } from './runner/projection';
export { applyBatch, applyGroupBatch } from './runner/apply-batch';
export type { BatchResult, BatchTarget, GroupBatchResult } from './runner/apply-batch';
export { keepLeases, LEASE_LOCK_CLASS } from './runner/leases';
export type { LeaseKeeper, LeaseKeeperOptions } from './runner/leases';
export { CHECKPOINTS_TABLE, readCheckpoint } from './runner/checkpoints';
export { prepareProjection } from './runner/prepare-projection';
export type { PreparedProjection } from './runner/prepare-projection';
export { startProjector, startProjections } from './runner/runner';
export type { ProjectionProgress, ProjectorDependencies, ProjectorOptions, RunningProjector, RunningProjections } from './runner/runner';
export { projectionStatus, waitForProjections } from './runner/status';
export type { ProjectionStatus } from './runner/status';
export { rebuildProjection } from './runner/rebuild';
export { rewriteErasedReadModels, REWRITES_TABLE } from './runner/rewrite';
export type { RewriteDependencies, RewriteOutcome } from './runner/rewrite';
export { replay } from './runner/replay';
export { schemaContents } from './testing/schema-contents';
export type { RebuildDependencies, RebuildOptions, RebuildResult } from './runner/rebuild';

export { allProjections, projectionNamed } from './projections';

export { offerBoardProjection, OFFER_BOARD_CHANGED } from './offers/offer-board';
export type { OfferBoardChanged } from './offers/offer-board';
export { offerBoardTables, OFFER_BOARD_SCHEMA } from './offers/offer-board-schema';
export type {
  OfferBoardRow,
  OfferStageCountRow,
  OfferBoardCompanyRow,
  OfferBoardContactRow,
  OfferBoardCampaignRow,
  OfferBoardUserRow,
} from './offers/offer-board-schema';

export { rejectedOffersProjection } from './offers/rejected-offers';
export { rejectedOffersTables, REJECTED_OFFERS_SCHEMA } from './offers/rejected-offers-schema';
export type { RejectedOfferRow } from './offers/rejected-offers-schema';

export { contactsProjection, CONTACTS_CHANGED, offerCountOf } from './contacts/contacts';
export { contactsTables, CONTACTS_SCHEMA } from './contacts/contacts-schema';
export type { ContactRow, ContactOfferStageRow } from './contacts/contacts-schema';

export { campaignsProjection, CAMPAIGNS_CHANGED } from './campaigns/campaigns';
export { campaignsTables, CAMPAIGNS_SCHEMA, readPostalCodes, type PostalCodeRow } from './campaigns/campaigns-schema';
export type {
  CampaignRow,
  CampaignStatus,
  AudienceRow,
  CampaignCompanyRow,
  ContactLocationRow,
  CampaignUnlockRow,
} from './campaigns/campaigns-schema';

export { unlocksProjection, UNLOCKS_CHANGED } from './unlocks/unlocks';
export { timelineProjection } from './timeline/timeline';
export { chatProjection } from './chat/chat';
export { BACK_OFFICE_SIDE as CHAT_BACK_OFFICE_SIDE, chatTables, CHAT_SCHEMA } from './chat/chat-schema';
export { timelineTables, TIMELINE_SCHEMA } from './timeline/timeline-schema';
export { unlocksTables, UNLOCKS_SCHEMA } from './unlocks/unlocks-schema';
export type { UnlockedContactRow, UnlockContactRow, UnlockCampaignRow, UnlockUserRow } from './unlocks/unlocks-schema';

export { usersProjection, USERS_CHANGED, COMPANIES_CHANGED } from './users/users';
export { usersTables, USERS_SCHEMA } from './users/users-schema';
export { companyUserPermissionsProjection, permissionsTables, PERMISSIONS_SCHEMA } from './permissions/company-user-permissions';
export type { UserRow, CompanyRow, CompanyUserRow, ContactUserRow } from './users/users-schema';

export { auditLogProjection, AUDIT_LOG_CHANGED } from './audit/audit-log';
export { statsProjection } from './analytics/stats-facts';
export { reportsProjection, reportFactsOf } from './analytics/report-facts';
export { OFFER_STEP_BITS, reportsTables, REPORTS_SCHEMA } from './analytics/report-facts-schema';
export type { OfferStepKind, ReportFactKind } from './analytics/report-facts-schema';
export { statsTables, STATS_SCHEMA } from './analytics/stats-facts-schema';
export type { StatsFactRow, StatsFactKind } from './analytics/stats-facts-schema';
export { auditLogTables, AUDIT_LOG_SCHEMA } from './audit/audit-log-schema';
export type { AuditEntryRow, AuditEntryEntityRow, AuditActorRow, AuditEntityType, AuditChanges } from './audit/audit-log-schema';
export { describeEvent, auditData } from './audit/audit-entry';
export type { AuditFacts, AuditMemory } from './audit/audit-entry';

export { privacyProjection, PRIVACY_CHANGED } from './privacy/privacy';
export { privacyTables, PRIVACY_SCHEMA } from './privacy/privacy-schema';
export type { PrivacyPersonRow, SubjectStreamRow, ConsentRow, ConsentHistoryRow, PrivacyOfferRow } from './privacy/privacy-schema';
export { erasedValue, erasedFullName } from './shared/erased';
export { referenceDataProjection, REFERENCE_DATA_CHANGED } from './reference-data/reference-data';
export { referenceDataTables, REFERENCE_DATA_SCHEMA } from './reference-data/reference-data-schema';
export type { ReferenceItemRow } from './reference-data/reference-data-schema';
export { userSettingsProjection } from './base-data/user-settings';
export { userSettingsTables, USER_SETTINGS_SCHEMA } from './base-data/user-settings-schema';
export type { UserSettingsRow } from './base-data/user-settings-schema';
export { companiesProjection } from './companies/companies';
export { companiesTables, COMPANIES_SCHEMA } from './companies/companies-schema';
export { employerSettingsProjection } from './employer-settings/employer-settings';
export { employerSettingsTables, EMPLOYER_SETTINGS_SCHEMA } from './employer-settings/employer-settings-schema';
export type { CompanyAdminRow, TransactionRow } from './companies/companies-schema';
export { campaignAdminProjection } from './campaigns/campaign-admin';
export { campaignAdminTables, CAMPAIGN_ADMIN_SCHEMA } from './campaigns/campaign-admin-schema';
export type { CampaignSettingsRow, MarketingChannelRow, CampaignChannelRow } from './campaigns/campaign-admin-schema';
export { offerRemindersProjection } from './super-actions/offer-reminders';
export { offerRemindersTables, OFFER_REMINDERS_SCHEMA } from './super-actions/offer-reminders-schema';
export type { ReminderOfferRow } from './super-actions/offer-reminders-schema';
export { candidateProfilesProjection } from './candidate-profiles/candidate-profiles';
export { candidateProfilesTables, CANDIDATE_PROFILES_SCHEMA } from './candidate-profiles/candidate-profiles-schema';
export type { CandidateProfileRow } from './candidate-profiles/candidate-profiles-schema';
export { commentsProjection } from './comments/comments';
export { commentsTables, COMMENTS_SCHEMA } from './comments/comments-schema';
export { notificationsProjection } from './notifications/notifications';
export { notificationsTables, NOTIFICATIONS_SCHEMA } from './notifications/notifications-schema';
export { publicSiteProjection, slugOf } from './public-site/public-site';
export { publicSiteTables, PUBLIC_SITE_SCHEMA } from './public-site/public-site-schema';
export { candidateOffersTables, CANDIDATE_OFFERS_SCHEMA } from './candidate-offers/candidate-offers-schema';
export { candidateOffersProjection } from './candidate-offers/candidate-offers';
export { privacyRegisterProjection, privacyRegisterTables, PRIVACY_REGISTER_SCHEMA } from './privacy-register/privacy-register';
