export type { Decider } from './shared/decider';
export { foldEvents, assertNever } from './shared/decider';
export { DomainError, notFound, conflict, invalid, forbidden, FORBIDDEN_MESSAGE } from './shared/errors';
export type { DomainErrorCode } from './shared/errors';
export type { DomainEventShape, CommandContext } from './shared/event';
export {
  contract,
  apiFeature,
  operationsOf,
  isCommand,
  errorStatuses,
  requestOf,
  companyUsersMayCall,
  permissionDeclarationFault,
  IdParams,
  Success,
  Page,
  ADMIN,
  ADMIN_OR_BUSINESS,
  CANDIDATE,
} from './shared/contract';
export type {
  Access,
  HttpMethod,
  DeclaredError,
  Contract,
  Contracts,
  ApiFeature,
  ParamsOf,
  QueryOf,
  BodyOf,
  ResponseOf,
  ArgsOf,
} from './shared/contract';
export { Uuid, Timestamp, Nullable } from './shared/schema';
export { Money } from './shared/event';
export type { DomainEvent, DomainEventType, EventOfType } from './events';
export { EVENT_SCHEMAS } from './events';
export {
  Personal,
  Subject,
  Actor,
  Secret,
  AboutStreamSubject,
  exportPlans,
  isSecretName,
  personalFieldsOf,
  personalDataPlan,
  subjectFieldNames,
  erasedValueFor,
  eventTypeOf,
  PERSONAL_DATA,
  ERASED_PERSON,
  ERASED_TEXT,
  ERASED_SUBJECT_TOKEN,
} from './shared/personal-data';
export type { PersonalDataOptions, PersonalField, ErasedValue, ExportPlan } from './shared/personal-data';
export {
  CompanyContact,
  ContactDetails,
  PERSONAL_RESPONSE,
  contactDetailsFieldsOf,
  contactDetailsReader,
  isContactShaped,
  readKindOf,
  undeclaredContactFieldsOf,
} from './shared/contact-details';
export type { ContactDetailsField, ContactDetailsOptions } from './shared/contact-details';

export { OFFER_STAGES, OfferStageSchema, isOfferStage, OfferEventSchemas, offerStreamId } from './offers/offer-events';
export type { OfferStage, OfferEvent, OfferCreated, OfferStageChanged, OfferStepTracked, OfferRejected } from './offers/offer-events';
export { offerDecider } from './offers/offer-decider';
export type { OfferState, OfferCommand } from './offers/offer-decider';
export { OFFER_MOVE_REASON_LENGTH, offerMoveRule } from './offers/offer-transitions';
export { offersFeature, RejectedOfferSchema, RejectedOfferStatisticsSchema } from './offers/offer-contracts';
export type { RejectedOffer, RejectedOfferStatistics } from './offers/offer-contracts';
export { optionsFeature } from './options/option-contracts';
export { usersFeature } from './users/user-contracts';
export { campaignsFeature } from './campaigns/campaign-contracts';
export { contactsFeature, ContactRowSchema } from './contacts/contact-contracts';
export { unlocksFeature } from './unlocks/unlock-contracts';
export { auditFeature } from './audit/audit-contracts';
export { AUDIT_FIELDS } from './audit/audit-fields';
export type { AuditField } from './audit/audit-fields';
export { SECURITY_LOG_KINDS, SECURITY_EVENT_KINDS } from './audit/security-log-schema';
export type { SecurityLogEntry, SecurityLogKind } from './audit/security-log-schema';
export { analyticsFeature, STATS_ACTIVITIES, StatsSeriesSchema } from './analytics/analytics-contracts';
export type { StatsActivity } from './analytics/analytics-contracts';
export {
  calendarSpan,
  DEFAULT_STATS_PERIOD,
  seriesData,
  STATS_FREQUENCIES,
  STATS_PERIODS,
  STATS_TIME_ZONE,
  statsDay,
  statsWindow,
} from './analytics/analytics-period';
export type { StatsFrequency, StatsPeriod, StatsSpan, StatsWindow } from './analytics/analytics-period';
export { germanCategory, statsCsv } from './analytics/analytics-csv';
export type { StatsSeries } from './analytics/analytics-csv';
export { reportsFeature, REPORT_ORDER_BY } from './analytics/report-contracts';
export type {
  PotentialUnlocks,
  CampaignStats,
  ConversionReport,
  RoiReport,
  DashboardCampaignRow,
  PlayerRow,
} from './analytics/report-contracts';
export { CONVERSION_STEPS, CONVERSION_CHANNELS, CONVERSION_PARENTS, conversionRows, conversionStepOf } from './analytics/conversion';
export type { ConversionChannel, ConversionRow, ConversionStep } from './analytics/conversion';
export { playerClass, A_PLAYER_REVENUE_90_DAYS, ACTIVE_WITHIN_DAYS } from './analytics/player-class';
export type { PlayerClass, PlayerFigures } from './analytics/player-class';
export { contactSourceDecider } from './analytics/contact-source-decider';
export type { ContactSourceCommand, ContactSourceState } from './analytics/contact-source-decider';
export { ContactSourceEventSchemas, contactSourceStreamId } from './analytics/contact-source-events';
export type { ContactSourceRecorded } from './analytics/contact-source-events';
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
  ContactPhoneChanged,
  ContactRecruitmentInterestSet,
  ContactEdited,
  IncentiveGiven,
} from './contacts/contact-events';
export {
  PROFESSION_GROUPS,
  GENDERS,
  LANGUAGES,
  EMPLOYMENT_TYPES,
  SHIFTS,
  EDUCATIONS,
  EXPERIENCES,
  AGE_MIN,
  AGE_MAX,
  WORK_EXPERIENCE_MIN,
  WORK_EXPERIENCE_MAX,
  emptyProfile,
  matchesAudienceFilters,
  hasActiveFilters,
  AudienceFiltersSchema,
  ageIn,
} from './contacts/contact-profile';
export type { ContactProfile, AudienceFilters, FilterableContact } from './contacts/contact-profile';
export { ContactEditSchema, PipedOfferSchema, ContactCallSchema } from './contacts/contact-contracts';

export { DEFAULT_APPROVAL_AUDIENCE_THRESHOLD, CampaignEventSchemas, campaignStreamId } from './campaigns/campaign-events';
export type {
  CampaignEvent,
  CampaignCreated,
  CampaignSubmittedForApproval,
  CampaignApproved,
  CampaignRejected,
} from './campaigns/campaign-events';

export { AudienceEventSchemas, audienceStreamId, AUDIENCE_OPTIMIZATION_STREAM } from './audiences/audience-events';
export type {
  AudienceEvent,
  AudienceCreated,
  AudienceUpdated,
  AudienceOffersReset,
  AudienceOptimizationSaved,
} from './audiences/audience-events';
export {
  AUDIENCE_CONTACT_TYPES,
  audiencesFeature,
  AudienceMetaSchema,
  type AudienceContact,
  type AudienceDetail,
  type AudienceMeta,
  type MapAudience,
  type MapPoint,
  type PostalPlace,
  type PotentialContacts,
} from './audiences/audience-contracts';
export {
  boundingBox,
  distanceKm,
  meterBand,
  meterValue,
  scoreContact,
  twelveMonthEstimate,
  DEFAULT_RANGE_KM,
  KM_PER_DEGREE_LAT,
  MAX_RANGE_KM,
  METER_BANDS,
  METER_MAX,
  type AudienceScore,
  type MeterBand,
  type Point,
} from './audiences/geography';

export { UNLOCK_STATUS_IDS, UnlockEventSchemas, unlockStreamId } from './unlocks/unlock-events';
export type {
  UnlockEvent,
  ContactUnlocked,
  UnlockedContactOpened,
  UnlockHireConfirmedByAdmin,
  UnlockHireRejectedByAdmin,
  UnlockDeleted,
} from './unlocks/unlock-events';

export { ROLE_NAMES, RoleNameSchema, UserEventSchemas, userStreamId, userEmailStreamId, ERASED_EMAIL } from './users/user-events';
export type {
  RoleName,
  UserEvent,
  UserEmailEvent,
  UserEmailClaimed,
  UserEmailReleased,
  UserRegistered,
  UserRoleGranted,
  UserPasswordChanged,
  AccountPersonalDataErased,
} from './users/user-events';

export { PLAYER_CLASSES, CompanyEventSchemas, companyStreamId } from './companies/company-events';
export type { CompanyEvent, CompanyRegistered, CompanyAccountManagerAssigned, EmployerAttached } from './companies/company-events';

export { contactDecider } from './contacts/contact-decider';
export type { ContactState, ContactCommand } from './contacts/contact-decider';
export { campaignDecider, canApproveAudience } from './campaigns/campaign-decider';
export type { CampaignState, CampaignCommand, CampaignStatus } from './campaigns/campaign-decider';
export { audienceDecider, audienceOptimizationDecider } from './audiences/audience-decider';
export type {
  AudienceState,
  AudienceCommand,
  AudienceData,
  AudienceOptimizationState,
  AudienceOptimizationCommand,
} from './audiences/audience-decider';
export { companyStatusAfter, unlockDecider, unlockStatusId, type CompanyStatus } from './unlocks/unlock-decider';
export type { UnlockState, UnlockCommand, UnlockStatus, ContactSnapshot } from './unlocks/unlock-decider';
export {
  userDecider,
  normalizeEmail,
  ACCOUNT_ERASED_MESSAGE,
  ACCOUNT_ERASURE_REASON_LENGTH,
  CANDIDATE_ACCOUNT_MESSAGE,
  OWN_ACCOUNT_MESSAGE,
} from './users/user-decider';
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
  IncentiveSchema,
  PendingApprovalSchema,
  PendingApprovalsSchema,
  AuditEntrySchema,
} from './api/api-schemas';
export type { CurrentUser, OfferCard, UnlockedContact, ContactDetail, PendingApproval, AuditEntry, PageMeta } from './api/api-schemas';

export { changeFeed, adminsAndCompany, adminsOnly, channelOf } from './shared/change-feed';
export { registerSchemaFormats, isApiDate, isApiDateTime } from './shared/formats';
export type { ChangeFeed, ChangeTag, ChangeChannel, Viewer } from './shared/change-feed';

export { offerBoardChanged, rejectedOffersChanged } from './offers/offer-feeds';
export { unlocksChanged } from './unlocks/unlock-feeds';
export { contactsChanged } from './contacts/contact-feeds';
export { campaignsChanged } from './campaigns/campaign-feeds';
export { usersChanged, companiesChanged } from './users/user-feeds';
export { auditLogChanged } from './audit/audit-feeds';
export { statsChanged } from './analytics/analytics-feeds';
export { API_FEATURES } from './api-features';
export { API_TAGS, CHANGE_FEEDS, SERVER_MESSAGES } from './api-catalogue';

export {
  CONSENT_PURPOSES,
  CONSENT_CHANNELS,
  ERASURE_CAUSES,
  ConsentPurposeSchema,
  ConsentChannelSchema,
  PrivacyEventSchemas,
  privacyStreamId,
  retentionRunStreamId,
  inactivityNoticeStreamId,
} from './privacy/privacy-events';
export type {
  ConsentPurpose,
  ConsentChannel,
  ErasureCause,
  PrivacyEvent,
  RetentionEvent,
  ConsentGiven,
  ConsentWithdrawn,
  PersonalDataExported,
  PersonalDataErased,
  RetentionRunCompleted,
} from './privacy/privacy-events';
export { privacyDecider, PRIVACY_REASON_LENGTH, ERASURE_REASON_MESSAGE, ERASED_MESSAGE } from './privacy/privacy-decider';
export type { PrivacyState, PrivacyCommand, ConsentStatus } from './privacy/privacy-decider';
export {
  addMonths,
  retentionDueAt,
  retentionDue,
  isRetentionDue,
  isRejectedCandidate,
  isProcessingRestricted,
  inactiveAt,
  inactivityNoticeDueAt,
  isInactivityNoticeDue,
  DEFAULT_RETENTION_POLICY,
} from './privacy/retention';
export type { RetentionPolicy, RetentionFacts, RetentionReason } from './privacy/retention';
export {
  LEGAL_DOCUMENT_KINDS,
  LEGAL_DOCUMENT_VERSIONS,
  CONSENT_LEGAL_BASIS,
  DPA_REQUIRED_MESSAGE,
  NOT_WITHDRAWABLE_MESSAGE,
  UNKNOWN_TEXT_VERSION_MESSAGE,
  consentDocument,
  currentLegalVersion,
  isLegalVersion,
} from './privacy/legal-documents';
export type { LegalDocumentKind } from './privacy/legal-documents';
export { privacyFeature, PrivacyRecordSchema, PersonalDataExportSchema, AccessLogEntrySchema } from './privacy/privacy-contracts';
export type { PrivacyRecord, PersonalDataExport } from './privacy/privacy-contracts';
export { privacyChanged } from './privacy/privacy-feeds';
export type { ApiTag } from './api-catalogue';
export { mergeServerMessages, serverMessagePlaceholders, GENERAL_SERVER_MESSAGES } from './shared/server-messages';
export { serverMessagesIn } from './shared/server-messages-in';
export { USER_MESSAGES } from './users/user-messages';
export type { ServerMessages, ServerMessageTranslations } from './shared/server-messages';

export {
  REFERENCE_KINDS,
  ReferenceKindSchema,
  isReferenceKind,
  TASK_STATUS_COLORS,
  OPTION_LANGUAGES,
  CONTACT_BASE_STATUS_IDS,
  CONTACT_STATUS,
  DEFAULT_TASK_STATUS,
  ReferenceFieldSchemas,
  ReferenceInputSchemas,
  REFERENCE_KIND_RULES,
  referenceMessage,
  OPTION_LIST_NAMES,
  isReservedOptionGroup,
  RESERVED_GROUP_MESSAGE,
} from './reference-data/reference-kinds';
export type {
  ReferenceKind,
  ReferenceFields,
  ReferenceFieldsOf,
  ReferenceInputOf,
  ReferenceKindRules,
  ReferenceAction,
  OptionLanguage,
} from './reference-data/reference-kinds';
export { ReferenceDataEventSchemas, referenceItemStreamId, referenceKeyStreamId } from './reference-data/reference-data-events';
export type {
  ReferenceItemEvent,
  ReferenceKeyEvent,
  ReferenceItemCreated,
  ReferenceItemChanged,
  ReferenceItemDeleted,
  ReferenceKeyClaimed,
  ReferenceKeyReleased,
} from './reference-data/reference-data-events';
export { referenceItemDecider, referenceKeyDecider, uniqueKeyOf, takenMessage } from './reference-data/reference-item-decider';
export type {
  ReferenceItemState,
  ReferenceItemCommand,
  ReferenceKeyState,
  ReferenceKeyCommand,
} from './reference-data/reference-item-decider';
export { ReferenceItemSchemas, ManagedUserSchema } from './reference-data/reference-data-schemas';
export type { ReferenceItem, ReferenceItemOf, ManagedUser } from './reference-data/reference-data-schemas';
export { referenceDataFeature } from './reference-data/reference-data-contracts';
export { referenceDataChanged } from './reference-data/reference-data-feeds';
export {
  OUTCOMES,
  RATER_RELATIONSHIPS,
  USER_UNLOCK_TYPES,
  CONTACT_BASE_STATUSES,
  CONTACT_STATUS_OPTION_GROUP,
  REVIEW_META_QUESTIONS,
  REVIEW_META_QUESTION_GROUP,
  reviewQuestionGroup,
  labelIn,
} from './options/option-lists';
export { BaseDataEventSchemas, trackedEventStreamId } from './base-data/base-data-events';
export type { BaseDataEvent, UserEventTracked } from './base-data/base-data-events';
export { trackingDecider } from './base-data/tracking-decider';
export type { TrackEventCommand, TrackedEventState } from './base-data/tracking-decider';
export { baseDataFeature, UserSettingsSchema } from './base-data/base-data-contracts';

// Back office: company admin, campaign admin, marketing channels, super-actions, business registration.
export {
  COMPANY_FLAGS,
  CUSTOMER_LEVELS,
  CUSTOMER_SEGMENTS,
  CustomerLevelSchema,
  CustomerSegmentSchema,
  SettingsMapSchema,
} from './companies/company-events';
export type {
  CompanyFlag,
  CustomerLevel,
  CustomerSegment,
  SettingsMap,
  BusinessRegistered,
  CompanyFlagChanged,
  CompanySepaApproved,
  CompanyDeleted,
} from './companies/company-events';
export { COMPANY_CHANGED_MESSAGE, DEFAULT_DUE_DAYS, MAX_DUE_DAYS } from './companies/company-decider';
export type { RegisteredCompany, CompanyFlags } from './companies/company-decider';
export {
  DEFAULT_REGISTRATION_COUNTRY,
  PASSWORD_CONFIRMATION_MESSAGE,
  PASSWORD_RULES_MESSAGE,
  TERMS_REQUIRED_MESSAGE,
  companyDomainOf,
  normalizedCompanyName,
  passwordProblem,
  splitFullName,
} from './companies/business-registration';
export { companiesFeature } from './companies/company-contracts';
export { companyAdminChanged, transactionsChanged } from './companies/company-feeds';
export type {
  CompanyListItem,
  CompanyDetail,
  Employer,
  CompanyCampaign,
  Review,
  CompanyAudience,
  Transaction,
  CompanyStats,
  DuplicateCompany,
  UnclaimedEmployer,
} from './companies/company-schemas';
export { CAMPAIGN_FLAGS } from './campaigns/campaign-events';
export type {
  CampaignFlag,
  CampaignFlagChanged,
  CampaignBudgetSpent,
  CampaignBudgetRefunded,
  CampaignBlocked,
  CampaignDeblocked,
  CampaignMarketingChannelsSynced,
  CampaignDeleted,
} from './campaigns/campaign-events';
export { CAMPAIGN_CHANGED_MESSAGE, euroText } from './campaigns/campaign-decider';
export type { ExistingCampaign } from './campaigns/campaign-decider';
export { CAMPAIGN_FILTERS } from './campaigns/campaign-schemas';
export type { CampaignDetail, CampaignChannel, MarketingChannel } from './campaigns/campaign-schemas';
export { campaignAdminChanged, marketingChannelsChanged } from './campaigns/campaign-feeds';
export { MarketingChannelEventSchemas, marketingChannelStreamId } from './campaigns/marketing-channel-events';
export type { MarketingChannelEvent } from './campaigns/marketing-channel-events';
export { marketingChannelDecider } from './campaigns/marketing-channel-decider';
export type { MarketingChannelState, MarketingChannelCommand } from './campaigns/marketing-channel-decider';
export { MIN_HOURS_BETWEEN_REMINDERS, reminderDue } from './offers/offer-decider';
export type { OfferReminderSent } from './offers/offer-events';
export type { HireCharged } from './unlocks/unlock-events';
export { TransactionEventSchemas, transactionStreamId } from './super-actions/transaction-events';
export type { TransactionEvent, TransactionRemindersToggled } from './super-actions/transaction-events';
export { transactionDecider } from './super-actions/transaction-decider';
export type { TransactionState, TransactionCommand } from './super-actions/transaction-decider';
export { REMINDER_TARGETS, superActionsFeature } from './super-actions/super-action-contracts';
export { maskedOutboxData } from './super-actions/outbox-masking';
export type { ReminderTarget } from './super-actions/super-action-contracts';
export { offerRemindersChanged } from './super-actions/super-action-feeds';

export {
  FREE_PACKAGE_KEY,
  PAID_PACKAGE_KEY,
  PACKAGES,
  DISCOUNTS,
  DEFAULT_BILLING_MONTHS,
  BILLING_MONTHS,
  MESSAGE_STEP,
  PRICE_PER_MESSAGE_STEP,
  CAMPAIGN_STEP,
  MESSAGE_RANGES,
  MAX_MESSAGES,
  MAX_CAMPAIGNS,
  INITIAL_MESSAGES,
  INITIAL_CAMPAIGNS,
  packageOf,
  priceOf,
} from './packages/pricing';
export type { PackageKey, Package, PackageFeatures, Discount, BillingMonths, PriceRequest, PriceQuote } from './packages/pricing';
export { EmployerEventSchemas, EMPLOYER_EVENT_TYPES, employerStreamId } from './employer-settings/employer-events';
export type { EmployerEvent } from './employer-settings/employer-events';
export {
  employerDecider,
  quotaOf,
  normalizedIban,
  normalizedBic,
  canCustomizeMessages,
  STANDARD_SOURCING_TEXT,
  DELETE_REASON_MIN_LENGTH,
} from './employer-settings/employer-decider';
export type { EmployerState, EmployerCommand, DocumentInput } from './employer-settings/employer-decider';
export { employerSettingsFeature, EMPLOYER } from './employer-settings/employer-settings-contracts';
export type {
  SepaAccount,
  SepaSettings,
  Definition,
  Testimonial,
  ActiveSourcingQuotaAnswer,
  CompanyPlan,
  PackagesAnswer,
} from './employer-settings/employer-settings-schemas';
export { activeSourcingFeature, MAX_DOCUMENT_BYTES, MAX_DOCUMENTS_PER_UPLOAD } from './active-sourcing/active-sourcing-contracts';
export type { MessageTemplate, ContactDocument, ContactInformation } from './active-sourcing/active-sourcing-contracts';
export { filesFeature, MAX_IMAGE_BYTES, IMAGE_TYPES } from './files/file-contracts';
export type { Media } from './files/file-contracts';
export { safeFileName } from './files/file-names';
export { unlockedContactsFeature, COMPANY_USERS, UNLOCKED_CONTACT_TYPES } from './unlocked-contacts/unlocked-contact-contracts';
export { EmployerUnlockedContactSchema, ChartDataSchema, checklistOf } from './unlocked-contacts/unlocked-contact-schemas';
export { mayChangeOwner } from './unlocked-contacts/owner-rule';
export type { EmployerUnlockedContact, ChartData } from './unlocked-contacts/unlocked-contact-schemas';
export { CONTACT_STATUS_IDS } from './unlocks/unlock-decider';
export type {
  UnlockedContactStatusChanged,
  UnlockedContactUnqualifiedReasonsSet,
  UnlockedContactOwnerChanged,
} from './unlocks/unlock-events';
export { timelineFeature } from './timeline/timeline-contracts';
export { COMPANY_USER_PERMISSIONS, PERMISSION_REFUSALS, grants, type CompanyUserPermission } from './shared/permissions';
export { timelineChanged } from './timeline/timeline-feeds';
export { TIMELINE_TYPES, TIMELINE_MODELS, CONTACTING_TYPES, TimelineEventSchemas, timelineStreamId } from './timeline/timeline-events';
export type { TimelineType, TimelineModel, TimelineEvent, TimelineEntryCreated, TimelineEntryUpdated } from './timeline/timeline-events';
export { timelineDecider } from './timeline/timeline-decider';
export type { TimelineEntryState, TimelineCommand } from './timeline/timeline-decider';
export { TimelineEntrySchema, TimelineStatsSchema, PERFORMED_AT_PATTERN } from './timeline/timeline-schemas';
export type { TimelineEntry, TimelineStats, TimelineProperties } from './timeline/timeline-schemas';
export { tasksFeature } from './tasks/task-contracts';
export { TaskEventSchemas, taskStreamId } from './tasks/task-events';
export type { TaskEvent, TaskCreated } from './tasks/task-events';
export { taskDecider, taskReminderDue } from './tasks/task-decider';
export type { TaskState, TaskCommand, TaskContent } from './tasks/task-decider';
export { TaskSchema } from './tasks/task-schemas';
export type { Task } from './tasks/task-schemas';
export { permissionDecider, companyUserPermissionsStreamId } from './timeline/permission-events';
export { candidateProfileFeature } from './candidate-profile/candidate-profile-contracts';
export { CandidateProfileEventSchemas, candidateProfileStreamId } from './candidate-profile/candidate-profile-events';
export type {
  CandidateProfileEvent,
  CandidateProfileChanged,
  CandidatePhoneChanged,
  CandidateProfileImageChanged,
  CandidateProfileMetaSaved,
  CandidateProfileStepSaved,
  CandidateAccountDeleted,
} from './candidate-profile/candidate-profile-events';
export { candidateProfileDecider, NO_PROFILE_MESSAGE } from './candidate-profile/candidate-profile-decider';
export type { CandidateProfileState, CandidateProfileCommand } from './candidate-profile/candidate-profile-decider';
export { candidateProfileChanged } from './candidate-profile/candidate-profile-feeds';
export {
  CANDIDATE_PROFILE_MESSAGES,
  CANDIDATE_REGISTERED_MESSAGE,
  LAST_NAME_REQUIRED_MESSAGE,
  REASON_UNKNOWN_MESSAGE,
  ZIP_CODE_MESSAGE,
} from './candidate-profile/candidate-profile-messages';
export { PROFILE_META_SECTIONS, profileMetaFrom, sectionOfField } from './candidate-profile/candidate-profile-meta';
export type { ProfileMetaSection } from './candidate-profile/candidate-profile-meta';
export {
  ACCOUNT_DELETED_MESSAGE,
  DELETE_ACCOUNT_KEY,
  DELETE_REASON_MIN_TEXT,
  DELETE_REDIRECT_SECONDS,
  JOB_SEEKING_STATUSES,
  MAX_WORK_EXPERIENCE_YEARS,
  PHONE_INVALID_MESSAGE,
  PREFERRED_PHONE_COUNTRIES,
  PROFILE_IMAGE_MAX_BYTES,
  PROFILE_LANGUAGES,
  PROFILE_META_SAVED_MESSAGE,
  PROFILE_META_STEPS,
  PROFILE_THUMBNAIL_WIDTH,
  PROFILE_UPDATED_MESSAGE,
  REGISTRATION_CONSENT_TEXT_VERSION,
  WORK_AREAS,
  YEARS_BACK,
  birthdayOf,
  customOptions,
  deleteAccountProblems,
} from './candidate-profile/candidate-profile-rules';
export {
  AccountDeleteReasonSchema,
  CandidateProfileSchema,
  ProfileMetaInputSchema,
  ProfileMetaSchema,
} from './candidate-profile/candidate-profile-schemas';
export type { AccountDeleteReason, CandidateProfile, ProfileMeta, ProfileMetaInput } from './candidate-profile/candidate-profile-schemas';
export { commentsFeature } from './comments/comment-contracts';
export { CommentEventSchemas, CommentModelSchema, commentStreamId } from './comments/comment-events';
export type { CommentEvent, CommentModel, CommentPosted } from './comments/comment-events';
export { CommentVisibilitySchema, DEFAULT_COMMENT_VISIBILITY, type CommentVisibility } from './comments/comment-events';
export { commentDecider } from './comments/comment-decider';
export type { CommentState, CommentCommand } from './comments/comment-decider';
export { commentsChanged } from './comments/comment-feeds';
export { CommentSchema, CommentReplySchema } from './comments/comment-schemas';
export type { Comment, CommentReply } from './comments/comment-schemas';
export { notificationsFeature } from './notifications/notification-contracts';
export {
  NotificationEventSchemas,
  PUSH_KINDS,
  notificationJobStreamId,
  notificationReadStreamId,
  notificationStreamId,
} from './notifications/notification-events';
export type {
  NotificationChannel,
  NotificationEvent,
  NotificationJobRequested,
  NotificationPushed,
  PushKind,
} from './notifications/notification-events';
export { notificationReadDecider } from './notifications/notification-read-decider';
export { notificationJobDecider, pushDecider } from './notifications/notification-job-decider';
export { notificationJobsChanged, notificationsChanged } from './notifications/notification-feeds';
export { NotificationJobSchema, NotificationSchema } from './notifications/notification-schemas';
export type { Notification, NotificationJob, NotificationKind } from './notifications/notification-schemas';
export { jobPostingsFeature } from './job-postings/job-posting-contracts';
export {
  EMPLOYMENT_TYPES as JOB_EMPLOYMENT_TYPES,
  SALARY_TYPES,
  JOB_BENEFITS,
  JobPostingEventSchemas,
  jobPostingStreamId,
} from './job-postings/job-posting-events';
export type {
  EmploymentType,
  SalaryType,
  JobBenefit,
  Salary,
  JobPostingEvent,
  JobPostingPublished,
} from './job-postings/job-posting-events';
export { jobPostingDecider } from './job-postings/job-posting-decider';
export type { JobPostingState, JobPostingCommand } from './job-postings/job-posting-decider';
export {
  JOB_SEARCH_DEFAULT_RADIUS,
  JOB_SEARCH_RADII,
  JOBS_PER_PAGE,
  JOB_SEARCH_COUNT_CAP,
  JOB_SEARCH_NEEDS_INPUT,
  JobCardSchema,
  PublicEmployerSchema,
} from './job-postings/job-posting-schemas';
export type {
  PublicEmployer,
  JobCard,
  JobDetail,
  JobSearchAnswer,
  Highlights,
  PublicReview,
  EmployerReviewsAnswer,
  PlaceSuggestion,
} from './job-postings/job-posting-schemas';
export { reviewsFeature } from './reviews/review-contracts';
export type { ReviewStatus } from './reviews/review-contracts';
export { REVIEW_MODELS, ReviewEventSchemas, reviewStreamId, invertSatisfaction } from './reviews/review-events';
export type { ReviewModel, ReviewEvent, ReviewSubmitted, PrivateReviewSubmitted, ReviewUpdated } from './reviews/review-events';
export { reviewDecider, ALREADY_RATED, PUBLIC_REVIEW_FIRST } from './reviews/review-decider';
export type { ReviewState, ReviewCommand } from './reviews/review-decider';
export { REVIEW_THANKS, REVIEW_UPDATED, REVIEW_NEEDS_OFFER } from './reviews/review-messages';
export { candidateOffersFeature, CandidateOfferSchema, CandidateContactSchema } from './candidate-offers/candidate-offer-contracts';
export type { CandidateOffer, CandidateContact } from './candidate-offers/candidate-offer-contracts';
export {
  CandidateOfferEventSchemas,
  POPUP_VARIANTS,
  phoneCodeStreamId,
  magicLinkStreamId,
  offerPopupStreamId,
} from './candidate-offers/candidate-offer-events';
export type {
  CandidateOfferEvent,
  PhoneCodeEvent,
  MagicLinkEvent,
  PhoneCodeSent,
  PhoneCodeConfirmed,
  MagicLinkSent,
  OfferPopupAnswered,
  PopupVariant,
} from './candidate-offers/candidate-offer-events';
export {
  phoneCodeDecider,
  phoneCodeSendRefusal,
  phoneCodeTriesExhausted,
  phoneCodeExpiresAt,
  PHONE_CODE_RESEND_SECONDS,
  PHONE_CODE_MAX_TRIES,
  PHONE_CODE_MAX_SENDS_PER_DAY,
  PHONE_CODE_TOO_MANY_TRIES,
  PHONE_CODE_WRONG,
} from './candidate-offers/phone-code-decider';
export type { PhoneCodeState, PhoneCodeCommand } from './candidate-offers/phone-code-decider';
export {
  magicLinkDecider,
  magicLinkWaitSeconds,
  MAGIC_LINK_SENT,
  MAGIC_LINK_WAIT,
  MAGIC_LINK_VALID_MINUTES,
} from './candidate-offers/magic-link-decider';
export type { MagicLinkState, MagicLinkCommand } from './candidate-offers/magic-link-decider';
export {
  showsFirstAcceptPopup,
  mayUseSignInLink,
  FIRST_ACCEPT_POPUP_CUTOFF,
  FIRST_ACCEPT_SCREEN,
  OFFER_TOKEN_PATTERN,
  MAGIC_TOKEN_PATTERN,
} from './candidate-offers/candidate-offer-rules';
export type { OfferLinkIssued, OfferAccepted } from './offers/offer-events';
export { OFFER_LINK_USED, OFFER_LINK_INVALID, OFFER_NEEDS_VERIFIED_PHONE } from './offers/offer-decider';
export { offerPopupDecider } from './candidate-offers/offer-popup-decider';
export type { OfferPopupState, OfferPopupCommand } from './candidate-offers/offer-popup-decider';
export { PHONE_CODE_NONE, PHONE_CODE_WAIT, PHONE_CODE_DAILY_LIMIT } from './candidate-offers/phone-code-decider';
export { MAGIC_LINK_INVALID } from './candidate-offers/magic-link-decider';
export { chatFeature } from './chat/chat-contracts';
export { chatChanged, presenceChanged } from './chat/chat-feeds';
export { ChatEventSchemas, CHAT_MESSAGE_STATUSES, chatStreamId, chatOpenedStreamId } from './chat/chat-events';
export type { ChatEvent, ChatMessageEvent, ChatMessageSent, ChatMessageReceived, ChatMessageStatus } from './chat/chat-events';
export { chatMessageDecider, chatOpenedDecider, mayReadChatMessage, MESSAGE_NOT_FOUND } from './chat/chat-decider';
export type { ChatMessageState, ChatMessageCommand, ChatOpenedState, ChatOpenedCommand, ChatViewer } from './chat/chat-decider';
export {
  ChatMessageSchema,
  ChatContactSchema,
  OnlineUserSchema,
  SMS_LENGTH,
  MAX_CHAT_MESSAGE_LENGTH,
  isLongChatMessage,
} from './chat/chat-schemas';
export type { ChatMessage, ChatContact, OnlineUser } from './chat/chat-schemas';
export { interviewsFeature, InterviewSchema } from './interviews/interview-contracts';
export type { Interview } from './interviews/interview-contracts';
export {
  BREACH_RISKS,
  BREACH_SAVED,
  BreachSchema,
  DATA_SUBJECT_REQUEST_KINDS,
  DataSubjectRequestSchema,
  PRIVACY_REGISTER_MESSAGES,
  REQUEST_SAVED,
  breachDeadline,
  breachDecider,
  breachOverdue,
  breachStreamId,
  dataSubjectRequestDecider,
  dataSubjectRequestDue,
  dataSubjectRequestOverdue,
  dataSubjectRequestStreamId,
  privacyRegisterFeature,
} from './privacy-register';
export type {
  Breach,
  BreachFields,
  BreachRisk,
  DataSubjectRequest,
  DataSubjectRequestFields,
  DataSubjectRequestKind,
  PrivacyRegisterEvent,
} from './privacy-register';
