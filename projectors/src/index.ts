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
export type { ProjectorDependencies, ProjectorOptions, RunningProjector, RunningProjections } from './runner/runner';
export { projectionStatus, waitForProjections } from './runner/status';
export type { ProjectionStatus } from './runner/status';
export { rebuildProjection } from './runner/rebuild';
export { replay } from './runner/replay';
export { schemaContents } from './testing/schema-contents';
export type { RebuildDependencies, RebuildOptions, RebuildResult } from './runner/rebuild';

export { allProjections, projectionNamed } from './read-models/all-projections';

export { offerBoardProjection, OFFER_BOARD_CHANGED } from './read-models/offer-board/offer-board';
export type { OfferBoardChanged } from './read-models/offer-board/offer-board';
export { offerBoardTables, OFFER_BOARD_SCHEMA } from './read-models/offer-board/offer-board-schema';
export type {
  OfferBoardRow,
  OfferStageCountRow,
  OfferBoardCompanyRow,
  OfferBoardContactRow,
  OfferBoardCampaignRow,
  OfferBoardUserRow,
} from './read-models/offer-board/offer-board-schema';

export { contactsProjection, CONTACTS_CHANGED, offerCountOf } from './read-models/contacts/contacts';
export { contactsTables, CONTACTS_SCHEMA } from './read-models/contacts/contacts-schema';
export type { ContactRow, ContactOfferStageRow } from './read-models/contacts/contacts-schema';

export { campaignsProjection, CAMPAIGNS_CHANGED } from './read-models/campaigns/campaigns';
export { campaignsTables, CAMPAIGNS_SCHEMA } from './read-models/campaigns/campaigns-schema';
export type { CampaignRow, CampaignStatus, AudienceRow, CampaignCompanyRow, ContactLocationRow, CampaignUnlockRow } from './read-models/campaigns/campaigns-schema';

export { unlocksProjection, UNLOCKS_CHANGED } from './read-models/unlocks/unlocks';
export { unlocksTables, UNLOCKS_SCHEMA } from './read-models/unlocks/unlocks-schema';
export type { UnlockedContactRow, UnlockContactRow, UnlockCampaignRow, UnlockUserRow } from './read-models/unlocks/unlocks-schema';

export { usersProjection, USERS_CHANGED, COMPANIES_CHANGED } from './read-models/users/users';
export { usersTables, USERS_SCHEMA } from './read-models/users/users-schema';
export type { UserRow, CompanyRow, CompanyUserRow, ContactUserRow } from './read-models/users/users-schema';

export { auditLogProjection, AUDIT_LOG_CHANGED } from './read-models/audit-log/audit-log';
export { auditLogTables, AUDIT_LOG_SCHEMA } from './read-models/audit-log/audit-log-schema';
export type { AuditEntryRow, AuditEntryEntityRow, AuditActorRow, AuditEntityType, AuditChanges } from './read-models/audit-log/audit-log-schema';
export { describeEvent, auditData } from './read-models/audit-log/audit-entry';
export type { AuditFacts, AuditMemory } from './read-models/audit-log/audit-entry';

