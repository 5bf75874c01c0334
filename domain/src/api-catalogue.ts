import type { ChangeFeed } from './shared/change-feed';
import { GENERAL_SERVER_MESSAGES, mergeServerMessages, type ServerMessages } from './shared/server-messages';
import { ACTIVE_SOURCING_MESSAGES } from './active-sourcing/active-sourcing-messages';
import { statsChanged } from './analytics/analytics-feeds';
import { AUDIENCE_MESSAGES } from './audiences/audience-messages';
import { auditLogChanged } from './audit/audit-feeds';
import { BASE_DATA_MESSAGES } from './base-data/base-data-messages';
import { campaignAdminChanged, campaignsChanged, marketingChannelsChanged } from './campaigns/campaign-feeds';
import { CAMPAIGN_MESSAGES } from './campaigns/campaign-messages';
import { CANDIDATE_OFFER_MESSAGES } from './candidate-offers/candidate-offer-messages';
import { candidateProfileChanged } from './candidate-profile/candidate-profile-feeds';
import { CANDIDATE_PROFILE_MESSAGES } from './candidate-profile/candidate-profile-messages';
import { chatChanged, presenceChanged } from './chat/chat-feeds';
import { CHAT_MESSAGES } from './chat/chat-messages';
import { commentsChanged } from './comments/comment-feeds';
import { COMMENT_MESSAGES } from './comments/comment-messages';
import { companyAdminChanged, transactionsChanged } from './companies/company-feeds';
import { COMPANY_MESSAGES } from './companies/company-messages';
import { contactsChanged } from './contacts/contact-feeds';
import { CONTACT_MESSAGES } from './contacts/contact-messages';
import { EMPLOYER_SETTINGS_MESSAGES } from './employer-settings/employer-settings-messages';
import { FILE_MESSAGES } from './files/file-messages';
import { JOB_POSTING_MESSAGES } from './job-postings/job-posting-messages';
import { notificationJobsChanged, notificationsChanged } from './notifications/notification-feeds';
import { NOTIFICATION_MESSAGES } from './notifications/notification-messages';
import { offerBoardChanged, rejectedOffersChanged } from './offers/offer-feeds';
import { OFFER_MESSAGES } from './offers/offer-messages';
import { OPTION_MESSAGES } from './options/option-messages';
import { privacyChanged } from './privacy/privacy-feeds';
import { PRIVACY_MESSAGES } from './privacy/privacy-messages';
import { PRIVACY_REGISTER_MESSAGES } from './privacy-register/privacy-register-messages';
import { referenceDataChanged } from './reference-data/reference-data-feeds';
import { REFERENCE_DATA_MESSAGES } from './reference-data/reference-data-messages';
import { REVIEW_MESSAGES } from './reviews/review-messages';
import { offerRemindersChanged } from './super-actions/super-action-feeds';
import { SUPER_ACTION_MESSAGES } from './super-actions/super-action-messages';
import { TASK_MESSAGES } from './tasks/task-messages';
import { timelineChanged } from './timeline/timeline-feeds';
import { TIMELINE_MESSAGES } from './timeline/timeline-messages';
import { UNLOCKED_CONTACT_MESSAGES } from './unlocked-contacts/unlocked-contact-messages';
import { unlocksChanged } from './unlocks/unlock-feeds';
import { UNLOCK_MESSAGES } from './unlocks/unlock-messages';
import { companiesChanged, usersChanged } from './users/user-feeds';
import { USER_MESSAGES } from './users/user-messages';

/** What a client of the API knows of a feature without its operations (see `ApiFeature`). */
export interface FeatureCatalogueEntry {
  /** The kinds of data the web app caches from the feature's answers (RTK Query tag types). */
  readonly tags: readonly string[];
  /** The read-model changes the feature publishes: the gateway relays them, the web app refetches by them. */
  readonly feeds: readonly ChangeFeed[];
}

/**
 * Each feature's cache kinds and change feeds, in the order of `API_FEATURES`, apart from its
 * operations: each feature's contracts take theirs from here, and a client that needs only these (the
 * web app, before any screen's code has arrived) reads them without loading every contract and schema.
 */
export const API_CATALOGUE = {
  users: { tags: ['CurrentUser'], feeds: [usersChanged, companiesChanged] },
  offers: { tags: ['Offer', 'RejectedOffer'], feeds: [offerBoardChanged, rejectedOffersChanged] },
  unlocks: { tags: ['Unlocks'], feeds: [unlocksChanged] },
  unlockedContacts: { tags: ['UnlockedContact', 'UnlockedContactList', 'EmployerStats'], feeds: [] },
  timeline: { tags: ['Timeline', 'TimelineRecent'], feeds: [timelineChanged] },
  tasks: { tags: ['Task', 'TaskOpen'], feeds: [] },
  contacts: { tags: ['Contact'], feeds: [contactsChanged] },
  campaigns: {
    tags: ['Campaigns', 'Campaign', 'MarketingChannel'],
    feeds: [campaignsChanged, campaignAdminChanged, marketingChannelsChanged],
  },
  audiences: { tags: ['Audience'], feeds: [] },
  companies: { tags: ['Company', 'Transaction'], feeds: [companyAdminChanged, transactionsChanged] },
  employerSettings: { tags: ['Sepa', 'Definition', 'Testimonial', 'Package'], feeds: [] },
  activeSourcing: { tags: ['ActiveSourcing', 'MessageTemplate', 'ContactDocument'], feeds: [] },
  files: { tags: ['Media'], feeds: [] },
  superActions: { tags: ['OfferReminders', 'Outbox'], feeds: [offerRemindersChanged] },
  options: { tags: ['Options'], feeds: [] },
  referenceData: { tags: ['ReferenceData'], feeds: [referenceDataChanged] },
  baseData: { tags: ['BaseData'], feeds: [] },
  audit: { tags: ['AuditLog'], feeds: [auditLogChanged] },
  analytics: { tags: ['Stats'], feeds: [statsChanged] },
  reports: { tags: ['Reports'], feeds: [] },
  privacy: { tags: ['Privacy'], feeds: [privacyChanged] },
  candidateProfile: { tags: ['CandidateProfile'], feeds: [candidateProfileChanged] },
  comments: { tags: ['Comment'], feeds: [commentsChanged] },
  notifications: {
    tags: ['Notification', 'NotificationJob'],
    feeds: [notificationsChanged, notificationJobsChanged],
  },
  jobPostings: { tags: ['JobPostings'], feeds: [] },
  reviews: { tags: ['Reviews'], feeds: [] },
  candidateOffers: { tags: ['CandidateOffer', 'PhoneVerification'], feeds: [] },
  chat: {
    tags: ['ChatThread', 'ChatContact', 'ChatUnread', 'ChatOpened', 'OnlineUser'],
    feeds: [chatChanged, presenceChanged],
  },
  interviews: { tags: ['Interview'], feeds: [] },
  privacyRegister: { tags: ['PrivacyRegister'], feeds: [] },
} as const satisfies Record<string, FeatureCatalogueEntry>;

const ENTRIES: readonly FeatureCatalogueEntry[] = Object.values(API_CATALOGUE);

/**
 * What each feature's refusals and confirmations say, in every language (`<feature>-messages.ts`): kept
 * apart from the catalogue, so that a client that reads a feature's contracts or feeds does not load every
 * language's messages with them (the web app loads the one language it shows, see `SERVER_MESSAGES`).
 */
export const FEATURE_MESSAGES = {
  users: USER_MESSAGES,
  offers: OFFER_MESSAGES,
  unlocks: UNLOCK_MESSAGES,
  unlockedContacts: UNLOCKED_CONTACT_MESSAGES,
  timeline: TIMELINE_MESSAGES,
  tasks: TASK_MESSAGES,
  contacts: CONTACT_MESSAGES,
  campaigns: CAMPAIGN_MESSAGES,
  audiences: AUDIENCE_MESSAGES,
  companies: COMPANY_MESSAGES,
  employerSettings: EMPLOYER_SETTINGS_MESSAGES,
  activeSourcing: ACTIVE_SOURCING_MESSAGES,
  files: FILE_MESSAGES,
  superActions: SUPER_ACTION_MESSAGES,
  options: OPTION_MESSAGES,
  referenceData: REFERENCE_DATA_MESSAGES,
  baseData: BASE_DATA_MESSAGES,
  privacy: PRIVACY_MESSAGES,
  candidateProfile: CANDIDATE_PROFILE_MESSAGES,
  comments: COMMENT_MESSAGES,
  notifications: NOTIFICATION_MESSAGES,
  jobPostings: JOB_POSTING_MESSAGES,
  reviews: REVIEW_MESSAGES,
  candidateOffers: CANDIDATE_OFFER_MESSAGES,
  chat: CHAT_MESSAGES,
  privacyRegister: PRIVACY_REGISTER_MESSAGES,
} as const satisfies Partial<Record<keyof typeof API_CATALOGUE, ServerMessages>>;

/** Every read-model change the features declare: the gateway relays each, the web app refetches by each. */
export const CHANGE_FEEDS: readonly ChangeFeed[] = ENTRIES.flatMap((entry) => entry.feeds);

/** The web app's cache kinds, from every feature's declaration. */
export type ApiTag = (typeof API_CATALOGUE)[keyof typeof API_CATALOGUE]['tags'][number];
export const API_TAGS: readonly ApiTag[] = ENTRIES.flatMap((entry) => entry.tags as readonly ApiTag[]);

/**
 * Every message the server may send a person, with its German, English and Polish text (see `ServerMessages`).
 * (Marked pure: a bundle that does not use it, as the web app's, which takes one language's, leaves it out.)
 */
export const SERVER_MESSAGES: ServerMessages = /* @__PURE__ */ (() =>
  mergeServerMessages([GENERAL_SERVER_MESSAGES, ...Object.values(FEATURE_MESSAGES)]))();
