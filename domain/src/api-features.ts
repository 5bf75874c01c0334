import { activeSourcingFeature } from './active-sourcing/active-sourcing-contracts';
import { audiencesFeature } from './audiences/audience-contracts';
import { analyticsFeature } from './analytics/analytics-contracts';
import { reportsFeature } from './analytics/report-contracts';
import { auditFeature } from './audit/audit-contracts';
import { baseDataFeature } from './base-data/base-data-contracts';
import { candidateProfileFeature } from './candidate-profile/candidate-profile-contracts';
import { candidateOffersFeature } from './candidate-offers/candidate-offer-contracts';
import { campaignsFeature } from './campaigns/campaign-contracts';
import { commentsFeature } from './comments/comment-contracts';
import { chatFeature } from './chat/chat-contracts';
import { companiesFeature } from './companies/company-contracts';
import { contactsFeature } from './contacts/contact-contracts';
import { employerSettingsFeature } from './employer-settings/employer-settings-contracts';
import { filesFeature } from './files/file-contracts';
import { notificationsFeature } from './notifications/notification-contracts';
import { interviewsFeature } from './interviews/interview-contracts';
import { offersFeature } from './offers/offer-contracts';
import { optionsFeature } from './options/option-contracts';
import { privacyFeature } from './privacy/privacy-contracts';
import { privacyRegisterFeature } from './privacy-register/privacy-register-contracts';
import { referenceDataFeature } from './reference-data/reference-data-contracts';
import type { ApiFeature } from './shared/contract';
import { tasksFeature } from './tasks/task-contracts';
import { timelineFeature } from './timeline/timeline-contracts';
import { unlockedContactsFeature } from './unlocked-contacts/unlocked-contact-contracts';
import { superActionsFeature } from './super-actions/super-action-contracts';
import { unlocksFeature } from './unlocks/unlock-contracts';
import { usersFeature } from './users/user-contracts';
import { jobPostingsFeature } from './job-postings/job-posting-contracts';
import { reviewsFeature } from './reviews/review-contracts';

/**
 * Every feature of the HTTP API, in the order the documentation lists them: their names and descriptions
 * are the OpenAPI tags, their contracts the operations, their feeds the realtime changes, their tags the
 * web app's cache kinds. A new feature is added here, once.
 */
export const API_FEATURES = [
  usersFeature,
  offersFeature,
  unlocksFeature,
  unlockedContactsFeature,
  timelineFeature,
  tasksFeature,
  contactsFeature,
  campaignsFeature,
  audiencesFeature,
  companiesFeature,
  employerSettingsFeature,
  activeSourcingFeature,
  filesFeature,
  superActionsFeature,
  optionsFeature,
  referenceDataFeature,
  baseDataFeature,
  auditFeature,
  analyticsFeature,
  reportsFeature,
  privacyFeature,
  candidateProfileFeature,
  commentsFeature,
  notificationsFeature,
  jobPostingsFeature,
  reviewsFeature,
  candidateOffersFeature,
  chatFeature,
  interviewsFeature,
  privacyRegisterFeature,
] as const satisfies readonly ApiFeature[];
