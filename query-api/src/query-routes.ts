import type { FastifyPluginAsyncTypebox, FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { activeSourcingQueryRoutes } from './active-sourcing/active-sourcing-routes';
import { audienceQueryRoutes } from './audiences/audience-routes';
import { statsQueryRoutes } from './analytics/stats-routes';
import { reportQueryRoutes } from './analytics/report-routes';
import { auditQueryRoutes } from './audit/audit-routes';
import { baseDataQueryRoutes } from './base-data/base-data-routes';
import { candidateProfileQueryRoutes } from './candidate-profile/candidate-profile-routes';
import { candidateOfferQueryRoutes } from './candidate-offers/candidate-offer-routes';
import { campaignQueryRoutes } from './campaigns/campaign-routes';
import { commentQueryRoutes } from './comments/comment-routes';
import { chatQueryRoutes } from './chat/chat-routes';
import { companyQueryRoutes } from './companies/company-routes';
import { contactQueryRoutes } from './contacts/contact-routes';
import { employerSettingsQueryRoutes } from './employer-settings/employer-settings-routes';
import { fileQueryRoutes } from './files/file-routes';
import { notificationQueryRoutes } from './notifications/notification-routes';
import { interviewQueryRoutes } from './interviews/interview-routes';
import { offerQueryRoutes } from './offers/offer-routes';
import { optionQueryRoutes } from './options/option-routes';
import { privacyQueryRoutes } from './privacy/privacy-routes';
import { referenceDataQueryRoutes } from './reference-data/reference-data-routes';
import type { QueryRoutesOptions } from './shared/query-context';
import { superActionQueryRoutes } from './super-actions/super-action-routes';
import { timelineQueryRoutes } from './timeline/timeline-routes';
import { unlockedContactQueryRoutes } from './unlocked-contacts/unlocked-contact-routes';
import { unlockQueryRoutes } from './unlocks/unlock-routes';
import { userQueryRoutes } from './users/user-routes';
import { publicSiteQueryRoutes } from './public-site/public-site-routes';
import { reviewQueryRoutes } from './reviews/review-routes';
import { privacyRegisterQueryRoutes } from './privacy-register/privacy-register-routes';

/** Every feature's queries (its handlers bound to its contracts): a new feature is added here, once. */
export const QUERY_FEATURES: ReadonlyArray<FastifyPluginCallbackTypebox<QueryRoutesOptions>> = [
  userQueryRoutes,
  offerQueryRoutes,
  unlockQueryRoutes,
  unlockedContactQueryRoutes,
  timelineQueryRoutes,
  contactQueryRoutes,
  campaignQueryRoutes,
  audienceQueryRoutes,
  companyQueryRoutes,
  employerSettingsQueryRoutes,
  activeSourcingQueryRoutes,
  fileQueryRoutes,
  superActionQueryRoutes,
  optionQueryRoutes,
  referenceDataQueryRoutes,
  baseDataQueryRoutes,
  auditQueryRoutes,
  statsQueryRoutes,
  reportQueryRoutes,
  privacyQueryRoutes,
  candidateProfileQueryRoutes,
  commentQueryRoutes,
  notificationQueryRoutes,
  publicSiteQueryRoutes,
  reviewQueryRoutes,
  candidateOfferQueryRoutes,
  chatQueryRoutes,
  interviewQueryRoutes,
  privacyRegisterQueryRoutes,
];

/** The query API: GET routes over the read models; each states who may call it (the contract's access). */
export const queryRoutes: FastifyPluginAsyncTypebox<QueryRoutesOptions> = async (app, options) => {
  for (const feature of QUERY_FEATURES) await app.register(feature, options);
};
