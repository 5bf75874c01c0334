export type { Projection, Notice } from './runner/projection';
export {
  startProjector,
  startProjections,
  applyBatch,
  prepareProjection,
  projectionStatus,
  waitForProjections,
  readCheckpoint,
} from './runner/runner';
export type { ProjectorDependencies, RunningProjector, ProjectionStatus } from './runner/runner';
export { rebuildProjection } from './runner/rebuild';
export type { RebuildResult } from './runner/rebuild';
export { allProjections, projectionNamed } from './read-models/all-projections';
export { generateHistory, expectedRevisions as expectedRevisionsFor } from './testing/history';
export type { HistoryAppend } from './testing/history';
export { offerBoardProjection, offerBoardTables, OFFER_BOARD_SCHEMA } from './read-models/offer-board/offer-board';
export type { OfferBoardRow } from './read-models/offer-board/offer-board';
export { contactsProjection, contactsTables, CONTACTS_SCHEMA } from './read-models/contacts/contacts';
export type { ContactRow } from './read-models/contacts/contacts';
export { campaignsProjection, campaignsTables, CAMPAIGNS_SCHEMA } from './read-models/campaigns/campaigns';
export type { CampaignRow, AudienceRow } from './read-models/campaigns/campaigns';
export { unlocksProjection, unlocksTables, UNLOCKS_SCHEMA } from './read-models/unlocks/unlocks';
export type { UnlockedContactRow } from './read-models/unlocks/unlocks';
export { usersProjection, usersTables, USERS_SCHEMA } from './read-models/users/users';
export type { UserRow, CompanyRow } from './read-models/users/users';
export { auditLogProjection, auditLogTables, AUDIT_LOG_SCHEMA } from './read-models/audit-log/audit-log';
export type { AuditEntryRow } from './read-models/audit-log/audit-log';
export { auditFacts } from './read-models/audit-log/audit-entry';
export type { AuditEntityType, AuditChanges } from './read-models/audit-log/audit-entry';
