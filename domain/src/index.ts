export type { Decider } from './shared/decider';
export { foldEvents, assertNever } from './shared/decider';
export { DomainError, notFound, conflict, invalid, forbidden, FORBIDDEN_MESSAGE } from './shared/errors';
export type { DomainErrorCode } from './shared/errors';
export type { DomainEventShape, CommandContext } from './shared/event';
export { contract, apiFeature, operationsOf, isCommand, errorStatuses, requestOf, IdParams, Success, Page, ADMIN, ADMIN_OR_BUSINESS } from './shared/contract';
export type { Access, HttpMethod, DeclaredError, Contract, Contracts, ApiFeature, ParamsOf, QueryOf, BodyOf, ResponseOf, ArgsOf } from './shared/contract';
export { Uuid, Timestamp, Nullable } from './shared/schema';
export { Money } from './shared/event';
export type { DomainEvent, DomainEventType, EventOfType } from './events';

export {
  OFFER_STAGES,
  OfferStageSchema,
  isOfferStage,
  OfferEventSchemas,
  offerStreamId,
} from './offers/offer-events';
export type { OfferStage, OfferEvent, OfferCreated, OfferStageChanged, OfferStepTracked } from './offers/offer-events';
export { offerDecider } from './offers/offer-decider';
export type { OfferState, OfferCommand } from './offers/offer-decider';
export { OFFER_MOVE_REASON_LENGTH, offerMoveRule } from './offers/offer-transitions';
export { offersFeature } from './offers/offer-contracts';
export { optionsFeature } from './options/option-contracts';
export { usersFeature } from './users/user-contracts';
export { campaignsFeature } from './campaigns/campaign-contracts';
export { contactsFeature } from './contacts/contact-contracts';
export { unlocksFeature } from './unlocks/unlock-contracts';
export { auditFeature } from './audit/audit-contracts';
export type { OfferActor, OfferMove, OfferMoveRule } from './offers/offer-transitions';

export { PROFESSIONS, ContactEventSchemas, contactStreamId } from './contacts/contact-events';
export type {
  ContactEvent,
  ContactRegistered,
  ContactCallStatusChanged,
  ContactActivated,
  ContactDeactivated,
  ContactDisabledForUnlock,
  ContactEnabledForUnlock,
  ContactPhoneVerified,
  ContactRecruitmentInterestSet,
} from './contacts/contact-events';

export { DEFAULT_APPROVAL_AUDIENCE_THRESHOLD, CampaignEventSchemas, campaignStreamId } from './campaigns/campaign-events';
export type {
  CampaignEvent,
  CampaignCreated,
  CampaignSubmittedForApproval,
  CampaignApproved,
  CampaignRejected,
} from './campaigns/campaign-events';

export { AudienceEventSchemas, audienceStreamId } from './audiences/audience-events';
export type { AudienceEvent, AudienceCreated } from './audiences/audience-events';

export { UNLOCK_STATUS_IDS, UnlockEventSchemas, unlockStreamId } from './unlocks/unlock-events';
export type {
  UnlockEvent,
  ContactUnlocked,
  UnlockedContactOpened,
  UnlockHireConfirmedByAdmin,
  UnlockHireRejectedByAdmin,
  UnlockDeleted,
} from './unlocks/unlock-events';

export { ROLE_NAMES, RoleNameSchema, UserEventSchemas, userStreamId, userEmailStreamId } from './users/user-events';
export type { RoleName, UserEvent, UserEmailEvent, UserEmailClaimed, UserRegistered, UserRoleGranted, UserPasswordChanged } from './users/user-events';

export { PLAYER_CLASSES, CompanyEventSchemas, companyStreamId } from './companies/company-events';
export type { CompanyEvent, CompanyRegistered, CompanyAccountManagerAssigned, EmployerAttached } from './companies/company-events';

export { contactDecider } from './contacts/contact-decider';
export type { ContactState, ContactCommand } from './contacts/contact-decider';
export { campaignDecider, canApproveAudience } from './campaigns/campaign-decider';
export type { CampaignState, CampaignCommand, CampaignStatus } from './campaigns/campaign-decider';
export { audienceDecider } from './audiences/audience-decider';
export type { AudienceState, AudienceCommand } from './audiences/audience-decider';
export { unlockDecider, unlockStatusId } from './unlocks/unlock-decider';
export type { UnlockState, UnlockCommand, UnlockStatus, ContactSnapshot } from './unlocks/unlock-decider';
export { userDecider, normalizeEmail } from './users/user-decider';
export type { UserState, UserCommand } from './users/user-decider';
export { companyDecider } from './companies/company-decider';
export type { CompanyState, CompanyCommand } from './companies/company-decider';

export { POTENTIAL_CONTACTS_METER_MAX, potentialContactsMeter } from './rules/potential-contacts-meter';
export type { PotentialContactsLevel, PotentialContactsLabelKey, PotentialContactsReading } from './rules/potential-contacts-meter';
export { activeSourcingQuota, DEFAULT_ACTIVE_SOURCING_MESSAGES, DEFAULT_RECONTACT_AFTER_DAYS } from './rules/active-sourcing-quota';
export type { ActiveSourcingQuota, ActiveSourcingQuotaInput } from './rules/active-sourcing-quota';

export {
  MessageSchema,
  ValidationErrorSchema,
  PageMetaSchema,
  paged,
  CurrentUserSchema,
  CompanySchema,
  NamedSchema,
  PersonSchema,
  CampaignOptionSchema,
  OfferCardSchema,
  UnlockedContactSchema,
  ContactDetailSchema,
  PendingApprovalSchema,
  PendingApprovalsSchema,
  AuditEntrySchema,
} from './api/api-schemas';
export type { CurrentUser, OfferCard, UnlockedContact, ContactDetail, PendingApproval, AuditEntry, PageMeta } from './api/api-schemas';

export { changeFeed, adminsAndCompany, adminsOnly, channelOf } from './shared/change-feed';
export { registerSchemaFormats, isApiDate, isApiDateTime } from './shared/formats';
export type { ChangeFeed, ChangeTag, ChangeChannel, Viewer } from './shared/change-feed';
export { CHANGE_FEEDS } from './change-feeds';
export { offerBoardChanged } from './offers/offer-feeds';
export { unlocksChanged } from './unlocks/unlock-feeds';
export { contactsChanged } from './contacts/contact-feeds';
export { campaignsChanged } from './campaigns/campaign-feeds';
export { usersChanged, companiesChanged } from './users/user-feeds';
export { auditLogChanged } from './audit/audit-feeds';
export { API_FEATURES } from './api-features';
