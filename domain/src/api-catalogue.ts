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
  /** What the feature's refusals and confirmations say, in every language (`<feature>-messages.ts`). */
  readonly messages?: ServerMessages;
}

/**
 * Each feature's cache kinds, change feeds and messages, in the order of `API_FEATURES`, apart from its
 * operations: each feature's contracts take theirs from here, and a client that needs only these (the
 * web app, before any screen's code has arrived) reads them without loading every contract and schema.
 */
export const API_CATALOGUE = {
  users: { tags: ['CurrentUser'], feeds: [usersChanged, companiesChanged], messages: USER_MESSAGES },
  offers: { tags: ['Offer', 'RejectedOffer'], feeds: [offerBoardChanged, rejectedOffersChanged], messages: OFFER_MESSAGES },
  unlocks: { tags: ['Unlocks'], feeds: [unlocksChanged], messages: UNLOCK_MESSAGES },
  unlockedContacts: { tags: ['UnlockedContact', 'UnlockedContactList', 'EmployerStats'], feeds: [], messages: UNLOCKED_CONTACT_MESSAGES },
  timeline: { tags: ['Timeline', 'TimelineRecent'], feeds: [timelineChanged], messages: TIMELINE_MESSAGES },
  tasks: { tags: ['Task', 'TaskOpen'], feeds: [], messages: TASK_MESSAGES },
  contacts: { tags: ['Contact'], feeds: [contactsChanged], messages: CONTACT_MESSAGES },
  campaigns: {
    tags: ['Campaigns', 'Campaign', 'MarketingChannel'],
    feeds: [campaignsChanged, campaignAdminChanged, marketingChannelsChanged],
    messages: CAMPAIGN_MESSAGES,
  },
  audiences: { tags: ['Audience'], feeds: [], messages: AUDIENCE_MESSAGES },
  companies: { tags: ['Company', 'Transaction'], feeds: [companyAdminChanged, transactionsChanged], messages: COMPANY_MESSAGES },
  employerSettings: { tags: ['Sepa', 'Definition', 'Testimonial', 'Package'], feeds: [], messages: EMPLOYER_SETTINGS_MESSAGES },
  activeSourcing: { tags: ['ActiveSourcing', 'MessageTemplate', 'ContactDocument'], feeds: [], messages: ACTIVE_SOURCING_MESSAGES },
  files: { tags: ['Media'], feeds: [], messages: FILE_MESSAGES },
  superActions: { tags: ['OfferReminders', 'Outbox'], feeds: [offerRemindersChanged], messages: SUPER_ACTION_MESSAGES },
  options: { tags: ['Options'], feeds: [], messages: OPTION_MESSAGES },
  referenceData: { tags: ['ReferenceData'], feeds: [referenceDataChanged], messages: REFERENCE_DATA_MESSAGES },
  baseData: { tags: ['BaseData'], feeds: [], messages: BASE_DATA_MESSAGES },
  audit: { tags: ['AuditLog'], feeds: [auditLogChanged] },
  analytics: { tags: ['Stats'], feeds: [statsChanged] },
  reports: { tags: ['Reports'], feeds: [] },
  privacy: { tags: ['Privacy'], feeds: [privacyChanged], messages: PRIVACY_MESSAGES },
  candidateProfile: { tags: ['CandidateProfile'], feeds: [candidateProfileChanged], messages: CANDIDATE_PROFILE_MESSAGES },
  comments: { tags: ['Comment'], feeds: [commentsChanged], messages: COMMENT_MESSAGES },
  notifications: {
    tags: ['Notification', 'NotificationJob'],
    feeds: [notificationsChanged, notificationJobsChanged],
    messages: NOTIFICATION_MESSAGES,
  },
  jobPostings: { tags: ['JobPostings'], feeds: [], messages: JOB_POSTING_MESSAGES },
  reviews: { tags: ['Reviews'], feeds: [], messages: REVIEW_MESSAGES },
  candidateOffers: { tags: ['CandidateOffer', 'PhoneVerification'], feeds: [], messages: CANDIDATE_OFFER_MESSAGES },
  chat: {
    tags: ['ChatThread', 'ChatContact', 'ChatUnread', 'ChatOpened', 'OnlineUser'],
    feeds: [chatChanged, presenceChanged],
    messages: CHAT_MESSAGES,
  },
  interviews: { tags: ['Interview'], feeds: [] },
} as const satisfies Record<string, FeatureCatalogueEntry>;

const ENTRIES: readonly FeatureCatalogueEntry[] = Object.values(API_CATALOGUE);

/** Every read-model change the features declare: the gateway relays each, the web app refetches by each. */
export const CHANGE_FEEDS: readonly ChangeFeed[] = ENTRIES.flatMap((entry) => entry.feeds);

/** The web app's cache kinds, from every feature's declaration. */
export type ApiTag = (typeof API_CATALOGUE)[keyof typeof API_CATALOGUE]['tags'][number];
export const API_TAGS: readonly ApiTag[] = ENTRIES.flatMap((entry) => entry.tags as readonly ApiTag[]);

/** Every message the server may send a person, with its German, English and Polish text (see `ServerMessages`). */
export const SERVER_MESSAGES: ServerMessages = mergeServerMessages([
  GENERAL_SERVER_MESSAGES,
  ...ENTRIES.map((entry) => entry.messages ?? {}),
]);
